/**
 * What an administrator decides a loan on, at the top of the decision view: the amount, term and
 * instalment first, then the applicant's balance, savings, other loans with arrears and credit
 * score, then the proposed schedule. Renders the bank's figures (domain/loans/decision-figures.ts);
 * nothing is computed here.
 */
import { useTranslation } from 'react-i18next';
import type { LoanDecisionView } from '../../../adapters/client/loans-api.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { monthName } from '../../format/dates.ts';
import { formatPercent, formatUsdMinor as formatUsd } from '../../format/money.ts';
import { dateOf } from './admin-ui.tsx';

const percent = (bps: number): string => formatPercent((bps / 100).toFixed(2));

export function LoanDecisionFigures({ decision }: { decision: LoanDecisionView }) {
  const { t } = useTranslation('admin');
  const d = decision;
  const score = d.creditScore
    ? t('loans.decision.scoreValue', { score: d.creditScore.score, bureau: d.creditScore.bureau ?? '-', date: dateOf(d.creditScore.reportDate) })
    : t('loans.decision.noScore');
  const arrears = d.arrears.loans === 0 ? t('loans.decision.noArrears') : t('loans.decision.arrearsValue', { loans: d.arrears.loans, amount: formatUsd(d.arrears.overdueMinor) });
  return (
    <div className="loan-decision">
      <h3 className="field-label">{t('loans.decision.terms')}</h3>
      <dl className="detail-list">
        <div><dt>{t('loans.decision.amount')}</dt><dd>{formatUsd(d.principalMinor)}</dd></div>
        <div><dt>{t('loans.decision.term')}</dt><dd>{t('loans.decision.termValue', { count: d.term, frequency: t(`loans.decision.frequency.${d.frequency}`) })}</dd></div>
        <div><dt>{t('loans.decision.instalment')}</dt><dd>{formatUsd(d.instalmentMinor)}</dd></div>
        <div><dt>{t('loans.decision.rate')}</dt><dd>{percent(d.annualRateBps)}</dd></div>
        <div><dt>{t('loans.decision.totalInterest')}</dt><dd>{formatUsd(d.totalInterestMinor)}</dd></div>
        <div><dt>{t('loans.decision.totalRepayable')}</dt><dd>{formatUsd(d.totalRepayableMinor)}</dd></div>
        <div><dt>{t('loans.decision.firstDue')}</dt><dd>{dateOf(d.firstDueDate)}</dd></div>
      </dl>
      <h3 className="field-label">{t('loans.decision.applicant')}</h3>
      <dl className="detail-list">
        <div><dt>{t('loans.decision.balance')}</dt><dd>{formatUsd(d.balanceMinor)}</dd></div>
        <div><dt>{t('loans.decision.averageSavings', { months: d.savings.months.length })}</dt><dd>{formatUsd(d.savings.averageMinor)}</dd></div>
        <div><dt>{t('loans.decision.creditScore')}</dt><dd>{score}</dd></div>
        <div><dt>{t('loans.decision.arrears')}</dt><dd>{arrears}</dd></div>
      </dl>
      <h3 className="field-label">{t('loans.decision.savings')}</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('loans.decision.savings')}>
        <table className="table" ref={labelCells}>
          <caption className="visually-hidden">{t('loans.decision.savings')}</caption>
          <thead><tr><th scope="col">{t('loans.decision.month')}</th><th scope="col">{t('loans.decision.monthBalance')}</th></tr></thead>
          <tbody>{d.savings.months.map((m) => <tr key={m.month}><td>{monthName(m.month)}</td><td>{formatUsd(m.balanceMinor)}</td></tr>)}</tbody>
        </table>
      </div>
      <OtherLoans decision={d} />
      <details>
        <summary>{t('loans.decision.schedule')}</summary>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('loans.decision.schedule')}>
          <table className="table" ref={labelCells}>
            <caption className="visually-hidden">{t('loans.decision.schedule')}</caption>
            <thead><tr>
              <th scope="col">{t('loans.decision.col.number')}</th><th scope="col">{t('loans.decision.col.due')}</th><th scope="col">{t('loans.decision.col.principal')}</th>
              <th scope="col">{t('loans.decision.col.interest')}</th><th scope="col">{t('loans.decision.col.instalment')}</th>
            </tr></thead>
            <tbody>{d.schedule.map((i) => (
              <tr key={i.number}><td>{i.number}</td><td>{dateOf(i.dueDate)}</td><td>{formatUsd(i.principalMinor)}</td><td>{formatUsd(i.interestMinor)}</td><td>{formatUsd(i.principalMinor + i.interestMinor)}</td></tr>
            ))}</tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

function OtherLoans({ decision }: { decision: LoanDecisionView }) {
  const { t } = useTranslation('admin');
  const heading = <h3 className="field-label">{t('loans.decision.otherLoans')}</h3>;
  if (decision.otherLoans.length === 0) return <>{heading}<p>{t('loans.decision.noOtherLoans')}</p></>;
  return (
    <>{heading}<div className="table-scroll" tabIndex={0} role="region" aria-label={t('loans.decision.otherLoans')}>
      <table className="table" ref={labelCells}>
        <caption className="visually-hidden">{t('loans.decision.otherLoans')}</caption>
        <thead><tr>
          <th scope="col">{t('loans.product')}</th><th scope="col">{t('status')}</th><th scope="col">{t('loans.decision.amount')}</th>
          <th scope="col">{t('loans.decision.outstanding')}</th><th scope="col">{t('loans.decision.overdue')}</th><th scope="col">{t('loans.daysLate')}</th>
        </tr></thead>
        <tbody>{decision.otherLoans.map((o) => (
          <tr key={o.loanId}>
            <td>{o.productName}</td><td>{t(`loans.status.${o.status}`)}</td><td>{formatUsd(o.principalMinor)}</td>
            <td>{formatUsd(o.outstandingPrincipalMinor)}</td><td>{formatUsd(o.overdueMinor)}</td><td>{o.daysInArrears}</td>
          </tr>
        ))}</tbody>
      </table>
    </div></>
  );
}
