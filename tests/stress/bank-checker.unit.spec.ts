// Negative control: proves the bank checker fails on forged histories that break each invariant, and passes a clean one.
import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../domain/projections/bank.ts';
import type { BankEvent } from '../../domain/catalogue.ts';
import { checkBank, type SeenTransfer } from './bank-checker.ts';

const at = '2026-01-01T00:00:00.000Z';
let position = 0;
const logged = (streamId: string, type: string, data: Record<string, unknown>): LoggedEvent => ({ position: ++position, streamId, recordedAt: at, event: { type, data } as unknown as BankEvent });

function registered(id: string): LoggedEvent {
  return logged(`user-${id}`, 'UserRegistered', {
    userId: id, firstName: id, lastName: 'X', email: `${id}@example.test`, phone: '555', dateOfBirth: '1990-01-01', address: 'a', city: 'c', state: 's', zipCode: '1',
    ssnLast4: '1234', accountNumber: id === 'a' ? '1000000001' : '1000000002', accountType: 'checking', membershipNumber: `M-${id}`, role: 'user', status: 'active', at,
  });
}
const funded = (id: string, cents: number) => logged(`user-${id}`, 'BalanceAdjusted', {
  currency: 'USD', amount: cents, reason: 'open', by: 'admin', byName: 'Admin', at,
  postings: [{ account: `customer:${id}:USD`, currency: 'USD', amount: cents }, { account: 'bank:adjustments:USD', currency: 'USD', amount: -cents }],
});
function sent(from: string, to: string, cents: number, reference: string, transferId: string): LoggedEvent[] {
  const postings = [{ account: `customer:${from}:USD`, currency: 'USD', amount: -cents }, { account: 'bank:internal-transfers:USD', currency: 'USD', amount: cents }];
  const credit = [{ account: 'bank:internal-transfers:USD', currency: 'USD', amount: -cents }, { account: `customer:${to}:USD`, currency: 'USD', amount: cents }];
  return [
    logged(`user-${from}`, 'TransferSent', { transferId, kind: 'internal', currency: 'USD', amount: cents, fee: 0, recipientName: to, recipientAccount: '1', recipientBank: 'T', recipientUserId: to, description: '', reference, postings, at }),
    logged(`user-${to}`, 'TransferReceived', { transferId, currency: 'USD', amount: cents, senderUserId: from, senderName: from, senderAccount: '1', description: '', reference, postings: credit, at }),
    logged(`idempotency-k-${transferId}`, 'IdempotencyRecorded', { key: `k-${transferId}`, userId: from, operation: 'transfer-confirm', requestHash: 'h', outcome: { status: 200, body: {} }, at }),
  ];
}

function cleanHistory() {
  const events = [registered('a'), registered('b'), funded('a', 10_000), ...sent('a', 'b', 2_500, 'TRF-1', 't1')];
  const succeeded: SeenTransfer[] = [{ key: 'k-t1', transferId: 't1', reference: 'TRF-1', senderId: 'a', amountMinor: 2_500 }];
  const live = new Map([['a', 7_500], ['b', 2_500]]);
  return { events, succeeded, live };
}

describe('the bank checker', () => {
  it('passes a history that keeps every invariant', () => {
    expect(checkBank(cleanHistory()).violations).toEqual([]);
  });

  it('fails when the books do not sum to zero', () => {
    const history = cleanHistory();
    const forged = { ...history.events[2]!, position: 99, event: { type: 'BalanceAdjusted', data: { postings: [{ account: 'customer:a:USD', currency: 'USD', amount: 1 }] } } as unknown as BankEvent };
    const report = checkBank({ ...history, events: [...history.events, forged] });
    expect(report.violations.some((v) => v.startsWith('books do not balance'))).toBe(true);
  });

  it('fails when a customer balance goes negative', () => {
    const history = cleanHistory();
    const report = checkBank({ ...history, events: [...history.events, ...sent('b', 'a', 9_000, 'TRF-2', 't2')], live: new Map() });
    expect(report.violations.some((v) => v.startsWith('negative balance'))).toBe(true);
  });

  it('fails when a transfer moved money twice', () => {
    const history = cleanHistory();
    const report = checkBank({ ...history, events: [...history.events, ...sent('a', 'b', 2_500, 'TRF-1', 't1')], live: new Map() });
    expect(report.violations.some((v) => v.startsWith('transfer moved money more than once'))).toBe(true);
    expect(report.violations.some((v) => v.startsWith('idempotency key recorded twice'))).toBe(true);
    expect(report.violations.some((v) => v.startsWith('acknowledged transfer'))).toBe(true);
  });

  it('fails when an acknowledged transfer is missing from the log', () => {
    const history = cleanHistory();
    const report = checkBank({ ...history, succeeded: [...history.succeeded, { key: 'k-9', transferId: 't9', reference: 'TRF-9', senderId: 'a', amountMinor: 100 }] });
    expect(report.violations).toContain('acknowledged transfer: t9 (TRF-9) appears 0 times as TransferSent');
  });

  it('fails when the log holds another amount than the client was told', () => {
    const history = cleanHistory();
    const report = checkBank({ ...history, succeeded: [{ ...history.succeeded[0]!, amountMinor: 2_400 }] });
    expect(report.violations).toContain('acknowledged transfer: t1 (TRF-1) differs from what the client saw');
  });

  it('reports a receipt reference two transfers share, without calling it a violation', () => {
    const history = cleanHistory();
    const report = checkBank({ ...history, events: [...history.events, ...sent('a', 'b', 100, 'TRF-1', 't2')], live: new Map() });
    expect(report.sharedReferences).toEqual(['TRF-1']);
    expect(report.violations).toEqual([]);
  });

  it('fails when one key acknowledged two transfers', () => {
    const history = cleanHistory();
    const report = checkBank({ ...history, succeeded: [...history.succeeded, { ...history.succeeded[0]! }] });
    expect(report.violations.some((v) => v.startsWith('key moved money twice'))).toBe(true);
  });

  it('fails when the live server disagrees with a rebuild from position zero', () => {
    const history = cleanHistory();
    const report = checkBank({ ...history, live: new Map([['a', 7_500], ['b', 2_501]]) });
    expect(report.violations).toContain('rebuild differs from live: b live 2501 rebuilt 2500');
  });
});
