/**
 * The dashboard's three tiles computed from this month's completed USD rows: income (money
 * in), expenses (money out, fees included) and total savings, defined as income minus
 * expenses this month (what the customer kept), never a sample figure.
 */
import type { TransactionRow } from '../projections/transactions.ts';

export interface MonthSummary {
  /** YYYY-MM the figures cover (UTC). */
  month: string;
  income: number;
  expenses: number;
  /** income - expenses; negative when the customer spent more than came in. */
  savings: number;
}

export function monthSummary(rows: readonly TransactionRow[], month: string): MonthSummary {
  let income = 0;
  let expenses = 0;
  for (const row of rows) {
    if (row.currency !== 'USD' || row.status !== 'completed' || !row.at.startsWith(month)) continue;
    if (row.type === 'credit') income += row.total;
    else expenses += row.total;
  }
  return { month, income, expenses, savings: income - expenses };
}

/** The latest rows, newest first (part 1 section 9: latest 8). */
export const RECENT_COUNT = 8;

export function recentRows(rows: readonly TransactionRow[], count = RECENT_COUNT): TransactionRow[] {
  return [...rows].sort((a, b) => b.position - a.position).slice(0, count);
}
