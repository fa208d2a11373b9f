/** Loads the signed-in user's notifications from the server and keeps them fresh when the live feed reports a change: shared by the top-bar menus and the View All pages. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { call } from '../../adapters/client/bank-api.ts';
import type { CustomerNotificationItem, NotificationItem } from '../../adapters/contract/index.ts';
import { useNotificationWords } from './notification-text.ts';
import { SYNC_EVENT } from '../sync-status.ts';
import { addText } from '../i18n/add-text.ts';
import { noticesText } from '../i18n/notices-text.ts';

addText(noticesText);

export type { NotificationItem };

/** A customer's notifications with read state, worded in the language shown, and Mark all as read (an event on the server). */
export function useCustomerNotifications() {
  const [raw, setItems] = useState<CustomerNotificationItem[] | null>(null);
  const word = useNotificationWords();
  const items = useMemo(() => raw?.map(word) ?? null, [raw, word]);
  const load = useCallback(async () => {
    try {
      setItems((await call('customer-records', { action: 'notifications' })).notifications);
    } catch (error) {
      console.error('Notifications failed to load', error);
    }
  }, []);
  useFreshness(load);
  const markAllRead = useCallback(async () => {
    try {
      setItems((await call('customer-records', { action: 'notifications_read' })).notifications);
    } catch (error) {
      console.error('Mark all as read failed', error);
    }
  }, []);
  return { items, markAllRead };
}

/** The staff's open items: deposits to confirm, unread messages, customers awaiting approval. */
export function useAdminNotifications() {
  const [items, setItems] = useState<NotificationItem[] | null>(null);
  const load = useCallback(async () => {
    try {
      const answer = await call('admin-notifications', {});
      setItems(answer.items.map((item) => ({ ...item, read: false })));
    } catch (error) {
      console.error('Notifications failed to load', error);
    }
  }, []);
  useFreshness(load, ADMIN_REFRESH_MS);
  return { items };
}

/** Staff have no live feed: their list is asked again every minute. */
const ADMIN_REFRESH_MS = 60_000;

function useFreshness(load: () => Promise<void>, everyMs?: number) {
  useEffect(() => {
    void load();
    const reload = () => void load();
    window.addEventListener(SYNC_EVENT, reload);
    const timer = everyMs ? window.setInterval(reload, everyMs) : undefined;
    return () => {
      window.removeEventListener(SYNC_EVENT, reload);
      if (timer) window.clearInterval(timer);
    };
  }, [load, everyMs]);
}
