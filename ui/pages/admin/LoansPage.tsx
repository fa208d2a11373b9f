/** /admin/loans: the loan queue and every loan, maker-checker (recommend; a different administrator approves or rejects with a reason) with the figures each decision is made on at the top of the page, disbursement, rescheduling, write-off (one administrator proposes with a reason, a different one approves), the portfolio (by status, outstanding principal, due this week, PAR30) with a chart, its table and a CSV export, and arrears with PAR and provisioning as of any day (LoanArrears.tsx). */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatUsdMinor as formatUsd } from '../../format/money.ts';
import { adminLoans, type LoanView } from '../../../adapters/client/loans-api.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { downloadFile } from '../../download.ts';
import { Notice, StatCards, dateOf, messageOf, useAdminData, useNotice } from './admin-ui.tsx';
import { LoanDecisionFigures } from './LoanDecision.tsx';
import { PortfolioChart } from './PortfolioChart.tsx';
import { LoanArrears } from './LoanArrears.tsx';
import { useProductName } from '../../i18n/domain-text.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

type Action = 'recommend' | 'approve' | 'reject' | 'disburse' | 'reschedule' | 'proposeWriteOff' | 'approveWriteOff';

export function LoansPage() {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const productName = useProductName();
  const loans = useAdminData(() => adminLoans.list(), 'loans');
  const portfolio = useAdminData(() => adminLoans.portfolio(), 'loan-portfolio');
  const { notice, show } = useNotice(5000);
  const [selected, setSelected] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [term, setTerm] = useState('');
  const [version, setVersion] = useState(0);
  const decision = useAdminData(() => (selected ? adminLoans.decision(selected) : Promise.resolve(null)), `loan-decision-${selected ?? ''}`);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a loan brings its decision view to the top of the screen, amount and term first.
  useEffect(() => {
    if (selected) heading.current?.focus();
  }, [selected]);
  const act = async (loan: LoanView, action: Action) => {
    try {
      const answer = action === 'recommend' ? await adminLoans.recommend(loan.loanId, reason)
        : action === 'approve' ? await adminLoans.approve(loan.loanId, reason)
        : action === 'reject' ? await adminLoans.reject(loan.loanId, reason)
        : action === 'disburse' ? await adminLoans.disburse(loan.loanId)
        : action === 'proposeWriteOff' ? await adminLoans.proposeWriteOff(loan.loanId, reason)
        : action === 'approveWriteOff' ? await adminLoans.approveWriteOff(loan.loanId)
        : await adminLoans.reschedule(loan.loanId, Number(term), reason);
      show(answer.message);
      setReason('');
      setTerm('');
      loans.reload();
      portfolio.reload();
      decision.reload();
      setVersion((v) => v + 1);
    } catch (failure) {
      show(messageOf(failure), 'error');
    }
  };
  const exportCsv = async () => {
    const { filename, csv } = await adminLoans.exportCsv();
    downloadFile(filename, csv, 'text/csv');
  };
  const p = portfolio.data?.portfolio;
  const chosen = loans.data?.loans.find((l) => l.loanId === selected) ?? null;
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div><h1>{t('loans.title')}</h1><p>{t('loans.lead')}</p></div>
        <button type="button" className="btn btn-outline" onClick={() => void exportCsv()}>{t('loans.export')}</button>
      </header>
      <Notice notice={notice} />
      {(loans.error || portfolio.error) && <div className="alert alert-error" role="alert">{loans.error ?? portfolio.error}</div>}
      {chosen && (
        <section className="card" aria-labelledby="decide-heading">
          <h2 id="decide-heading" className="card-title" tabIndex={-1} ref={heading}>{t('loans.decideTitle', { name: chosen.customerName, product: productName(chosen.productName) })}</h2>
          {decision.data ? <LoanDecisionFigures decision={decision.data.decision} /> : <p className="loading">{t('loans.decision.loading')}</p>}
          <ul>{chosen.steps.map((s, i) => <li key={i}>{t(`loans.step.${s.step}`)} · {s.byName} · {dateOf(s.at)}{s.reason ? ` · ${s.reason}` : ''}</li>)}</ul>
          {chosen.writeOffProposal && <p className="alert alert-warning">{t('loans.writeOffPending', { name: chosen.writeOffProposal.byName, date: dateOf(chosen.writeOffProposal.at), reason: chosen.writeOffProposal.reason })}</p>}
          {chosen.writtenOff && <p>{t('loans.writtenOffInfo', { date: dateOf(chosen.writtenOff.at), amount: formatUsd(chosen.writtenOff.principalMinor + chosen.writtenOff.interestMinor + chosen.writtenOff.feesMinor), recovered: formatUsd(chosen.writtenOff.recoveredMinor) })}</p>}
          {acts && <>
          <label className="field-label" htmlFor="loan-reason">{t('loans.reason')}</label>
          <textarea id="loan-reason" className="input" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          {chosen.status === 'active' && <><label className="field-label" htmlFor="loan-term">{t('loans.newTerm')}</label><input id="loan-term" className="input" inputMode="numeric" value={term} onChange={(event) => setTerm(event.target.value)} /></>}
          <div className="button-row">
            {chosen.status === 'applied' && <button type="button" className="btn btn-primary" onClick={() => void act(chosen, 'recommend')}>{t('loans.recommend')}</button>}
            {chosen.status === 'recommended' && <button type="button" className="btn btn-primary" onClick={() => void act(chosen, 'approve')}>{t('loans.approve')}</button>}
            {(chosen.status === 'applied' || chosen.status === 'recommended') && <button type="button" className="btn btn-outline" onClick={() => void act(chosen, 'reject')}>{t('loans.reject')}</button>}
            {chosen.status === 'approved' && <button type="button" className="btn btn-primary" onClick={() => void act(chosen, 'disburse')}>{t('loans.disburse')}</button>}
            {chosen.status === 'active' && <button type="button" className="btn btn-outline" onClick={() => void act(chosen, 'reschedule')}>{t('loans.reschedule')}</button>}
            {chosen.status === 'active' && !chosen.writeOffProposal && <button type="button" className="btn btn-outline" onClick={() => void act(chosen, 'proposeWriteOff')}>{t('loans.writeOffPropose')}</button>}
            {chosen.status === 'active' && chosen.writeOffProposal && <button type="button" className="btn btn-primary" onClick={() => void act(chosen, 'approveWriteOff')}>{t('loans.writeOffApprove')}</button>}
          </div>
          </>}
        </section>
      )}
      {p && <>
        <StatCards stats={[[t('loans.outstanding'), formatUsd(p.outstandingPrincipalMinor)], [t('loans.dueThisWeek'), formatUsd(p.dueThisWeekMinor)], [t('loans.par30'), formatPercent((p.par30Bps / 100).toFixed(2))], [t('loans.inArrears'), String(p.inArrears)]]} />
        <section className="card" aria-labelledby="portfolio-heading">
          <h2 id="portfolio-heading" className="card-title">{t('loans.byStatus')}</h2>
          <PortfolioChart counts={Object.entries(p.byStatus).map(([status, count]) => [t(`loans.status.${status}`), count])} label={t('loans.byStatus')} />
          <table className="table" ref={labelCells}>
            <thead><tr><th scope="col">{t('status')}</th><th scope="col">{t('loans.count')}</th></tr></thead>
            <tbody>{Object.entries(p.byStatus).map(([status, count]) => <tr key={status}><td>{t(`loans.status.${status}`)}</td><td>{count}</td></tr>)}</tbody>
          </table>
        </section>
      </>}
      <LoanArrears version={version} />
      <section className="card" aria-labelledby="loans-heading">
        <h2 id="loans-heading" className="card-title">{t('loans.all')}</h2>
        {!loans.data || loans.data.loans.length === 0 ? <p className="empty-state">{t('loans.none')}</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
            <table className="table" ref={labelCells}>
              <thead><tr><th scope="col">{t('loans.customer')}</th><th scope="col">{t('loans.product')}</th><th scope="col">{t('loans.amount')}</th><th scope="col">{t('loans.purpose')}</th><th scope="col">{t('status')}</th><th scope="col">{t('loans.appliedOn')}</th><th scope="col">{t('loans.outstanding')}</th><th scope="col">{t('loans.daysLate')}</th><th scope="col">{t('loans.actions')}</th></tr></thead>
              <tbody>{loans.data.loans.map((loan) => (
                <tr key={loan.loanId}>
                  <td>{loan.customerName}</td><td>{productName(loan.productName)}</td><td>{formatUsd(loan.principalMinor)} · {loan.term}</td><td>{loan.purpose}</td>
                  <td>{t(`loans.status.${loan.status}`)}</td><td>{dateOf(loan.appliedAt)}</td><td>{formatUsd(loan.outstandingPrincipalMinor)}</td><td>{loan.daysInArrears}</td>
                  <td><button type="button" className="btn btn-outline btn-sm" onClick={() => setSelected(loan.loanId)}>{t('loans.open', { name: loan.customerName })}</button></td>
                </tr>
              ))}</tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
