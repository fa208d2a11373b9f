/** /dashboard/transfer: choose a Local or International transfer (part 2 section 2), with the Bitcoin transfer and deposits one click away. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyLockNotice } from './MoneyLockNotice.tsx';

export function TransferChooserPage() {
  const { t } = useTranslation('money');
  return (
    <div className="money-page">
      <h1>{t('chooser.title')}</h1>
      <p className="page-lead">{t('chooser.lead')}</p>
      <MoneyLockNotice />
      <div className="choice-grid">
        <section className="card choice-card" aria-labelledby="local-choice">
          <h2 id="local-choice" className="card-title">{t('chooser.local')}</h2>
          <p>{t('chooser.localText')}</p>
          <Link to="/dashboard/transfer/local" className="btn btn-primary">{t('chooser.local')}</Link>
        </section>
        <section className="card choice-card" aria-labelledby="international-choice">
          <h2 id="international-choice" className="card-title">{t('chooser.international')}</h2>
          <p>{t('chooser.internationalText')}</p>
          <Link to="/dashboard/transfer/international" className="btn btn-primary">{t('chooser.international')}</Link>
        </section>
      </div>
      <p className="choice-more">
        <Link to="/dashboard/bitcoin-transfer" className="text-link">{t('chooser.bitcoin')}</Link>
        {' · '}
        <Link to="/dashboard/deposit" className="text-link">{t('chooser.deposit')}</Link>
      </p>
    </div>
  );
}
