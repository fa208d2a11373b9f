/**
 * Transaction Management (part 2 section 2, DECISIONS 10): counts, filters and pages over
 * every transaction row of the log; Create posts a balanced journal entry; Edit and Delete
 * post a correcting or reversing entry and the original stays; CSV export.
 */
import { requireReader } from './admin-service.ts';
import { adminEntryOf, currencyOf, decideCorrectAdminTransaction, decidePostAdminTransaction, decideReverseAdminTransaction } from '../../domain/admin/journal.ts';
import type { AdminTransactionFields, AdminTransactionKind, AdminTransactionStatus } from '../../domain/admin/events.ts';
import { refuse, said } from '../../domain/errors.ts';
import { parseAmount, toDecimalString } from '../../domain/money/money.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { PERIODS_STREAM, type PeriodEvent } from '../../domain/periods/events.ts';
import { periodsDecider, type Periods } from '../../domain/periods/periods.ts';
import { foldEvents } from '../../domain/decider.ts';
import type { Reads } from '../engine/unit-of-work.ts';
import { foldUser } from '../../domain/user/state.ts';
import { adminActor, adminMetadata, csvOf, matches, pageOf, pageWindow, type Page } from './admin-common.ts';
import { fullName } from './admin-users.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { runCommand } from '../engine/unit-of-work.ts';
import { adminEntry, isAdminEntry } from '../../domain/projections/admin-entries.ts';
import { visitRowsNewestFirst, visitUserRowsNewestFirst, type LoggedRow } from './transaction-rows.ts';

export const MAX_EXPORT_ROWS = 10_000;

export interface TransactionQuery {
  search?: string;
  userId?: string;
  status?: 'all' | AdminTransactionStatus | 'reversed';
  type?: string;
  page?: number;
  pageSize?: number;
}

export interface TransactionInput {
  userId: string;
  type: AdminTransactionKind;
  amount: string;
  fee?: string;
  status: AdminTransactionStatus;
  description?: string;
  reference?: string;
  recipientName?: string;
  recipientAccount?: string;
  recipientBank?: string;
  reason?: string;
  /** The day the entry takes effect (YYYY-MM-DD); today when empty. Refused inside a closed month. */
  valueDate?: string;
}

/** The books as closed, read in the same attempt as the customer (month-end close, domain/periods). */
async function periodsIn(reads: Reads): Promise<Periods> {
  return foldEvents(periodsDecider, (await reads.load<PeriodEvent>(PERIODS_STREAM)).events);
}

/** The books-periods stream as a condition of a dated entry: a close committed meanwhile makes the entry decide again. */
const periodsCondition = { streamId: PERIODS_STREAM, events: [], condition: true } as const;

const givenDate = (valueDate: string | undefined): { valueDate?: string } => (valueDate?.trim() ? { valueDate: valueDate.trim() } : {});

/** The fields a back-office entry stands with: as last corrected, else as posted (on its event). */
function entryFields(view: BankView, logged: LoggedRow): AdminTransactionFields | undefined {
  const entry = adminEntry(view.office.adminEntries, logged.row.id);
  if (!entry) return undefined;
  if (entry.corrected) return entry.corrected;
  if (logged.event.type !== 'AdminTransactionPosted') return undefined;
  const { amount, fee, status, description, reference, recipientName, recipientAccount, recipientBank } = logged.event.data;
  return { amount, fee, status, description, reference, recipientName, recipientAccount, recipientBank };
}

function adminRow(view: BankView, logged: LoggedRow) {
  const { row } = logged;
  const user = view.users.get(row.userId);
  const entry = adminEntry(view.office.adminEntries, row.id);
  const current = entryFields(view, logged);
  // A customer's deposit instruction: one row that follows it from Processing to Completed or Failed.
  const deposit = entry ? undefined : user?.deposits[row.id];
  return {
    id: row.id,
    userId: row.userId,
    userName: user ? fullName(user) : '',
    userEmail: user?.email ?? '',
    type: row.kind,
    direction: row.type,
    currency: row.currency,
    amount: toDecimalString(current?.amount ?? row.amount, row.currency),
    fee: toDecimalString(current?.fee ?? row.fee, row.currency),
    status: entry?.reversed ? 'reversed' : current?.status ?? row.status,
    date: row.at,
    description: current?.description ?? (deposit ? `Deposit (${deposit.method})` : row.description),
    recipientName: current?.recipientName ?? row.counterparty,
    recipientAccount: current?.recipientAccount ?? '',
    recipientBank: current?.recipientBank ?? '',
    reference: current?.reference ?? deposit?.reference ?? row.reference,
    position: row.position,
    /** Only back-office entries that are not reversed can be edited or deleted. */
    editable: Boolean(entry && !entry.reversed),
    /** A deposit waiting for the bank to confirm receipt: the page offers Confirm and Reject. */
    awaitingConfirmation: deposit?.status === 'Processing',
  };
}

