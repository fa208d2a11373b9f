/**
 * The accounting page (/admin/accounting, issue 28 items 1 and 2): a statement as of any moment
 * (trial balance, balance sheet, income statement of a period, general ledger of one account,
 * two moments compared) with its CSV and PDF, the reconciliation with customers' balances and the
 * loan portfolio, and the chart of accounts. Every figure comes from the server's read model.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accounting, type Currency, type ReconcileAnswer } from '../../../adapters/client/accounting-api.ts';
import { cellText, statementTableCsv, type Cell, type StatementTable } from '../../../domain/accounting/statement-table.ts';
import { toDecimalString } from '../../../domain/money/money.ts';
import { statementTablePdf } from '../../../adapters/pdf/accounting-pdf.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { downloadFile } from '../../download.ts';
import { formatBtc, formatUsdMinor } from '../../format/money.ts';
import { messageOf, SelectField, useAdminData } from './admin-ui.tsx';
import { accountName, statementTable, momentText, type AnyStatement, type StatementKind } from './accounting-tables.ts';
import { MomentFields, NOW, pointOf, type MomentInput } from './accounting-moment.tsx';
import { ChartOfAccounts } from './ChartOfAccounts.tsx';
import './accounting.css';

const kinds: StatementKind[] = ['trial_balance', 'balance_sheet', 'income_statement', 'general_ledger', 'compare'];
export const moneyOf = (minor: number, currency: Currency) => (currency === 'BTC' ? formatBtc(toDecimalString(minor, 'BTC')) : formatUsdMinor(minor));

async function load(kind: StatementKind, currency: Currency, first: MomentInput, second: MomentInput, code: string): Promise<AnyStatement> {
  const [a, b] = [pointOf(first), pointOf(second)];
  switch (kind) {
    case 'trial_balance': return { kind, answer: await accounting.trialBalance(b, currency) };
    case 'balance_sheet': return { kind, answer: await accounting.balanceSheet(b, currency) };
    case 'income_statement': return { kind, answer: await accounting.incomeStatement(first.position || first.at ? a : { position: 0 }, b, currency) };
    case 'general_ledger': return { kind, answer: await accounting.generalLedger(code, first.position || first.at ? a : { position: 0 }, b, currency) };
    case 'compare': return { kind, answer: await accounting.compare(a, b, currency) };
  }
}

export function AccountingPage() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<StatementKind>('trial_balance');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [first, setFirst] = useState<MomentInput>(NOW);
  const [second, setSecond] = useState<MomentInput>(NOW);
  const [code, setCode] = useState('2000');
  const [shown, setShown] = useState<{ table: StatementTable; bankName: string; balanced: boolean | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chart = useAdminData(() => accounting.chart(), 'chart');
  const twoMoments = kind === 'income_statement' || kind === 'general_ledger' || kind === 'compare';
  const show = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const statement = await load(kind, currency, first, second, code);
      const balanced = statement.kind === 'trial_balance' || statement.kind === 'balance_sheet' ? statement.answer.statement.balanced : null;
      setShown({ table: statementTable(t, statement), bankName: statement.answer.bankName, balanced });
    } catch (failure) { setError(messageOf(failure)); setShown(null); } finally { setBusy(false); }
  };
  const fileName = (extension: string) => `${shown?.table.title.replace(/[^\w-]+/g, '-').toLowerCase()}-${shown?.table.currency}.${extension}`;
  return (
    <div className="admin-page">
      <header className="admin-page-header"><div><h1>{t('accounting.title')}</h1><p>{t('accounting.lead')}</p></div></header>
      <section className="card" aria-labelledby="accounting-statements">
        <h2 id="accounting-statements" className="card-title">{t('accounting.statements')}</h2>
        <form className="accounting-form" onSubmit={(event) => void show(event)}>
          <div className="filters">
            <SelectField id="accounting-kind" label={t('accounting.statement')} value={kind} onValueChange={(value) => setKind(value as StatementKind)} options={kinds.map((k) => [k, t(`accounting.kinds.${k}`)])} />
            <SelectField id="accounting-currency" label={t('accounting.currency')} value={currency} onValueChange={(value) => setCurrency(value as Currency)} options={[['USD', 'USD'], ['BTC', 'BTC']]} />
            {kind === 'general_ledger' && <SelectField id="accounting-code" label={t('accounting.account')} value={code} onValueChange={setCode} options={(chart.data?.accounts ?? []).map((a): [string, string] => [a.code, `${a.code} ${accountName(t, a.code, a.name)}`])} />}
          </div>
          <div className="filters">
            {twoMoments && <MomentFields id="accounting-first" legend={kind === 'compare' ? t('accounting.before') : t('accounting.from')} value={first} onChange={setFirst} />}
            <MomentFields id="accounting-second" legend={kind === 'compare' ? t('accounting.after') : twoMoments ? t('accounting.to') : t('accounting.asOfLabel')} value={second} onChange={setSecond} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>{t('accounting.show')}</button>
        </form>
        {error && <div className="alert alert-error" role="alert">{error}</div>}
        {shown && <StatementView shown={shown} onCsv={() => downloadFile(fileName('csv'), statementTableCsv(shown.table, shown.bankName))}
          onPdf={async () => downloadFile(fileName('pdf'), (await statementTablePdf(shown.table, shown.bankName, { page: (n, of) => t('accounting.pageOf', { n, of }), money: (minor) => moneyOf(minor, shown.table.currency) })).slice().buffer, 'application/pdf')} />}
      </section>
      <ReconcilePanel />
      <ChartOfAccounts chart={chart.data} reload={chart.reload} />
    </div>
  );
}

function StatementView({ shown, onCsv, onPdf }: { shown: { table: StatementTable; balanced: boolean | null }; onCsv: () => void; onPdf: () => Promise<void> }) {
  const { t } = useTranslation('admin');
  const { table } = shown;
  const cell = (value: Cell) => (typeof value === 'string' ? value : moneyOf(value.minor, table.currency));
  return (
    <div className="accounting-statement">
      <h3>{table.title} ({table.currency})</h3>
      <p className="muted">{table.moment}</p>
      {shown.balanced !== null && <p role="status" className={shown.balanced ? 'alert alert-success' : 'alert alert-error'}>{shown.balanced ? t('accounting.balanced') : t('accounting.notBalanced')}</p>}
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={onCsv}>{t('accounting.downloadCsv')}</button>
        <button type="button" className="btn btn-outline" onClick={() => void onPdf()}>{t('accounting.downloadPdf')}</button>
      </div>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={table.title}>
        <table className="table" ref={labelCells}>
          <thead><tr>{table.columns.map((c) => <th key={c.label} scope="col" className={c.money ? 'num' : undefined}>{c.label}</th>)}</tr></thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index} className={row.kind ? `row-${row.kind}` : undefined}>
                {row.cells.map((value, column) => <td key={column} className={table.columns[column]?.money ? 'num nowrap' : undefined} data-value={cellText(value, table.currency)}>{row.kind ? <strong>{cell(value)}</strong> : cell(value)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ReconcilePanel() {
  const { t } = useTranslation('admin');
  const [moment, setMoment] = useState<MomentInput>(NOW);
  const [answer, setAnswer] = useState<ReconcileAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try { setAnswer(await accounting.reconcile(pointOf(moment))); } catch (failure) { setError(messageOf(failure)); }
  };
  return (
    <section className="card" aria-labelledby="accounting-reconcile">
      <h2 id="accounting-reconcile" className="card-title">{t('accounting.reconciliation')}</h2>
      <p>{t('accounting.reconcileLead')}</p>
      <form onSubmit={(event) => void run(event)}>
        <MomentFields id="reconcile" legend={t('accounting.asOfLabel')} value={moment} onChange={setMoment} />
        <button type="submit" className="btn btn-primary">{t('accounting.runReconciliation')}</button>
      </form>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {answer && (
        <>
          <p role="status" className={answer.agrees ? 'alert alert-success' : 'alert alert-error'}>{answer.agrees ? t('accounting.agrees', { moment: momentText(t, answer.moment) }) : t('accounting.disagrees', { moment: momentText(t, answer.moment) })}</p>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('accounting.reconciliation')}>
            <table className="table" ref={labelCells}>
              <thead><tr><th scope="col">{t('accounting.check')}</th><th scope="col" className="num">{t('accounting.books')}</th><th scope="col" className="num">{t('accounting.operations')}</th><th scope="col">{t('accounting.outcome')}</th></tr></thead>
              <tbody>
                {answer.checks.map((check) => (
                  <tr key={`${check.check}-${check.currency}`}>
                    <td>{t(`accounting.checks.${check.check}`, { currency: check.currency })}</td>
                    <td className="num nowrap">{check.check === 'unclassified' ? check.books : moneyOf(check.books, check.currency)}</td>
                    <td className="num nowrap">{check.check === 'unclassified' ? check.operations : moneyOf(check.operations, check.currency)}</td>
                    <td>{check.agrees ? t('accounting.agreesShort') : t('accounting.differs')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
