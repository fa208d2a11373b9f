/** The customer dashboard (/dashboard): the server's figures for the signed-in customer's savings and Bitcoin balances. */
import { useNavigate, useRouteLoaderData } from 'react-router';
import type { BankUser } from '../../adapters/client/bank-api.ts';
import type { customerLoader } from '../loaders.ts';
import { formatBtc, formatUsd } from '../format.ts';

export function DashboardPage() {
  const user = useRouteLoaderData<typeof customerLoader>('customer');
  if (!user) return null;
  return (
    <div className="dashboard">
      <section className="welcome-banner">
        <h1>Welcome back, {user.first_name}</h1>
        <p>Here is an overview of your accounts.</p>
      </section>
      {user.status === 'pending' && (
        <div className="alert alert-warning" role="status">
          Your account is pending verification. Some features are limited until it is verified.
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
  return (
    <section className="card balance-card" aria-labelledby="account-balance-heading">
      <h2 id="account-balance-heading" className="card-title">Account Balance</h2>
      <p className="balance-amount">{formatUsd(user.account_balance)}</p>
      <dl className="detail-list">
        <div><dt>Account Number</dt><dd>{user.account_number}</dd></div>
        <div><dt>Account Type</dt><dd>Savings</dd></div>
      </dl>
    </section>
  );
}

function BitcoinBalanceCard({ user }: { user: BankUser }) {
  const navigate = useNavigate();
  return (
    <section className="card balance-card balance-card-bitcoin" aria-labelledby="bitcoin-balance-heading">
      <h2 id="bitcoin-balance-heading" className="card-title">Bitcoin Balance</h2>
      <p className="balance-amount">{formatBtc(user.bitcoin_balance)}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={user.status === 'pending'}
        onClick={() => void navigate('/dashboard/bitcoin-transfer')}
      >
        Transfer Bitcoin
      </button>
    </section>
  );
}
