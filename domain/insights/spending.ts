/**
 * The figures behind the dashboard's two charts: this month's spending by category (the same
 * completed USD money out, fees included, that the Expenses tile counts) and the USD balance at
 * the end of each of the last twelve months, from the postings the statements use.
 */
import type { TransactionRow } from '../projections/transactions.ts';
import { monthsBetween, statementLines } from '../records/statements.ts';
import type { UserEvent } from '../user/events.ts';

export interface CategoryTotal {
  category: string;
  /** Minor units (cents), positive. */
  total: number;
}

/** The month's money out by category, largest first (ties by name, so the order is stable). */
export function spendingByCategory(rows: readonly TransactionRow[], month: string): CategoryTotal[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.currency !== 'USD' || row.status !== 'completed' || row.type !== 'debit' || !row.at.startsWith(month)) continue;
    totals.set(row.category, (totals.get(row.category) ?? 0) + row.total);
  }
  return [...totals].map(([category, total]) => ({ category, total })).sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));
}

/** `count` months ending with `month` (YYYY-MM), oldest first. */
export function lastMonths(month: string, count: number): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, m - 1 - (count - 1), 1)).toISOString().slice(0, 7);
  return monthsBetween(start, month);
}

export interface MonthBalance {
  month: string;
  /** Minor units at the month's end (or now, for the current month). */
  balance: number;
}

/**
 * The balance at the end of each month: every USD line's effect summed by the month it is
 * dated in, so back-dated rows (the demo history) land in their own month.
 */
export function monthEndBalances(userId: string, events: readonly { position: number; event: UserEvent }[], months: readonly string[]): MonthBalance[] {
  const byMonth = new Map<string, number>();
  for (const line of statementLines(userId, events)) {
    const key = line.row.at.slice(0, 7);
    byMonth.set(key, (byMonth.get(key) ?? 0) + line.delta);
  }
  const first = months[0] ?? '';
  let balance = [...byMonth].reduce((sum, [key, delta]) => (key < first ? sum + delta : sum), 0);
  return months.map((month) => {
    balance += byMonth.get(month) ?? 0;
    return { month, balance };
  });
}