export type AdminTransactionRow = ReturnType<typeof adminRow>;

const chosen = (value: string | undefined): value is string => Boolean(value && value !== 'all');

const unfiltered = (query: TransactionQuery): boolean =>
  !query.search?.trim() && !chosen(query.userId) && !chosen(query.status) && !chosen(query.type);

/**
 * The list's rows matching `query`, newest first, at most `limit`: a customer's deposit shows
 * once, at its latest row (newest first, its request's row is met after its confirmation's).
 */
async function filtered(ctx: BankContext, view: BankView, query: TransactionQuery, limit = Infinity): Promise<AdminTransactionRow[]> {
  const rows: AdminTransactionRow[] = [];
  const seen = new Set<string>();
  const visit = (logged: LoggedRow): boolean => {
    const raw = logged.row;
    if (raw.kind === 'deposit' && !isAdminEntry(view.office.adminEntries, raw.id)) {
      if (seen.has(raw.id)) return true;
      seen.add(raw.id);
    }
    const row = adminRow(view, logged);
    if (chosen(query.status) && row.status !== query.status) return true;
    if (chosen(query.type) && row.type !== query.type) return true;
    if (!matches(query.search, row.id, row.userName, row.userEmail, row.reference)) return true;
    rows.push(row);
    return rows.length < limit;
  };
  if (limit <= 0) return rows;
  if (chosen(query.userId)) await visitUserRowsNewestFirst(ctx.store, view, query.userId, visit);
  else await visitRowsNewestFirst(ctx.store, view, visit);
  return rows;
}

/**
 * One page of the list. Unfiltered, the view's counts give the total and only the rows down to
 * the page are read; a filter reads every row it could match (a customer's, for a customer).
 */
async function pageOfRows(ctx: BankContext, view: BankView, query: TransactionQuery): Promise<Page<AdminTransactionRow>> {
  if (!unfiltered(query)) return pageOf(await filtered(ctx, view, query), query.page, query.pageSize);
  const window = pageWindow(view.office.listCounts.total, query.page, query.pageSize);
  const rows = await filtered(ctx, view, query, window.end);
  return { ...window.page, rows: rows.slice(window.start, window.end) };
}

export async function listTransactions(ctx: BankContext, principal: Principal, query: TransactionQuery) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const { total, completed, pending, failed } = view.office.listCounts;
  const users = [...view.users.values()].filter((u) => u.role === 'user').map((u) => ({ id: u.id, name: fullName(u), email: u.email }));
  const awaitingDeposits = view.office.pendingDeposits.size;
  return { success: true, counts: { total, completed, pending, failed }, awaitingDeposits, users, ...(await pageOfRows(ctx, view, query)) };
}

export async function exportTransactions(ctx: BankContext, principal: Principal, query: TransactionQuery) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const rows = await filtered(ctx, view, query, MAX_EXPORT_ROWS);
  const header = ['ID', 'User', 'Email', 'Type', 'Amount', 'Fee', 'Currency', 'Status', 'Date', 'Description', 'Recipient', 'Reference'];
  const csv = csvOf(header, rows.map((r) => [r.id, r.userName, r.userEmail, r.type, r.amount, r.fee, r.currency, r.status, r.date, r.description, r.recipientName, r.reference]));
  const filename = `transactions-${ctx.clock.now().toISOString().slice(0, 10)}.csv`;
  return { success: true, count: rows.length, filename, csv };
}

function amountOf(text: string | undefined, type: AdminTransactionKind, required: boolean): number {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return required ? refuse('validation', said('backOffice.fillInAll'), { amount: said('backOffice.fillInAll') }) : 0;
  const value = parseAmount(trimmed, currencyOf(type));
  if (value === null || (required && value <= 0)) return refuse('validation', said('transfer.amount'), { amount: said('transfer.amount') });
  return value;
}

function fieldsOf(input: Omit<TransactionInput, 'userId'>, at: string) {
  const amount = amountOf(input.amount, input.type, true);
  const fee = amountOf(input.fee, input.type, false);
  const year = at.slice(0, 4);
  return {
    amount, fee, status: input.status,
    description: input.description?.trim() || `${input.type} transaction`,
    reference: input.reference?.trim() || `${input.type.toUpperCase()}-${year}-${Date.parse(at)}`,
    recipientName: input.recipientName?.trim() ?? '', recipientAccount: input.recipientAccount?.trim() ?? '', recipientBank: input.recipientBank?.trim() ?? '',
  };
}

