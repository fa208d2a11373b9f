/**
 * The transaction history's filters and summary (part 2 section 2): free text over
 * description and reference, type, status, year and exact date; only the first 50 matches
 * are shown. Pure, so it runs the same on the server, in the browser and in the benchmark.
 */
import type { TransactionRow } from '../projections/transactions.ts';

export const HISTORY_PAGE_SIZE = 50;

export interface HistoryFilter {
  search: string;
  type: 'all' | 'credit' | 'debit';
  status: 'all' | 'completed' | 'pending' | 'failed';
  /** 'all' or a four-digit year. */
  year: string;
  /** '' or YYYY-MM-DD. */
  date: string;
}

/** The fields the filters and summary read; the browser's rows carry these too. */
export type FilterableRow = Pick<TransactionRow, 'type' | 'status' | 'at' | 'description' | 'reference' | 'currency' | 'amount' | 'total'>;

export const noFilter: HistoryFilter = { search: '', type: 'all', status: 'all', year: 'all', date: '' };

export interface HistorySummary {
  count: number;
  /** Completed USD credits, minor units. */
  income: number;
  /** Completed USD debits with their fees (what left the account), minor units. */
  expenses: number;
  net: number;
}

export function matchesFilter(row: FilterableRow, filter: HistoryFilter, needle = filter.search.trim().toLowerCase()): boolean {
  if (filter.type !== 'all' && row.type !== filter.type) return false;
  if (filter.status !== 'all' && row.status !== filter.status) return false;
  if (filter.year !== 'all' && !row.at.startsWith(filter.year)) return false;
  if (filter.date && !row.at.startsWith(filter.date)) return false;
  if (!needle) return true;
  return row.description.toLowerCase().includes(needle) || row.reference.toLowerCase().includes(needle);
}

/** Every match, in the order given (newest first from the projection). */
export function filterHistory<R extends FilterableRow>(rows: readonly R[], filter: HistoryFilter): R[] {
  const needle = filter.search.trim().toLowerCase();
  return rows.filter((row) => matchesFilter(row, filter, needle));
}

export function historySummary(rows: readonly FilterableRow[]): HistorySummary {
  let income = 0;
  let expenses = 0;
  for (const row of rows) {
    if (row.status !== 'completed' || row.currency !== 'USD') continue;
    if (row.type === 'credit') income += row.total;
    else expenses += row.total;
  }
  return { count: rows.length, income, expenses, net: income - expenses };
}

/** The years the year filter offers: those that have rows, newest first. */
export function historyYears(rows: readonly Pick<FilterableRow, 'at'>[]): string[] {
  return [...new Set(rows.map((row) => row.at.slice(0, 4)))].sort().reverse();
}
