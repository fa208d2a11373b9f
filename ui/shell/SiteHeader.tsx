/** The public site's top navigation: brand, page links, the language switcher and Login, folding into a menu button on small screens (Escape closes it). */
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { useDisclosure } from './useDisclosure.ts';

const links = [
  { to: '/', key: 'nav.home' },
  { to: '/services', key: 'nav.services' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
];

export function SiteHeader() {
  const { t } = useTranslation('site');
  const { open, toggle, close, toggleRef } = useDisclosure();
  return (
    <header className="site-header">
      <nav className="container site-nav" aria-label={t('nav.label')}>
        <Link to="/" className="brand" onClick={close} aria-label={t('nav.brandHome')}>
          <Logo />
        </Link>
        <button ref={toggleRef} type="button" className="menu-toggle" aria-expanded={open} aria-controls="site-menu" onClick={toggle}>
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="menu-toggle-label">{t('nav.menu')}</span>
        </button>
        <div id="site-menu" className={open ? 'site-menu is-open' : 'site-menu'}>
          <ul className="site-links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={close} className="site-link">
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className="site-language" />
          <Link to="/login" className="btn btn-primary" onClick={close}>
            {t('nav.login')}
          </Link>
        </div>
      </nav>
    </header>
  );
}
