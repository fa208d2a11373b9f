/**
 * The rules of one standing order: the customer asks for it (a local transfer's recipient, an
 * amount, once, weekly or monthly, until an end date, for a count or until cancelled) with the
 * PIN and creates it with the e-mailed code, pauses it, resumes it (PIN, then code) and cancels it; the server records each occurrence as made or skipped, and only the
 * next one, so a second run, a retry or a second server never makes an occurrence twice.
 */
import { foldEvents, type Decider } from '../decider.ts';
import { english, refuse, wordsOf, type Said } from '../errors.ts';
import { validPayeeDetails } from '../payees/payees.ts';
import { DESCRIPTION_MAX } from '../transfer/form.ts';
import type { SkipReason, StandingOrderEvent, StandingOrderTerms } from './events.ts';
import { addDays, dayOfInstant, occurrenceDate } from './schedule.ts';

/** How far ahead a standing order may start, and how many occurrences it may have at most. */
export const MAX_START_DAYS_AHEAD = 366;
export const MAX_COUNT = 520;

export const standingOrderMessages = {
  notFound: english('payees.standingOrderNotFound'),
  amount: english('transfer.amount'),
  description: english('transfer.description'),
  descriptionTooLong: english('payees.descriptionTooLong', { max: DESCRIPTION_MAX }),
  startPast: english('payees.startPast'),
  startTooFar: english('payees.startTooFar'),
  endBeforeStart: english('payees.endBeforeStart'),
  endAndCount: english('payees.endAndCount'),
  count: english('payees.count', { max: MAX_COUNT }),
  notActive: english('payees.notActive'),
  notPaused: english('payees.notPaused'),
  finished: english('payees.finished'),
  cancelled: english('payees.cancelled'),
  wrongDate: english('payees.wrongDate'),
  requestNotFound: english('payees.standingOrderRequestNotFound'),
} as const;

export type OrderStatus = 'active' | 'paused' | 'cancelled' | 'finished';

export interface LastOccurrence {
  occurrence: number;
  date: string;
  outcome: 'executed' | 'skipped';
  reason: SkipReason | null;
  message: string | null;
  reference: string | null;
}

export interface StandingOrder {
  terms: StandingOrderTerms | null;
  /** Terms asked for and waiting for their code, with the code's change id. */
  requested: (StandingOrderTerms & { changeId: string }) | null;
  /** The change id of a resume waiting for its code. */
  resumeChangeId: string | null;
  /** Paused or cancelled by the customer; 'finished' is worked out from the schedule (orderStatus). */
  status: 'active' | 'paused' | 'cancelled';
  /** The index of the next occurrence to make or skip. */
  next: number;
  executed: number;
  skipped: number;
  last: LastOccurrence | null;
}

export const initialStandingOrder: StandingOrder = { terms: null, requested: null, resumeChangeId: null, status: 'active', next: 0, executed: 0, skipped: 0, last: null };

function evolveStandingOrder(state: StandingOrder, event: StandingOrderEvent): StandingOrder {
  switch (event.type) {
    case 'StandingOrderRequested':
      return { ...state, requested: event.data };
    case 'StandingOrderCreated':
      return { ...initialStandingOrder, terms: event.data };
    case 'StandingOrderResumeRequested':
      return { ...state, resumeChangeId: event.data.changeId };
    case 'StandingOrderPaused':
      return { ...state, status: 'paused' };
    case 'StandingOrderResumed':
      return { ...state, status: 'active', resumeChangeId: null };
    case 'StandingOrderCancelled':
      return { ...state, status: 'cancelled' };
    case 'StandingOrderOccurrenceExecuted': {
      const { occurrence, date, reference } = event.data;
      return { ...state, next: occurrence + 1, executed: state.executed + 1, last: { occurrence, date, outcome: 'executed', reason: null, message: null, reference } };
    }
    case 'StandingOrderOccurrenceSkipped': {
      const { occurrence, date, reason, message } = event.data;
      return { ...state, next: occurrence + 1, skipped: state.skipped + 1, last: { occurrence, date, outcome: 'skipped', reason, message, reference: null } };
    }
  }
}

export const foldStandingOrder = (events: readonly StandingOrderEvent[]): StandingOrder => foldEvents(standingOrderDecider, events);

