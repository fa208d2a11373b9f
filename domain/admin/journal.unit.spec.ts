// Proves the admin journal's money rules: every entry, correction and reversal is balanced, a reversal
// restores every balance exactly, and no sequence of admin entries takes a customer below zero.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { isBalanced } from '../ledger/postings.ts';
import type { UserEvent } from '../user/events.ts';
import { foldUser, type User } from '../user/state.ts';
import type { AdminTransactionFields, AdminTransactionKind } from './events.ts';
import { adminEntryOf, decideCorrectAdminTransaction, decidePostAdminTransaction, decideReverseAdminTransaction } from './journal.ts';
import { decideFreeze } from './users.ts';

const at = '2026-01-02T03:04:05.000Z';
const actor = { id: 'admin-1', name: 'Administrator', role: 'admin' as const };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', role: 'user', email: 'u@example.com', firstName: 'U', lastName: 'One', phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '', ssnLast4: '', accountNumber: '1234567890', accountType: 'savings', membershipNumber: null, status: 'active', at },
};
const fields = (amount: number, fee = 0, status: AdminTransactionFields['status'] = 'completed'): AdminTransactionFields =>
  ({ amount, fee, status, description: '', reference: 'R', recipientName: '', recipientAccount: '', recipientBank: '' });
const user = (events: UserEvent[]): User => foldUser(events) as User;
const post = (events: UserEvent[], id: string, kind: AdminTransactionKind, f: AdminTransactionFields) =>
  decidePostAdminTransaction({ type: 'PostAdminTransaction', transactionId: id, kind, fields: f, btcPriceCents: null, reason: 'r', actor, at }, { user: user(events) });

describe('admin journal entries', () => {
  it('credits a deposit and debits amount plus fee for a withdrawal, refusing (not flooring) an overdraft', () => {
    const events = [registered, ...post([registered], 't1', 'deposit', fields(10_000))];
    expect(user(events).balances.USD).toBe(10_000);
    const withdrawal = post(events, 't2', 'withdrawal', fields(9_000, 500));
    expect(user([...events, ...withdrawal]).balances.USD).toBe(500);
    expect(() => post(events, 't3', 'transfer', fields(9_600, 500))).toThrow(DomainError);
  });

  it('moves no money for pending or failed entries, and debits satoshis for bitcoin_transfer', () => {
    const events = [registered, ...post([registered], 't1', 'deposit', fields(10_000, 0, 'pending'))];
    expect(user(events).balances.USD).toBe(0);
    expect(() => post(events, 't2', 'bitcoin_transfer', fields(1))).toThrow('overdraw');
  });

  it('blocks debits on a frozen account but still accepts credits', () => {
    const frozen = [registered, ...post([registered], 't1', 'deposit', fields(1_000))];
    const events = [...frozen, ...decideFreeze({ frozen: true, reason: 'check', actor, at }, user(frozen))];
    expect(() => post(events, 't2', 'withdrawal', fields(1))).toThrow('frozen');
    expect(user([...events, ...post(events, 't3', 'deposit', fields(1))]).balances.USD).toBe(1_001);
  });

  it('keeps every entry balanced, restores balances on reversal and never goes below zero (property)', () => {
    const op = fc.record({ kind: fc.constantFrom<AdminTransactionKind>('deposit', 'withdrawal', 'transfer'), amount: fc.integer({ min: 1, max: 50_000 }), fee: fc.integer({ min: 0, max: 500 }), edit: fc.integer({ min: 1, max: 50_000 }), reverse: fc.boolean() });
    fc.assert(fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
      let events: UserEvent[] = [registered];
      ops.forEach((o, i) => {
        const id = `t${i}`;
        const before = user(events).balances.USD;
        const attempts: (() => UserEvent[])[] = [
          () => post(events, id, o.kind, fields(o.amount, o.fee)),
          () => decideCorrectAdminTransaction({ type: 'CorrectAdminTransaction', transactionId: id, correctionId: `${id}c`, fields: fields(o.edit, o.fee), reason: 'r', actor, at }, { user: user(events), entry: adminEntryOf(events, id) }),
        ];
        if (o.reverse) attempts.push(() => decideReverseAdminTransaction({ type: 'ReverseAdminTransaction', transactionId: id, reversalId: `${id}r`, reason: 'r', actor, at }, { user: user(events), entry: adminEntryOf(events, id) }));
        for (const attempt of attempts) {
          try {
            const next = attempt();
            for (const e of next) if ('postings' in e.data) expect(isBalanced(e.data.postings)).toBe(true);
            events = next.reduce((list, e) => [...list, e], events);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
          expect(user(events).balances.USD).toBeGreaterThanOrEqual(0);
        }
        if (o.reverse && adminEntryOf(events, id)?.reversed) expect(user(events).balances.USD).toBe(before);
      });
    }), { numRuns: 200 });
  });
});
