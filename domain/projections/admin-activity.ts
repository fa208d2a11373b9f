/**
 * What a customer's money row did, for the admin dashboard's recent activity (issue 26): a kind
 * and its figures, never an English sentence, so each reader's catalogue words it in their
 * language. A Processing deposit is pending and a rejected one failed: money is never called
 * received before the bank has it.
 */
import { toDecimalString, type Currency } from '../money/money.ts';
import type { TransactionKind, TransactionRow } from './transactions.ts';

export type ActivityKind = 'opened' | 'depositPending' | 'depositRejected' | 'incomingPending' | 'outgoingPending' | 'incomingFailed' | 'outgoingFailed' | 'received' | 'sent';

/** Every kind, in the order the unit test words them. */
export const ACTIVITY_KINDS: readonly ActivityKind[] = ['opened', 'depositPending', 'depositRejected', 'incomingPending', 'outgoingPending', 'incomingFailed', 'outgoingFailed', 'received', 'sent'];

export type Activity =
  | { kind: 'opened' }
  /** `amount`: the exact decimal ("1234.56"); `rowKind`: what moved it (a transfer, a deposit...). */
  | { kind: Exclude<ActivityKind, 'opened'>; amount: string; currency: Currency; rowKind: TransactionKind };

function kindOf(row: Pick<TransactionRow, 'kind' | 'status' | 'type'>): Exclude<ActivityKind, 'opened'> {
  const incoming = row.type === 'credit';
  if (row.kind === 'deposit' && row.status === 'pending') return 'depositPending';
  if (row.kind === 'deposit' && row.status === 'failed') return 'depositRejected';
  if (row.status === 'pending') return incoming ? 'incomingPending' : 'outgoingPending';
  if (row.status === 'failed') return incoming ? 'incomingFailed' : 'outgoingFailed';
  return incoming ? 'received' : 'sent';
}

export const activityOf = (row: Pick<TransactionRow, 'kind' | 'status' | 'type' | 'total' | 'currency'>): Activity => ({
  kind: kindOf(row), amount: toDecimalString(row.total, row.currency), currency: row.currency, rowKind: row.kind,
});

/** A service the admin dashboard checks: its state and what was measured, worded by each reader's catalogue. */
export type ServiceStatus =
  | { id: 'api'; status: 'operational' }
  | { id: 'database'; status: 'operational'; millis: number; head: number }
  | { id: 'database'; status: 'down'; error: string }
  | { id: 'mailer'; status: 'operational' | 'not configured' }
  | { id: 'priceFeed'; status: 'not configured' }
  /** The price served is the proof (issue 26 item 7): live, the last good one while every source fails, or none ever obtained. */
  | { id: 'priceFeed'; status: 'operational' | 'degraded' | 'down'; lastGood: { source: string; asOf: string; ageMinutes: number } | null };
