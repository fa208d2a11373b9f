// Proves month-end close as an accountant meets it: months close in order and only once over, an entry dated in a
// closed month is refused while one in an open month passes, and reopening needs a second administrator and a reason.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { foldEvents } from '../decider.ts';
import { checkValueDate } from './closed-guard.ts';
import type { PeriodEvent } from './events.ts';
import { isClosed, nextToClose, periodsDecider, shiftPeriod } from './periods.ts';

const spec = deciderSpec(periodsDecider);
const ada = { id: 'ada', name: 'Ada', role: 'admin' as const };
const bob = { id: 'bob', name: 'Bob', role: 'admin' as const };
const auditor = { id: 'ivy', name: 'Ivy', role: 'auditor' as const };
const at = '2026-11-27T10:00:00.000Z';
const closed = (period: string, by = ada): PeriodEvent => ({ type: 'PeriodClosed', data: { period, by: by.id, byName: by.name, reason: '', at } });
const requested = (period: string, by = ada): PeriodEvent => ({ type: 'PeriodReopenRequested', data: { requestId: 'r1', period, by: by.id, byName: by.name, reason: 'late invoice', at } });

describe('closing a month', () => {
  it('closes a month that is over', () => {
    spec.given([]).when({ type: 'ClosePeriod', period: '2026-10', reason: '', actor: ada, at }).then([closed('2026-10')]);
  });

  it('refuses the current month and a future one: they have not ended', () => {
    spec.given([]).when({ type: 'ClosePeriod', period: '2026-11', reason: '', actor: ada, at }).thenRefuses('conflict', /2026-11 has not ended/);
    spec.given([]).when({ type: 'ClosePeriod', period: '2027-01', reason: '', actor: ada, at }).thenRefuses('conflict', /has not ended/);
  });

  it('closes months in order: after September comes October, never November or a gap', () => {
    spec.given([closed('2026-08')]).when({ type: 'ClosePeriod', period: '2026-10', reason: '', actor: ada, at }).thenRefuses('conflict', 'Months close in order: close 2026-09 first.');
    spec.given([closed('2026-09')]).when({ type: 'ClosePeriod', period: '2026-10', reason: '', actor: ada, at }).then([closed('2026-10')]);
  });

  it('refuses a month already closed, including one the first close covered', () => {
    spec.given([closed('2026-10')]).when({ type: 'ClosePeriod', period: '2026-10', reason: '', actor: ada, at }).thenRefuses('conflict', /already closed/);
    spec.given([closed('2026-10')]).when({ type: 'ClosePeriod', period: '2026-03', reason: '', actor: ada, at }).thenRefuses('conflict', /already closed/);
  });

  it('refuses an auditor and a malformed month', () => {
    spec.given([]).when({ type: 'ClosePeriod', period: '2026-10', reason: '', actor: auditor, at }).thenRefuses('forbidden');
    spec.given([]).when({ type: 'ClosePeriod', period: '2026-13', reason: '', actor: ada, at }).thenRefuses('validation');
  });

  it('offers the month before the current one first, then the one after the latest closed', () => {
    expect(nextToClose(foldEvents(periodsDecider, []), at)).toBe('2026-10');
    expect(nextToClose(foldEvents(periodsDecider, [closed('2026-09')]), at)).toBe('2026-10');
    expect(nextToClose(foldEvents(periodsDecider, [closed('2026-10')]), at)).toBeNull();
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('2025-12', 1)).toBe('2026-01');
  });
});

