// Proves notifications come from the customer's own events and new-device sign-ins, newest first, with read state from the read-up-to time.
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../user/events.ts';
import { customerNotifications } from './notifications.ts';

const deposit: UserEvent = { type: 'DepositConfirmed', data: { depositId: 'd1', currency: 'USD', amount: 12_345, method: 'cash', by: 'admin', postings: [], at: '2026-01-02T00:00:00.000Z' } };
const status: UserEvent = { type: 'UserStatusChanged', data: { from: 'active', to: 'pending', reason: 'review', by: 'admin', byName: 'Admin', at: '2026-01-03T00:00:00.000Z' } };
const prefs: UserEvent = { type: 'PreferencesUpdated', data: { preferences: {}, at: '2026-01-04T00:00:00.000Z' } };

describe('notifications', () => {
  it('lists money and status events and sign-ins from new devices only, newest first', () => {
    const signIns = [
      { sessionId: 'a', device: 'Linux / Chrome', at: '2026-01-01T00:00:00.000Z' },
      { sessionId: 'b', device: 'Linux / Chrome', at: '2026-01-01T01:00:00.000Z' },
      { sessionId: 'c', device: 'iPhone / Safari', at: '2026-01-05T00:00:00.000Z' },
    ];
    const list = customerNotifications([{ position: 1, event: deposit }, { position: 2, event: status }, { position: 3, event: prefs }], signIns, null);
    expect(list.map((n) => n.title)).toEqual(['New sign-in', 'Account status changed', 'Deposit confirmed']);
    expect(list[2]?.message).toBe('$123.45 is now in your account');
    expect(list.every((n) => !n.read)).toBe(true);
  });

  it('marks as read everything up to the read-up-to time', () => {
    const list = customerNotifications([{ position: 1, event: deposit }, { position: 2, event: status }], [], '2026-01-02T00:00:00.000Z');
    expect(list.map((n) => n.read)).toEqual([false, true]);
  });
});
