// Proves that Transaction Management reads the same list from the log that the back office used to keep in
// memory: over random histories of customers' deposits (confirmed, rejected or left Processing), back-office
// entries (posted, corrected, reversed) and adjustments, the list's rows in order, its counts, the deposits
// awaiting confirmation, a status filter, a page and the dashboard's count all equal a reference that folds
// every row of the log the way the previous in-memory list did.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { moneyBank } from '../../tests/support/money-fixtures.ts';
import { transactionRow, type TransactionRow } from '../../domain/projections/transactions.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import { toLogged } from '../engine/event-codec.ts';

vi.setConfig({ testTimeout: 120_000 });

type Bank = Awaited<ReturnType<typeof moneyBank>>;

type Command =
  | { kind: 'request'; who: 0 | 1; cents: number }
  | { kind: 'decide'; which: number; confirm: boolean }
  | { kind: 'post'; who: 0 | 1; type: 'deposit' | 'withdrawal'; cents: number; status: 'completed' | 'pending' | 'failed' }
  | { kind: 'correct'; which: number; cents: number; status: 'completed' | 'pending' | 'failed' }
  | { kind: 'reverse'; which: number }
  | { kind: 'adjust'; who: 0 | 1; cents: number };

const who = fc.constantFrom(0 as const, 1 as const);
const cents = fc.integer({ min: 100, max: 50_000 });
const status = fc.constantFrom('completed' as const, 'pending' as const, 'failed' as const);
const which = fc.nat({ max: 5 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('request' as const), who, cents }),
  fc.record({ kind: fc.constant('decide' as const), which, confirm: fc.boolean() }),
  fc.record({ kind: fc.constant('post' as const), who, type: fc.constantFrom('deposit' as const, 'withdrawal' as const), cents, status }),
  fc.record({ kind: fc.constant('correct' as const), which, cents, status }),
  fc.record({ kind: fc.constant('reverse' as const), which }),
  fc.record({ kind: fc.constant('adjust' as const), who, cents }),
);

const money = (value: number): string => (value / 100).toFixed(2);

async function run(bank: Bank, c: Command, deposits: string[], entries: string[]): Promise<void> {
  const customers = [bank.alice, bank.bob];
  const admin = (name: string, body: unknown) => bank.call(`/functions/v1/${name}`, body, bank.admin);
  if (c.kind === 'request') {
    const made = await bank.call('/functions/v1/deposit-create', { method: 'wire', amount: money(c.cents) }, customers[c.who]!.token, 'POST', { 'idempotency-key': randomUUID() });
    if (made.status === 200) deposits.push(made.body.deposit.id as string);
  } else if (c.kind === 'decide' && deposits.length > 0) {
    const depositId = deposits[c.which % deposits.length];
    await admin('admin-deposits', c.confirm ? { action: 'confirm', depositId } : { action: 'reject', depositId, reasonCode: 'not_received' });
  } else if (c.kind === 'post') {
    const posted = await admin('admin-transactions', { action: 'create', userId: customers[c.who]!.id, type: c.type, amount: money(c.cents), status: c.status });
    if (posted.status === 200) entries.push(posted.body.transaction.id as string);
  } else if (c.kind === 'correct' && entries.length > 0) {
    await admin('admin-transactions', { action: 'update', transactionId: entries[c.which % entries.length], amount: money(c.cents), status: c.status, reason: 'Typo' });
  } else if (c.kind === 'reverse' && entries.length > 0) {
    await admin('admin-transactions', { action: 'delete', transactionId: entries[c.which % entries.length], reason: 'Duplicate' });
  } else if (c.kind === 'adjust') {
    await bank.fund(customers[c.who]!.id, 'USD', money(c.cents));
  }
}

interface ReferenceRow { id: string; status: string; amount: string }

