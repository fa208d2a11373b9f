/** The customer's notifications dropdown in the top bar: computed by the server from their events, unread count, mark as read, and View All Notifications. */
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import { call, deviceInfo } from '../../adapters/client/bank-api.ts';
import { Dialog } from '../components/Dialog.tsx';
import { SYNC_EVENT } from '../sync-status.ts';
import '../records.css';

interface Notification {
  id: string;
  title: string;
  message: string;
  at: string;
  read: boolean;
}

const PREVIEW = 5;

export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const [items, setItems] = useState<Notification[]>([]);
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const load = useCallback(async () => {
    try {
      setItems((await call<{ notifications: Notification[] }>('customer-records', { action: 'notifications' })).notifications);
    } catch (error) {
      console.error('Notifications failed to load', error);
    }
  }, []);
  useEffect(() => {
    void load();
    const reload = () => void load();
    window.addEventListener(SYNC_EVENT, reload);
    return () => window.removeEventListener(SYNC_EVENT, reload);
  }, [load]);
  const unread = items.filter((n) => !n.read).length;
  const markRead = async () => {
    const newest = items[0]?.at;
    if (!newest) return;
    await call('user-sync', { action: 'sync_preferences', data: { preferences: { notificationsReadUpTo: newest }, deviceInfo: deviceInfo() } }).catch((error: unknown) => console.error(error));
    await load();
  };
  return (
    <div className="notifications">
      <button type="button" className="btn btn-outline btn-small" aria-expanded={open} aria-controls="notifications-panel" onClick={() => setOpen(!open)}>
        <svg aria-hidden="true" className="notifications-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" /></svg><span className="notifications-label">{t('notifications.button')}</span>{unread > 0 && <> <span className="badge">{unread}</span><span className="visually-hidden">{t('notifications.unread')}</span></>}
      </button>
      {open && (
        <div id="notifications-panel" className="notifications-panel" role="region" aria-label={t('notifications.panel')}>
          <NotificationList items={items.slice(0, PREVIEW)} />
          <div className="button-row">
            {unread > 0 && <button type="button" className="btn btn-outline btn-small" onClick={() => void markRead()}>{t('notifications.markRead')}</button>}
            <button type="button" className="btn btn-primary btn-small" onClick={() => { setAll(true); setOpen(false); }}>{t('notifications.viewAll')}</button>
          </div>
        </div>
      )}
      <Dialog title={t('notifications.allTitle')} open={all} onClose={() => setAll(false)}>
        <NotificationList items={items} />
        <div className="button-row">
          {unread > 0 && <button type="button" className="btn btn-outline" onClick={() => void markRead()}>{t('notifications.markRead')}</button>}
          <button type="button" className="btn btn-primary" onClick={() => setAll(false)}>{t('notifications.close')}</button>
        </div>
      </Dialog>
    </div>
  );
}

function NotificationList({ items }: { items: Notification[] }) {
  const { t } = useTranslation('shell');
  if (items.length === 0) return <p>{t('notifications.none')}</p>;
  return (
    <ul aria-label={t('notifications.list')}>
      {items.map((n) => (
        <li key={n.id} className={n.read ? '' : 'unread-dot'}>
          <span>{n.read ? '' : t('notifications.new')}{n.title}</span>
          <br />
          <span className="tx-meta">{n.message} · {new Date(n.at).toLocaleString('en-US')}</span>
        </li>
      ))}
    </ul>
  );
}
