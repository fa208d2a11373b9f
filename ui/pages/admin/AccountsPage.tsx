/** Account Management (/admin/accounts): the real accounts with search, status and type filters, freeze and unfreeze (which block debits on the server) and CSV export. */
import { useState } from 'react';
import { adminCall, downloadText, type AccountList, type AdminAccount, type CsvExport } from '../../../adapters/client/admin-api.ts';
import { formatUsd } from '../../format.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from './Dialog.tsx';
import { Notice, Pagination, SelectField, StatCards, StatusBadge, dateOf, dateTimeOf, messageOf, useAdminData, useNotice } from './admin-ui.tsx';

const EMPTY = { search: '', status: 'all', type: 'all' };

export function AccountsPage() {
  const [filters, setFilters] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [freezing, setFreezing] = useState<AdminAccount | null>(null);
  const { notice, show } = useNotice(3000);
  const { data, error, reload } = useAdminData(() => adminCall<AccountList>('admin-accounts', { action: 'list', ...filters, page, pageSize: 20 }), JSON.stringify([filters, page]));
  const filter = (key: keyof typeof EMPTY) => (value: string) => { setFilters({ ...filters, [key]: value }); setPage(1); };
  const exportCsv = async () => {
    try {
      const answer = await adminCall<CsvExport>('admin-accounts', { action: 'export', ...filters });
      downloadText(answer.filename, answer.csv);
      show(`Exported ${answer.count} accounts to ${answer.filename}`);
    } catch {
      show('Failed to export accounts. Please try again.', 'error');
    }
  };
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>Account Management</h1>
          <p>Every customer account and its ledger balance. A frozen account refuses every debit.</p>
        </div>
        <button type="button" className="btn btn-outline" onClick={exportCsv}>Export CSV</button>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && <StatCards stats={[['Total Accounts', data.summary.totalAccounts], ['Total Balance', formatUsd(data.summary.totalBalance)], ['Active', data.summary.active], ['Frozen', data.summary.frozen]]} />}
      <section className="card" aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="card-title">Accounts</h2>
        <div className="filters">
          <TextField id="account-search" label="Search accounts" placeholder="Account number, holder or email" value={filters.search} onValueChange={filter('search')} />
          <SelectField id="account-status" label="Status" value={filters.status} onValueChange={filter('status')} options={[['all', 'All Statuses'], ['active', 'Active'], ['frozen', 'Frozen'], ['pending', 'Pending']]} />
          <SelectField id="account-type" label="Type" value={filters.type} onValueChange={filter('type')} options={[['all', 'All Types'], ['savings', 'Savings'], ['checking', 'Checking'], ['business', 'Business']]} />
          <button type="button" className="btn btn-outline" onClick={() => { setFilters(EMPTY); setPage(1); }}>Clear Filters</button>
        </div>
        {data && data.rows.length === 0 ? <p className="empty-state">No accounts found.</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Scrollable table">
            <table className="table">
              <thead><tr><th scope="col">Account</th><th scope="col">Holder</th><th scope="col">Type</th><th scope="col" className="numeric">Balance</th><th scope="col">Status</th><th scope="col">Created</th><th scope="col">Last Activity</th><th scope="col">Actions</th></tr></thead>
              <tbody>
                {(data?.rows ?? []).map((account) => (
                  <tr key={account.id}>
                    <td>{account.id}</td>
                    <td>{account.user}<br /><span className="muted">{account.email}</span></td>
                    <td className="capitalize">{account.type}</td>
                    <td className="numeric">{formatUsd(account.balance)}</td>
                    <td><StatusBadge status={account.status} /></td>
                    <td>{dateOf(account.created)}</td>
                    <td>{dateTimeOf(account.lastActivity)}</td>
                    <td><button type="button" className="btn btn-outline btn-small" aria-label={`${account.status === 'frozen' ? 'Unfreeze' : 'Freeze'} account ${account.id}`} onClick={() => setFreezing(account)}>{account.status === 'frozen' ? 'Unfreeze' : 'Freeze'}</button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pagination label="Accounts" page={data.page} pages={data.pages} total={data.total} onPage={setPage} />}
      </section>
      {freezing && <FreezeDialog account={freezing} onClose={() => setFreezing(null)} onDone={(message) => { setFreezing(null); show(message); reload(); }} />}
    </div>
  );
}

function FreezeDialog({ account, onClose, onDone }: { account: AdminAccount; onClose: () => void; onDone: (message: string) => void }) {
  const freeze = account.status !== 'frozen';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      onDone((await adminCall<{ message: string }>('admin-accounts', { action: 'freeze', userId: account.userId, frozen: freeze, reason: reason || undefined })).message);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog title={freeze ? 'Freeze Account' : 'Unfreeze Account'} onClose={onClose}>
      <FormAlert message={error} />
      <p>{freeze ? `Freeze account ${account.id} of ${account.user}? No money can leave it until it is unfrozen; deposits still arrive.` : `Unfreeze account ${account.id} of ${account.user}?`}</p>
      <TextField id="freeze-reason" label="Reason" value={reason} onValueChange={setReason} maxLength={500} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={submit}>{freeze ? 'Freeze Account' : 'Unfreeze Account'}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>Cancel</button>
      </div>
    </Dialog>
  );
}