/** The list as the back office computed it when it kept every row in memory: every row, newest first, deposits once. */
async function reference(bank: Bank): Promise<{ list: ReferenceRow[]; rows: TransactionRow[]; awaiting: number }> {
  const view = await bank.ctx.live.catchUp();
  const rows: TransactionRow[] = [];
  const entries = new Map<string, { status: string; amount: number; reversed: boolean }>();
  for (const recorded of await bank.store.readAll({ after: 0, limit: 10_000 })) {
    if (!recorded.streamId.startsWith('user-')) continue;
    const { event, position } = toLogged(recorded);
    const userEvent = event as UserEvent;
    const row = transactionRow(recorded.streamId.slice(5), position, userEvent);
    if (row && view.users.has(row.userId)) rows.push(row);
    if (userEvent.type === 'AdminTransactionPosted') entries.set(userEvent.data.transactionId, { status: userEvent.data.status, amount: userEvent.data.amount, reversed: false });
    if (userEvent.type === 'AdminTransactionCorrected') entries.set(userEvent.data.transactionId, { ...entries.get(userEvent.data.transactionId)!, status: userEvent.data.status, amount: userEvent.data.amount });
    if (userEvent.type === 'AdminTransactionReversed') entries.set(userEvent.data.transactionId, { ...entries.get(userEvent.data.transactionId)!, reversed: true });
  }
  const seen = new Set<string>();
  const list: ReferenceRow[] = [];
  let awaiting = 0;
  for (const row of [...rows].reverse()) {
    const entry = entries.get(row.id);
    if (row.kind === 'deposit' && !entry) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (view.users.get(row.userId)?.deposits[row.id]?.status === 'Processing') awaiting += 1;
    }
    list.push({ id: row.id, status: entry?.reversed ? 'reversed' : entry?.status ?? row.status, amount: toDecimalString(entry?.amount ?? row.amount, row.currency) });
  }
  return { list, rows, awaiting };
}

async function listed(bank: Bank, query: Record<string, unknown>): Promise<ReferenceRow[]> {
  const rows: ReferenceRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await bank.call('/functions/v1/admin-transactions', { action: 'list', pageSize: 7, page, ...query }, bank.admin);
    rows.push(...(answer.body.rows as ReferenceRow[]).map(({ id, status, amount }) => ({ id, status, amount })));
    if (page >= answer.body.pages) return rows;
  }
}

describe('Transaction Management read from the log', () => {
  it('lists, counts, filters and pages exactly as the in-memory list did, over random back-office histories', async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 20 }), async (commands) => {
      const bank = await moneyBank();
      const deposits: string[] = [];
      const entries: string[] = [];
      for (const c of commands) await run(bank, c, deposits, entries);
      const expected = await reference(bank);
      const first = await bank.call('/functions/v1/admin-transactions', { action: 'list' }, bank.admin);
      const count = (s: string) => expected.list.filter((r) => r.status === s).length;
      expect(first.body.counts).toEqual({ total: expected.list.length, completed: count('completed'), pending: count('pending'), failed: count('failed') });
      expect(first.body.awaitingDeposits).toBe(expected.awaiting);
      expect(await listed(bank, {})).toEqual(expected.list);
      expect(await listed(bank, { status: 'pending' })).toEqual(expected.list.filter((r) => r.status === 'pending'));
      expect(await listed(bank, { userId: bank.bob.id })).toEqual(expected.list.filter((r) => expected.rows.some((row) => row.id === r.id && row.userId === bank.bob.id)));
      const second = await bank.call('/functions/v1/admin-transactions', { action: 'list', pageSize: 2, page: 2 }, bank.admin);
      // Page 2 of 2-row pages, clamped to the last page when there are fewer rows.
      const page = Math.min(2, Math.max(1, Math.ceil(expected.list.length / 2)));
      expect(second.body.rows.map((r: ReferenceRow) => r.id)).toEqual(expected.list.slice((page - 1) * 2, page * 2).map((r) => r.id));
      const dashboard = await bank.call('/functions/v1/admin-dashboard', {}, bank.admin);
      expect(dashboard.body.totals.totalTransactions.value).toBe(expected.rows.length);
    }), { numRuns: 30 });
  });
});
