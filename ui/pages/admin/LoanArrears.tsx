/**
 * The loans page's arrears section (issue 28, item 4): loans by days overdue with the provision
 * rate and the allowance each bucket requires, PAR1/30/90 by count and amount, and the allowance
 * the book holds, today or as of a past day the administrator chooses (the server folds the log
 * as it stood). The figures are the server's; this view only lays them out.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminLoans, type ArrearsView } from '../../../adapters/client/loans-api.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { formatPercent, formatUsdMinor as formatUsd } from '../../format/money.ts';
import { StatCards, dateOf, useAdminData } from './admin-ui.tsx';

const percentOf = (bps: number): string => formatPercent((bps / 100).toFixed(2));

export function LoanArrears({ version }: { version: number }) {
  const { t } = useTranslation('admin');
  const [asOf, setAsOf] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState('');
  const arrears = useAdminData(() => adminLoans.arrears(asOf), `loan-arrears-${asOf ?? 'today'}-${version}`);
  const show = (event: FormEvent) => {
    event.preventDefault();
    setAsOf(chosen || undefined);
  };
  const a = arrears.data?.arrears;
  return (
    <section className="card" aria-labelledby="arrears-heading">
      <h2 id="arrears-heading" className="card-title">{t('loans.arrears.title')}</h2>
      <form className="filters" onSubmit={show} noValidate>
        <div className="form-field">
          <label htmlFor="arrears-as-of">{t('loans.arrears.asOf')}</label>
          <input id="arrears-as-of" className="input" type="date" value={chosen} onChange={(event) => setChosen(event.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="btn btn-outline">{t('loans.arrears.show')}</button>
          {asOf && <button type="button" className="btn btn-outline" onClick={() => { setChosen(''); setAsOf(undefined); }}>{t('loans.arrears.today')}</button>}
        </div>
      </form>
      {arrears.error && <div className="alert alert-error" role="alert">{arrears.error}</div>}
      {a && <ArrearsFigures a={a} />}
    </section>
  );
}

function ArrearsFigures({ a }: { a: ArrearsView }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <p role="status">{a.today ? t('loans.arrears.asOfLive', { date: dateOf(a.asOf) }) : t('loans.arrears.asOfPast', { date: dateOf(a.asOf) })}</p>
      <StatCards stats={[
        ...a.par.map((p): [string, string] => [t(`loans.arrears.par.${p.days}`), percentOf(p.bps)]),
        [t('loans.arrears.requiredAllowance'), formatUsd(a.requiredAllowanceMinor)],
        [t('loans.arrears.allowance'), formatUsd(a.allowanceMinor)],
      ]} />
      <h3 id="arrears-buckets">{t('loans.arrears.bucketsTitle')}</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="arrears-buckets">
        <table className="table" ref={labelCells} aria-labelledby="arrears-buckets">
          <thead><tr><th scope="col">{t('loans.arrears.bucket')}</th><th scope="col">{t('loans.arrears.loans')}</th><th scope="col">{t('loans.arrears.outstanding')}</th><th scope="col">{t('loans.arrears.rate')}</th><th scope="col">{t('loans.arrears.required')}</th></tr></thead>
          <tbody>
            {a.buckets.map((b) => (
              <tr key={b.bucket}><th scope="row">{t(`loans.arrears.buckets.${b.bucket}`)}</th><td>{b.count}</td><td>{formatUsd(b.outstandingMinor)}</td><td>{percentOf(b.rateBps)}</td><td>{formatUsd(b.requiredMinor)}</td></tr>
            ))}
            <tr><th scope="row">{t('loans.arrears.total')}</th><td>{a.count}</td><td>{formatUsd(a.outstandingMinor)}</td><td>-</td><td>{formatUsd(a.requiredAllowanceMinor)}</td></tr>
          </tbody>
        </table>
      </div>
      <h3 id="arrears-par">{t('loans.arrears.parTitle')}</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="arrears-par">
        <table className="table" ref={labelCells} aria-labelledby="arrears-par">
          <thead><tr><th scope="col">{t('loans.arrears.measure')}</th><th scope="col">{t('loans.arrears.loans')}</th><th scope="col">{t('loans.arrears.amount')}</th><th scope="col">{t('loans.arrears.share')}</th></tr></thead>
          <tbody>{a.par.map((p) => (
            <tr key={p.days}><th scope="row">{t(`loans.arrears.par.${p.days}`)}</th><td>{p.count}</td><td>{formatUsd(p.amountMinor)}</td><td>{percentOf(p.bps)}</td></tr>
          ))}</tbody>
        </table>
      </div>
    </>
  );
}
