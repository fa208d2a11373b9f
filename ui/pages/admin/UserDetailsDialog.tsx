/** The Details dialog: personal information, account details, financial overview and the suspension history, from the server. */
import { adminCall, type UserDetails } from '../../../adapters/client/admin-api.ts';
import { formatBtc, formatUsd } from '../../format.ts';
import { Dialog } from './Dialog.tsx';
import { StatusBadge, dateOf, dateTimeOf, useAdminData } from './admin-ui.tsx';

export function UserDetailsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { data, error } = useAdminData(() => adminCall<UserDetails>('admin-users', { action: 'details', userId }), userId);
  const user = data?.user;
  return (
    <Dialog title="User Details" onClose={onClose} wide>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {!data || !user ? <p>Loading…</p> : (
        <>
          <section aria-labelledby="details-personal">
            <h3 id="details-personal">Personal Information</h3>
            <dl className="detail-list">
              <div><dt>Full Name</dt><dd>{user.name || '-'}</dd></div>
              <div><dt>Email</dt><dd>{user.email}</dd></div>
              <div><dt>Phone</dt><dd>{user.phone || '-'}</dd></div>
              <div><dt>Date of Birth</dt><dd>{user.dateOfBirth || '-'}</dd></div>
              <div><dt>Address</dt><dd>{[user.address, user.city, user.state, user.zipCode].filter(Boolean).join(', ') || '-'}</dd></div>
            </dl>
          </section>
          <section aria-labelledby="details-account">
            <h3 id="details-account">Account Details</h3>
            <dl className="detail-list">
              <div><dt>Account Number</dt><dd>{user.accountNumber}</dd></div>
              <div><dt>Account Type</dt><dd>{user.accountType}</dd></div>
              <div><dt>Status</dt><dd><StatusBadge status={user.status} />{user.frozen ? ' (frozen)' : ''}</dd></div>
              <div><dt>Role</dt><dd>{user.role === 'admin' ? 'Administrator' : 'Customer'}</dd></div>
              <div><dt>Join Date</dt><dd>{dateOf(user.joinDate)}</dd></div>
              <div><dt>Last Activity</dt><dd>{dateTimeOf(user.lastActivity)}</dd></div>
            </dl>
          </section>
          <section aria-labelledby="details-financial">
            <h3 id="details-financial">Financial Overview</h3>
            <dl className="detail-list">
              <div><dt>Balance</dt><dd>{formatUsd(user.balance)}</dd></div>
              <div><dt>Bitcoin</dt><dd>{formatBtc(user.bitcoinAmount)}</dd></div>
              <div><dt>Transactions</dt><dd>{data.financial.transactionCount}</dd></div>
              <div><dt>Total Credits</dt><dd>{formatUsd(data.financial.totalCredits)}</dd></div>
              <div><dt>Total Debits</dt><dd>{formatUsd(data.financial.totalDebits)}</dd></div>
            </dl>
          </section>
          <section aria-labelledby="details-suspensions">
            <h3 id="details-suspensions">Suspension History</h3>
            {data.suspensionHistory.length === 0 ? <p className="muted">No status changes recorded.</p> : (
              <ul>
                {data.suspensionHistory.map((entry) => (
                  <li key={entry.id}>{dateTimeOf(entry.timestamp)}: <span className="capitalize">{entry.action}</span> by {entry.adminName} ({entry.previousStatus} to {entry.newStatus}) - {entry.reason}</li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Dialog>
  );
}
