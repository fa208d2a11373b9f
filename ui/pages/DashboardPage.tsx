/** The customer dashboard (/dashboard): the server's figures for the signed-in customer's savings and Bitcoin balances. */
import { useNavigate, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankUser } from '../../adapters/client/bank-api.ts';
import type { customerLoader } from '../loaders.ts';
import { formatBtc, formatUsd } from '../format.ts';

export function DashboardPage() {
  const user = useRouteLoaderData<typeof customerLoader>('customer');
  const { t } = useTranslation('dashboard');
  if (!user) return null;
  return (
    <div className="dashboard">
      <section className="welcome-banner">
        <h1>{t('welcome', { name: user.first_name })}</h1>
        <p>{t('overview')}</p>
      </section>
      {user.status === 'pending' && (
        <div className="alert alert-warning" role="status">
          {t('pending')}
        </div>
      )}
      <div className="balance-grid">
        <AccountBalanceCard user={user} />
        <BitcoinBalanceCard user={user} />
      </div>
    </div>
  );
}

function AccountBalanceCard({ user }: { user: BankUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="card balance-card" aria-labelledby="account-balance-heading">
      <h2 id="account-balance-heading" className="card-title">{t('accountBalance')}</h2>
      <p className="balance-amount">{formatUsd(user.account_balance)}</p>
      <dl className="detail-list">
        <div><dt>{t('accountNumber')}</dt><dd>{user.account_number}</dd></div>
        <div><dt>{t('accountType')}</dt><dd>{t('savings')}</dd></div>
      </dl>
    </section>
  );
}

function BitcoinBalanceCard({ user }: { user: BankUser }) {
  const navigate = useNavigate();
  const { t } = useTranslation('dashboard');
  return (
    <section className="card balance-card balance-card-bitcoin" aria-labelledby="bitcoin-balance-heading">
      <h2 id="bitcoin-balance-heading" className="card-title">{t('bitcoinBalance')}</h2>
      <p className="balance-amount">{formatBtc(user.bitcoin_balance)}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={user.status === 'pending'}
        onClick={() => void navigate('/dashboard/bitcoin-transfer')}
      >
        {t('transferBitcoin')}
      </button>
    </section>
  );
}
