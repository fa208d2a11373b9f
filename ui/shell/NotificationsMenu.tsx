/** The notifications dropdown of the signed-in top bar: the newest few with the unread count, Mark all as read, and View All Notifications to the full page (DECISIONS 25). */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminNotifications, useCustomerNotifications, type NotificationItem } from './notifications-data.ts';
import '../records.css';
import { formatDateTime } from '../format/dates.ts';

const PREVIEW = 5;

export function CustomerNotificationsMenu() {
  const { items, markAllRead } = useCustomerNotifications();
  return <NotificationsMenu items={items ?? []} viewAll="/dashboard/notifications" onMarkAllRead={markAllRead} />;
}

export function AdminNotificationsMenu() {
  const { items } = useAdminNotifications();
  return <NotificationsMenu items={items ?? []} viewAll="/admin/notifications" />;
}

function NotificationsMenu({ items, viewAll, onMarkAllRead }: { items: NotificationItem[]; viewAll: string; onMarkAllRead?: () => Promise<void> }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const unread = items.filter((n) => !n.read).length;
  return (
    <div className="notifications">
      <button type="button" className="btn btn-outline btn-small" aria-expanded={open} aria-controls="notifications-panel" onClick={() => setOpen(!open)}>
        <svg aria-hidden="true" className="notifications-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" /></svg><span className="notifications-label">{t('notifications.button')}</span>{unread > 0 && <> <span className="badge">{unread}</span><span className="visually-hidden">{t('notifications.unread')}</span></>}
      </button>
      {open && (
        <div id="notifications-panel" className="notifications-panel" role="region" aria-label={t('notifications.panel')}>
          <NotificationList items={items.slice(0, PREVIEW)} />
          <div className="button-row">
            {onMarkAllRead && unread > 0 && <button type="button" className="btn btn-outline btn-small" onClick={() => void onMarkAllRead()}>{t('notifications.markRead')}</button>}
            <Link to={viewAll} className="btn btn-primary btn-small" onClick={() => setOpen(false)}>{t('notifications.viewAll')}</Link>
          </div>
        </div>
      )}
    </div>
  );
}

/** One list for the dropdown and the full pages: unread items are marked in words, not colour alone. */
export function NotificationList({ items }: { items: NotificationItem[] }) {
  const { t } = useTranslation('shell');
  if (items.length === 0) return <p>{t('notifications.none')}</p>;
  return (
    <ul aria-label={t('notifications.list')} className="notification-list">
      {items.map((n) => (
        <li key={n.id} className={n.read ? '' : 'unread-dot'}>
          <span>{n.read ? '' : t('notifications.new')}{n.link ? <Link to={n.link} className="text-link">{n.title}</Link> : n.title}</span>
          <br />
          <span className="tx-meta">{n.message} · {formatDateTime(n.at)}</span>
        </li>
      ))}
    </ul>
  );
}
