/**
 * Transaction Management (/admin/transactions): counts, filters, Clear Filters, the table,
 * Create (a journal entry), Edit (a correcting entry), Delete (a reversing entry, after
 * confirmation) and CSV Export, with the specification's messages.
 */
import { useState } from 'react';
import { adminCall, downloadText, type AdminTransaction, type CsvExport, type TransactionList } from '../../../adapters/client/admin-api.ts';
import { TextField } from '../../components/TextField.tsx';
import { Pagination, SelectField, StatCards, StatusBadge, dateOf, Notice, useAdminData, useNotice } from './admin-ui.tsx';
import { DeleteTransactionDialog, TransactionDialog } from './TransactionDialogs.tsx';
import { amountText, typeOptions } from './transaction-format.ts';

const PAGE_SIZE = 20;
const EMPTY = { search: '', userId: 'all', status: 'all', type: 'all' };


type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; row: AdminTransaction } | null;

export function TransactionsPage() {
  const [filters, setFilters] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const { notice, show } = useNotice(3000);
  const { data, error, reload } = useAdminData(() => adminCall<TransactionList>('admin-transactions', { action: 'list', ...filters, page, pageSize: PAGE_SIZE }), JSON.stringify([filters, page]));
  const filter = (key: keyof typeof EMPTY) => (value: string) => { setFilters({ ...filters, [key]: value }); setPage(1); };

  const exportCsv = async () => {
    try {
      const answer = await adminCall<CsvExport>('admin-transactions', { action: 'export', ...filters });
      downloadText(answer.filename, answer.csv);
      show(`Exported ${answer.count} transactions to ${answer.filename}`);
    } catch {
      show('Failed to export transactions. Please try again.', 'error');
    }
  };
  const done = (message: string) => { setOpen(null); show(message); reload(); };

  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>Transaction Management</h1>
          <p>Every movement in the books. Edits and deletions post correcting entries; the original always stays.</p>
        </div>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'create' })}>Create Transaction</button>
          <button type="button" className="btn btn-outline" onClick={exportCsv}>Export CSV</button>
        </div>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && <StatCards stats={[['Total Transactions', data.counts.total], ['Completed', data.counts.completed], ['Pending', data.counts.pending], ['Failed', data.counts.failed]]} />}
      <section className="card" aria-labelledby="transactions-heading">
        <h2 id="transactions-heading" className="card-title">Transactions</h2>
        <div className="filters">
          <TextField id="tx-search" label="Search transactions" placeholder="Search by ID, user name or email" value={filters.search} onValueChange={filter('search')} />
          <SelectField id="tx-user" label="User" value={filters.userId} onValueChange={filter('userId')} options={[['all', 'All Users'], ...(data?.users ?? []).map((u): [string, string] => [u.id, u.name || u.email])]} />
          <SelectField id="tx-status" label="Status" value={filters.status} onValueChange={filter('status')} options={[['all', 'All Statuses'], ['completed', 'Completed'], ['pending', 'Pending'], ['failed', 'Failed'], ['reversed', 'Reversed']]} />
          <SelectField id="tx-type" label="Type" value={filters.type} onValueChange={filter('type')} options={[['all', 'All Types'], ...typeOptions, ['transfer_received', 'Transfer Received'], ['adjustment', 'Adjustment']]} />
          <button type="button" className="btn btn-outline" onClick={() => { setFilters(EMPTY); setPage(1); }}>Clear Filters</button>
        </div>
        {data && data.rows.length === 0 ? <p className="empty-state">No transactions found.</p> : <TransactionsTable rows={data?.rows ?? []} onOpen={(kind, row) => setOpen({ kind, row })} />}
        {data && <Pagination label="Transactions" page={data.page} pages={data.pages} total={data.total} onPage={setPage} />}
      </section>
      {open?.kind === 'create' && <TransactionDialog users={data?.users ?? []} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === 'edit' && <TransactionDialog users={data?.users ?? []} row={open.row} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === 'delete' && <DeleteTransactionDialog row={open.row} onClose={() => setOpen(null)} onDeleted={done} />}
    </div>
  );
}

function TransactionsTable({ rows, onOpen }: { rows: AdminTransaction[]; onOpen: (kind: 'edit' | 'delete', row: AdminTransaction) => void }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Scrollable table">
      <table className="table">
        <thead>
          <tr><th scope="col">Reference</th><th scope="col">User</th><th scope="col">Type</th><th scope="col" className="numeric">Amount</th><th scope="col" className="numeric">Fee</th><th scope="col">Status</th><th scope="col">Date</th><th scope="col">Actions</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.reference}<br /><span className="muted">{row.description}</span></td>
              <td>{row.userName}<br /><span className="muted">{row.userEmail}</span></td>
              <td className="capitalize">{row.type.replace(/_/g, ' ')}</td>
              <td className="numeric">{row.direction === 'credit' ? '+' : '-'}{amountText(row, row.amount)}</td>
              <td className="numeric">{amountText(row, row.fee)}</td>
              <td><StatusBadge status={row.status} /></td>
              <td>{dateOf(row.date)}<br /><span className="muted">{new Date(row.date).toLocaleTimeString('en-US')}</span></td>
              <td>
                {row.editable ? (
                  <div className="row-actions">
                    <button type="button" className="btn btn-outline btn-small" aria-label={`Edit transaction ${row.reference}`} onClick={() => onOpen('edit', row)}>Edit</button>
                    <button type="button" className="btn btn-outline btn-small" aria-label={`Delete transaction ${row.reference}`} onClick={() => onOpen('delete', row)}>Delete</button>
                  </div>
                ) : <span className="muted">Recorded</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
