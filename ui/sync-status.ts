/** The sync widget's wording (part 2 section 2): Never, Just now (under 30 s), Ns ago, Nm ago, or a clock time, and always the clock time while offline; what the state is comes from machines/sync.machine.ts. */

/** The words of the widget; the view passes them from the shell namespace (docs/i18n.md), English is the default. */
export interface SyncWords {
  never: string;
  justNow: string;
  secondsAgo: (seconds: number) => string;
  minutesAgo: (minutes: number) => string;
}

export const englishSyncWords: SyncWords = { never: 'Never', justNow: 'Just now', secondsAgo: (s) => `${s}s ago`, minutesAgo: (m) => `${m}m ago` };

/** `offline`: "Just now" would read as if changes still arrived (issue 26 item 10), so the time of the last sync is given instead. */
export function lastSyncText(lastSync: number | null, now: number, clock: (at: number) => string = (at) => new Date(at).toLocaleTimeString('en-US'), words: SyncWords = englishSyncWords, offline = false): string {
  if (lastSync === null) return words.never;
  if (offline) return clock(lastSync);
  const seconds = Math.max(0, Math.floor((now - lastSync) / 1000));
  if (seconds < 30) return words.justNow;
  if (seconds < 60) return words.secondsAgo(seconds);
  if (seconds < 3600) return words.minutesAgo(Math.floor(seconds / 60));
  return clock(lastSync);
}

/** Dispatched on window after every successful sync, so widgets that fetch their own data refresh too. */
export const SYNC_EVENT = 'tmb:synced';
