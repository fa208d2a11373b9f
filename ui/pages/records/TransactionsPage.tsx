/** Transaction history (/dashboard/transactions, part 2 section 2): summary, filters, the first 50 matches and a detail dialog with receipt and share. */
import { useTranslation } from 'react-i18next';
import { useDeferredValue, useMemo, useState } from 'react';
import { toDecimalString } from '../../../domain/money/money.ts';
import { filterHistory, historySummary, historyYears, HISTORY_PAGE_SIZE, noFilter, type HistoryFilter } from '../../../domain/records/history-filter.ts';
import { HistoryFilters } from './HistoryFilters.tsx';
import type { TransactionItem } from '../../../adapters/client/records-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { formatDate, formatDateTime, formatTime } from '../../format/dates.ts';
import { formatUsd, moneyText, signedTotal } from '../../format/money.ts';
import { statusClass } from '../../format/status.ts';
import { historyLoader } from '../../records-loaders.ts';
import { useResource } from '../../resources.tsx';
import { ContentLoading } from '../../shell/PageLoading.tsx';
import { receiptText, shareReceipt } from './receipt.ts';
import { downloadFile } from '../../download.ts';
import '../../records.css';
import { labelCells } from '../../components/stacked-table.ts';
import { useRowText } from '../../i18n/domain-text.ts';

/** The domain filter reads amounts in minor units; the row keeps the server's item for display. */
const asRow = (item: TransactionItem) => ({ ...item, amount: item.amount_minor, total: item.total_minor, item });

export function TransactionsPage() {
  const data = useResource(historyLoader, []).data;
  const { t } = useTranslation('records');
  const rows = useMemo(() => (data?.transactions ?? []).map(asRow), [data]);
  const [filter, setFilter] = useState<HistoryFilter>(noFilter);
  const deferred = useDeferredValue(filter);
  const matches = useMemo(() => filterHistory(rows, deferred), [rows, deferred]);
  const summary = useMemo(() => historySummary(matches), [matches]);
  const years = useMemo(() => historyYears(rows), [rows]);
  const [open, setOpen] = useState<TransactionItem | null>(null);
  const set = (patch: Partial<HistoryFilter>) => setFilter((f) => ({ ...f, ...patch }));
  if (data === undefined) return <ContentLoading />;
  return (
    <div className="page-stack">
      <h1>{t('history.title')}</h1>
      <dl className="stat-grid" aria-label={t('history.summary')}>
        <div className="card stat"><dt>{t('history.count')}</dt><dd>{summary.count}</dd></div>
        <div className="card stat"><dt>{t('history.income')}</dt><dd>{formatUsd(toDecimalString(summary.income, 'USD'))}</dd></div>
        <div className="card stat"><dt>{t('history.expenses')}</dt><dd>{formatUsd(toDecimalString(summary.expenses, 'USD'))}</dd></div>
        <div className="card stat"><dt>{t('history.net')}</dt><dd>{formatUsd(toDecimalString(summary.net, 'USD'))}</dd></div>
      </dl>
      <HistoryFilters filter={filter} years={years} onChange={set} />
      <section className="card">
        {matches.length === 0 ? (
          <p>{t('history.none')}</p>
        ) : (
          <HistoryTable rows={matches.slice(0, HISTORY_PAGE_SIZE).map((m) => m.item)} onView={setOpen} />
        )}
        {matches.length > HISTORY_PAGE_SIZE && (
          <p className="muted" role="note">
            {t('history.capped', { shown: HISTORY_PAGE_SIZE, total: matches.length })}
          </p>
        )}
      </section>
      <Dialog title={t('history.detailsTitle')} open={open !== null} onClose={() => setOpen(null)}>
        {open && <TransactionDetails row={open} onClose={() => setOpen(null)} />}
      </Dialog>
    </div>
  );
}

function HistoryTable({ rows, onView }: { rows: TransactionItem[]; onView: (row: TransactionItem) => void }) {
  const { t } = useTranslation('records');
  const text = useRowText();
  return (
    <div className="table-scroll">
      <table className="table table-compact" ref={labelCells}>
        <thead>
          <tr><th>{t('history.dateTime')}</th><th>{t('history.description')}</th><th>{t('history.reference')}</th><th>{t('history.status')}</th><th className="numeric">{t('history.amount')}</th><th className="numeric">{t('history.fee')}</th><th className="numeric">{t('history.total')}</th><th>{t('history.action')}</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.date, row.time)}</td>
              <td className="cell-wrap">{text(row.description)}<br /><span className="muted">{text(row.category)}</span>{row.note ? <><br /><span className="tx-meta">{text(row.note)}</span></> : null}</td>
              <td>{row.reference}</td>
              <td><span className={statusClass(row.status)}>{t(`statuses.${row.status}`, { defaultValue: row.status })}</span></td>
              <td className="numeric">{moneyText(row, row.amount)}</td>
              <td className="numeric">{moneyText(row, row.fee)}</td>
              <td className={`numeric ${row.type === 'credit' ? 'amount-credit' : 'amount-debit'}`}>{signedTotal(row)}</td>
              <td>
                <button type="button" className="btn btn-outline btn-small" onClick={() => onView(row)} aria-label={t('history.viewLabel', { reference: row.reference })}>{t('history.view')}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionDetails({ row, onClose }: { row: TransactionItem; onClose: () => void }) {
  const { t } = useTranslation('records');
  const text = useRowText();
  return (
    <>
      <dl className="detail-list">
        <div><dt>{t('history.id')}</dt><dd>{row.id}</dd></div>
        <div><dt>{t('history.reference')}</dt><dd>{row.reference}</dd></div>
        <div><dt>{t('history.description')}</dt><dd>{text(row.description)}</dd></div>
        <div><dt>{t('history.category')}</dt><dd>{text(row.category)}</dd></div>
        {row.note ? <div><dt>{t('history.valuation')}</dt><dd>{text(row.note)}</dd></div> : null}
        <div><dt>{t('history.amount')}</dt><dd>{moneyText(row, row.amount)}</dd></div>
        <div><dt>{t('history.fee')}</dt><dd>{moneyText(row, row.fee)}</dd></div>
        <div><dt>{t(row.type === 'credit' ? 'history.totalCredited' : 'history.totalDebited')}</dt><dd>{signedTotal(row)}</dd></div>
        <div><dt>{t('history.date')}</dt><dd>{formatDate(row.date)}</dd></div>
        <div><dt>{t('history.time')}</dt><dd>{formatTime(row.time)}</dd></div>
        <div><dt>{t('history.status')}</dt><dd><span className={statusClass(row.status)}>{t(`statuses.${row.status}`, { defaultValue: row.status })}</span></dd></div>
      </dl>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => downloadFile(`${row.reference}.txt`, receiptText(row), 'text/plain')}>{t('history.download')}</button>
        <button type="button" className="btn btn-outline" onClick={() => void shareReceipt(row)}>{t('history.share')}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('close')}</button>
      </div>
    </>
  );
}
