/**
 * Savings interest, the way a microfinance core computes it (Apache Fineract's savings
 * defaults): interest accrues every day on the end-of-day balance, actual/365 (every day is
 * 1/365 of a year, leap years included), and is posted once a month, so it compounds monthly.
 * The rate in System Settings is the advertised APY; the nominal annual rate that yields that
 * APY when compounded monthly is 12 * ((1 + APY)^(1/12) - 1). Each day accrues in millionths
 * of a cent (micro-cents, rounded half up per day); a posting pays the whole cents of what
 * accrued plus the remainder carried from the month before, and carries the rest (always
 * rounding down, so the bank never pays interest that has not yet accrued).
 */
import { customerAccount } from '../ledger/accounts.ts';
import type { UserEvent } from '../user/events.ts';

export const MICRO_PER_CENT = 1_000_000;
export const DAYS_IN_YEAR = 365;
const DAY_MS = 86_400_000;

/** The nominal annual rate whose monthly compounding gives the APY (`apyBps` in basis points). */
export function nominalAnnualRate(apyBps: number): number {
  return 12 * (Math.pow(1 + apyBps / 10_000, 1 / 12) - 1);
}

/** One day's interest on an end-of-day balance, in micro-cents; nothing accrues on zero or less. */
export function dailyAccrual(balanceCents: number, apyBps: number): number {
  if (balanceCents <= 0 || apyBps <= 0) return 0;
  return Math.round((balanceCents * MICRO_PER_CENT * nominalAnnualRate(apyBps)) / DAYS_IN_YEAR);
}

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${String(year + 1).padStart(4, '0')}-01` : `${String(year).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`;
}

/** The posting instant of `month`'s interest: the first instant of the month after it. */
export const postingInstant = (month: string): string => `${nextMonth(month)}-01T00:00:00.000Z`;

/** The last calendar month (UTC) that has fully ended at `at`. */
export function lastEndedMonth(at: string): string {
  const [year, m] = at.slice(0, 7).split('-').map(Number) as [number, number];
  return m === 1 ? `${String(year - 1).padStart(4, '0')}-12` : `${String(year).padStart(4, '0')}-${String(m - 1).padStart(2, '0')}`;
}

/** An APY change from System Settings: in force from `from` (ISO time) until the next one. */
export interface RateChange {
  from: string;
  apyBps: number;
}

/** The APY in force at `instant`: the last change at or before it, else the default. */
export function apyAt(changes: readonly RateChange[], instant: string, defaultBps: number): number {
  let bps = defaultBps;
  for (const change of changes) if (change.from <= instant) bps = change.apyBps;
  return bps;
}

const dayKey = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Each day's end-of-day USD balance from `fromDay` up to (not including) `toDay`, both
 * YYYY-MM-DD: the sum of the customer's postings dated on or before that day, whatever
 * order they were appended in (the demo history is back-dated).
 */
export function endOfDayBalances(userId: string, events: readonly UserEvent[], fromDay: string, toDay: string): { day: string; balance: number }[] {
  const account = customerAccount(userId, 'USD');
  const byDay = new Map<string, number>();
  let opening = 0;
  for (const event of events) {
    if (!('postings' in event.data)) continue;
    const day = event.data.at.slice(0, 10);
    const delta = event.data.postings.reduce((sum, p) => (p.account === account ? sum + p.amount : sum), 0);
    if (day < fromDay) opening += delta;
    else byDay.set(day, (byDay.get(day) ?? 0) + delta);
  }
  const days: { day: string; balance: number }[] = [];
  let balance = opening;
  for (let ms = Date.parse(`${fromDay}T00:00:00.000Z`); dayKey(ms) < toDay; ms += DAY_MS) {
    const day = dayKey(ms);
    balance += byDay.get(day) ?? 0;
    days.push({ day, balance });
  }
  return days;
}

export interface MonthAccrual {
  month: string;
  accruedMicroCents: number;
  days: number;
  /** The APY in force at the month's end, recorded on the posting. */
  apyBps: number;
}

/**
 * What `month` accrued for the customer: every day from the month's first day (or the day
 * the account opened, if later) to its last, each on its end-of-day balance at the rate in
 * force at that day's end.
 */
export function accrueMonth(userId: string, openedAt: string, events: readonly UserEvent[], month: string, rates: readonly RateChange[], defaultBps: number): MonthAccrual {
  const first = `${month}-01`;
  const opened = openedAt.slice(0, 10);
  const fromDay = opened > first ? opened : first;
  const toDay = `${nextMonth(month)}-01`;
  let accrued = 0;
  const days = endOfDayBalances(userId, events, fromDay, toDay);
  for (const { day, balance } of days) {
    const endOfDay = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();
    accrued += dailyAccrual(balance, apyAt(rates, endOfDay, defaultBps));
  }
  return { month, accruedMicroCents: accrued, days: days.length, apyBps: apyAt(rates, postingInstant(month), defaultBps) };
}

/** What a posting pays in cents and what it carries, from the carry before and the month's accrual. */
export function splitPosting(carryMicroCents: number, accruedMicroCents: number): { amount: number; carryMicroCents: number } {
  const total = carryMicroCents + accruedMicroCents;
  const amount = Math.floor(total / MICRO_PER_CENT);
  return { amount, carryMicroCents: total - amount * MICRO_PER_CENT };
}
