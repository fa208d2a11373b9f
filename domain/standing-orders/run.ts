/**
 * Making one occurrence of a standing order: the payer's and the payee's decisions are the very
 * ones a customer's transfer gets (decideTransfer, with the fee, funds, minimum balance, limits
 * and a new payee's cooling-off in force on the day), composed with the order's record of the
 * occurrence. When the transfer rules refuse, the occurrence is skipped with their words.
 *
 * Catching up after downtime: an occurrence is made late only within MAX_CATCH_UP_DAYS of its
 * date; one older than that is skipped ('too_late') and the customer told, since a payment days
 * late may no longer be wanted and a customer who sees it skipped can send it by hand.
 */
import { moneyLockMessages } from '../credentials/money-lock.ts';
import { stepUpPolicy } from '../credentials/step-up.ts';
import { DomainError, english, type Said } from '../errors.ts';
import { knownSince } from '../payees/cooling-off.ts';
import type { Settings } from '../settings/defaults.ts';
import { decideTransfer } from '../transfer/send.ts';
import type { UserEvent } from '../user/events.ts';
import type { User } from '../user/state.ts';
import { nextDate, type StandingOrder, standingOrderDecider } from './decider.ts';
import type { SkipReason, StandingOrderEvent } from './events.ts';
import { daysBetween } from './schedule.ts';

export const MAX_CATCH_UP_DAYS = 3;

export const skipMessages = {
  paused: english('payees.paused'),
  tooLate: english('payees.tooLate', { days: MAX_CATCH_UP_DAYS }),
} as const;

export interface OccurrenceInput {
  today: string;
  at: string;
  sender: User;
  /** The payee's state when they bank here, else null. */
  recipient: User | null;
  settings: Settings;
  /** When the saved payee this order pays was added, if it pays one. */
  payeeAddedAt: string | null;
  reference: string;
  /** Why the transfer cannot be made at all, found outside the user streams (the payee's account no longer exists). */
  refusal?: string | null;
  /** The customer's money movement is locked (their credentials stream): the step-up table says whether the run skips. */
  moneyLocked?: boolean;
}

export interface OccurrenceDecision {
  order: readonly StandingOrderEvent[];
  sender: UserEvent[];
  recipient: UserEvent[];
  /** Set when the occurrence was skipped: what the customer is told. */
  skipped: { reason: SkipReason; message: string } | null;
}

/** The transfer id of one occurrence: the same on every run, so the money events name the occurrence. */
export const occurrenceTransferId = (orderId: string, occurrence: number): string => `${orderId}-${occurrence}`;

/** The next occurrence due on or before `today`, decided; null when none is due. */
export function decideOccurrence(input: OccurrenceInput, state: StandingOrder): OccurrenceDecision | null {
  const date = nextDate(state);
  if (!state.terms || date === null || date > input.today) return null;
  const occurrence = state.next;
  const record = (outcome: Extract<Parameters<typeof standingOrderDecider.decide>[0], { type: 'RecordOccurrence' }>['outcome']) =>
    standingOrderDecider.decide({ type: 'RecordOccurrence', occurrence, date, at: input.at, outcome }, state);
  const skip = (reason: SkipReason, message: string, said?: Said): OccurrenceDecision => ({ order: record({ made: false, reason, message, said }), sender: [], recipient: [], skipped: { reason, message } });
  if (state.status === 'paused') return skip('paused', skipMessages.paused);
  if (daysBetween(date, input.today) > MAX_CATCH_UP_DAYS) return skip('too_late', skipMessages.tooLate);
  if (input.moneyLocked && stepUpPolicy['standing-order-run'].refusedWhileLocked) return skip('money_locked', moneyLockMessages.locked);
  if (input.refusal) return skip('refused', input.refusal);
  const transferId = occurrenceTransferId(state.terms.orderId, occurrence);
  const { details, amount, description } = state.terms;
  // The order was set up with the PIN and an e-mailed code, as a payee is saved: its payee is known from then at the latest.
  const payeeAddedAt = knownSince(input.at, input.payeeAddedAt, state.terms.at);
  try {
    const moved = decideTransfer({
      type: 'SendTransfer', transferId, kind: 'local', amount, recipientName: details.recipientName ?? '', recipientAccount: details.accountNumber ?? '',
      recipientBank: details.bankName ?? '', description, reference: input.reference, at: input.at, payeeAddedAt,
    }, { sender: input.sender, recipient: input.recipient, settings: input.settings });
    return { order: record({ made: true, transferId, reference: input.reference }), sender: moved.sender, recipient: moved.recipient, skipped: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const reason: SkipReason = error.code === 'insufficient_funds' || error.code === 'limit_exceeded' ? error.code : 'refused';
    return skip(reason, error.message, error.said);
  }
}
