// Proves the audit replay's snapshot and diff: a replay up to a position equals the fold of the log's prefix,
// and diffBanks names exactly the users, settings and accounts that changed between two moments.
import { describe, expect, it } from 'vitest';
import type { BankEvent } from '../catalogue.ts';
import { diffBanks, snapshotBank } from './audit.ts';
import { replayBank, type LoggedEvent } from './bank.ts';

const at = '2026-01-02T03:04:05.000Z';
const log: LoggedEvent[] = ([
  ['user-u1', { type: 'UserRegistered', data: { userId: 'u1', role: 'user', email: 'u@example.com', firstName: 'U', lastName: 'One', phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '', ssnLast4: '', accountNumber: '1234567890', accountType: 'savings', membershipNumber: null, status: 'active', at } }],
  ['user-u1', { type: 'AdminTransactionPosted', data: { transactionId: 't1', kind: 'deposit', currency: 'USD', amount: 500, fee: 0, status: 'completed', description: '', reference: 'R', recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null, reason: 'cash', by: 'a', byName: 'A', postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -500 }, { account: 'customer:u1:USD', currency: 'USD', amount: 500 }], at } }],
  ['user-u1', { type: 'UserStatusChanged', data: { from: 'active', to: 'suspended', reason: 'r', by: 'a', byName: 'A', at } }],
  ['settings', { type: 'SettingsUpdated', data: { category: 'fees', settings: { transferFee: 700 }, updatedBy: 'a', updatedByName: 'A' } }],
] as [string, BankEvent][]).map(([streamId, event], i) => ({ position: i + 1, streamId, event, recordedAt: at }));

describe('audit snapshots and diffs', () => {
  it('replays to a position exactly as a fold of the log up to it', () => {
    const atTwo = snapshotBank(replayBank(log.slice(0, 2)));
    expect(atTwo.users[0]).toMatchObject({ usd: 500, status: 'active' });
    expect(atTwo.book).toEqual({ 'bank:cash:USD': -500, 'customer:u1:USD': 500 });
    expect(atTwo.position).toBe(2);
  });

  it('names what changed between two moments and nothing else', () => {
    const diff = diffBanks(snapshotBank(replayBank(log.slice(0, 1))), snapshotBank(replayBank(log)));
    expect(diff.users).toEqual([{ id: 'u1', name: 'U One', change: 'changed', fields: [{ field: 'status', from: 'active', to: 'suspended' }, { field: 'usd', from: 0, to: 500 }] }]);
    expect(diff.settings).toEqual([{ field: 'fees.transferFee', from: 500, to: 700 }]);
    expect(diff.book.map((c) => c.field)).toEqual(['bank:cash:USD', 'customer:u1:USD']);
    expect(diff.events).toBe(3);
    expect(diffBanks(snapshotBank(replayBank(log)), snapshotBank(replayBank(log)))).toMatchObject({ users: [], settings: [], book: [] });
  });
});
