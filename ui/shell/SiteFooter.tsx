/** The public site's footer: quick links, the services offered, how to reach the bank, the copyright line and the language switcher. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { telHref, useBankContact } from './bank-contact.ts';
import { useCopyList } from '../pages/public/copy.ts';

export function SiteFooter() {
  const { t } = useTranslation('site');
  const serviceNames = useCopyList<string>('footer.serviceNames');
  const bank = useBankContact();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <Logo />
          <p className="footer-tagline">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">{t('footer.quickLinks')}</h2>
          <ul>
            <li><Link to="/">{t('nav.home')}</Link></li>
            <li><Link to="/services">{t('nav.services')}</Link></li>
            <li><Link to="/about">{t('nav.about')}</Link></li>
            <li><Link to="/contact">{t('nav.contact')}</Link></li>
            <li><Link to="/login">{t('nav.login')}</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{t('footer.services')}</h2>
          <ul>
            {serviceNames.map((name) => <li key={name}>{name}</li>)}
          </ul>
        </div>
        <address>
          <h2 className="footer-heading">{t('footer.contactUs')}</h2>
          <p>{bank.address}</p>
          <p><a href={telHref(bank.phone)}>{bank.phone}</a></p>
          <p><a href={`mailto:${bank.email}`}>{bank.email}</a></p>
          <p>{t('bank.hours')}</p>
        </address>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <LanguageSwitcher className="footer-language" />
      </div>
    </footer>
  );
}
