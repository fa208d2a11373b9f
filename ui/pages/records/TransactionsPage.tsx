/** Transaction history (/dashboard/transactions, part 2 section 2): summary, filters, the first 50 matches and a detail dialog with receipt and share. */
import { useDeferredValue, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { toDecimalString } from '../../../domain/money/money.ts';
import { filterHistory, historySummary, historyYears, HISTORY_PAGE_SIZE, noFilter, type HistoryFilter } from '../../../domain/records/history-filter.ts';
import type { TransactionItem } from '../../../adapters/client/records-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { formatUsd } from '../../format.ts';
import type { historyLoader } from '../../records-loaders.ts';
import { signedAmount, statusClass } from '../../records-format.ts';
import { downloadFile, receiptText, shareReceipt } from './receipt.ts';
import '../../records.css';

/** The domain filter reads amounts in minor units; the row keeps the server's item for display. */
const asRow = (item: TransactionItem) => ({ ...item, amount: item.amount_minor, item });

export function TransactionsPage() {
  const data = useLoaderData<typeof historyLoader>();
  const rows = useMemo(() => (data?.transactions ?? []).map(asRow), [data]);
  const [filter, setFilter] = useState<HistoryFilter>(noFilter);
  const deferred = useDeferredValue(filter);
  const matches = useMemo(() => filterHistory(rows, deferred), [rows, deferred]);
  const summary = useMemo(() => historySummary(matches), [matches]);
  const years = useMemo(() => historyYears(rows), [rows]);
  const [open, setOpen] = useState<TransactionItem | null>(null);
  const set = (patch: Partial<HistoryFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <div className="page-stack">
      <h1>Transaction History</h1>
      <dl className="stat-grid" aria-label="Summary">
        <div className="card stat"><dt>Total Transactions</dt><dd>{summary.count}</dd></div>
        <div className="card stat"><dt>Total Income</dt><dd>{formatUsd(toDecimalString(summary.income, 'USD'))}</dd></div>
        <div className="card stat"><dt>Total Expenses</dt><dd>{formatUsd(toDecimalString(summary.expenses, 'USD'))}</dd></div>
        <div className="card stat"><dt>Net Balance</dt><dd>{formatUsd(toDecimalString(summary.net, 'USD'))}</dd></div>
      </dl>
      <section className="card filters" aria-label="Filters">
        <div className="form-field">
          <label htmlFor="tx-search">Search</label>
          <input id="tx-search" className="input" type="search" placeholder="Search description or reference" value={filter.search} maxLength={100} onChange={(e) => set({ search: e.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor="tx-type">Type</label>
          <select id="tx-type" className="input" value={filter.type} onChange={(e) => set({ type: e.target.value as HistoryFilter['type'] })}>
            <option value="all">All</option>
            <option value="credit">Income</option>
            <option value="debit">Expenses</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="tx-status">Status</label>
          <select id="tx-status" className="input" value={filter.status} onChange={(e) => set({ status: e.target.value as HistoryFilter['status'] })}>
            <option value="all">All</option>
            <option value="completed">Completed</option>
            <option value="pending">Pending</option>
            <option value="failed">Failed</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="tx-year">Year</label>
          <select id="tx-year" className="input" value={filter.year} onChange={(e) => set({ year: e.target.value })}>
            <option value="all">All years</option>
            {years.map((year) => <option key={year} value={year}>{year}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="tx-date">Date</label>
          <input id="tx-date" className="input" type="date" value={filter.date} onChange={(e) => set({ date: e.target.value })} />
        </div>
      </section>
      <section className="card">
        {matches.length === 0 ? (
          <p>No transactions found</p>
        ) : (
          <HistoryTable rows={matches.slice(0, HISTORY_PAGE_SIZE).map((m) => m.item)} onView={setOpen} />
        )}
        {matches.length > HISTORY_PAGE_SIZE && (
          <p className="muted" role="note">
            Showing the first {HISTORY_PAGE_SIZE} of {matches.length} transactions. Use the filters to narrow your results.
          </p>
        )}
      </section>
      <Dialog title="Transaction Details" open={open !== null} onClose={() => setOpen(null)}>
        {open && <TransactionDetails row={open} onClose={() => setOpen(null)} />}
      </Dialog>
    </div>
  );
}

function HistoryTable({ rows, onView }: { rows: TransactionItem[]; onView: (row: TransactionItem) => void }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr><th>Date &amp; Time</th><th>Description</th><th>Category</th><th>Reference</th><th>Status</th><th className="numeric">Amount</th><th>Action</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.date} {row.time}</td>
              <td>{row.description}</td>
              <td>{row.category}</td>
              <td>{row.reference}</td>
              <td><span className={statusClass(row.status)}>{row.status}</span></td>
              <td className={`numeric ${row.type === 'credit' ? 'amount-credit' : 'amount-debit'}`}>{signedAmount(row)}</td>
              <td>
                <button type="button" className="btn btn-outline btn-small" onClick={() => onView(row)} aria-label={`View ${row.reference}`}>View</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionDetails({ row, onClose }: { row: TransactionItem; onClose: () => void }) {
  return (
    <>
      <dl className="detail-list">
        <div><dt>Transaction ID</dt><dd>{row.id}</dd></div>
        <div><dt>Reference</dt><dd>{row.reference}</dd></div>
        <div><dt>Description</dt><dd>{row.description}</dd></div>
        <div><dt>Category</dt><dd>{row.category}</dd></div>
        <div><dt>Amount</dt><dd>{signedAmount(row)}</dd></div>
        <div><dt>Date</dt><dd>{row.date}</dd></div>
        <div><dt>Time</dt><dd>{row.time}</dd></div>
        <div><dt>Status</dt><dd><span className={statusClass(row.status)}>{row.status}</span></dd></div>
      </dl>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => downloadFile(`${row.reference}.txt`, receiptText(row), 'text/plain')}>Download Receipt</button>
        <button type="button" className="btn btn-outline" onClick={() => void shareReceipt(row)}>Share</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>Close</button>
      </div>
    </>
  );
}
