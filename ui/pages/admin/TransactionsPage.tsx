/**
 * Transaction Management (/admin/transactions): counts, filters, Clear Filters, the table,
 * Create (a journal entry), Edit (a correcting entry), Delete (a reversing entry, after
 * confirmation) and CSV Export, with the specification's messages.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { admin, type TransactionFilters, type AdminTransaction } from '../../../adapters/client/admin-api.ts';
import { downloadFile } from '../../download.ts';
import { TextField } from '../../components/TextField.tsx';
import { Pagination, SelectField, StatCards, StatusBadge, dateOf, Notice, useAdminData, useNotice } from './admin-ui.tsx';
import { DeleteTransactionDialog, TransactionDialog } from './TransactionDialogs.tsx';
import { formatTime } from '../../format/dates.ts';
import { moneyText } from '../../format/money.ts';
import { typeLabel, typeOptions } from './transaction-types.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { useRowText } from '../../i18n/domain-text.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

const PAGE_SIZE = 20;
const EMPTY: TransactionFilters = { search: '', userId: 'all', status: 'all', type: 'all' };


type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; row: AdminTransaction } | null;

export function TransactionsPage() {
  const acts = useBackOfficeActs();
  const [filters, setFilters] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const { notice, show } = useNotice(3000);
  const { t } = useTranslation('admin');
  const { data, error, reload } = useAdminData(() => admin.listTransactions({ ...filters, page, pageSize: PAGE_SIZE }), JSON.stringify([filters, page]));
  const filter = (key: keyof typeof EMPTY) => (value: string) => { setFilters({ ...filters, [key]: value }); setPage(1); };

  const exportCsv = async () => {
    try {
      const answer = await admin.exportTransactions(filters);
      downloadFile(answer.filename, answer.csv);
      show(t('transactions.exported', { count: answer.count, filename: answer.filename }));
    } catch {
      show(t('transactions.exportFailed'), 'error');
    }
  };
  const done = (message: string) => { setOpen(null); show(message); reload(); };

  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('transactions.title')}</h1>
          <p>{t('transactions.lead')}</p>
        </div>
        <div className="button-row">
          {acts && <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'create' })}>{t('transactions.create')}</button>}
          <button type="button" className="btn btn-outline" onClick={exportCsv}>{t('exportCsv')}</button>
        </div>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && data.awaitingDeposits > 0 && (
        <div className="alert alert-warning" role="status">
          {t('deposits.waitingBanner', { count: data.awaitingDeposits })} <Link to="/admin/deposits" className="text-link">{t('deposits.openDeposits')}</Link>
        </div>
      )}
      {data && <StatCards stats={[[t('transactions.total'), data.counts.total], [t('completed'), data.counts.completed], [t('pending'), data.counts.pending], [t('failed'), data.counts.failed]]} />}
      <section className="card" aria-labelledby="transactions-heading">
        <h2 id="transactions-heading" className="card-title">{t('transactions.heading')}</h2>
        <div className="filters">
          <TextField id="tx-search" label={t('transactions.search')} placeholder={t('transactions.searchPlaceholder')} value={filters.search} onValueChange={filter('search')} />
          <SelectField id="tx-user" label={t('user')} value={filters.userId} onValueChange={filter('userId')} options={[['all', t('transactions.allUsers')], ...(data?.users ?? []).map((u): [string, string] => [u.id, u.name || u.email])]} />
          <SelectField id="tx-status" label={t('status')} value={filters.status} onValueChange={filter('status')} options={[['all', t('allStatuses')], ['completed', t('completed')], ['pending', t('pending')], ['failed', t('failed')], ['reversed', t('transactions.reversed')]]} />
          <SelectField id="tx-type" label={t('type')} value={filters.type} onValueChange={filter('type')} options={[['all', t('allTypes')], ...typeOptions(t), ['transfer_received', t('transactions.transferReceived')], ['adjustment', t('transactions.adjustment')]]} />
          <button type="button" className="btn btn-outline" onClick={() => { setFilters(EMPTY); setPage(1); }}>{t('clearFilters')}</button>
        </div>
        {data && data.rows.length === 0 ? <p className="empty-state">{t('transactions.none')}</p> : <TransactionsTable rows={data?.rows ?? []} onOpen={(kind, row) => setOpen({ kind, row })} />}
        {data && <Pagination label={t('transactions.heading')} page={data.page} pages={data.pages} total={data.total} onPage={setPage} />}
      </section>
      {open?.kind === 'create' && <TransactionDialog users={data?.users ?? []} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === 'edit' && <TransactionDialog users={data?.users ?? []} row={open.row} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === 'delete' && <DeleteTransactionDialog row={open.row} onClose={() => setOpen(null)} onDeleted={done} />}
    </div>
  );
}

function TransactionsTable({ rows, onOpen }: { rows: AdminTransaction[]; onOpen: (kind: 'edit' | 'delete', row: AdminTransaction) => void }) {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const text = useRowText();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
      <table className="table" ref={labelCells}>
        <thead>
          <tr><th scope="col">{t('transactions.reference')}</th><th scope="col">{t('user')}</th><th scope="col">{t('type')}</th><th scope="col" className="numeric">{t('transactions.amount')}</th><th scope="col" className="numeric">{t('transactions.fee')}</th><th scope="col">{t('status')}</th><th scope="col">{t('transactions.date')}</th><th scope="col">{t('transactions.actions')}</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.reference}<br /><span className="muted">{text(row.description)}</span></td>
              <td className="wrap-cell-narrow wrap-anywhere">{row.userName}<br /><span className="muted">{row.userEmail}</span></td>
              <td>{typeLabel(t, row.type)}</td>
              <td className="numeric">{row.direction === 'credit' ? '+' : '-'}{moneyText(row, row.amount)}</td>
              <td className="numeric">{moneyText(row, row.fee)}</td>
              <td><StatusBadge status={row.status} /></td>
              <td>{dateOf(row.date)}<br /><span className="muted">{formatTime(row.date)}</span></td>
              <td>
                {row.editable && acts ? (
                  <div className="row-actions">
                    <button type="button" className="btn btn-outline btn-small" aria-label={t('transactions.editLabel', { reference: row.reference })} onClick={() => onOpen('edit', row)}>{t('transactions.edit')}</button>
                    <button type="button" className="btn btn-outline btn-small" aria-label={t('transactions.deleteLabel', { reference: row.reference })} onClick={() => onOpen('delete', row)}>{t('transactions.delete')}</button>
                  </div>
                ) : row.awaitingConfirmation && acts ? (
                  <Link to="/admin/deposits" className="text-link" aria-label={`${t('deposits.reviewLink')}: ${row.reference}`}>{t('deposits.reviewLink')}</Link>
                ) : <span className="muted">{t('transactions.recorded')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
