/**
 * One occurrence of a standing order as a declared command (domain/command.ts): the order, the
 * payer and an internal payee, the payer's guard, the settings in force and the saved payees, read
 * in one unit of work; decideOccurrence composes the order's record with the transfer deciders.
 */
import type { DeclaredCommand } from '../command.ts';
import { credentialsDecider, credentialsStream, type CredentialsState } from '../credentials/credentials.ts';
import { payeeFor, payeesDecider, payeesStream, type Payees } from '../payees/payees.ts';
import { settingsDecider } from '../settings/decider.ts';
import type { Settings } from '../settings/defaults.ts';
import { SETTINGS_STREAM } from '../settings/events.ts';
import { userDecider } from '../user/aggregate.ts';
import { userStream } from '../user/events.ts';
import type { UserState } from '../user/state.ts';
import { standingOrderDecider, type StandingOrder } from './decider.ts';
import { standingOrderStream } from './events.ts';
import { decideOccurrence, type OccurrenceDecision } from './run.ts';
import { dayOfInstant } from './schedule.ts';

export interface RunOccurrenceInput {
  orderId: string;
  /** The order's customer, and the payee's id when it pays an account of this bank. */
  userId: string;
  recipientUserId: string | null;
  /** Why no transfer can be made at all, found outside the streams (the payee's account is gone). */
  refusal: string | null;
  reference: string;
  at: string;
}

export interface RunOccurrenceStates {
  order: StandingOrder;
  payer: UserState;
  payee: UserState;
  credentials: CredentialsState;
  settings: Settings;
  payees: Payees;
}

/** The occurrence made or skipped, and its date; null when none was due (or the payer is gone). */
export type RunOccurrenceResult = (OccurrenceDecision & { date: string }) | null;

function decideRun(input: RunOccurrenceInput, states: RunOccurrenceStates) {
  const none = { events: {}, result: null };
  if (!states.payer.exists) return none;
  const decision = decideOccurrence({
    today: dayOfInstant(input.at), at: input.at, reference: input.reference, refusal: input.refusal,
    // The lock as this decision reads it (step-up table, row standing-order-run).
    moneyLocked: states.credentials.money.lock !== null,
    sender: states.payer, recipient: input.recipientUserId && states.payee.exists ? states.payee : null,
    settings: states.settings, payeeAddedAt: payeeFor(states.payees, 'local', states.order.terms?.details ?? {})?.addedAt ?? null,
  }, states.order);
  if (!decision || decision.order.length === 0) return none;
  const recorded = decision.order[0];
  const date = recorded && 'date' in recorded.data ? recorded.data.date : dayOfInstant(input.at);
  const events = { order: decision.order, payer: decision.sender, ...(input.recipientUserId ? { payee: decision.recipient } : {}) };
  return { events, result: { ...decision, date } };
}

export const runOccurrenceCommand: DeclaredCommand<RunOccurrenceInput, RunOccurrenceStates, RunOccurrenceResult> = {
  name: 'standing-order-run',
  folds: { order: standingOrderDecider, payer: userDecider, payee: userDecider, credentials: credentialsDecider, settings: settingsDecider, payees: payeesDecider },
  streams: (input) => ({
    order: standingOrderStream(input.orderId), payer: userStream(input.userId), payee: input.recipientUserId ? userStream(input.recipientUserId) : null,
    credentials: credentialsStream(input.userId), settings: SETTINGS_STREAM, payees: payeesStream(input.userId),
  }),
  locks: (input) => (input.recipientUserId ? [input.userId, input.recipientUserId] : [input.userId]),
  decide: decideRun,
};
