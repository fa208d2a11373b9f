/**
 * What an auditor reads about one event of the log, without its raw data: whose it is (the
 * customer by name, e-mail and account number, never a stream id) and, for money events, the
 * amount as money and the reference the customer sees (issue 13 item 3).
 */
import { formatMoney, formatSignedMoney, type Currency } from '../money/money.ts';
import type { User } from '../user/state.ts';

export interface EventSubject {
  /** The customer's name, or what the stream is about when it is not a customer's ("Bank settings"). */
  name: string;
  email: string;
  accountNumber: string;
}

export interface EventMoney {
  amount?: string;
  reference?: string;
}

const CUSTOMER_PREFIXES = ['user-', 'credentials-', 'activity-'];

/** The customer id a stream belongs to, or null for the bank's own streams. */
export function streamOwner(streamId: string): string | null {
  const prefix = CUSTOMER_PREFIXES.find((p) => streamId.startsWith(p));
  return prefix ? streamId.slice(prefix.length) : null;
}

/** What the bank's own streams are about, by the stream id's first word. */
const STREAM_LABELS: Record<string, string> = {
  settings: 'Bank settings', membership: 'Membership number', contact: 'Contact inbox', email: 'E-mail address', account: 'Account number',
  session: 'Sign-in session', idempotency: 'Request record', transfer: 'Transfer', password: 'Password reset', demo: 'Demo reset',
  admin: 'Administrator invitation',
};

/**
 * Names the subject of an event from the users the projection holds: the stream's customer, or
 * the customer the event names (a session's or a transfer's), or what the bank's stream is about.
 */
export function eventSubject(streamId: string, data: unknown, users: ReadonlyMap<string, User>): EventSubject {
  const named = (data ?? {}) as { userId?: unknown; senderUserId?: unknown };
  const owner = streamOwner(streamId) ?? (typeof named.userId === 'string' ? named.userId : typeof named.senderUserId === 'string' ? named.senderUserId : null);
  const user = owner === null ? undefined : users.get(owner);
  if (user) return { name: `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email, email: user.email, accountNumber: user.accountNumber };
  if (streamOwner(streamId) !== null) return { name: 'Unknown customer', email: '', accountNumber: '' };
  const kind = streamId.split('-')[0] ?? '';
  // Membership numbers, e-mail addresses and account numbers are what an auditor looks for; hashes and keys are not shown.
  const shown = kind === 'membership' || kind === 'email' || kind === 'account' ? ` ${streamId.slice(kind.length + 1)}` : '';
  return { name: `${STREAM_LABELS[kind] ?? 'The bank'}${shown}`, email: '', accountNumber: '' };
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
  const withReference = (amount: string | undefined): EventMoney => ({ ...(amount ? { amount } : {}), ...(reference ? { reference } : {}) });
  if (typeof d.amount !== 'number' || !d.currency) return withReference(customerNet(d.postings));
  switch (type) {
    case 'TransferSent':
      return withReference(formatSignedMoney(-(d.amount + (d.fee ?? 0)), d.currency));
    case 'DepositRequested':
    case 'DepositRejected':
      return withReference(formatMoney(d.amount, d.currency));
    case 'AdminTransactionPosted':
      return withReference(formatSignedMoney(d.kind === 'deposit' ? d.amount : -(d.amount + (d.fee ?? 0)), d.currency));
    default:
      return withReference(formatSignedMoney(d.amount, d.currency));
  }
}

/** Corrections and reversals carry no amount of their own: what they moved on the customer's accounts. */
function customerNet(postings: MoneyData['postings']): string | undefined {
  const own = (postings ?? []).filter((p) => p.account.startsWith('customer:'));
  if (own.length === 0) return undefined;
  return formatSignedMoney(own.reduce((sum, p) => sum + p.amount, 0), own[0]!.currency);
}
