/** The full notifications pages that View All Notifications opens (DECISIONS 25): /dashboard/notifications with read state and Mark all as read, /admin/notifications with the bank's open items. */
import { useTranslation } from 'react-i18next';
import { ContentLoading } from '../../shell/PageLoading.tsx';
import { NotificationList } from '../../shell/NotificationsMenu.tsx';
import { useAdminNotifications, useCustomerNotifications } from '../../shell/notifications-data.ts';

export function CustomerNotificationsPage() {
  const { t } = useTranslation('shell');
  const { items, markAllRead } = useCustomerNotifications();
  if (!items) return <ContentLoading />;
  const unread = items.filter((n) => !n.read).length;
  return (
    <div className="notifications-page">
      <h1>{t('notifications.allTitle')}</h1>
      <div className="card">
        <div className="card-header-row">
          <p role="status">{t('notifications.unreadCount', { count: unread })}</p>
          {unread > 0 && <button type="button" className="btn btn-outline btn-small" onClick={() => void markAllRead()}>{t('notifications.markRead')}</button>}
        </div>
        <NotificationList items={items} />
      </div>
    </div>
  );
}

export function AdminNotificationsPage() {
  const { t } = useTranslation('shell');
  const { items } = useAdminNotifications();
  if (!items) return <ContentLoading />;
  return (
    <div className="notifications-page">
      <h1>{t('notifications.allTitle')}</h1>
      <div className="card">
        <p role="status">{t('notifications.openCount', { count: items.length })}</p>
        <NotificationList items={items} />
      </div>
    </div>
  );
}
