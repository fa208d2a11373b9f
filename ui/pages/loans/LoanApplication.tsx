/** The Apply wizard on the Loans page: product, amount, term and purpose; then the full schedule the domain computed, with the APR and total cost, before applying. */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatUsdMinor as formatUsd } from '../../format/money.ts';
import type { LoanProductView } from '../../../adapters/client/loans-api.ts';
import { loanApplicationFormMachine } from '../../loan-actors.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatDate } from '../../format/dates.ts';
import { ScheduleTable } from './ScheduleTable.tsx';
import { useProductName } from '../../i18n/domain-text.ts';

const termsOf = (p: LoanProductView) => ({
  name: p.name, kind: p.kind, minPrincipal: p.minPrincipalMinor, maxPrincipal: p.maxPrincipalMinor, minTerm: p.minTerm, maxTerm: p.maxTerm, annualRateBps: p.annualRateBps,
  frequency: p.frequency, amortisation: p.amortisation, graceOnPrincipal: p.graceOnPrincipal, lateFee: p.lateFeeMinor, toleranceDays: p.toleranceDays, active: p.active,
});

export const percent = (bps: number): string => formatPercent((bps / 100).toFixed(2));

/** `onApplied` runs once the bank took the application (the page lists it at once); `onClose` when the customer leaves the wizard. */
export function LoanApplication({ products, today, onApplied, onClose }: { products: LoanProductView[]; today: string; onApplied: () => void; onClose: () => void }) {
  const { t } = useTranslation('records');
  const productName = useProductName();
  const [snapshot, send] = useMachine(loanApplicationFormMachine, { input: { products: products.map((p) => ({ productId: p.productId, terms: termsOf(p) })), today } });
  const { values, fieldErrors, formError, quote, productId } = snapshot.context;
  const product = products.find((p) => p.productId === productId);
  const busy = snapshot.hasTag('busy');
  const done = snapshot.matches('done');
  useEffect(() => {
    if (done) onApplied();
  }, [done]); // once, when the application is taken (onApplied is a new function each render)
  if (done) {
    return (
      <section className="card" aria-labelledby="apply-heading">
        <h2 id="apply-heading" className="card-title">{t('loans.applyTitle')}</h2>
        <p role="status">{t('loans.applied')}</p>
        <button type="button" className="btn btn-primary" onClick={onClose}>{t('loans.seeLoans')}</button>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="apply-heading">
      <h2 id="apply-heading" className="card-title">{t('loans.applyTitle')}</h2>
      <FormAlert message={formError} />
      {snapshot.matches('details') && (
        <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'details.review' }); }}>
          <label className="field-label" htmlFor="loan-product">{t('loans.product')}</label>
          <select id="loan-product" className="input" value={productId} onChange={(event) => send({ type: 'product.choose', productId: event.target.value })}>
            {products.map((p) => <option key={p.productId} value={p.productId}>{productName(p.name)}</option>)}
          </select>
          {product && <p className="field-hint">{t('loans.productHint', { min: formatUsd(product.minPrincipalMinor), max: formatUsd(product.maxPrincipalMinor), minTerm: product.minTerm, maxTerm: product.maxTerm, frequency: t(`loans.frequency.${product.frequency}`), rate: percent(product.annualRateBps) })}</p>}
          <TextField id="loan-amount" label={t('loans.amount')} inputMode="decimal" autoComplete="off" value={values.amount} onValueChange={(value) => send({ type: 'field.change', field: 'amount', value })} error={fieldErrors.amount} />
          <TextField id="loan-term" label={t('loans.term')} inputMode="numeric" autoComplete="off" value={values.term} onValueChange={(value) => send({ type: 'field.change', field: 'term', value })} error={fieldErrors.term} />
          <TextField id="loan-purpose" label={t('loans.purpose')} autoComplete="off" value={values.purpose} onValueChange={(value) => send({ type: 'field.change', field: 'purpose', value })} error={fieldErrors.purpose} />
          <div className="button-row"><button type="submit" className="btn btn-primary">{t('loans.review')}</button></div>
        </form>
      )}
      {(snapshot.matches('reviewing') || snapshot.matches('submitting')) && quote && (
        <div>
          <dl className="detail-list">
            <div><dt>{t('loans.amount')}</dt><dd>{formatUsd(quote.totalPrincipal)}</dd></div>
            <div><dt>{t('loans.totalInterest')}</dt><dd>{formatUsd(quote.totalInterest)}</dd></div>
            <div><dt>{t('loans.totalRepayable')}</dt><dd>{formatUsd(quote.totalRepayable)}</dd></div>
            <div><dt>{t('loans.apr')}</dt><dd>{percent(quote.aprBps)}</dd></div>
            <div><dt>{t('loans.firstDue')}</dt><dd>{formatDate(quote.instalments[0]!.dueDate)}</dd></div>
          </dl>
          <ScheduleTable caption={t('loans.scheduleCaption')} rows={quote.instalments.map((i) => ({ number: i.number, dueDate: i.dueDate, principalMinor: i.principal, interestMinor: i.interest, feeMinor: 0, owedMinor: i.principal + i.interest, status: 'upcoming' as const }))} />
          <div className="button-row">
            <button type="button" className="btn btn-outline" onClick={() => send({ type: 'details.edit' })} disabled={busy}>{t('loans.change')}</button>
            <button type="button" className="btn btn-primary" onClick={() => send({ type: 'application.submit' })} disabled={busy} aria-busy={busy}>{t('loans.apply')}</button>
          </div>
        </div>
      )}
    </section>
  );
}