describe('an entry dated in a closed month', () => {
  const periods = foldEvents(periodsDecider, [closed('2026-10')]);

  it('is refused with the month and the date named; one dated in an open month passes', () => {
    expect(isClosed(periods, '2026-10-31')).toBe(true);
    expect(isClosed(periods, '2026-04-02T08:00:00.000Z')).toBe(true);
    expect(isClosed(periods, '2026-11-01')).toBe(false);
    expect(() => checkValueDate(periods, '2026-10-15', at)).toThrow('The books for 2026-10 are closed: nothing dated 2026-10-15 can be posted.');
    expect(checkValueDate(periods, '2026-11-02', at)).toBe('2026-11-02');
    expect(checkValueDate(periods, undefined, at)).toBe('2026-11-27');
  });

  it('refuses a date in the future or that is not a day', () => {
    expect(() => checkValueDate(periods, '2026-11-28', at)).toThrow(/future/);
    expect(() => checkValueDate(periods, '2026-02-30', at)).toThrow(/YYYY-MM-DD/);
  });

  it('is accepted again once the month is reopened', () => {
    const reopened = foldEvents(periodsDecider, [closed('2026-10'), requested('2026-10'), { type: 'PeriodReopened', data: { requestId: 'r1', period: '2026-10', by: 'bob', byName: 'Bob', requestedBy: 'ada', requestedByName: 'Ada', reason: 'late invoice', at } }]);
    expect(isClosed(reopened, '2026-10-15')).toBe(false);
    expect(isClosed(reopened, '2026-09-30')).toBe(true);
  });
});

describe('reopening a month (maker-checker)', () => {
  it('needs a reason and the latest closed month', () => {
    spec.given([closed('2026-10')]).when({ type: 'RequestReopen', requestId: 'r1', period: '2026-10', reason: ' ', actor: ada, at }).thenRefuses('validation', 'A reason is required.');
    spec.given([closed('2026-09'), closed('2026-10')]).when({ type: 'RequestReopen', requestId: 'r1', period: '2026-09', reason: 'x', actor: ada, at }).thenRefuses('conflict', /Only the latest closed month, 2026-10/);
    spec.given([]).when({ type: 'RequestReopen', requestId: 'r1', period: '2026-10', reason: 'x', actor: ada, at }).thenRefuses('conflict', 'No month is closed.');
    spec.given([closed('2026-10')]).when({ type: 'RequestReopen', requestId: 'r1', period: '2026-10', reason: 'late invoice', actor: ada, at }).then([requested('2026-10')]);
  });

  it('the maker cannot approve their own request; a different administrator can', () => {
    const checker = (who: typeof ada) => ({ ...who, sponsor: null });
    spec.given([closed('2026-10'), requested('2026-10')]).when({ type: 'ApproveReopen', requestId: 'r1', actor: checker(ada), at }).thenRefuses('forbidden', /You made this request/);
    spec.given([closed('2026-10'), requested('2026-10')]).when({ type: 'ApproveReopen', requestId: 'r1', actor: checker(bob), at }).then([
      { type: 'PeriodReopened', data: { requestId: 'r1', period: '2026-10', by: 'bob', byName: 'Bob', requestedBy: 'ada', requestedByName: 'Ada', reason: 'late invoice', at } },
    ]);
  });

  it('refuses an administrator the maker invited less than 30 days ago', () => {
    const invitee = { ...bob, sponsor: { by: 'ada', since: '2026-11-20T00:00:00.000Z' } };
    spec.given([closed('2026-10'), requested('2026-10')]).when({ type: 'ApproveReopen', requestId: 'r1', actor: invitee, at }).thenRefuses('forbidden', /invited you less than 30 days ago/);
  });

  it('holds the books closed while a request waits, and a declined request leaves the month closed', () => {
    spec.given([closed('2026-09'), requested('2026-09')]).when({ type: 'ClosePeriod', period: '2026-10', reason: '', actor: bob, at }).thenRefuses('conflict', /waiting for another administrator/);
    spec.given([closed('2026-10'), requested('2026-10')]).when({ type: 'RequestReopen', requestId: 'r2', period: '2026-10', reason: 'x', actor: bob, at }).thenRefuses('conflict');
    const declined: PeriodEvent = { type: 'PeriodReopenDeclined', data: { requestId: 'r1', period: '2026-10', by: 'bob', byName: 'Bob', reason: 'not needed', at } };
    spec.given([closed('2026-10'), requested('2026-10')]).when({ type: 'DeclineReopen', requestId: 'r1', reason: 'not needed', actor: bob, at }).then([declined]);
    expect(isClosed(foldEvents(periodsDecider, [closed('2026-10'), requested('2026-10'), declined]), '2026-10-01')).toBe(true);
    spec.given([closed('2026-10'), requested('2026-10'), declined]).when({ type: 'ApproveReopen', requestId: 'r1', actor: { ...bob, sponsor: null }, at }).thenRefuses('not_found');
  });
});
