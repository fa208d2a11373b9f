/** The only thing a suspended customer sees (part 1 sections 2 and 4): a notice, the support contacts, and a way to sign out. */
import { useTranslation } from 'react-i18next';
import { telHref, useBankContact } from './bank-contact.ts';
import { Logo } from './Logo.tsx';
import { useSignOut } from './useSignOut.ts';

export function AccountSuspended() {
  const { t } = useTranslation('shell');
  const { t: site } = useTranslation('site');
  const { signOut, signingOut } = useSignOut();
  const bank = useBankContact();
  return (
    <main className="center-page" id="app-main">
      <div className="notice-card notice-card-danger">
        <Logo />
        <h1>{t('suspended.title')}</h1>
        <p>{t('suspended.text')}</p>
        <section className="support-details" aria-labelledby="support-heading">
          <h2 id="support-heading" className="card-title">{t('suspended.supportTitle')}</h2>
          <dl className="detail-list">
            <div><dt>{t('suspended.phone')}</dt><dd><a href={telHref(bank.phone)}>{bank.phone}</a></dd></div>
            <div><dt>{t('suspended.email')}</dt><dd><a href={`mailto:${bank.email}`}>{bank.email}</a></dd></div>
            <div><dt>{t('suspended.hours')}</dt><dd>{site('bank.hours')}</dd></div>
          </dl>
        </section>
        <button type="button" className="btn btn-primary" onClick={signOut} disabled={signingOut}>
          {t('suspended.signOut')}
        </button>
      </div>
    </main>
  );
}
