/** The admin landing page (/admin/dashboard): the bank's figures and customers as the server's admin overview gives them. */
import { useLoaderData } from 'react-router';
import type { AdminTotals, AdminUserRow } from '../../adapters/client/bank-api.ts';
import type { adminOverviewLoader } from '../loaders.ts';
import { formatUsd } from '../format.ts';

const figuresOf = (totals: AdminTotals): [string, string][] => [
  ['Total Users', String(totals.totalUsers)],
  ['Active Users', String(totals.activeUsers)],
  ['Pending Verification', String(totals.pendingUsers)],
  ['Suspended', String(totals.suspendedUsers)],
  ['Customer Deposits', formatUsd(totals.totalBalance)],
  ['Membership Numbers Available', String(totals.membershipNumbersAvailable)],
];

export function AdminDashboardPage() {
  const overview = useLoaderData<typeof adminOverviewLoader>();
  return (
    <div className="dashboard">
      <section className="welcome-banner">
        <h1>Admin Dashboard</h1>
        <p>The bank at a glance, as recorded in its books.</p>
      </section>
      <dl className="stat-grid">
        {figuresOf(overview.totals).map(([label, value]) => (
          <div key={label} className="card stat"><dt>{label}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      <CustomersTable users={overview.users} />
    </div>
  );
}

function CustomersTable({ users }: { users: AdminUserRow[] }) {
  return (
    <section className="card" aria-labelledby="customers-heading">
      <h2 id="customers-heading" className="card-title">Customers</h2>
      {users.length === 0 ? (
        <p>No customers have opened an account yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Account Number</th><th scope="col">Status</th><th scope="col" className="numeric">Balance</th><th scope="col">Joined</th></tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.name || '-'}</td>
                  <td>{user.email}</td>
                  <td>{user.account_number}</td>
                  <td className="capitalize">{user.status}</td>
                  <td className="numeric">{formatUsd(user.balance)}</td>
                  <td>{new Date(user.join_date).toLocaleDateString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
