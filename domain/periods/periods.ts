/**
 * Month-end close (issue 28 item 3): the books are closed through a month. Months close in
 * order and only once they are over; the latest closed month reopens only when a second
 * administrator approves a request that carries a reason (maker-checker.ts). `isClosed` is the
 * one question every dated entry asks (journal entries, balance adjustments, back-dated
 * deposits, month-end provisions): a date inside a closed month is refused (closed-guard.ts).
 */
import type { Decider } from '../decider.ts';
import { refuse, said, unreachable, wordsOf } from '../errors.ts';
import { checkerRefusal, type Checker } from '../credentials/maker-checker.ts';
import type { UserRole } from '../user/events.ts';
import { periodSchema, type PeriodEvent } from './events.ts';

export interface CloseRecord { by: string; byName: string; reason: string; at: string }
export interface ReopenRequest { requestId: string; period: string; by: string; byName: string; reason: string; at: string }
export interface ReopenRecord { by: string; byName: string; requestedByName: string; reason: string; at: string }

/** The books as closed: every month up to `closedThrough` is closed; the rest is history for the page. */
export interface Periods {
  closedThrough: string | null;
  /** The latest close of each month that was closed by name (the first close also covers the months before it). */
  closes: ReadonlyMap<string, CloseRecord>;
  /** The first close ever: the months before it were closed with it. */
  firstClose: (CloseRecord & { period: string }) | null;
  reopened: ReadonlyMap<string, ReopenRecord>;
  pending: ReopenRequest | null;
}

export const noPeriodsClosed: Periods = { closedThrough: null, closes: new Map(), firstClose: null, reopened: new Map(), pending: null };

/** 'YYYY-MM' of a date ('YYYY-MM-DD') or an ISO time, in UTC as the log records it. */
export const periodOf = (date: string): string => date.slice(0, 7);

/** The month after (or before, with -1) a 'YYYY-MM'. */
export function shiftPeriod(period: string, months: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whether `date` ('YYYY-MM-DD' or an ISO time) falls inside a closed month. Pure: provisions and every dated entry ask it. */
export function isClosed(periods: Pick<Periods, 'closedThrough'>, date: string): boolean {
  return periods.closedThrough !== null && periodOf(date) <= periods.closedThrough;
}

/** The month an administrator may close next, if it has ended by `at`; null when none may be. */
export function nextToClose(periods: Periods, at: string): string | null {
  const next = periods.closedThrough ? shiftPeriod(periods.closedThrough, 1) : shiftPeriod(periodOf(at), -1);
  return next < periodOf(at) ? next : null;
}

export function evolvePeriods(state: Periods, event: PeriodEvent): Periods {
  switch (event.type) {
    case 'PeriodClosed': {
      const { period, by, byName, reason, at } = event.data;
      const record = { by, byName, reason, at };
      return { ...state, closedThrough: period, closes: new Map(state.closes).set(period, record), firstClose: state.firstClose ?? { period, ...record } };
    }
    case 'PeriodReopenRequested': {
      const { requestId, period, by, byName, reason, at } = event.data;
      return { ...state, pending: { requestId, period, by, byName, reason, at } };
    }
    case 'PeriodReopened': {
      const { period, by, byName, requestedByName, reason, at } = event.data;
      const closes = new Map(state.closes);
      closes.delete(period);
      return { ...state, closedThrough: shiftPeriod(period, -1), closes, reopened: new Map(state.reopened).set(period, { by, byName, requestedByName, reason, at }), pending: null };
    }
    case 'PeriodReopenDeclined':
      return { ...state, pending: null };
    default:
      return unreachable(event);
  }
}

export interface PeriodActor { id: string; name: string; role: UserRole }

export type PeriodCommand =
  | { type: 'ClosePeriod'; period: string; reason: string; actor: PeriodActor; at: string }
  | { type: 'RequestReopen'; requestId: string; period: string; reason: string; actor: PeriodActor; at: string }
  | { type: 'ApproveReopen'; requestId: string; actor: PeriodActor & Checker; at: string }
  | { type: 'DeclineReopen'; requestId: string; reason: string; actor: PeriodActor; at: string };

function requireAdmin(actor: PeriodActor): void {
  if (actor.role !== 'admin') refuse('forbidden', said('session.actionRequiresAdministrator'));
}

function requireReason(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) refuse('validation', said('links.reasonRequired'), { reason: said('links.reasonRequired') });
  return trimmed;
}

