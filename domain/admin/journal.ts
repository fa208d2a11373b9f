/**
 * Admin journal entries (DECISIONS 10): Create posts a balanced entry with the effects of
 * part 2 section 4, refused (never floored) when it would overdraw; Edit posts only the
 * difference; Delete posts the exact opposite of what the entry has posted so far. The
 * original event always stays in the log.
 */
import { english, refuse, said } from '../errors.ts';
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { balanced, move, type Posting } from '../ledger/postings.ts';
import type { Currency } from '../money/money.ts';
import type { UserEvent, UserRole } from '../user/events.ts';
import type { User } from '../user/state.ts';
import type { AdminTransactionFields, AdminTransactionKind } from './events.ts';
import { checkValueDate } from '../periods/closed-guard.ts';
import { noPeriodsClosed, type Periods } from '../periods/periods.ts';

export interface AdminActor {
  id: string;
  name: string;
  role: UserRole;
}

export interface PostAdminTransaction {
  type: 'PostAdminTransaction';
  transactionId: string;
  kind: AdminTransactionKind;
  fields: AdminTransactionFields;
  btcPriceCents: number | null;
  /** The day the entry takes effect (YYYY-MM-DD); today when not given. Refused inside a closed month. */
  valueDate?: string;
  reason: string;
  actor: AdminActor;
  at: string;
}

export interface CorrectAdminTransaction {
  type: 'CorrectAdminTransaction';
  transactionId: string;
  correctionId: string;
  fields: AdminTransactionFields;
  /** The day the correction takes effect; the entry's own value date when not given. */
  valueDate?: string;
  reason: string;
  actor: AdminActor;
  at: string;
}

export interface ReverseAdminTransaction {
  type: 'ReverseAdminTransaction';
  transactionId: string;
  reversalId: string;
  /** The day the reversal takes effect; the entry's own value date when not given. */
  valueDate?: string;
  reason: string;
  actor: AdminActor;
  at: string;
}

/** What one admin transaction has become after its corrections, read from the user's own events. */
export interface AdminEntry {
  transactionId: string;
  kind: AdminTransactionKind;
  currency: Currency;
  fields: AdminTransactionFields;
  /** Net postings so far (original plus corrections, minus a reversal). */
  posted: Posting[];
  reversed: boolean;
  /** The day the entry took effect: its value date, else the day it was posted. */
  valueDate: string;
}

export const overdrawMessage = english('backOffice.overdraw');
export const frozenMessage = english('transfer.frozen');

export const currencyOf = (kind: AdminTransactionKind): Currency => (kind === 'bitcoin_transfer' ? 'BTC' : 'USD');

/** The postings an entry of this kind and these fields should have made; none unless completed. */
export function entryPostings(userId: string, kind: AdminTransactionKind, fields: Pick<AdminTransactionFields, 'amount' | 'fee' | 'status'>): Posting[] {
  if (fields.status !== 'completed') return [];
  const currency = currencyOf(kind);
  const customer = customerAccount(userId, currency);
  if (kind === 'deposit') return balanced(move(bankAccount(bankAccounts.cash, currency), customer, currency, fields.amount));
  const to = kind === 'withdrawal' ? bankAccounts.cash : bankAccounts.clearing;
  return balanced([
    ...move(customer, bankAccount(to, currency), currency, fields.amount),
    ...move(customer, bankAccount(bankAccounts.feeIncome, currency), currency, fields.fee),
  ]);
}

/** The difference target - current, per account, as a balanced list of postings. */
export function postingDelta(current: readonly Posting[], target: readonly Posting[]): Posting[] {
  const sums = new Map<string, Posting>();
  const add = (posting: Posting, sign: 1 | -1) => {
    const key = `${posting.account}|${posting.currency}`;
    const prior = sums.get(key) ?? { account: posting.account, currency: posting.currency, amount: 0 };
    sums.set(key, { ...prior, amount: prior.amount + sign * posting.amount });
  };
  for (const posting of target) add(posting, 1);
  for (const posting of current) add(posting, -1);
  return balanced([...sums.values()]);
}

export const negate = (postings: readonly Posting[]): Posting[] => postings.map((p) => ({ ...p, amount: -p.amount }));

/** The books as closed (domain/periods): an entry, a correction or a reversal dated inside a closed month is refused. */
export interface JournalBooks { periods?: Pick<Periods, 'closedThrough'> }

export function decidePostAdminTransaction(command: PostAdminTransaction, { user, periods = noPeriodsClosed }: { user: User } & JournalBooks): UserEvent[] {
  requireAdminActor(command.actor);
  requireReason(command.reason);
  checkFields(command.fields);
  const valueDate = checkValueDate(periods, command.valueDate, command.at);
  const postings = entryPostings(user.id, command.kind, command.fields);
  guardCustomer(user, postings);
  const { transactionId, kind, fields, btcPriceCents, reason, actor, at } = command;
  return [{
    type: 'AdminTransactionPosted',
    data: { transactionId, kind, currency: currencyOf(kind), ...fields, btcPriceCents, reason, by: actor.id, byName: actor.name, postings, at, valueDate },
  }];
}

