// Proves the audit replay's snapshot and diff: a replay up to a position equals the fold of the log's prefix,
// diffBanks names exactly the users, settings, accounts and loans that changed between two moments, and a loan
// reads as it stood then: applied before its disbursement, active after it, in arrears once an instalment went unpaid.
import { describe, expect, it } from 'vitest';
import type { BankEvent } from '../catalogue.ts';
import { foldEvents } from '../decider.ts';
import { loanDecider, type Actor, type LoanCommand } from '../loans/decider.ts';
import type { LoanEvent } from '../loans/events.ts';
import { starterLoanProducts } from '../loans/fixtures.ts';
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
    const atTwo = snapshotBank(replayBank(log.slice(0, 2)), '2026-01-02');
    expect(atTwo.users[0]).toMatchObject({ usd: 500, status: 'active' });
    expect(atTwo.book).toEqual({ 'bank:cash:USD': -500, 'customer:u1:USD': 500 });
    expect(atTwo.position).toBe(2);
  });

  it('names what changed between two moments and nothing else', () => {
    const diff = diffBanks(snapshotBank(replayBank(log.slice(0, 1)), '2026-01-02'), snapshotBank(replayBank(log), '2026-01-02'));
    expect(diff.users).toEqual([{ id: 'u1', name: 'U One', change: 'changed', fields: [{ field: 'status', from: 'active', to: 'suspended' }, { field: 'usd', from: 0, to: 500 }] }]);
    expect(diff.settings).toEqual([{ field: 'fees.transferFee', from: 500, to: 700 }]);
    expect(diff.book.map((c) => c.field)).toEqual(['bank:cash:USD', 'customer:u1:USD']);
    expect(diff.events).toBe(3);
    expect(diffBanks(snapshotBank(replayBank(log), '2026-01-02'), snapshotBank(replayBank(log), '2026-01-02'))).toMatchObject({ users: [], settings: [], book: [], loans: [] });
  });
});

const maker: Actor = { id: 'a1', name: 'Ada Maker', role: 'admin' };
const checker: Actor = { id: 'a2', name: 'Chen Checker', role: 'admin' };

/** The log of one customer's loan: applied, recommended, approved, disbursed on Jan 2, then a February instalment the balance could not cover. */
function loanLog(): LoggedEvent[] {
  const commands: LoanCommand[] = [
    { type: 'ApplyForLoan', loanId: 'L1', userId: 'u1', customerName: 'Old Name', productId: 'personal', product: { ...starterLoanProducts.personal!, minTerm: 3 }, amount: 300_000, term: 3, purpose: 'Roof', at },
    { type: 'RecommendLoan', actor: maker, note: '', at },
    { type: 'ApproveLoan', actor: checker, note: '', at },
    { type: 'DisburseLoan', actor: checker, startDate: '2026-01-02', at },
    { type: 'CollectDue', asOf: '2026-02-02', payer: { balance: 0, frozen: false }, paymentIdPrefix: 'auto', at: '2026-02-02T01:00:00.000Z' },
  ];
  const events: LoanEvent[] = [];
  for (const command of commands) events.push(...loanDecider.decide(command, foldEvents(loanDecider, events)));
  return [log[0]!, ...events.map((event, i) => ({ position: i + 2, streamId: 'loan-L1', event: event as BankEvent, recordedAt: at }))];
}

describe('loans in the audit replay', () => {
  it('shows each loan as it stood at the position, named as the customer was then, with the portfolio then', () => {
    const events = loanLog();
    const beforeDisbursal = snapshotBank(replayBank(events.slice(0, 4)), '2026-01-02');
    expect(beforeDisbursal.loans).toEqual([{ id: 'L1', userId: 'u1', name: 'U One', product: 'Personal Loan', status: 'approved', principal: 300_000, outstanding: 0, arrears: 0, daysInArrears: 0 }]);
    expect(beforeDisbursal.portfolio).toMatchObject({ byStatus: { approved: 1, active: 0 }, outstandingPrincipal: 0, par30Bps: 0 });

    const disbursed = snapshotBank(replayBank(events.slice(0, 5)), '2026-01-02');
    expect(disbursed.loans[0]).toMatchObject({ status: 'active', outstanding: 300_000, arrears: 0, daysInArrears: 0 });
    expect(disbursed.portfolio).toMatchObject({ byStatus: { approved: 0, active: 1 }, outstandingPrincipal: 300_000 });

    const late = snapshotBank(replayBank(events), '2026-03-15');
    expect(late.loans[0]!.arrears).toBeGreaterThan(0);
    expect(late.loans[0]!.daysInArrears).toBe(41);
    expect(late.portfolio).toMatchObject({ inArrears: 1, atRisk30: 300_000, par30Bps: 10_000 });

    const diff = diffBanks(beforeDisbursal, disbursed);
    expect(diff.loans).toEqual([{ id: 'L1', name: 'U One: Personal Loan', change: 'changed', fields: [{ field: 'status', from: 'approved', to: 'active' }, { field: 'outstanding', from: 0, to: 300_000 }] }]);
    expect(diffBanks(snapshotBank(replayBank(events.slice(0, 1)), '2026-01-02'), beforeDisbursal).loans).toMatchObject([{ id: 'L1', change: 'added' }]);
  });
});
