/**
 * Wrong one-time codes counted per customer across transfers (DECISIONS 26), and the money
 * movement lock they trigger. The events live on the customer's `credentials-<userId>`
 * stream beside the PIN failures, so every money-moving decision folds the stream it loads.
 * A restarted transfer gets fresh per-transfer tries (process.ts), never fresh customer tries.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { english, refuse } from '../errors.ts';

/** Wrong codes in a row, and within a day, that lock money movement. */
export const MAX_CODE_FAILURES_IN_ROW = 5;
export const MAX_CODE_FAILURES_IN_DAY = 10;
export const CODE_FAILURE_WINDOW_MS = 24 * 60 * 60_000;

export const moneyLockMessages = {
  locked: english('codes.locked'),
  unlocked: english('codes.unlocked'),
  notLocked: english('codes.notLocked'),
  reasonRequired: english('codes.reasonRequired'),
  adminOnly: english('codes.adminOnly'),
} as const;

const isoTime = z.string().min(20).max(40);
const lockReason = z.enum(['codes_in_row', 'codes_in_day']);

export const moneyLockEventSchemas = {
  /** A wrong one-time code at any transfer of this customer, with the customer's counts after it. */
  OneTimeCodeRejected: z.object({ transferId: z.string().min(1).max(64), inRow: z.number().int().min(1), inDay: z.number().int().min(1), at: isoTime }),
  /** A correct code after wrong ones: the count in a row starts again (recorded only when it was not zero). */
  OneTimeCodeAccepted: z.object({ transferId: z.string().min(1).max(64), at: isoTime }),
  MoneyMovementLocked: z.object({ reason: lockReason, inRow: z.number().int().min(0), inDay: z.number().int().min(0), at: isoTime }),
  MoneyMovementUnlocked: z.object({
    via: z.enum(['email_link', 'admin']),
    /** The customer (link) or the administrator who lifted the lock. */
    actorId: z.string().min(1).max(64),
    reason: z.string().min(1).max(500),
    at: isoTime,
  }),
};

export type MoneyLockEvent = EventUnion<typeof moneyLockEventSchemas>;
export type MoneyLockReason = z.infer<typeof lockReason>;

export interface MoneyGuard {
  /** Wrong codes since the last correct one (or unlock). */
  inRow: number;
  /** When the latest wrong codes were entered since the last unlock, newest last (at most the day's limit). */
  recentFailures: string[];
  lock: { at: string; reason: MoneyLockReason } | null;
}

export const initialMoneyGuard: MoneyGuard = { inRow: 0, recentFailures: [], lock: null };

export function evolveMoneyGuard(guard: MoneyGuard, event: MoneyLockEvent): MoneyGuard {
  switch (event.type) {
    case 'OneTimeCodeRejected':
      return { ...guard, inRow: event.data.inRow, recentFailures: [...guard.recentFailures, event.data.at].slice(-MAX_CODE_FAILURES_IN_DAY) };
    case 'OneTimeCodeAccepted':
      return { ...guard, inRow: 0 };
    case 'MoneyMovementLocked':
      return { ...guard, lock: { at: event.data.at, reason: event.data.reason } };
    case 'MoneyMovementUnlocked':
      // A fresh start: the customer (or the bank) has looked at what happened.
      return initialMoneyGuard;
  }
}

/** Refuses any money movement while the lock stands. */
export function requireMoneyMovement(guard: MoneyGuard): void {
  if (guard.lock) refuse('locked', moneyLockMessages.locked);
}

/**
 * Records a checked code against the customer's counters. A right code resets the count in a
 * row; a wrong one counts, and the fifth in a row or the tenth within a day locks money movement.
 */
export function decideCodeOutcome(check: { transferId: string; matches: boolean; at: string }, guard: MoneyGuard): MoneyLockEvent[] {
  const { transferId, at } = check;
  if (check.matches) return guard.inRow > 0 ? [{ type: 'OneTimeCodeAccepted', data: { transferId, at } }] : [];
  const since = Date.parse(at) - CODE_FAILURE_WINDOW_MS;
  const inRow = guard.inRow + 1;
  const inDay = guard.recentFailures.filter((t) => Date.parse(t) > since).length + 1;
  const rejected: MoneyLockEvent = { type: 'OneTimeCodeRejected', data: { transferId, inRow, inDay, at } };
  if (guard.lock) return [rejected];
  const reason: MoneyLockReason | null = inRow >= MAX_CODE_FAILURES_IN_ROW ? 'codes_in_row' : inDay >= MAX_CODE_FAILURES_IN_DAY ? 'codes_in_day' : null;
  return reason ? [rejected, { type: 'MoneyMovementLocked', data: { reason, inRow, inDay, at } }] : [rejected];
}

/** Lifts the lock; a customer who is not locked has nothing to unlock. */
export function decideMoneyUnlock(unlock: { via: 'email_link' | 'admin'; actorId: string; reason: string; at: string }, guard: MoneyGuard): MoneyLockEvent[] {
  if (!guard.lock) return refuse('validation', moneyLockMessages.notLocked);
  if (!unlock.reason.trim()) return refuse('validation', moneyLockMessages.reasonRequired, { reason: moneyLockMessages.reasonRequired });
  return [{ type: 'MoneyMovementUnlocked', data: { ...unlock, reason: unlock.reason.trim() } }];
}
