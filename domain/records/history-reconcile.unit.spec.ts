// Proves that what a customer's history shows is what the ledger holds (DECISIONS 29, issue 13 item 2): over random
// histories of deposits (confirmed, rejected or pending), transfers with fees (external and internal), transfers received,
// admin adjustments and admin journal entries with their reversals, the completed rows' signed totals (amount plus fee)
// sum to the ledger balance and to the statement's closing balance, to the cent, and the history's net equals it too.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePostAdminTransaction, decideReverseAdminTransaction, adminEntryOf } from '../admin/journal.ts';
import type { AdminTransactionKind } from '../admin/events.ts';
import { DomainError } from '../errors.ts';
import { customerTransactions } from '../projections/transactions.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { decideUser, type Actor } from '../user/decider.ts';
import { decideDepositRequest } from '../user/deposit.ts';
import type { UserEvent } from '../user/events.ts';
import { foldUser, type User } from '../user/state.ts';
import { decideTransfer } from '../transfer/send.ts';
import { historySummary } from './history-filter.ts';
import { statementPeriods } from './statements.ts';

const admin: Actor = { id: 'admin', name: 'Administrator', role: 'admin' };
const OPENED = '2026-01-01T00:00:00.000Z';

type Op =
  | { kind: 'deposit'; cents: number; outcome: 'confirm' | 'reject' | 'pending' }
  | { kind: 'send'; cents: number; fee: number; internal: boolean }
  | { kind: 'receive'; cents: number }
  | { kind: 'adjust'; cents: number }
  | { kind: 'journal'; entry: AdminTransactionKind; cents: number; fee: number; pending: boolean; reverse: boolean };

const cents = fc.integer({ min: 1_000, max: 900_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), cents, outcome: fc.constantFrom('confirm' as const, 'reject' as const, 'pending' as const) }),
  fc.record({ kind: fc.constant('send' as const), cents: fc.integer({ min: 1, max: 300_000 }), fee: fc.integer({ min: 0, max: 2_500 }), internal: fc.boolean() }),
  fc.record({ kind: fc.constant('receive' as const), cents: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ kind: fc.constant('adjust' as const), cents: fc.integer({ min: -200_000, max: 200_000 }) }),
  fc.record({ kind: fc.constant('journal' as const), entry: fc.constantFrom<AdminTransactionKind>('deposit', 'withdrawal', 'transfer'), cents: fc.integer({ min: 1, max: 300_000 }), fee: fc.integer({ min: 0, max: 1_000 }), pending: fc.boolean(), reverse: fc.boolean() }),
);

const registered = (userId: string, accountNumber: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, role: 'user', email: `${userId}@example.com`, firstName: userId, lastName: 'Test', phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '', ssnLast4: '', accountNumber, accountType: 'savings', membershipNumber: null, status: 'active', at: OPENED },
});

/** Two customers' streams with log positions; every decision goes through the real deciders. */
class Books {
  private position = 0;
  private minute = 0;
  readonly streams: Record<string, { position: number; event: UserEvent }[]> = { me: [], other: [] };

  constructor() {
    this.append('me', [registered('me', '1000000001')]);
    this.append('other', [registered('other', '1000000002')]);
    this.append('other', decideUser({ type: 'AdjustBalance', adjustmentId: 'seed', currency: 'USD', amount: 100_000_000, reason: 'seed', actor: admin, at: OPENED }, this.user('other')));
  }

  user = (id: string): User => foldUser(this.streams[id]!.map((e) => e.event)) as User;

  append(id: string, events: UserEvent[]): void {
    for (const event of events) this.streams[id]!.push({ position: (this.position += 1), event });
  }

  /** A fresh time for each step, spread over about a year so statements span several months. */
  at(): string {
    return new Date(Date.parse(OPENED) + (this.minute += 1) * 3 * 86_400_000).toISOString();
  }

