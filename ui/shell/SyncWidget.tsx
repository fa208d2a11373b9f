/**
 * The customer's sync status (part 2 section 2 "Footer sync widget", moved into the top bar by
 * issue 13 so it never covers content): the state, last sync, Force sync and the offline
 * notice: a button with the state (and the last sync on wide screens) opens the details, so the
 * top bar stays one row in every state and language (issue 26 item 10).
 * It follows the live feed, re-syncs every 30 s and when the browser comes back online, first
 * sends edits queued offline, and says "Online" only while changes really arrive.
 */
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { useMachine } from '@xstate/react';
import { syncState } from '../../machines/sync.machine.ts';
import { useSyncAll } from '../resources.tsx';
import { formatTime } from '../format/dates.ts';
import { lastSyncText, type SyncWords } from '../sync-status.ts';
import { syncStart, syncWidgetMachine } from '../sync-actors.ts';
import { useDisclosure } from './useDisclosure.ts';
import '../records.css';

/** The sync machine's snapshot as the widget shows it. */
function useSync() {
  // Reloads the area's user and the page's records, so live changes show at once; rejects when one fails.
  const reloadAll = useSyncAll();
  const [machine] = useState(() => syncWidgetMachine(reloadAll));
  const [snapshot, send] = useMachine(machine, { input: syncStart() });
  const { browserOnline, lastSync, now } = snapshot.context;
  return { state: syncState(snapshot.context), online: browserOnline, lastSync, now, syncing: snapshot.hasTag('busy'), sync: () => send({ type: 'sync.request' }) };
}

export function SyncWidget() {
  const { t } = useTranslation('shell');
  const { state, online, lastSync, now, syncing, sync } = useSync();
  const { open, toggle, toggleRef } = useDisclosure();
  const panelId = useId();
  const words: SyncWords = { never: t('sync.never'), justNow: t('sync.justNow'), secondsAgo: (seconds) => t('sync.secondsAgo', { seconds }), minutesAgo: (minutes) => t('sync.minutesAgo', { minutes }) };
  const stateText = t(`sync.state.${state}`);
  const when = lastSyncText(lastSync, Math.max(now, lastSync ?? 0), (at) => formatTime(new Date(at).toISOString()), words, !online);
  return (
    <aside className={`sync-status is-${state}${open ? ' is-open' : ''}`} aria-label={t('sync.label')}>
      <button ref={toggleRef} type="button" className="sync-toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className="sync-dot" aria-hidden="true" />
        <span className="visually-hidden">{t('sync.label')}: </span><span className="sync-toggle-text">{stateText}</span>
        <span className="sync-toggle-when" aria-hidden="true">{when}</span>
      </button>
      <div id={panelId} className="sync-panel">
        <span className="sync-state"><span className="sync-dot" aria-hidden="true" /><strong>{stateText}</strong></span>
        <span className="sync-last">{t('sync.lastSync', { when })}</span>
        {!online && <span role="status" className="sync-note">{t('sync.queued')}</span>}
        {state === 'notSyncing' && <span role="status" className="sync-note">{t('sync.notSyncingHint')}</span>}
        {state === 'reconnecting' && <span className="sync-note">{t('sync.reconnectingHint')}</span>}
        <button type="button" className="btn btn-outline btn-small sync-force" onClick={sync} disabled={!online || syncing}>{t('sync.force')}</button>
      </div>
    </aside>
  );
}
