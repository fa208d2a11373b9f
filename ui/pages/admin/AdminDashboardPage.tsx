/** The admin Dashboard (/admin/dashboard): real totals with their change since last month, recent user activity, admin activity and system status from live checks. */
import { Link } from 'react-router';
import { adminCall, type Dashboard } from '../../../adapters/client/admin-api.ts';
import { formatUsd } from '../../format.ts';
import { StatusBadge, dateTimeOf, useAdminData } from './admin-ui.tsx';

function Change({ change }: { change: number | null }) {
  if (change === null) return <span className="muted">new this month</span>;
  return <span className={change >= 0 ? 'change-up' : 'change-down'}>{change >= 0 ? '+' : ''}{change}% from last month</span>;
}

export function AdminDashboardPage() {
  const { data, error } = useAdminData(() => adminCall<Dashboard>('admin-dashboard', {}), 'dashboard');
  const totals: [string, keyof Dashboard['totals']][] = [['Total Users', 'totalUsers'], ['Total Transactions', 'totalTransactions'], ['Total Balance', 'totalBalance'], ['Active Accounts', 'activeAccounts']];
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p>The bank at a glance, as recorded in its books.</p>
        </div>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && (
        <>
          <dl className="stat-grid">
            {totals.map(([label, key]) => (
              <div key={key} className="card stat">
                <dt>{label}</dt>
                <dd>{key === 'totalBalance' ? formatUsd(String(data.totals[key].value)) : data.totals[key].value}</dd>
                <dd className="muted"><Change change={data.totals[key].change} /></dd>
              </div>
            ))}
          </dl>
          <div className="card-grid">
            <section className="card" aria-labelledby="recent-activity">
              <h2 id="recent-activity" className="card-title">Recent User Activity</h2>
              {data.recentActivity.length === 0 ? <p className="muted">No customer activity yet.</p> : (
                <ul>{data.recentActivity.map((item, i) => <li key={i}><strong>{item.userName}</strong>: {item.action} <span className="muted">({dateTimeOf(item.at)})</span></li>)}</ul>
              )}
            </section>
            <section className="card" aria-labelledby="system-status">
              <h2 id="system-status" className="card-title">System Status</h2>
              <ul>{data.systemStatus.map((service) => <li key={service.name}><strong>{service.name}</strong> <StatusBadge status={service.status} /> <span className="muted">{service.detail}</span></li>)}</ul>
            </section>
          </div>
          <section className="card" aria-labelledby="admin-activity">
            <h2 id="admin-activity" className="card-title">Admin Activity</h2>
            {data.adminActivity.length === 0 ? <p className="muted">No administrator actions yet.</p> : (
              <ul>{data.adminActivity.map((entry) => <li key={entry.id}>{dateTimeOf(entry.timestamp)}: {entry.adminName || 'Administrator'} - {entry.action}{entry.targetUserName ? ` (${entry.targetUserName})` : ''}: {entry.details.reason}</li>)}</ul>
            )}
            <p><Link to="/admin/audit" className="text-link">Open the full audit history</Link></p>
          </section>
        </>
      )}
    </div>
  );
}