  run(o: Op): void {
    const at = this.at();
    try {
      this.execute(o, at);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }

  private execute(o: Op, at: string): void {
    const me = this.user('me');
    if (o.kind === 'deposit') return this.deposit(o, at);
    if (o.kind === 'send') {
      const recipient = o.internal ? this.user('other') : null;
      const decision = decideTransfer({ type: 'SendTransfer', transferId: at, kind: 'local', amount: o.cents, fee: o.fee, recipientName: 'Payee', recipientAccount: recipient?.accountNumber ?? '9999999999', recipientBank: 'Other Bank', description: 'rent', reference: 'TRF-1', at }, { sender: me, recipient, settings: defaultSettings });
      this.append('me', decision.sender);
      if (recipient) this.append('other', decision.recipient);
      return;
    }
    if (o.kind === 'receive') {
      const decision = decideTransfer({ type: 'SendTransfer', transferId: at, kind: 'local', amount: o.cents, recipientName: 'Me', recipientAccount: me.accountNumber, recipientBank: 'Trust Microfinance Bank', description: 'gift', reference: 'TRF-2', at }, { sender: this.user('other'), recipient: me, settings: defaultSettings });
      this.append('other', decision.sender);
      this.append('me', decision.recipient);
      return;
    }
    if (o.kind === 'adjust') return this.append('me', decideUser({ type: 'AdjustBalance', adjustmentId: at, currency: 'USD', amount: o.cents, reason: 'correction', actor: admin, at }, me));
    const fields = { amount: o.cents, fee: o.entry === 'deposit' ? 0 : o.fee, status: o.pending ? 'pending' as const : 'completed' as const, description: '', reference: 'ADM-1', recipientName: '', recipientAccount: '', recipientBank: '' };
    this.append('me', decidePostAdminTransaction({ type: 'PostAdminTransaction', transactionId: at, kind: o.entry, fields, btcPriceCents: null, reason: 'r', actor: admin, at }, { user: me }));
    if (!o.reverse) return;
    const events = this.streams.me!.map((e) => e.event);
    this.append('me', decideReverseAdminTransaction({ type: 'ReverseAdminTransaction', transactionId: at, reversalId: `${at}r`, reason: 'r', actor: admin, at: this.at() }, { user: this.user('me'), entry: adminEntryOf(events, at) }));
  }

  private deposit(o: Extract<Op, { kind: 'deposit' }>, at: string): void {
    const amount = `${Math.floor(o.cents / 100)}.${String(o.cents % 100).padStart(2, '0')}`;
    this.append('me', decideDepositRequest({ type: 'RequestDeposit', depositId: at, method: 'bank', amount, reference: 'DEP-1', at, settings: defaultSettings }, this.user('me')));
    if (o.outcome === 'pending') return;
    const later = this.at();
    this.append('me', o.outcome === 'confirm'
      ? decideUser({ type: 'ConfirmDeposit', depositId: at, currency: 'USD', amount: o.cents, method: 'bank', actor: admin, at: later }, this.user('me'))
      : decideUser({ type: 'RejectDeposit', depositId: at, reasonCode: 'not_received', note: '', actor: admin, at: later }, this.user('me')));
  }
}

describe('history reconciles with the ledger', () => {
  it('completed rows\' signed totals == ledger balance == statement closing balance == history net, to the cent (property)', () => {
    let moved = 0;
    fc.assert(fc.property(fc.array(op, { minLength: 1, maxLength: 40 }), (ops) => {
      const books = new Books();
      ops.forEach((o) => books.run(o));
      const events = books.streams.me!;
      const rows = customerTransactions('me', events);
      const signedTotals = rows.filter((r) => r.status === 'completed' && r.currency === 'USD').reduce((sum, r) => sum + (r.type === 'credit' ? r.total : -r.total), 0);
      const balance = books.user('me').balances.USD;
      const periods = statementPeriods('me', OPENED, events.at(-1)!.event.data.at as string, events);
      expect(signedTotals).toBe(balance);
      expect(periods.at(-1)!.closingBalance).toBe(balance);
      expect(historySummary(rows).net).toBe(balance);
      for (const row of rows) expect(row.total).toBe(row.amount + row.fee);
      if (rows.some((r) => r.fee > 0 && r.status === 'completed')) moved += 1;
    }), { numRuns: 300 });
    // The property is only meaningful if fees were actually charged in many runs.
    expect(moved).toBeGreaterThan(50);
  });

  it('shows a $250.75 transfer with a $5.00 fee as $250.75 + $5.00 = $255.75 debited', () => {
    const books = new Books();
    books.run({ kind: 'adjust', cents: 100_000 });
    books.run({ kind: 'send', cents: 25_075, fee: 500, internal: false });
    const [sent] = customerTransactions('me', books.streams.me!);
    expect(sent).toMatchObject({ type: 'debit', amount: 25_075, fee: 500, total: 25_575 });
    expect(historySummary(customerTransactions('me', books.streams.me!))).toMatchObject({ income: 100_000, expenses: 25_575, net: 74_425 });
  });
});
