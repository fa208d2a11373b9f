/** The customer dashboard (/dashboard, part 1 section 2): balances, credit score, cards, quick actions, this month's figures and recent transactions, all from the server's projections. */
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { BankUser } from '../../adapters/client/bank-api.ts';
import type { DashboardRecords } from '../../adapters/client/records-api.ts';
import { dashboardLoader } from '../records-loaders.ts';
import { useResource } from '../resources.tsx';
import { ContentLoading } from '../shell/PageLoading.tsx';
import { useSignedInUser } from '../shell/signed-in-user.ts';
import { formatBtc, formatPercent, formatUsd } from '../format/money.ts';
import { MoneyLockNotice } from './money/MoneyLockNotice.tsx';
import { HOME_DEFAULT_PRICE, isLive, PriceNote, useBitcoinPrice } from '../components/BitcoinBanner.tsx';
import { CardFace } from './records/CardFace.tsx';
import { NextLoanPayment } from './NextLoanPayment.tsx';
import { CreditScoreWidget } from './records/CreditScoreWidget.tsx';
import { TransactionListItem } from './records/TransactionListItem.tsx';
import { SpendingCharts } from './insights/SpendingCharts.tsx';
import '../records.css';

export function DashboardPage() {
  const user = useSignedInUser();
  const { t } = useTranslation('dashboard');
  // The sync widget reloads these with the user when the live feed reports a change.
  const records = useResource(dashboardLoader, []).data;
  // The balances come with the signed-in user, so they show while the month's figures and history load.
  return (
    <div className="dashboard">
      <section className="welcome-banner">
        <h1>{t('welcome', { name: user.first_name })}</h1>
        <p>{t('overview')}</p>
      </section>
      <MoneyLockNotice />
      {user.status === 'pending' && (
        <div className="alert alert-warning" role="status">
          {t('pending')}
        </div>
      )}
      {user.account_frozen && (
        <div className="alert alert-error" role="status">
          <strong>{t('frozenTitle')}</strong> {t('frozen')}
        </div>
      )}
      <div className="balance-grid">
        <AccountBalanceCard user={user} />
        <BitcoinBalanceCard user={user} />
      </div>
      <NextLoanPayment />
      {records === undefined ? <ContentLoading /> : records && <DashboardRecordsView records={records} />}
    </div>
  );
}

function DashboardRecordsView({ records }: { records: DashboardRecords }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <dl className="stat-grid" aria-label={t('thisMonth')}>
        <div className="card stat"><dt>{t('income')}</dt><dd>{formatUsd(records.summary.income)}</dd></div>
        <div className="card stat"><dt>{t('expenses')}</dt><dd>{formatUsd(records.summary.expenses)}</dd></div>
        <div className="card stat">
          <dt>{t('savingsTotal')}</dt>
          <dd>{formatUsd(records.summary.savings)}</dd>
        </div>
        <div className="card stat">
          <dt>{t('interestEarned', { year: records.interest.year })}</dt>
          <dd>{formatUsd(records.interest.earned)}<small className="stat-note">{t('interestRate', { apy: formatPercent(records.interest.apy) })}</small></dd>
        </div>
      </dl>
      <p className="muted">{t('figuresNote')}</p>
      <SpendingCharts />
      <div className="records-grid">
        <CreditScoreWidget score={records.creditScore} />
        <MyCards records={records} />
        <QuickActions />
      </div>
      <RecentTransactions records={records} />
    </>
  );
}

function MyCards({ records }: { records: DashboardRecords }) {
  const { t } = useTranslation('dashboard');
  const card = records.cards[0];
  return (
    <ViewAllCard headingId="my-cards-heading" title={t('myCards')} to="/dashboard/cards">
      {card ? <CardFace card={card} /> : <p>{t('noCards')}</p>}
    </ViewAllCard>
  );
}

function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="card" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="card-title">{t('quickActions')}</h2>
      <div className="quick-actions">
        <Link to="/dashboard/transfer" className="btn btn-primary">{t('transfer')}</Link>
        <Link to="/dashboard/statements" className="btn btn-outline">{t('statements')}</Link>
        <Link to="/dashboard/deposit" className="btn btn-outline">{t('deposit')}</Link>
      </div>
    </section>
  );
}

function RecentTransactions({ records }: { records: DashboardRecords }) {
  const { t } = useTranslation('dashboard');
  return (
    <ViewAllCard headingId="recent-heading" title={t('recent')} to="/dashboard/transactions">
      {records.transactions.length === 0 ? (
        <p>{t('noTransactions')}</p>
      ) : (
        <ul className="tx-list" aria-label={t('recentLabel')}>
          {records.transactions.map((row) => <TransactionListItem key={row.id} row={row} />)}
        </ul>
      )}
    </ViewAllCard>
  );
}

/** Part 1 section 2: the card shows the BTC/USD price, labelled when it is not live (DECISIONS 17). */
function BitcoinPriceLine() {
  const { t } = useTranslation('dashboard');
  const price = useBitcoinPrice(HOME_DEFAULT_PRICE);
  if (!price) return <p className="muted" role="status">{t('btcPriceLoading')}</p>;
  return (
    <p className="btc-card-price">
      <span>{t('btcPrice')} </span><strong>{formatUsd(Number(price.price).toFixed(2))}</strong>{' '}
      {isLive(price) ? <span className="btc-card-live">{t('btcPriceLive')}</span> : <PriceNote price={price} />}
    </p>
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
      <BitcoinPriceLine />
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

/** A dashboard card whose heading has a "View all" link to the full page. */
function ViewAllCard({ headingId, title, to, children }: { headingId: string; title: string; to: string; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-header-row">
        <h2 id={headingId}>{title}</h2>
        <Link to={to} className="text-link">{t('viewAll')}</Link>
      </div>
      {children}
    </section>
  );
}
