/** Account Management (/admin/accounts): the real accounts with search, status and type filters, freeze and unfreeze (which block debits on the server) and CSV export. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { admin, type AccountFilters, type AdminAccount } from '../../../adapters/client/admin-api.ts';
import { downloadFile } from '../../download.ts';
import { formatUsd } from '../../format/money.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Notice, Pagination, SelectField, StatCards, StatusBadge, dateOf, dateTimeOf, messageOf, useAdminData, useNotice } from './admin-ui.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

const EMPTY: AccountFilters = { search: '', status: 'all', type: 'all' };

export function AccountsPage() {
  const acts = useBackOfficeActs();
  const [filters, setFilters] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [freezing, setFreezing] = useState<AdminAccount | null>(null);
  const { notice, show } = useNotice(3000);
  const { t } = useTranslation('admin');
  const { data, error, reload } = useAdminData(() => admin.listAccounts({ ...filters, page, pageSize: 20 }), JSON.stringify([filters, page]));
  const filter = (key: keyof typeof EMPTY) => (value: string) => { setFilters({ ...filters, [key]: value }); setPage(1); };
  const exportCsv = async () => {
    try {
      const answer = await admin.exportAccounts(filters);
      downloadFile(answer.filename, answer.csv);
      show(t('accounts.exported', { count: answer.count, filename: answer.filename }));
    } catch {
      show(t('accounts.exportFailed'), 'error');
    }
  };
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('accounts.title')}</h1>
          <p>{t('accounts.lead')}</p>
        </div>
        <button type="button" className="btn btn-outline" onClick={exportCsv}>{t('exportCsv')}</button>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && <StatCards stats={[[t('accounts.total'), data.summary.totalAccounts], [t('accounts.totalBalance'), formatUsd(data.summary.totalBalance)], [t('active'), data.summary.active], [t('frozen'), data.summary.frozen]]} />}
      <section className="card" aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="card-title">{t('accounts.heading')}</h2>
        <div className="filters">
          <TextField id="account-search" label={t('accounts.search')} placeholder={t('accounts.searchPlaceholder')} value={filters.search} onValueChange={filter('search')} />
          <SelectField id="account-status" label={t('status')} value={filters.status} onValueChange={filter('status')} options={[['all', t('allStatuses')], ['active', t('active')], ['frozen', t('frozen')], ['pending', t('pending')]]} />
          <SelectField id="account-type" label={t('type')} value={filters.type} onValueChange={filter('type')} options={[['all', t('allTypes')], ['savings', t('accounts.savings')], ['checking', t('accounts.checking')], ['business', t('accounts.business')]]} />
          <button type="button" className="btn btn-outline" onClick={() => { setFilters(EMPTY); setPage(1); }}>{t('clearFilters')}</button>
        </div>
        {data && data.rows.length === 0 ? <p className="empty-state">{t('accounts.none')}</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
            <table className="table" ref={labelCells}>
              <thead><tr><th scope="col">{t('accounts.account')}</th><th scope="col">{t('accounts.holder')}</th><th scope="col">{t('type')}</th><th scope="col" className="numeric">{t('accounts.balance')}</th><th scope="col">{t('status')}</th><th scope="col">{t('accounts.created')}</th><th scope="col">{t('accounts.lastActivity')}</th><th scope="col">{t('accounts.actions')}</th></tr></thead>
              <tbody>
                {(data?.rows ?? []).map((account) => (
                  <tr key={account.id}>
                    <td>{account.id}</td>
                    <td>{account.user}<br /><span className="muted">{account.email}</span></td>
                    <td>{t(`accounts.${account.type}`, { defaultValue: account.type })}</td>
                    <td className="numeric">{formatUsd(account.balance)}</td>
                    <td><StatusBadge status={account.status} /></td>
                    <td>{dateOf(account.created)}</td>
                    <td>{dateTimeOf(account.lastActivity)}</td>
                    <td>{acts ? <button type="button" className="btn btn-outline btn-small" aria-label={t('accounts.freezeLabel', { action: account.status === 'frozen' ? t('accounts.unfreeze') : t('accounts.freeze'), id: account.id })} onClick={() => setFreezing(account)}>{account.status === 'frozen' ? t('accounts.unfreeze') : t('accounts.freeze')}</button> : '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pagination label={t('accounts.heading')} page={data.page} pages={data.pages} total={data.total} onPage={setPage} />}
      </section>
      {freezing && <FreezeDialog account={freezing} onClose={() => setFreezing(null)} onDone={(message) => { setFreezing(null); show(message); reload(); }} />}
    </div>
  );
}

function FreezeDialog({ account, onClose, onDone }: { account: AdminAccount; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const freeze = account.status !== 'frozen';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      onDone((await admin.freezeAccount(account.userId, freeze, reason || undefined)).message);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog title={freeze ? t('accounts.freezeAccount') : t('accounts.unfreezeAccount')} onClose={onClose} closeLabel={t('close')}>
      <FormAlert message={error} />
      <p>{freeze ? t('accounts.freezeText', { id: account.id, user: account.user }) : t('accounts.unfreezeText', { id: account.id, user: account.user })}</p>
      <TextField id="freeze-reason" label={t('reason')} value={reason} onValueChange={setReason} maxLength={500} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={submit}>{freeze ? t('accounts.freezeAccount') : t('accounts.unfreezeAccount')}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('cancel')}</button>
      </div>
    </Dialog>
  );
}
