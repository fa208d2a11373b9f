/**
 * Month-end close for the back office (issue 28 item 3): the months with who closed each and when,
 * closing the next one, and reopening the latest by maker-checker (one administrator asks with a
 * reason, a different one approves). Each decision is the declared periodCommand run by execute on
 * the `books-periods` stream; the months themselves are domain/periods/periods.ts.
 */
import { foldEvents } from '../../domain/decider.ts';
import { notice } from '../../domain/i18n/refusals/notice.ts';
import { periodCommand } from '../../domain/periods/command.ts';
import { PERIODS_STREAM, type PeriodEvent } from '../../domain/periods/events.ts';
import { isClosed, nextToClose, periodOf, periodsDecider, shiftPeriod, type PeriodCommand, type Periods } from '../../domain/periods/periods.ts';
import { checkerRefusal } from '../../domain/credentials/maker-checker.ts';
import type { PeriodList, PeriodRow } from '../contract/periods.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { execute } from '../engine/execute.ts';
import { adminActor, adminMetadata } from './admin-common.ts';
import { checkerOf } from './admin-invitation-service.ts';
import { requireReader } from './admin-service.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';

/** How many months back from the current one the page lists at least. */
const MONTHS_LISTED = 12;

/** The books as closed now, from the `books-periods` stream (engineer 3's provisions and any dated job can read it here). */
export async function currentPeriods(ctx: BankContext): Promise<Periods> {
  return foldEvents(periodsDecider, (await ctx.store.readStream(PERIODS_STREAM)).map(decodeEvent) as PeriodEvent[]);
}

function rowOf(periods: Periods, period: string, now: string): PeriodRow {
  const closed = isClosed(periods, `${period}-01`);
  const own = periods.closes.get(period);
  const first = periods.firstClose;
  const record = closed ? own ?? (first && period <= first.period ? first : null) : null;
  const reopened = periods.reopened.get(period) ?? null;
  return {
    period,
    status: closed ? 'closed' : period >= periodOf(now) ? 'not_ended' : 'open',
    closedBy: record?.byName ?? null, closedAt: record?.at ?? null, closedWithFirst: closed && !own,
    reopenedBy: reopened?.byName ?? null, reopenedAt: reopened?.at ?? null, reopenReason: reopened?.reason ?? null,
  };
}

/** The current month and the ones before it (at least a year, back to the first closed), newest first, with the waiting request. */
export async function listPeriods(ctx: BankContext, principal: Principal): Promise<PeriodList> {
  requireReader(principal);
  const periods = await currentPeriods(ctx);
  const now = ctx.clock.now().toISOString();
  const current = periodOf(now);
  const known = [...periods.closes.keys(), ...periods.reopened.keys(), ...(periods.firstClose ? [periods.firstClose.period] : [])];
  const oldest = [shiftPeriod(current, -(MONTHS_LISTED - 1)), ...known].sort()[0]!;
  const rows: PeriodRow[] = [];
  for (let period = current; period >= oldest; period = shiftPeriod(period, -1)) rows.push(rowOf(periods, period, now));
  const me = await checkerOf(ctx, principal);
  const waiting = periods.pending;
  const pending = waiting ? {
    requestId: waiting.requestId, period: waiting.period, requestedBy: waiting.byName, requestedAt: waiting.at, reason: waiting.reason,
    mayApprove: principal.user.role === 'admin' && checkerRefusal(waiting.by, me, now) === null, mine: waiting.by === principal.user.id,
  } : null;
  return { success: true, closedThrough: periods.closedThrough, nextToClose: nextToClose(periods, now), periods: rows, pending };
}

async function decide(ctx: BankContext, principal: Principal, command: PeriodCommand, reason: string, requestId: string): Promise<Periods> {
  const { periods } = await execute(ctx, periodCommand, command, adminMetadata(ctx, principal, requestId, reason));
  return periods;
}

export async function closePeriod(ctx: BankContext, principal: Principal, period: string, reason: string | undefined, requestId: string) {
  const actor = adminActor(principal);
  const at = ctx.clock.now().toISOString();
  const said = reason?.trim() ?? '';
  const periods = await decide(ctx, principal, { type: 'ClosePeriod', period, reason: said, actor, at }, said || `closed ${period}`, requestId);
  return { success: true, ...notice('periods.closedNotice', { period }), closedThrough: periods.closedThrough };
}

export async function requestReopen(ctx: BankContext, principal: Principal, period: string, reason: string, requestId: string) {
  const actor = adminActor(principal);
  const at = ctx.clock.now().toISOString();
  const periods = await decide(ctx, principal, { type: 'RequestReopen', requestId: ctx.ids.uuid(), period, reason, actor, at }, reason.trim() || 'reopen requested', requestId);
  return { success: true, ...notice('periods.reopenRequestedNotice', { period }), closedThrough: periods.closedThrough };
}

export async function approveReopen(ctx: BankContext, principal: Principal, reopenId: string, requestId: string) {
  const actor = { ...adminActor(principal), ...(await checkerOf(ctx, principal)) };
  const at = ctx.clock.now().toISOString();
  const before = await currentPeriods(ctx);
  const periods = await decide(ctx, principal, { type: 'ApproveReopen', requestId: reopenId, actor, at }, before.pending?.reason ?? 'reopen approved', requestId);
  return { success: true, ...notice('periods.reopenedNotice', { period: before.pending?.period ?? '' }), closedThrough: periods.closedThrough };
}

export async function declineReopen(ctx: BankContext, principal: Principal, reopenId: string, reason: string, requestId: string) {
  const actor = adminActor(principal);
  const at = ctx.clock.now().toISOString();
  const before = await currentPeriods(ctx);
  const periods = await decide(ctx, principal, { type: 'DeclineReopen', requestId: reopenId, reason, actor, at }, reason.trim() || 'reopen declined', requestId);
  return { success: true, ...notice('periods.declinedNotice', { period: before.pending?.period ?? '' }), closedThrough: periods.closedThrough };
}