export async function createTransaction(ctx: BankContext, principal: Principal, input: TransactionInput, requestId: string) {
  const actor = adminActor(principal);
  if (!input.userId || !input.amount?.trim()) refuse('validation', said('backOffice.fillInAll'));
  const view = await ctx.live.catchUp();
  if (!view.users.get(input.userId) || view.users.get(input.userId)?.role !== 'user') refuse('not_found', said('session.selectedUserNotFound'));
  const reason = input.reason?.trim() || input.description?.trim() || `${input.type} created in Transaction Management`;
  const meta = adminMetadata(ctx, principal, requestId, reason);
  const transactionId = ctx.ids.uuid();
  const fields = fieldsOf(input, meta.at);
  // A Bitcoin entry records the price in force when it was made (DECISIONS 18).
  const btcPriceCents = input.type === 'bitcoin_transfer' ? (await ctx.money.prices.current()).cents : null;
  await runCommand(ctx.store, meta, async (reads) => {
    const loaded = await reads.load<UserEvent>(userStream(input.userId));
    const user = foldUser(loaded.events);
    if (!user.exists) return refuse('not_found', said('session.selectedUserNotFound'));
    const events = decidePostAdminTransaction({ type: 'PostAdminTransaction', transactionId, kind: input.type, fields, btcPriceCents, ...givenDate(input.valueDate), reason, actor, at: meta.at }, { user, periods: await periodsIn(reads) });
    return { appends: [{ streamId: loaded.streamId, events }, periodsCondition], result: undefined };
  });
  return { success: true, transaction: await rowById(ctx, transactionId), message: 'Transaction created successfully.' };
}

/** A back-office entry's row as the list shows it now, read from its customer's stream. */
async function rowById(ctx: BankContext, id: string) {
  const view = await ctx.live.catchUp();
  const userId = adminEntry(view.office.adminEntries, id)?.userId;
  let found: AdminTransactionRow | null = null;
  if (userId) {
    await visitUserRowsNewestFirst(ctx.store, view, userId, (logged) => {
      if (logged.row.id === id) found = adminRow(view, logged);
      return found === null;
    });
  }
  return found;
}

function entryOwner(view: BankView, transactionId: string): string {
  const entry = adminEntry(view.office.adminEntries, transactionId);
  if (!entry) return refuse('not_found', said('backOffice.transactionNotFound'));
  return entry.userId;
}

export async function updateTransaction(ctx: BankContext, principal: Principal, transactionId: string, input: Omit<TransactionInput, 'userId' | 'type'>, requestId: string) {
  const actor = adminActor(principal);
  const view = await ctx.live.catchUp();
  const userId = entryOwner(view, transactionId);
  const kind = adminEntry(view.office.adminEntries, transactionId)!.kind;
  const reason = input.reason?.trim() || 'Corrected in Transaction Management';
  const meta = adminMetadata(ctx, principal, requestId, reason);
  const fields = fieldsOf({ ...input, type: kind }, meta.at);
  await runCommand(ctx.store, meta, async (reads) => {
    const loaded = await reads.load<UserEvent>(userStream(userId));
    const user = foldUser(loaded.events);
    if (!user.exists) return refuse('not_found', said('session.selectedUserNotFound'));
    const events = decideCorrectAdminTransaction({ type: 'CorrectAdminTransaction', transactionId, correctionId: ctx.ids.uuid(), fields, ...givenDate(input.valueDate), reason, actor, at: meta.at }, { user, entry: adminEntryOf(loaded.events, transactionId), periods: await periodsIn(reads) });
    return { appends: [{ streamId: loaded.streamId, events }, periodsCondition], result: undefined };
  });
  return { success: true, transaction: await rowById(ctx, transactionId), message: 'Transaction updated successfully.' };
}

export async function deleteTransaction(ctx: BankContext, principal: Principal, transactionId: string, reasonText: string | undefined, requestId: string, valueDate?: string) {
  const actor = adminActor(principal);
  const view = await ctx.live.catchUp();
  const userId = entryOwner(view, transactionId);
  const reason = reasonText?.trim() || 'Deleted in Transaction Management';
  const meta = adminMetadata(ctx, principal, requestId, reason);
  await runCommand(ctx.store, meta, async (reads) => {
    const loaded = await reads.load<UserEvent>(userStream(userId));
    const user = foldUser(loaded.events);
    if (!user.exists) return refuse('not_found', said('session.selectedUserNotFound'));
    const events = decideReverseAdminTransaction({ type: 'ReverseAdminTransaction', transactionId, reversalId: ctx.ids.uuid(), ...givenDate(valueDate), reason, actor, at: meta.at }, { user, entry: adminEntryOf(loaded.events, transactionId), periods: await periodsIn(reads) });
    return { appends: [{ streamId: loaded.streamId, events }, periodsCondition], result: undefined };
  });
  return { success: true, transaction: await rowById(ctx, transactionId), message: 'Transaction deleted: a reversing entry was posted and the original stays in the audit history.' };
}
