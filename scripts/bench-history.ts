/** `npm run bench:history`: times the history filters over 5,000 and 20,000 demo rows, the browser's work on every keystroke (docs/benchmarks.md). */
import { performance } from 'node:perf_hooks';
import { customerTransactions } from '../domain/projections/transactions.ts';
import { demoHistory } from '../domain/records/demo-history.ts';
import { filterHistory, historySummary, noFilter, type HistoryFilter } from '../domain/records/history-filter.ts';

const filters: [string, HistoryFilter][] = [
  ['no filter', noFilter],
  ['text "rent"', { ...noFilter, search: 'rent' }],
  ['text + type + status + year', { search: 'pay', type: 'credit', status: 'completed', year: '2018', date: '' }],
  ['exact date', { ...noFilter, date: '2015-06-14' }],
  ['no match', { ...noFilter, search: 'zzzz-no-such-row' }],
];

function rows(count: number) {
  const events = [];
  for (let seed = 1; events.length < count; seed += 1) events.push(...demoHistory('bench', seed));
  return customerTransactions('bench', events.slice(0, count).map((event, i) => ({ position: i + 1, event })));
}

function time(run: () => void, repeats = 200): { median: number; p95: number } {
  for (let i = 0; i < 20; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(repeats / 2)] ?? 0, p95: samples[Math.floor(repeats * 0.95)] ?? 0 };
}

console.log(`Node ${process.version}; filter + summary per keystroke, ms (median / p95 of 200 runs)`);
for (const count of [5_000, 20_000]) {
  const data = rows(count);
  for (const [name, filter] of filters) {
    const { median, p95 } = time(() => historySummary(filterHistory(data, filter)));
    console.log(`${String(count).padStart(6)} rows  ${name.padEnd(28)} ${median.toFixed(2)} / ${p95.toFixed(2)}`);
  }
}
