// Proves the sync widget's last-sync wording at each boundary.
import { describe, expect, it } from 'vitest';
import { lastSyncText } from './sync-status.ts';

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

  it('gives the time of the last sync while offline, never "Just now"', () => {
    const clock = () => '3:04:05 PM';
    expect(lastSyncText(0, 1_000, clock, undefined, true)).toBe('3:04:05 PM');
    expect(lastSyncText(null, 1_000, clock, undefined, true)).toBe('Never');
  });
});
