/**
 * The admin dashboard's three charts, counted from the back office's rows and the customers'
 * opening dates: transactions per day (last 14 days), new customers per week (last 12 weeks,
 * Monday to Sunday, UTC) and completed USD deposits against withdrawals (last 6 months).
 */
import type { TransactionRow } from '../projections/transactions.ts';
import { lastMonths } from './spending.ts';

export const CHART_DAYS = 14;
export const CHART_WEEKS = 12;
export const CHART_MONTHS = 6;

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

export function transactionsPerDay(rows: readonly TransactionRow[], today: string): { day: string; count: number }[] {
  const days = lastDays(today, CHART_DAYS);
  const counts = new Map(days.map((d) => [d, 0]));
  for (const row of rows) {
    const day = row.at.slice(0, 10);
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return days.map((day) => ({ day, count: counts.get(day)! }));
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

/** Money customers paid in (confirmed deposits) and took out in cash (withdrawals), per month, in cents. */
export function depositsAgainstWithdrawals(rows: readonly TransactionRow[], today: string): { month: string; deposits: number; withdrawals: number }[] {
  const months = lastMonths(today.slice(0, 7), CHART_MONTHS);
  const sums = new Map(months.map((m) => [m, { deposits: 0, withdrawals: 0 }]));
  for (const row of rows) {
    if (row.currency !== 'USD' || row.status !== 'completed') continue;
    const sum = sums.get(row.at.slice(0, 7));
    if (!sum) continue;
    if (isDeposit(row)) sum.deposits += row.total;
    else if (isWithdrawal(row)) sum.withdrawals += row.total;
  }
  return months.map((month) => ({ month, ...sums.get(month)! }));
}
