/**
 * What an auditor reads about one event of the log, without its raw data: whose it is (the
 * customer by name, e-mail and account number, never a stream id) and, for money events, the
 * amount as money and the reference the customer sees (issue 13 item 3). Nothing here is an
 * English sentence: the reader's catalogue words the stream's kind and writes the money.
 */
import type { Currency } from '../money/money.ts';
import type { User } from '../user/state.ts';

export interface EventSubject {
  /** The customer's name; for the bank's own streams what identifies it (a membership number, an e-mail), often empty. */
  name: string;
  /** For a stream that is not a known customer's: what it is about, as a key each reader's catalogue words (admin:audit.streams.<kind>). */
  stream?: StreamKind;
  email: string;
  accountNumber: string;
}

/** An amount as the records show it, worded in the reader's language when read: minor units, currency, and whether money in is written with a plus. */
export interface MoneyFigure {
  minor: number;
  currency: Currency;
  signed: boolean;
}

export const signedFigure = (minor: number, currency: Currency): MoneyFigure => ({ minor, currency, signed: true });

export interface EventMoney {
  amount?: MoneyFigure;
  reference?: string;
}

const CUSTOMER_PREFIXES = ['user-', 'credentials-', 'activity-'];

/** The customer id a stream belongs to, or null for the bank's own streams. */
export function streamOwner(streamId: string): string | null {
  const prefix = CUSTOMER_PREFIXES.find((p) => streamId.startsWith(p));
  return prefix ? streamId.slice(prefix.length) : null;
}

/** What the bank's own streams are about, by the stream id's first word; each reader's catalogue words them. */
export const STREAM_KINDS = ['settings', 'membership', 'contact', 'email', 'account', 'session', 'idempotency', 'transfer', 'password', 'demo', 'admin', 'customer', 'bank'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

const isStreamKind = (kind: string): kind is StreamKind => (STREAM_KINDS as readonly string[]).includes(kind);

/**
 * Names the subject of an event from the users the projection holds: the stream's customer, or
 * the customer the event names (a session's or a transfer's), or what the bank's stream is about.
 */
export function eventSubject(streamId: string, data: unknown, users: ReadonlyMap<string, User>): EventSubject {
  const named = (data ?? {}) as { userId?: unknown; senderUserId?: unknown };
  const owner = streamOwner(streamId) ?? (typeof named.userId === 'string' ? named.userId : typeof named.senderUserId === 'string' ? named.senderUserId : null);
  const user = owner === null ? undefined : users.get(owner);
  if (user) return { name: `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email, email: user.email, accountNumber: user.accountNumber };
  if (streamOwner(streamId) !== null) return { name: '', stream: 'customer', email: '', accountNumber: '' };
  const kind = streamId.split('-')[0] ?? '';
  // Membership numbers, e-mail addresses and account numbers are what an auditor looks for; hashes and keys are not shown.
  const shown = kind === 'membership' || kind === 'email' || kind === 'account' ? streamId.slice(kind.length + 1) : '';
  return { name: shown, stream: isStreamKind(kind) ? kind : 'bank', email: '', accountNumber: '' };
}

interface MoneyData {
  currency?: Currency;
  amount?: number;
  fee?: number;
  reference?: string;
  depositId?: string;
  kind?: string;
  postings?: { account: string; currency: Currency; amount: number }[];
}

/** The money an event moved or asked for, signed from the customer's side, and its reference. */
export function eventMoney(type: string, data: unknown, user: User | undefined): EventMoney {
  const d = (data ?? {}) as MoneyData;
  const reference = d.reference || (d.depositId ? user?.deposits[d.depositId]?.reference : undefined);
  const withReference = (amount: MoneyFigure | undefined): EventMoney => ({ ...(amount ? { amount } : {}), ...(reference ? { reference } : {}) });
  if (typeof d.amount !== 'number' || !d.currency) return withReference(customerNet(d.postings));
  switch (type) {
    case 'TransferSent':
      return withReference(signedFigure(-(d.amount + (d.fee ?? 0)), d.currency));
    case 'DepositRequested':
    case 'DepositRejected':
      return withReference({ minor: d.amount, currency: d.currency, signed: false });
    case 'AdminTransactionPosted':
      return withReference(signedFigure(d.kind === 'deposit' ? d.amount : -(d.amount + (d.fee ?? 0)), d.currency));
    default:
      return withReference(signedFigure(d.amount, d.currency));
  }
}

/** Corrections and reversals carry no amount of their own: what they moved on the customer's accounts. */
export function customerNet(postings: MoneyData['postings']): MoneyFigure | undefined {
  const own = (postings ?? []).filter((p) => p.account.startsWith('customer:'));
  if (own.length === 0) return undefined;
  return signedFigure(own.reduce((sum, p) => sum + p.amount, 0), own[0]!.currency);
}