export function decideCorrectAdminTransaction(command: CorrectAdminTransaction, { user, entry, periods = noPeriodsClosed }: { user: User; entry: AdminEntry | null } & JournalBooks): UserEvent[] {
  requireAdminActor(command.actor);
  requireReason(command.reason);
  checkFields(command.fields);
  const current = liveEntry(entry);
  const valueDate = checkValueDate(periods, command.valueDate ?? current.valueDate, command.at);
  const postings = postingDelta(current.posted, entryPostings(user.id, current.kind, command.fields));
  guardCustomer(user, postings);
  const { transactionId, correctionId, fields, reason, actor, at } = command;
  return [{ type: 'AdminTransactionCorrected', data: { transactionId, correctionId, ...fields, reason, by: actor.id, byName: actor.name, postings, at, valueDate } }];
}

export function decideReverseAdminTransaction(command: ReverseAdminTransaction, { user, entry, periods = noPeriodsClosed }: { user: User; entry: AdminEntry | null } & JournalBooks): UserEvent[] {
  requireAdminActor(command.actor);
  requireReason(command.reason);
  const current = liveEntry(entry);
  const valueDate = checkValueDate(periods, command.valueDate ?? current.valueDate, command.at);
  const postings = balanced(negate(current.posted));
  guardCustomer(user, postings);
  const { transactionId, reversalId, reason, actor, at } = command;
  return [{ type: 'AdminTransactionReversed', data: { transactionId, reversalId, reason, by: actor.id, byName: actor.name, postings, at, valueDate } }];
}

/** Folds a user's events into the admin entry with this id, or null when there is none. */
export function adminEntryOf(events: readonly UserEvent[], transactionId: string): AdminEntry | null {
  return events.reduce<AdminEntry | null>((entry, event) => evolveEntry(entry, event, transactionId), null);
}

function evolveEntry(entry: AdminEntry | null, event: UserEvent, transactionId: string): AdminEntry | null {
  if (!('transactionId' in event.data) || event.data.transactionId !== transactionId) return entry;
  if (event.type === 'AdminTransactionPosted') {
    const { kind, currency, postings } = event.data;
    return { transactionId, kind, currency, fields: fieldsOf(event.data), posted: [...postings], reversed: false, valueDate: event.data.valueDate ?? event.data.at.slice(0, 10) };
  }
  if (!entry) return null;
  if (event.type === 'AdminTransactionCorrected') return { ...entry, fields: fieldsOf(event.data), posted: sumPostings(entry.posted, event.data.postings) };
  if (event.type === 'AdminTransactionReversed') return { ...entry, posted: sumPostings(entry.posted, event.data.postings), reversed: true };
  return entry;
}

export function fieldsOf(data: AdminTransactionFields): AdminTransactionFields {
  const { amount, fee, status, description, reference, recipientName, recipientAccount, recipientBank } = data;
  return { amount, fee, status, description, reference, recipientName, recipientAccount, recipientBank };
}

const sumPostings = (a: readonly Posting[], b: readonly Posting[]): Posting[] => postingDelta(negate(b), a);

function liveEntry(entry: AdminEntry | null): AdminEntry {
  if (!entry) return refuse('not_found', said('backOffice.transactionNotFound'));
  if (entry.reversed) return refuse('conflict', said('backOffice.transactionAlreadyDeleted'));
  return entry;
}

function requireAdminActor(actor: AdminActor): void {
  if (actor.role !== 'admin') refuse('forbidden', said('session.actionRequiresAdministrator'));
}

function requireReason(reason: string): void {
  if (!reason.trim()) refuse('validation', said('links.reasonRequired'), { reason: said('links.reasonRequired') });
}

function checkFields(fields: AdminTransactionFields): void {
  if (fields.amount <= 0) refuse('validation', said('backOffice.fillInAll'), { amount: said('backOffice.fillInAll') });
}

/** Refuses an entry that would take the customer below zero, or debit a frozen account. */
function guardCustomer(user: User, postings: readonly Posting[]): void {
  for (const currency of ['USD', 'BTC'] as const) {
    const account = customerAccount(user.id, currency);
    const change = postings.filter((p) => p.account === account).reduce((sum, p) => sum + p.amount, 0);
    if (change < 0 && user.frozen) refuse('forbidden', frozenMessage);
    if (user.balances[currency] + change < 0) refuse('insufficient_funds', overdrawMessage);
  }
}
