/** The sync widget's wording (part 2 section 2): Never, Just now (under 30 s), Ns ago, Nm ago, or a clock time. */

/** The words of the widget; the view passes them from the shell namespace (docs/i18n.md), English is the default. */
export interface SyncWords {
  never: string;
  justNow: string;
  secondsAgo: (seconds: number) => string;
  minutesAgo: (minutes: number) => string;
}

export const englishSyncWords: SyncWords = { never: 'Never', justNow: 'Just now', secondsAgo: (s) => `${s}s ago`, minutesAgo: (m) => `${m}m ago` };

export function lastSyncText(lastSync: number | null, now: number, clock: (at: number) => string = (at) => new Date(at).toLocaleTimeString('en-US'), words: SyncWords = englishSyncWords): string {
  if (lastSync === null) return words.never;
  const seconds = Math.max(0, Math.floor((now - lastSync) / 1000));
  if (seconds < 30) return words.justNow;
  if (seconds < 60) return words.secondsAgo(seconds);
  if (seconds < 3600) return words.minutesAgo(Math.floor(seconds / 60));
  return clock(lastSync);
}

/** Dispatched on window after every successful sync, so widgets that fetch their own data refresh too. */
export const SYNC_EVENT = 'tmb:synced';

/** What the live feed is doing: its first connection, open, dropped and retrying, or refused by the server (401, 403, 429). */
export type LiveState = 'connecting' | 'connected' | 'reconnecting' | 'refused';

/** What the widget tells the customer; only "online" means changes arrive by themselves. */
export type SyncState = 'online' | 'offline' | 'connecting' | 'reconnecting' | 'notSyncing';

export interface SyncFacts {
  /** navigator.onLine: false is certain, true only means a network interface is up. */
  browserOnline: boolean;
  live: LiveState;
  /** The last sync (reload of the records) failed and none has succeeded since. */
  lastSyncFailed: boolean;
}

/**
 * The truth about syncing (issue 13 item 6): "Online" only while the browser is online, the
 * live feed is open and the last sync worked. A refused feed or a failing sync is "Not
 * syncing"; a dropped feed being retried is "Reconnecting".
 */
export function syncState(facts: SyncFacts): SyncState {
  if (!facts.browserOnline) return 'offline';
  if (facts.live === 'refused' || facts.lastSyncFailed) return 'notSyncing';
  if (facts.live === 'reconnecting') return 'reconnecting';
  if (facts.live === 'connecting') return 'connecting';
  return 'online';
}