/** The date of the next occurrence still to make, or null once the order has ended or is cancelled. */
export function nextDate(state: StandingOrder): string | null {
  if (!state.terms || state.status === 'cancelled') return null;
  return occurrenceDate(state.terms, state.next);
}

/** What the customer and the back office see: cancelled, finished (no date left), paused or active. */
export function orderStatus(state: StandingOrder): OrderStatus {
  if (state.status === 'cancelled') return 'cancelled';
  if (nextDate(state) === null) return 'finished';
  return state.status;
}

export type CreateStandingOrder = { type: 'CreateStandingOrder' } & Omit<StandingOrderTerms, 'details'> & { details: Record<string, string> };

export type StandingOrderCommand =
  | CreateStandingOrder
  | (Omit<CreateStandingOrder, 'type'> & { type: 'RequestStandingOrder'; changeId: string })
  | { type: 'ConfirmStandingOrder'; userId: string; changeId: string; at: string }
  | { type: 'PauseStandingOrder'; userId: string; at: string }
  | { type: 'RequestResume'; userId: string; changeId: string; at: string }
  | { type: 'ResumeStandingOrder'; userId: string; changeId: string; at: string }
  | { type: 'CancelStandingOrder'; userId: string; at: string }
  | { type: 'RecordOccurrence'; occurrence: number; date: string; at: string; outcome: { made: true; transferId: string; reference: string } | { made: false; reason: SkipReason; message: string; said?: Said | undefined } };

function checkSchedule(command: CreateStandingOrder): Pick<StandingOrderTerms, 'endDate' | 'count'> {
  const today = dayOfInstant(command.at);
  const fields: Record<string, string> = {};
  if (command.startDate < today) fields.startDate = standingOrderMessages.startPast;
  else if (command.startDate > addDays(today, MAX_START_DAYS_AHEAD)) fields.startDate = standingOrderMessages.startTooFar;
  if (command.frequency === 'once') return finish(fields, { endDate: null, count: null });
  if (command.endDate !== null && command.count !== null) fields.endDate = standingOrderMessages.endAndCount;
  else if (command.endDate !== null && command.endDate < command.startDate) fields.endDate = standingOrderMessages.endBeforeStart;
  if (command.count !== null && (!Number.isInteger(command.count) || command.count < 1 || command.count > MAX_COUNT)) fields.count = standingOrderMessages.count;
  return finish(fields, { endDate: command.endDate, count: command.count });
}

function finish<T>(fields: Record<string, string>, value: T): T {
  const first = Object.values(fields)[0];
  return first ? refuse('validation', wordsOf(first), fields) : value;
}

function create(command: CreateStandingOrder, state: StandingOrder): StandingOrderEvent[] {
  if (state.terms) refuse('conflict', standingOrderMessages.notFound);
  const details = validPayeeDetails('local', command.details);
  if (!Number.isSafeInteger(command.amount) || command.amount <= 0) refuse('validation', standingOrderMessages.amount, { amount: standingOrderMessages.amount });
  const description = command.description.trim();
  if (!description) refuse('validation', standingOrderMessages.description, { description: standingOrderMessages.description });
  if (description.length > DESCRIPTION_MAX) refuse('validation', standingOrderMessages.descriptionTooLong, { description: standingOrderMessages.descriptionTooLong });
  const { endDate, count } = checkSchedule(command);
  const { orderId, userId, amount, frequency, startDate, at } = command;
  return [{ type: 'StandingOrderCreated', data: { orderId, userId, details, amount, description, frequency, startDate, endDate, count, at } }];
}

/** Asking for an order: the same checks as creating it, recorded until the code is right. */
function request(command: Extract<StandingOrderCommand, { type: 'RequestStandingOrder' }>, state: StandingOrder): StandingOrderEvent[] {
  if (state.requested) refuse('conflict', standingOrderMessages.notFound);
  const { changeId, ...terms } = command;
  const [checked] = create({ ...terms, type: 'CreateStandingOrder' }, state);
  return checked?.type === 'StandingOrderCreated' ? [{ type: 'StandingOrderRequested', data: { ...checked.data, changeId } }] : [];
}

