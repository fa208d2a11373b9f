/** The dashboard's line for a borrower (issue 30): each loan's next instalment, its amount and due date as the server's loan view states them, linking to the loans page; nothing for a customer without one. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { takeFirstLoans } from '../../adapters/client/first-reads.ts';
import type { CustomerHome } from '../../adapters/contract/index.ts';
import { myLoans } from '../../adapters/client/loans-api.ts';
import { formatUsdMinor } from '../format/money.ts';
import { formatDate } from '../format/dates.ts';
import { useResource } from '../resources.tsx';

export function NextLoanPayment() {
  const { t } = useTranslation('dashboard');
  // The first load takes the next payments the sign-in answer carried (first-reads.ts); a reload asks loans-mine.
  const loans = useResource<CustomerHome['loans']>(() => takeFirstLoans() ?? myLoans(), []).data;
  const due = (loans?.loans ?? []).flatMap((loan) => (loan.nextPayment ? [{ loanId: loan.loanId, ...loan.nextPayment }] : []));
  if (due.length === 0) return null;
  return (
    <section className="card next-loan-payment" aria-labelledby="next-loan-heading">
      <h2 id="next-loan-heading" className="card-title">{t('nextLoanPayment')}</h2>
      {due.map((payment) => (
        <p key={payment.loanId} className="next-loan-amount">
          <strong>{formatUsdMinor(payment.amountMinor)}</strong> {t('nextLoanPaymentDue', { date: formatDate(payment.dueDate) })}
        </p>
      ))}
      <Link to="/dashboard/loans" className="text-link">{t('nextLoanPaymentLink')}</Link>
    </section>
  );
}
