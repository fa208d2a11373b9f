/**
 * The customer's sync widget, bottom right (part 2 section 2): online or offline, last sync,
 * Force sync, and the offline notice. It follows the live feed, re-syncs every 30 s while
 * online and when the browser comes back online, and first sends edits queued offline.
 */
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import { followLive } from '../../adapters/client/live-feed.ts';
import { CURRENT, takeOutbox } from '../../adapters/client/offline-cache.ts';
import { call, deviceInfo } from '../../adapters/client/bank-api.ts';
import { useReloadAll } from '../resources.tsx';
import { lastSyncText, SYNC_EVENT, type SyncWords } from '../sync-status.ts';
import '../records.css';

const SYNC_EVERY_MS = 30_000;

async function flushOutbox(): Promise<void> {
  for (const item of await takeOutbox(CURRENT)) {
    if (item.kind === 'update_profile') {
      await call('user-sync', { action: 'update_profile', data: { profileData: item.profileData, deviceInfo: deviceInfo() } });
      await call('user-sync', { action: 'log_activity', data: { activityType: 'profile_update', description: 'Profile updated (queued offline)', metadata: { fields: item.changedFields }, deviceInfo: deviceInfo() } });
    } else {
      await call('user-sync', { action: 'sync_preferences', data: { preferences: item.preferences, deviceInfo: deviceInfo() } });
    }
  }
}

export function SyncWidget() {
  const { t } = useTranslation('shell');
  // Reloads the area's user and the page's records, so live changes show at once.
  const reloadAll = useReloadAll();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [lastSync, setLastSync] = useState<number | null>(() => (navigator.onLine ? Date.now() : null));
  const [now, setNow] = useState(() => Date.now());
  const [syncing, setSyncing] = useState(false);
  const words: SyncWords = { never: t('sync.never'), justNow: t('sync.justNow'), secondsAgo: (seconds) => t('sync.secondsAgo', { seconds }), minutesAgo: (minutes) => t('sync.minutesAgo', { minutes }) };

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      await flushOutbox();
      await reloadAll();
      setLastSync(Date.now());
      window.dispatchEvent(new Event(SYNC_EVENT));
    } catch (error) {
      console.error('Sync failed', error);
    } finally {
      setSyncing(false);
    }
  }, [reloadAll]);

  useEffect(() => {
    const goOnline = () => { setOnline(true); void sync(); };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const every = setInterval(() => void sync(), SYNC_EVERY_MS);
    const tick = setInterval(() => setNow(Date.now()), 5000);
    const stop = followLive({ onChange: () => void sync(), onConnected: () => undefined });
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(every);
      clearInterval(tick);
      stop();
    };
  }, [sync]);

  return (
    <aside className="sync-widget" aria-label={t('sync.label')}>
      <span><strong>{online ? t('sync.online') : t('sync.offline')}</strong></span>
      <span>{t('sync.lastSync', { when: lastSyncText(lastSync, Math.max(now, lastSync ?? 0), undefined, words) })}</span>
      {!online && <span role="status">{t('sync.queued')}</span>}
      <button type="button" className="btn btn-outline btn-small" onClick={() => void sync()} disabled={!online || syncing}>{t('sync.force')}</button>
    </aside>
  );
}
