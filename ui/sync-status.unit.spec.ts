// Proves the sync widget's last-sync wording at each boundary, and that it says Online only when changes really arrive.
import { describe, expect, it } from 'vitest';
import { lastSyncText, syncState } from './sync-status.ts';

describe('last sync wording', () => {
  it('follows the specified steps', () => {
    const clock = () => '3:04:05 PM';
    expect(lastSyncText(null, 0, clock)).toBe('Never');
    expect(lastSyncText(0, 29_999, clock)).toBe('Just now');
    expect(lastSyncText(0, 30_000, clock)).toBe('30s ago');
    expect(lastSyncText(0, 59_999, clock)).toBe('59s ago');
    expect(lastSyncText(0, 60_000, clock)).toBe('1m ago');
    expect(lastSyncText(0, 3_599_999, clock)).toBe('59m ago');
    expect(lastSyncText(0, 3_600_000, clock)).toBe('3:04:05 PM');
  });
});

describe('sync state', () => {
  const healthy = { browserOnline: true, live: 'connected', lastSyncFailed: false } as const;
  it('says Online only while the browser is online, the live feed is open and the last sync worked', () => {
    expect(syncState(healthy)).toBe('online');
  });
  it('says offline when the browser is offline, whatever the feed did', () => {
    expect(syncState({ ...healthy, browserOnline: false })).toBe('offline');
    expect(syncState({ ...healthy, browserOnline: false, live: 'refused' })).toBe('offline');
  });
  it('says not syncing when the server refuses the live feed or a sync fails', () => {
    expect(syncState({ ...healthy, live: 'refused' })).toBe('notSyncing');
    expect(syncState({ ...healthy, lastSyncFailed: true })).toBe('notSyncing');
    expect(syncState({ ...healthy, live: 'reconnecting', lastSyncFailed: true })).toBe('notSyncing');
  });
  it('says reconnecting while a dropped feed is retried, and connecting before the first answer', () => {
    expect(syncState({ ...healthy, live: 'reconnecting' })).toBe('reconnecting');
    expect(syncState({ ...healthy, live: 'connecting' })).toBe('connecting');
  });
});
