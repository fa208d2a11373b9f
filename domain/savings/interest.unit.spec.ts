// Proves savings interest over random histories: what accrued day by day is exactly what was paid plus the carry,
// recomputing every month from the final history gives what was posted (replay equals live), every entry balances
// and no balance goes negative; a year at a constant balance earns the advertised APY; and the day-count rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { isBalanced } from '../ledger/postings.ts';
import { userDecider } from '../user/aggregate.ts';
import type { UserEvent } from '../user/events.ts';
import { foldUser, type User } from '../user/state.ts';
import { accrueMonth, dailyAccrual, endOfDayBalances, lastEndedMonth, MICRO_PER_CENT, nextMonth, postingInstant, splitPosting } from './interest.ts';
import { registeredCustomer } from '../../tests/support/customer-events.ts';

const OPENED = '2025-01-10T09:00:00.000Z';
const admin = { id: 'admin', name: 'Administrator', role: 'admin' as const };
const registered = registeredCustomer(OPENED);

const DAY = 86_400_000;
const dayAt = (n: number, hour: number): string => new Date(Date.parse('2025-01-10T00:00:00.000Z') + n * DAY + hour * 3_600_000).toISOString();

/** A movement on day `day` after opening: money in (positive) or out (negative, skipped when it would overdraw). */
const movement = fc.record({ day: fc.integer({ min: 0, max: 400 }), hour: fc.integer({ min: 0, max: 23 }), cents: fc.integer({ min: -500_000, max: 2_000_000 }) });

/** Lives the history day by day, posting each month's interest as soon as it ends, as the job does. */
function live(moves: { day: number; hour: number; cents: number }[], apyBps: number): UserEvent[] {
  const events: UserEvent[] = [registered];
  const sorted = [...moves].sort((a, b) => a.day - b.day || a.hour - b.hour);
  let month = OPENED.slice(0, 7);
  const postDue = (until: string) => {
    while (postingInstant(month) <= until) {
      const user = foldUser(events) as User;
      const accrual = accrueMonth('u1', OPENED, events, month, [], apyBps);
      events.push(...userDecider.decide({ type: 'PostInterest', ...accrual, at: postingInstant(month) }, user));
      month = nextMonth(month);
    }
  };
  sorted.forEach((move, i) => {
    const at = dayAt(move.day, move.hour);
    postDue(at);
    const user = foldUser(events) as User;
    if (user.balances.USD + move.cents < 0 || move.cents === 0) return;
    events.push(...userDecider.decide({ type: 'AdjustBalance', adjustmentId: `m${i}`, currency: 'USD', amount: move.cents, reason: 'test', actor: admin, at }, user));
  });
  postDue(dayAt(430, 0));
  return events;
}

const posted = (events: UserEvent[]) => events.flatMap((e) => (e.type === 'InterestPosted' ? [e.data] : []));

