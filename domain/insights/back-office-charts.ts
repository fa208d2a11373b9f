/**
 * The admin dashboard's three charts, counted from the back office's figures per day and the
 * customers' opening dates: transactions per day (last 14 days), new customers per week (last
 * 12 weeks, Monday to Sunday, UTC) and completed USD deposits against withdrawals (last 6 months).
 */
import type { TransactionRow } from '../projections/transactions.ts';
import { lastMonths } from './spending.ts';

export const CHART_DAYS = 14;
export const CHART_WEEKS = 12;
export const CHART_MONTHS = 6;

/** One day's money rows, for the dashboard's charts. */
export interface DayFigures {
  transactions: number;
  /** Completed USD deposits and cash withdrawals that day, cents. */
  depositsUsd: number;
  withdrawalsUsd: number;
}

const DAY_MS = 86_400_000;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The `count` days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => dayKey(end - (count - 1 - i) * DAY_MS));
}

/** The Monday (YYYY-MM-DD) of the week holding `day`. */
export function weekStart(day: string): string {
  const ms = Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayKey(ms - weekday * DAY_MS);
}

export function transactionsPerDay(daily: ReadonlyMap<string, DayFigures>, today: string): { day: string; count: number }[] {
  return lastDays(today, CHART_DAYS).map((day) => ({ day, count: daily.get(day)?.transactions ?? 0 }));
}

export function newCustomersPerWeek(openedAt: readonly string[], today: string): { weekStart: string; count: number }[] {
  const last = Date.parse(`${weekStart(today)}T00:00:00.000Z`);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => dayKey(last - (CHART_WEEKS - 1 - i) * 7 * DAY_MS));
  const counts = new Map(weeks.map((w) => [w, 0]));
  for (const at of openedAt) {
    const week = weekStart(at);
    const count = counts.get(week);
    if (count !== undefined) counts.set(week, count + 1);
  }
  return weeks.map((w) => ({ weekStart: w, count: counts.get(w)! }));
}

const isDeposit = (row: TransactionRow) => row.type === 'credit' && (row.kind === 'deposit' || (row.kind === 'demo' && row.category === 'Deposit'));
const isWithdrawal = (row: TransactionRow) => row.type === 'debit' && (row.kind === 'withdrawal' || (row.kind === 'demo' && row.category === 'Cash'));

/** What one row adds to the deposits-against-withdrawals chart, cents: completed USD deposits in, cash out. */
export function chartMoneyOf(row: TransactionRow): { deposit: number; withdrawal: number } {
  if (row.currency !== 'USD' || row.status !== 'completed') return { deposit: 0, withdrawal: 0 };
  return { deposit: isDeposit(row) ? row.total : 0, withdrawal: isWithdrawal(row) ? row.total : 0 };
}

/** Counts one money row into its day: one more transaction, and what it adds to the money chart. */
export function addToDay(daily: Map<string, DayFigures>, row: TransactionRow): void {
  const day = row.at.slice(0, 10);
  let figures = daily.get(day);
  if (!figures) daily.set(day, (figures = { transactions: 0, depositsUsd: 0, withdrawalsUsd: 0 }));
  figures.transactions += 1;
  const money = chartMoneyOf(row);
  figures.depositsUsd += money.deposit;
  figures.withdrawalsUsd += money.withdrawal;
}

/** Money customers paid in (confirmed deposits) and took out in cash (withdrawals), per month, in cents. */
export function depositsAgainstWithdrawals(daily: ReadonlyMap<string, DayFigures>, today: string): { month: string; deposits: number; withdrawals: number }[] {
  const months = lastMonths(today.slice(0, 7), CHART_MONTHS);
  const sums = new Map(months.map((m) => [m, { deposits: 0, withdrawals: 0 }]));
  for (const [day, figures] of daily) {
    const sum = sums.get(day.slice(0, 7));
    if (!sum) continue;
    sum.deposits += figures.depositsUsd;
    sum.withdrawals += figures.withdrawalsUsd;
  }
  return months.map((month) => ({ month, ...sums.get(month)! }));
}
