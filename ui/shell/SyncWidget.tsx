/**
 * The customer's sync status (part 2 section 2 "Footer sync widget", moved into the top bar by
 * issue 13 so it never covers content): the state, last sync, Force sync and the offline
 * notice. On wide screens it is one compact row; on a phone a small button opens the details.
 * It follows the live feed, re-syncs every 30 s and when the browser comes back online, first
 * sends edits queued offline, and says "Online" only while changes really arrive.
 */
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useId, useState } from 'react';
import { followLive } from '../../adapters/client/live-feed.ts';
import { CURRENT, takeOutbox } from '../../adapters/client/offline-cache.ts';
import { logActivity, syncPreferences, updateProfile } from '../../adapters/client/records-api.ts';
import { useSyncAll } from '../resources.tsx';
import { lastSyncText, SYNC_EVENT, syncState, type LiveState, type SyncWords } from '../sync-status.ts';
import { useDisclosure } from './useDisclosure.ts';
import '../records.css';

const SYNC_EVERY_MS = 30_000;

async function flushOutbox(): Promise<void> {
  for (const item of await takeOutbox(CURRENT)) {
    if (item.kind === 'update_profile') {
      await updateProfile(item.profileData);
      await logActivity('profile_update', 'Profile updated (queued offline)', { fields: item.changedFields });
    } else {
      await syncPreferences(item.preferences);
    }
  }
}

/** Syncing and its facts: browser online, live feed state, last sync and whether it failed. */
function useSync() {
  // Reloads the area's user and the page's records, so live changes show at once; rejects when one fails.
  const reloadAll = useSyncAll();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [live, setLive] = useState<LiveState>('connecting');
  const [lastSync, setLastSync] = useState<number | null>(() => (navigator.onLine ? Date.now() : null));
  const [lastSyncFailed, setLastSyncFailed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [syncing, setSyncing] = useState(false);

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      await flushOutbox();
      await reloadAll();
      setLastSync(Date.now());
      setLastSyncFailed(false);
      window.dispatchEvent(new Event(SYNC_EVENT));
    } catch (error) {
      console.error('Sync failed', error);
      setLastSyncFailed(true);
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
    const stop = followLive({ onChange: () => void sync(), onState: setLive });
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(every);
      clearInterval(tick);
      stop();
    };
  }, [sync]);

  return { state: syncState({ browserOnline: online, live, lastSyncFailed }), online, lastSync, now, syncing, sync };
}

export function SyncWidget() {
  const { t } = useTranslation('shell');
  const { state, online, lastSync, now, syncing, sync } = useSync();
  const { open, toggle, toggleRef } = useDisclosure();
  const panelId = useId();
  const words: SyncWords = { never: t('sync.never'), justNow: t('sync.justNow'), secondsAgo: (seconds) => t('sync.secondsAgo', { seconds }), minutesAgo: (minutes) => t('sync.minutesAgo', { minutes }) };
  const stateText = t(`sync.state.${state}`);
  return (
    <aside className={`sync-status is-${state}${open ? ' is-open' : ''}`} aria-label={t('sync.label')}>
      <button ref={toggleRef} type="button" className="sync-toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className="sync-dot" aria-hidden="true" />
        <span className="visually-hidden">{t('sync.label')}: </span><span className="sync-toggle-text">{stateText}</span>
      </button>
      <div id={panelId} className="sync-panel">
        <span className="sync-state"><span className="sync-dot" aria-hidden="true" /><strong>{stateText}</strong></span>
        <span className="sync-last">{t('sync.lastSync', { when: lastSyncText(lastSync, Math.max(now, lastSync ?? 0), undefined, words) })}</span>
        {!online && <span role="status" className="sync-note">{t('sync.queued')}</span>}
        {state === 'notSyncing' && <span role="status" className="sync-note">{t('sync.notSyncingHint')}</span>}
        {state === 'reconnecting' && <span className="sync-note">{t('sync.reconnectingHint')}</span>}
        <button type="button" className="btn btn-outline btn-small sync-force" onClick={() => void sync()} disabled={!online || syncing}>{t('sync.force')}</button>
      </div>
    </aside>
  );
}
