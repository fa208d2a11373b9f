/**
 * Part `books` of `npm run bench` (issue 28 item 2): the accounting read model over a log of a
 * million events (the rebuild's generated history: registrations, journal deposits, transfers
 * with fees). It folds the log once through the accounting view (adapters/engine/accounting-view.ts,
 * reading the log in pages as from a store), then times the trial balance as of now, as of random
 * past positions and as of a time, each a binary search per account, against folding the log up
 * to that position per request. Run alone with `node --import tsx scripts/bench/books.ts` (BENCH_QUICK=1: 50,000 events).
 */
import { AccountingView } from '../../adapters/engine/accounting-view.ts';
import type { EventStore, RecordedEvent } from '../../adapters/store/types.ts';
import { applyToBook, emptyBook, positionAtTime } from '../../domain/accounting/book.ts';
import { balanceSheet, trialBalance } from '../../domain/accounting/statements.ts';
import { BENCH_METADATA, generateLog } from './generate-log.ts';
import { finishSection, startSection } from './report.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const TOTAL = QUICK ? 50_000 : Number(process.env.BENCH_EVENTS ?? 1_000_000);
const TARGET_MS = 1_000;

const HOW = `A log of ${TOTAL.toLocaleString('en-US')} generated events (scripts/bench/generate-log.ts) is folded once by the accounting view, read in pages of 1,000 as from the store; then each statement is asked as the server answers it: binary searches over each chart account's cumulative balances. The baseline folds the log up to the same position per request, which is what the read model avoids. Run alone: \`node --import tsx scripts/bench/books.ts\`.`;

/** The log as a store that only reads (the fold's input), so the figure is the read model's, not a database's. */
function arrayStore(events: RecordedEvent[]): EventStore {
  return { readAll: async ({ after, limit }: { after: number; limit: number }) => events.slice(after, after + limit) } as unknown as EventStore;
}

function timeEach(runs: number, run: (i: number) => unknown): { median: number; max: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times.at(-1)! };
}

async function main(): Promise<void> {
  const section = startSection('books', 'Accounting statements over a long log', HOW);
  const events: RecordedEvent[] = [];
  let position = 0;
  for (const generated of generateLog(TOTAL)) {
    position += 1;
    const at = new Date(Date.UTC(2025, 0, 1) + position * 1000).toISOString();
    events.push({ type: generated.event.type, data: generated.event.data, metadata: { ...BENCH_METADATA, at }, position, streamId: generated.streamId, version: generated.version, recordedAt: at });
  }
  const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
  const view = new AccountingView(arrayStore(events));
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const foldStarted = performance.now();
  const book = await view.catchUp();
  const foldMs = performance.now() - foldStarted;
  gc();
  const bookMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const now = timeEach(50, () => trialBalance(book, 'USD', book.position));
  const pseudo = (i: number) => 1 + ((i * 2_654_435_761) % book.position);
  const past = timeEach(200, (i) => trialBalance(book, 'USD', pseudo(i)));
  const middle = events[Math.floor(events.length / 2)]!.metadata.at;
  const byTime = timeEach(50, () => trialBalance(book, 'USD', positionAtTime(book, middle)));
  const sheet = timeEach(50, (i) => balanceSheet(book, 'USD', pseudo(i)));
  const tb = trialBalance(book, 'USD', book.position);
  if (!tb.balanced) throw new Error('The trial balance of the generated log does not balance');
  // The baseline: what a request would cost without the read model, folding the log up to the same position.
  const half = Math.floor(events.length / 2);
  const foldStarted2 = performance.now();
  const scratch = emptyBook();
  for (let i = 0; i < half; i += 1) { const e = events[i]!; applyToBook(scratch, { position: e.position, streamId: e.streamId, at: e.metadata.at, type: e.type, data: e.data }); }
  trialBalance(scratch, 'USD', half);
  const perRequestFold = performance.now() - foldStarted2;
  const ms = (value: number) => Math.round(value * 1000) / 1000;
  const us = (value: number) => Math.round(value * 1000);
  section.figures.push(
    { name: 'trial balance as of now (median of 50)', value: us(now.median), unit: 'µs', baseline: { name: 'fold of half the log per request', value: ms(perRequestFold), unit: 'ms' }, ratio: perRequestFold / Math.max(now.median, 0.001), target: `< ${TARGET_MS} ms`, met: now.max < TARGET_MS },
    { name: 'trial balance as of a random past position (median of 200)', value: us(past.median), unit: 'µs', target: `< ${TARGET_MS} ms`, met: past.max < TARGET_MS },
    { name: 'trial balance as of a time (median of 50)', value: us(byTime.median), unit: 'µs', target: `< ${TARGET_MS} ms`, met: byTime.max < TARGET_MS },
    { name: 'balance sheet as of a random past position (median of 50)', value: us(sheet.median), unit: 'µs', target: `< ${TARGET_MS} ms`, met: sheet.max < TARGET_MS },
    { name: `the read model's one fold of ${TOTAL.toLocaleString('en-US')} events`, value: Math.round(TOTAL / (foldMs / 1000)), unit: 'events/s' },
    { name: 'the read model in memory (heap after the fold, less before)', value: Math.round(bookMiB), unit: 'MiB' },
  );
  section.notes.push(`Slowest single trial balance: ${ms(Math.max(now.max, past.max, byTime.max)).toString()} ms; ${tb.lines.length.toString()} chart accounts posted in USD; the first fold took ${Math.round(foldMs).toString()} ms, after which each new event costs one append per posting (the view follows the log as the live view does).`);
  finishSection(section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
