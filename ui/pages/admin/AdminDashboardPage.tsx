/** The admin Dashboard (/admin/dashboard): real totals with their change since last month, recent user activity, admin activity and system status from live checks. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { admin, type Dashboard } from '../../../adapters/client/admin-api.ts';
import { formatUsd } from '../../format/money.ts';
import { AdminCharts } from './AdminCharts.tsx';
import { StatusBadge, dateTimeOf, useAdminData } from './admin-ui.tsx';
import { actionName, activityText, entryDetails, serviceDetail, serviceName, targetText } from './activity-text.ts';

function Change({ change }: { change: number | null }) {
  const { t } = useTranslation('admin');
  if (change === null) return <span className="muted">{t('dashboard.newThisMonth')}</span>;
  return <span className={change >= 0 ? 'change-up' : 'change-down'}>{t('dashboard.change', { sign: change >= 0 ? '+' : '', change })}</span>;
}

/** A service's detail; the price feed's is worded here from its facts, with the last good price's age when every source fails (issue 26 item 7). */
export function AdminDashboardPage() {
  const { data, error } = useAdminData(() => admin.dashboard(), 'dashboard');
  const { t } = useTranslation('admin');
  const totals: (keyof Dashboard['totals'])[] = ['totalUsers', 'totalTransactions', 'totalBalance', 'activeAccounts'];
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('dashboard.title')}</h1>
          <p>{t('dashboard.lead')}</p>
        </div>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && (
        <>
          <dl className="stat-grid">
            {totals.map((key) => (
              <div key={key} className="card stat">
                <dt>{t(`dashboard.totals.${key}`)}</dt>
                <dd>{key === 'totalBalance' ? formatUsd(String(data.totals[key].value)) : data.totals[key].value}</dd>
                <dd className="muted"><Change change={data.totals[key].change} /></dd>
              </div>
            ))}
          </dl>
          <AdminCharts />
          <div className="card-grid">
            <section className="card" aria-labelledby="recent-activity">
              <h2 id="recent-activity" className="card-title">{t('dashboard.recentActivity')}</h2>
              {data.recentActivity.length === 0 ? <p className="muted">{t('dashboard.noActivity')}</p> : (
                <ul>{data.recentActivity.map((item, i) => <li key={i}><strong translate="no">{item.userName}</strong>{t('log.reasonLead')}{activityText(t, item.activity)} <span className="muted">({dateTimeOf(item.at)})</span></li>)}</ul>
              )}
            </section>
            <section className="card" aria-labelledby="system-status">
              <h2 id="system-status" className="card-title">{t('dashboard.systemStatus')}</h2>
              <ul>{data.systemStatus.map((service) => <li key={service.id}><strong>{serviceName(t, service)}</strong> <StatusBadge status={service.status} /> <span className="muted">{serviceDetail(t, service)}</span></li>)}</ul>
            </section>
          </div>
          <section className="card" aria-labelledby="admin-activity">
            <h2 id="admin-activity" className="card-title">{t('dashboard.adminActivity')}</h2>
            {data.adminActivity.length === 0 ? <p className="muted">{t('noAdminActions')}</p> : (
              <ul>{data.adminActivity.map((entry) => <li key={entry.id}>{dateTimeOf(entry.timestamp)}{t('log.reasonLead')}{entry.adminName ? <span translate="no">{entry.adminName}</span> : t('administrator')} - {actionName(t, entry.action)}{entry.targetUserName ? <> (<span translate="no">{targetText(t, entry)}</span>)</> : ''}{entryDetails(t, entry)}<span translate="no">{entry.details.reason}</span></li>)}</ul>
            )}
            <p><Link to="/admin/audit" className="text-link">{t('dashboard.auditLink')}</Link></p>
          </section>
        </>
      )}
    </div>
  );
}