describe('savings interest over random histories', () => {
  it('accrual reconciles with posting: paid cents plus the final carry equal every day\'s accrual, to the micro-cent', () => {
    fc.assert(fc.property(fc.array(movement, { maxLength: 40 }), fc.integer({ min: 0, max: 2_000 }), (moves, apy) => {
      const events = live(moves, apy);
      const postings = posted(events);
      const paid = postings.reduce((sum, p) => sum + p.amount, 0);
      const accrued = postings.reduce((sum, p) => sum + p.accruedMicroCents, 0);
      expect(paid * MICRO_PER_CENT + postings.at(-1)!.carryMicroCents).toBe(accrued);
      const everyDay = endOfDayBalances('u1', events, OPENED.slice(0, 10), `${nextMonth(postings.at(-1)!.month)}-01`).reduce((sum, d) => sum + dailyAccrual(d.balance, apy), 0);
      expect(accrued).toBe(everyDay);
    }), { numRuns: 60 });
  });

  it('replay equals live: each month recomputed from the final history is what was posted, and the balance is the fold of the postings', () => {
    fc.assert(fc.property(fc.array(movement, { maxLength: 40 }), (moves) => {
      const events = live(moves, 450);
      for (const p of posted(events)) expect(accrueMonth('u1', OPENED, events, p.month, [], 450).accruedMicroCents).toBe(p.accruedMicroCents);
      const book = events.flatMap((e) => ('postings' in e.data ? e.data.postings : []));
      expect((foldUser(events) as User).balances.USD).toBe(book.filter((p) => p.account === customerAccount('u1', 'USD')).reduce((s, p) => s + p.amount, 0));
    }), { numRuns: 60 });
  });

  it('the book sums to zero, interest comes from the bank\'s interest expense, and no end-of-day balance is negative', () => {
    fc.assert(fc.property(fc.array(movement, { maxLength: 40 }), (moves) => {
      const events = live(moves, 450);
      for (const e of events) if ('postings' in e.data) expect(isBalanced(e.data.postings)).toBe(true);
      const interest = posted(events).flatMap((p) => p.postings);
      expect(interest.filter((p) => p.amount < 0).every((p) => p.account === bankAccount(bankAccounts.interestExpense, 'USD'))).toBe(true);
      expect(endOfDayBalances('u1', events, '2025-01-01', '2026-03-01').every((d) => d.balance >= 0)).toBe(true);
    }), { numRuns: 60 });
  });
});

describe('savings interest rules', () => {
  it('a year at a constant $10,000.00 earns the advertised 4.50% APY, give or take a few cents of day-count', () => {
    const events: UserEvent[] = [registeredCustomer('2025-01-01T00:00:00.000Z')];
    events.push(...userDecider.decide({ type: 'AdjustBalance', adjustmentId: 'a', currency: 'USD', amount: 1_000_000, reason: 'opening', actor: admin, at: '2025-01-01T00:00:00.000Z' }, foldUser(events)));
    for (let month = '2025-01'; month <= '2025-12'; month = nextMonth(month)) {
      const accrual = accrueMonth('u1', '2025-01-01T00:00:00.000Z', events, month, [], 450);
      events.push(...userDecider.decide({ type: 'PostInterest', ...accrual, at: postingInstant(month) }, foldUser(events) as User));
    }
    const earned = posted(events).reduce((sum, p) => sum + p.amount, 0);
    expect(Math.abs(earned - 45_000)).toBeLessThanOrEqual(50);
  });

  it('accrues from the opening day, at the rate in force at each day\'s end', () => {
    const events: UserEvent[] = [registered, ...userDecider.decide({ type: 'AdjustBalance', adjustmentId: 'a', currency: 'USD', amount: 100_000, reason: 'opening', actor: admin, at: OPENED }, foldUser([registered]))];
    const january = accrueMonth('u1', OPENED, events, '2025-01', [], 450);
    expect(january.days).toBe(22);
    expect(january.accruedMicroCents).toBe(22 * dailyAccrual(100_000, 450));
    const changed = accrueMonth('u1', OPENED, events, '2025-01', [{ from: '2025-01-20T12:00:00.000Z', apyBps: 0 }], 450);
    expect(changed.accruedMicroCents).toBe(10 * dailyAccrual(100_000, 450));
    expect(changed.apyBps).toBe(0);
  });

  it('pays whole cents, rounding down, and carries the rest', () => {
    expect(splitPosting(400_000, 2_700_000)).toEqual({ amount: 3, carryMicroCents: 100_000 });
    expect(splitPosting(0, 999_999)).toEqual({ amount: 0, carryMicroCents: 999_999 });
  });

  it('knows which month has ended', () => {
    expect(lastEndedMonth('2026-01-01T00:00:00.000Z')).toBe('2025-12');
    expect(lastEndedMonth('2026-11-24T10:00:00.000Z')).toBe('2026-10');
    expect(postingInstant('2026-12')).toBe('2027-01-01T00:00:00.000Z');
  });
});