function requirePeriod(period: string): void {
  if (!periodSchema.safeParse(period).success) refuse('validation', said('periods.invalidPeriod'), { period: said('periods.invalidPeriod') });
}

function close(command: Extract<PeriodCommand, { type: 'ClosePeriod' }>, state: Periods): PeriodEvent[] {
  requireAdmin(command.actor);
  const { period, actor, at } = command;
  requirePeriod(period);
  if (isClosed(state, `${period}-01`)) refuse('conflict', said('periods.alreadyClosed', { period }));
  if (period >= periodOf(at)) refuse('conflict', said('periods.notEnded', { period }));
  if (state.pending) refuse('conflict', said('periods.reopenPending', { period: state.pending.period }));
  const next = state.closedThrough ? shiftPeriod(state.closedThrough, 1) : period;
  if (period !== next) refuse('conflict', said('periods.closeInOrder', { next }));
  return [{ type: 'PeriodClosed', data: { period, by: actor.id, byName: actor.name, reason: command.reason.trim(), at } }];
}

function requestReopen(command: Extract<PeriodCommand, { type: 'RequestReopen' }>, state: Periods): PeriodEvent[] {
  requireAdmin(command.actor);
  const reason = requireReason(command.reason);
  const { requestId, period, actor, at } = command;
  requirePeriod(period);
  if (state.closedThrough === null) return refuse('conflict', said('periods.nothingClosed'));
  if (state.pending) refuse('conflict', said('periods.reopenPending', { period: state.pending.period }));
  if (period !== state.closedThrough) refuse('conflict', said('periods.reopenLatestOnly', { period: state.closedThrough }));
  return [{ type: 'PeriodReopenRequested', data: { requestId, period, by: actor.id, byName: actor.name, reason, at } }];
}

function pendingRequest(state: Periods, requestId: string): ReopenRequest {
  if (!state.pending || state.pending.requestId !== requestId) return refuse('not_found', said('periods.requestNotFound'));
  return state.pending;
}

/** A different administrator (the maker-checker rule) approves: the month opens again. */
function approveReopen(command: Extract<PeriodCommand, { type: 'ApproveReopen' }>, state: Periods): PeriodEvent[] {
  requireAdmin(command.actor);
  const request = pendingRequest(state, command.requestId);
  const refusal = checkerRefusal(request.by, command.actor, command.at);
  if (refusal) refuse('forbidden', wordsOf(refusal));
  const { actor, at } = command;
  return [{ type: 'PeriodReopened', data: { requestId: request.requestId, period: request.period, by: actor.id, byName: actor.name, requestedBy: request.by, requestedByName: request.byName, reason: request.reason, at } }];
}

/** The maker withdraws the request, or another administrator turns it down: the month stays closed. */
function declineReopen(command: Extract<PeriodCommand, { type: 'DeclineReopen' }>, state: Periods): PeriodEvent[] {
  requireAdmin(command.actor);
  const reason = requireReason(command.reason);
  const request = pendingRequest(state, command.requestId);
  const { actor, at } = command;
  return [{ type: 'PeriodReopenDeclined', data: { requestId: request.requestId, period: request.period, by: actor.id, byName: actor.name, reason, at } }];
}

export const periodsDecider: Decider<PeriodCommand, PeriodEvent, Periods> = {
  initialState: noPeriodsClosed,
  evolve: evolvePeriods,
  decide(command, state) {
    switch (command.type) {
      case 'ClosePeriod': return close(command, state);
      case 'RequestReopen': return requestReopen(command, state);
      case 'ApproveReopen': return approveReopen(command, state);
      case 'DeclineReopen': return declineReopen(command, state);
      default: return unreachable(command);
    }
  },
};
