/** /dashboard/loans: the customer's loans (an application with what happens next; each loan's schedule, paid and due instalments, next payment, last date and payoff amount today), repaying from savings (the amount due, another amount or the payoff, with PIN and e-mailed code), and the Apply wizard. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsdMinor as formatUsd } from '../../format/money.ts';
import { loanProducts, myLoans, type LoanView } from '../../../adapters/client/loans-api.ts';
import { useResource } from '../../resources.tsx';
import { formatDate } from '../../format/dates.ts';
import { loanStatusClass } from '../../format/status.ts';
import { LoanApplication, percent } from './LoanApplication.tsx';
import { RepaymentButtons } from './RepaymentDialog.tsx';
import { ScheduleTable } from './ScheduleTable.tsx';
import { GroupStatusCard } from './GroupStatusCard.tsx';
import { useProductName } from '../../i18n/domain-text.ts';

export function LoansPage() {
  const { t } = useTranslation('records');
  const loans = useResource(() => myLoans(), []);
  const products = useResource(() => loanProducts(), []);
  const [applying, setApplying] = useState(false);
  if (!loans.data || !products.data) return <p className="loading">{t('loans.loading')}</p>;
  return (
    <div className="records-page">
      <h1>{t('loans.title')}</h1>
      {!applying && products.data.products.length > 0 && <div className="button-row"><button type="button" className="btn btn-primary" onClick={() => setApplying(true)}>{t('loans.applyTitle')}</button></div>}
      <GroupStatusCard />
      {applying && <LoanApplication products={products.data.products} today={products.data.today} onApplied={() => void loans.reload()} onClose={() => setApplying(false)} />}
      {loans.data.loans.length === 0 ? <p className="empty-state">{t('loans.none')}</p> : loans.data.loans.map((loan) => <LoanCard key={loan.loanId} loan={loan} onChange={() => void loans.reload()} />)}
    </div>
  );
}

function LoanCard({ loan, onChange }: { loan: LoanView; onChange: () => void }) {
  const { t } = useTranslation('records');
  const productName = useProductName();
  const headingId = `loan-${loan.loanId}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">{productName(loan.productName)} · {formatUsd(loan.principalMinor)} <span className={loanStatusClass(loan.status)}>{t(`loans.status.${loan.status}`)}</span></h2>
      <NextStep loan={loan} />
      <dl className="detail-list">
        <div><dt>{t('loans.purpose')}</dt><dd>{loan.purpose}</dd></div>
        <div><dt>{t('loans.rate')}</dt><dd>{percent(loan.annualRateBps)}</dd></div>
        {loan.status === 'active' && <>
          <div><dt>{t('loans.outstanding')}</dt><dd>{formatUsd(loan.outstandingPrincipalMinor)}</dd></div>
          <div><dt>{t('loans.nextPayment')}</dt><dd>{loan.nextPayment ? `${formatUsd(loan.nextPayment.amountMinor)} · ${formatDate(loan.nextPayment.dueDate)}` : '-'}</dd></div>
          {loan.dueNowMinor > 0 && <div><dt>{t('loans.overdue')}</dt><dd>{formatUsd(loan.dueNowMinor)} ({t('loans.lateBy', { count: loan.daysInArrears })})</dd></div>}
          <div><dt>{t('loans.payoffToday')}</dt><dd>{formatUsd(loan.payoffTodayMinor)}</dd></div>
          {loan.endsOn && <div><dt>{t('loans.endsOn')}</dt><dd>{t('loans.endsOnValue', { date: formatDate(loan.endsOn), left: loan.instalmentsLeft })}</dd></div>}
        </>}
        {loan.writtenOff && <div><dt>{t('loans.stillOwed')}</dt><dd>{formatUsd(loan.writtenOff.stillOwedMinor)}</dd></div>}
      </dl>
      {loan.writtenOff && <p className="loan-next-step">{t('loans.writtenOffNote', { date: formatDate(loan.writtenOff.at.slice(0, 10)) })}</p>}
      {/* Kept once the loan closes, so the payoff's dialog stays open with its message when the list refreshes. */}
      {(loan.status === 'active' || loan.status === 'closed' || loan.status === 'written_off') && <RepaymentButtons loan={loan} onPaid={onChange} />}
      {loan.instalments.length > 0 && <ScheduleTable caption={t('loans.scheduleOf', { name: productName(loan.productName, true) })} rows={loan.instalments} />}
    </section>
  );
}

/** Before the money is paid out: where the application stands and what happens next. */
function NextStep({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('records');
  if (loan.status !== 'applied' && loan.status !== 'recommended' && loan.status !== 'approved' && loan.status !== 'rejected') return null;
  return <p className="loan-next-step">{t(`loans.next.${loan.status}`, { amount: formatUsd(loan.principalMinor), term: loan.term, frequency: t(`loans.frequency.${loan.frequency}`) })}</p>;
}
