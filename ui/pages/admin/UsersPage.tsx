/** User Management (/admin/users, part 2 section 2): stat cards, search, status filter, the users table with its actions, and the Edit, Details and Add New User dialogs. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { admin, type AdminUser } from '../../../adapters/client/admin-api.ts';
import { formatBtc, formatUsd } from '../../format/money.ts';
import { TextField } from '../../components/TextField.tsx';
import { Pagination, SelectField, StatCards, StatusBadge, dateOf, messageOf, Notice, noticeOf, useAdminData, useNotice, type NoticeText } from './admin-ui.tsx';
import { ClearAllUsersDialog, AddUserDialog, SuspendUserDialog } from './UserDialogs.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { UserDetailsDialog } from './UserDetailsDialog.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';
import { PlacementCell, PlacementFilters, PlacementHeader, type Placement } from '../field/PlacementFilters.tsx';

const PAGE_SIZE = 10;
type Open = { kind: 'edit' | 'details' | 'suspend'; user: AdminUser } | { kind: 'add' | 'clear' } | null;

export function UsersPage() {
  const acts = useBackOfficeActs();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'all' | AdminUser['status']>('all');
  const [page, setPage] = useState(1);
  const [placement, setPlacement] = useState<Placement>({ branchId: '', officerId: '' });
  const [open, setOpen] = useState<Open>(null);
  const { notice, show } = useNotice(4000);
  const { t } = useTranslation('admin');
  const { data, error, reload } = useAdminData(
    () => admin.listUsers({ search, status, page, pageSize: PAGE_SIZE, ...(placement.branchId ? { branchId: placement.branchId } : {}), ...(placement.officerId ? { officerId: placement.officerId } : {}) }),
    JSON.stringify([search, status, page, placement]),
  );

  /** Suspending asks for confirmation and a reason first; activating is immediate. */
  const toggle = async (user: AdminUser) => {
    if (user.status !== 'suspended') return setOpen({ kind: 'suspend', user });
    try {
      const answer = await admin.toggleStatus(user.id);
      show(noticeOf(answer));
      reload();
    } catch (failure) {
      show(messageOf(failure), 'error');
    }
  };
  const done = (message: NoticeText) => {
    setOpen(null);
    show(message);
    reload();
  };

  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('users.title')}</h1>
          <p>{t('users.lead')}</p>
        </div>
        <div className="button-row">
          {acts && <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'add' })}>{t('users.add')}</button>}
          {acts && data?.demoMode && <button type="button" className="btn btn-outline" onClick={() => setOpen({ kind: 'clear' })}>{t('users.clear')}</button>}
        </div>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && (
        <StatCards stats={[[t('users.stats.total'), data.stats.total], [t('users.stats.active'), data.stats.active], [t('users.stats.suspended'), data.stats.suspended], [t('users.stats.pending'), data.stats.pending]]} />
      )}
      <section className="card" aria-labelledby="users-heading">
        <h2 id="users-heading" className="card-title">{t('users.all')}</h2>
        <div className="filters">
          <TextField id="user-search" label={t('users.search')} placeholder={t('users.searchPlaceholder')} value={search} onValueChange={(v) => { setSearch(v); setPage(1); }} />
          <SelectField id="user-status" label={t('status')} value={status} onValueChange={(v) => { setStatus(v as typeof status); setPage(1); }}
            options={[['all', t('allStatuses')], ['active', t('active')], ['suspended', t('suspended')], ['pending', t('pending')]]} />
          <PlacementFilters value={placement} onChange={(next) => { setPlacement(next); setPage(1); }} />
        </div>
        {data && data.rows.length === 0 ? (
          <p className="empty-state">{data.stats.total === 0 ? t('users.noneYet') : t('users.noMatch')}</p>
        ) : (
          <UsersTable rows={data?.rows ?? []} onToggle={toggle} onOpen={(kind, user) => setOpen({ kind, user })} />
        )}
        {data && <Pagination label={t('users.pagesLabel')} page={data.page} pages={data.pages} total={data.total} onPage={setPage} />}
      </section>
      {open?.kind === 'edit' && <EditUserDialog user={open.user} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === 'suspend' && <SuspendUserDialog user={open.user} onClose={() => setOpen(null)} onSuspended={done} />}
      {open?.kind === 'details' && <UserDetailsDialog userId={open.user.id} onClose={() => setOpen(null)} />}
      {open?.kind === 'add' && <AddUserDialog onClose={() => { setOpen(null); reload(); }} />}
      {open?.kind === 'clear' && <ClearAllUsersDialog onClose={() => setOpen(null)} onCleared={done} />}
    </div>
  );
}

function UsersTable({ rows, onToggle, onOpen }: { rows: AdminUser[]; onToggle: (user: AdminUser) => void; onOpen: (kind: 'edit' | 'details', user: AdminUser) => void }) {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
      <table className="table" ref={labelCells}>
        <thead>
          <tr><th scope="col">{t('user')}</th><th scope="col">{t('users.account')}</th><th scope="col" className="numeric">{t('users.balance')}</th><th scope="col">{t('status')}</th><PlacementHeader /><th scope="col">{t('users.joinDate')}</th><th scope="col">{t('users.actions')}</th></tr>
        </thead>
        <tbody>
          {rows.map((user) => {
            const name = user.name || user.email;
            return (
              <tr key={user.id}>
                <td><strong>{name}</strong><br /><span className="muted">{user.email}</span></td>
                <td>{user.accountNumber}<br /><span className="muted">{user.phone || '-'}</span></td>
                <td className="numeric">{formatUsd(user.balance)}<br /><span className="muted">{formatBtc(user.bitcoinAmount)}</span></td>
                <td><StatusBadge status={user.status} /></td>
                <PlacementCell user={user} />
                <td>{dateOf(user.joinDate)}</td>
                <td>
                  <div className="row-actions">
                    {acts && <button type="button" className="btn btn-outline btn-small" aria-label={t('users.toggleLabel', { action: user.status === 'suspended' ? t('users.activate') : t('users.suspend'), name })} onClick={() => onToggle(user)}>
                      {user.status === 'suspended' ? t('users.activate') : t('users.suspend')}
                    </button>}
                    {acts && <button type="button" className="btn btn-outline btn-small" aria-label={t('users.editLabel', { name })} onClick={() => onOpen('edit', user)}>{t('users.edit')}</button>}
                    <button type="button" className="btn btn-outline btn-small" aria-label={t('users.detailsLabel', { name })} onClick={() => onOpen('details', user)}>{t('users.viewDetails')}</button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