/** The right code for a request creates the order, with its terms as asked, from now. */
function confirmCreate(command: Extract<StandingOrderCommand, { type: 'ConfirmStandingOrder' }>, state: StandingOrder): StandingOrderEvent[] {
  const requested = state.requested;
  if (!requested || requested.userId !== command.userId || requested.changeId !== command.changeId || state.terms) return refuse('not_found', standingOrderMessages.requestNotFound);
  const { changeId: _changeId, ...terms } = requested;
  return create({ ...terms, type: 'CreateStandingOrder', at: command.at }, { ...state, requested: null });
}

/** Resuming needs the PIN and a code: asked for here, done by ResumeStandingOrder with the same change id. */
function requestResume(command: Extract<StandingOrderCommand, { type: 'RequestResume' }>, state: StandingOrder): StandingOrderEvent[] {
  owned(state, command.userId);
  if (orderStatus(state) !== 'paused') refuse('conflict', standingOrderMessages.notPaused);
  return [{ type: 'StandingOrderResumeRequested', data: { changeId: command.changeId, at: command.at } }];
}

function owned(state: StandingOrder, userId: string): StandingOrderTerms {
  if (!state.terms || state.terms.userId !== userId) return refuse('not_found', standingOrderMessages.notFound);
  return state.terms;
}

function changeStatus(command: Extract<StandingOrderCommand, { type: 'PauseStandingOrder' | 'ResumeStandingOrder' | 'CancelStandingOrder' }>, state: StandingOrder): StandingOrderEvent[] {
  owned(state, command.userId);
  const status = orderStatus(state);
  if (status === 'cancelled') refuse('conflict', standingOrderMessages.cancelled);
  if (status === 'finished') refuse('conflict', standingOrderMessages.finished);
  if (command.type === 'CancelStandingOrder') return [{ type: 'StandingOrderCancelled', data: { at: command.at } }];
  if (command.type === 'PauseStandingOrder') return status === 'active' ? [{ type: 'StandingOrderPaused', data: { at: command.at } }] : refuse('conflict', standingOrderMessages.notActive);
  if (status !== 'paused') return refuse('conflict', standingOrderMessages.notPaused);
  return state.resumeChangeId === command.changeId ? [{ type: 'StandingOrderResumed', data: { at: command.at } }] : refuse('not_found', standingOrderMessages.requestNotFound);
}

/** Records the next occurrence; one already recorded (a second run) changes nothing. */
function recordOccurrence(command: Extract<StandingOrderCommand, { type: 'RecordOccurrence' }>, state: StandingOrder): StandingOrderEvent[] {
  if (!state.terms) return refuse('not_found', standingOrderMessages.notFound);
  if (command.occurrence < state.next || state.status === 'cancelled') return [];
  const date = occurrenceDate(state.terms, command.occurrence);
  if (command.occurrence !== state.next || date !== command.date || date > dayOfInstant(command.at)) return refuse('conflict', standingOrderMessages.wrongDate);
  const { occurrence, at, outcome } = command;
  return outcome.made
    ? [{ type: 'StandingOrderOccurrenceExecuted', data: { occurrence, date, transferId: outcome.transferId, reference: outcome.reference, at } }]
    : [{ type: 'StandingOrderOccurrenceSkipped', data: { occurrence, date, reason: outcome.reason, message: outcome.message, ...(outcome.said ? { said: outcome.said } : {}), at } }];
}

/** One standing order (`standing-order-<id>`). */
export const standingOrderDecider: Decider<StandingOrderCommand, StandingOrderEvent, StandingOrder> = {
  initialState: initialStandingOrder,
  evolve: evolveStandingOrder,
  decide(command, state) {
    switch (command.type) {
      case 'CreateStandingOrder':
        return create(command, state);
      case 'RequestStandingOrder':
        return request(command, state);
      case 'ConfirmStandingOrder':
        return confirmCreate(command, state);
      case 'RequestResume':
        return requestResume(command, state);
      case 'PauseStandingOrder':
      case 'ResumeStandingOrder':
      case 'CancelStandingOrder':
        return changeStatus(command, state);
      case 'RecordOccurrence':
        return recordOccurrence(command, state);
    }
  },
};
