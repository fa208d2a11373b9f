/** The sync widget's wording (part 2 section 2): Never, Just now (under 30 s), Ns ago, Nm ago, or a clock time. */

export function lastSyncText(lastSync: number | null, now: number, clock: (at: number) => string = (at) => new Date(at).toLocaleTimeString('en-US')): string {
  if (lastSync === null) return 'Never';
  const seconds = Math.max(0, Math.floor((now - lastSync) / 1000));
  if (seconds < 30) return 'Just now';
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  return clock(lastSync);
}

/** Dispatched on window after every successful sync, so widgets that fetch their own data refresh too. */
export const SYNC_EVENT = 'tmb:synced';
