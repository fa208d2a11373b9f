/**
 * Times what the transaction history page does in the browser on every keystroke, filter and
 * summary over the customer's rows (domain/records/history-filter.ts), against a plain
 * Array.filter doing only the text test over the same rows, for the browser section.
 */
import { performance } from 'node:perf_hooks';
import { customerTransactions, type TransactionRow } from '../../domain/projections/transactions.ts';
import { demoHistory } from '../../domain/records/demo-history.ts';
import { filterHistory, historySummary, noFilter, type HistoryFilter } from '../../domain/records/history-filter.ts';

/** The filters a customer types or picks, from the cheapest to the one that tests every field. */
export const FILTERS: [string, HistoryFilter][] = [
  ['no filter', noFilter],
  ['text "rent"', { ...noFilter, search: 'rent' }],
  ['text + type + status + year', { search: 'pay', type: 'credit', status: 'completed', year: '2018', date: '' }],
  ['exact date', { ...noFilter, date: '2015-06-14' }],
  ['text that matches nothing', { ...noFilter, search: 'zzzz-no-such-row' }],
];

/** `count` rows of the deterministic demo history, as the customer projection builds them (newest first). */
export function historyRows(count: number): TransactionRow[] {
  const events = [];
  for (let seed = 1; events.length < count; seed += 1) events.push(...demoHistory('bench', seed));
  return customerTransactions('bench', events.slice(0, count).map((event, i) => ({ position: i + 1, event })));
}

export interface Timing {
  median: number;
  p95: number;
}

/** Median and 95th percentile of `repeats` runs in milliseconds, after a warm-up so the JIT has compiled the code. */
export function time(run: () => unknown, repeats: number): Timing {
  for (let i = 0; i < Math.max(20, repeats / 10); i += 1) run();
  (globalThis as { gc?: () => void }).gc?.();
  const samples: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(repeats / 2)] ?? 0, p95: samples[Math.floor(repeats * 0.95)] ?? 0 };
}

/** One keystroke: the filter and the summary line the page shows above the list. */
export const keystroke = (rows: readonly TransactionRow[], filter: HistoryFilter) => () => historySummary(filterHistory(rows, filter));

/** The least work any text filter does: one pass with the same case-insensitive test and nothing else. */
export const plainFilter = (rows: readonly TransactionRow[], search: string) => () => {
  const needle = search.toLowerCase();
  return rows.filter((row) => row.description.toLowerCase().includes(needle) || row.reference.toLowerCase().includes(needle));
};
