/**
 * The rebuild benchmark's two in-memory companions: the expected bank (a fold of the generated
 * events with no store in between, to check every rebuild against), and figures for the pieces
 * of a rebuild without any reading (validating events, folding them), to show where time goes.
 */
import { toLoggedOnce } from '../../adapters/engine/event-codec.ts';
import type { RecordedEvent } from '../../adapters/store/types.ts';
import { parseEvent } from '../../domain/catalogue.ts';
import { replayBank, type LoggedEvent } from '../../domain/projections/bank.ts';
import { transactionRow } from '../../domain/projections/transactions.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import type { BenchFigure } from './report.ts';
import { BENCH_METADATA, generateLog } from './generate-log.ts';

export interface ExpectedBank {
  eventCount: number;
  /** Transaction rows the back office should hold: one per money event. */
  rows: number;
  balances: Map<string, { USD: number; BTC: number }>;
  book: Map<string, number>;
}

const RECORDED_AT = '2025-01-01T00:00:00.000Z';

function* logged(total: number): Generator<LoggedEvent> {
  let position = 0;
  for (const { streamId, event } of generateLog(total)) yield { position: (position += 1), streamId, event, recordedAt: RECORDED_AT };
}

/** Folds the generated events straight from the generator (nothing kept but the balances) and counts the rows. */
export function expectedBank(total: number): ExpectedBank {
  let rows = 0;
  const counted = function* (): Generator<LoggedEvent> {
    for (const e of logged(total)) {
      if (e.streamId.startsWith('user-') && transactionRow(e.streamId.slice(5), e.position, e.event as UserEvent)) rows += 1;
      yield e;
    }
  };
  const view = replayBank(counted(), { withOffice: false });
  const balances = new Map([...view.users].map(([id, user]) => [id, { ...user.balances }]));
  return { eventCount: view.eventCount, rows, balances, book: new Map(view.book) };
}

const rate = (events: number, ms: number): number => events / (ms / 1000);

function once(fn: () => void): number {
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  fn();
  return performance.now() - started;
}

/** The faster of two runs, so neither side pays alone for compiling its code on first use. */
const time = (fn: () => void): number => Math.min(once(fn), once(fn));

/** An informational figure: a rate against another rate of the same run, with no target. */
export const compared = (name: string, value: number, baseline: { name: string; value: number }): BenchFigure => ({
  name, value, unit: 'events/s', baseline: { ...baseline, unit: 'events/s' }, ratio: baseline.value > 0 ? value / baseline.value : 0,
});

/** Events as a store returns them: fresh objects parsed from JSON. */
function asRead(events: LoggedEvent[]): RecordedEvent[] {
  return events.map((e) => ({ position: e.position, streamId: e.streamId, version: 1, type: e.event.type, data: JSON.parse(JSON.stringify(e.event.data)) as unknown, metadata: BENCH_METADATA, recordedAt: RECORDED_AT }));
}

/** Validation (compiled schemas against zod's interpreter) and the fold alone (live view against the audit view). */
export function foldFigures(total: number): { figures: BenchFigure[]; notes: string[] } {
  const sample = Math.min(total, 200_000);
  const read = asRead([...logged(sample)]);
  // As the start-up fold validates (toLoggedOnce), and as before with the interpreter (parseEvent's default schemas).
  const compiledMs = time(() => read.forEach(toLoggedOnce));
  const interpretedMs = time(() => read.forEach((e) => parseEvent(e.type, e.data)));
  const events = [...logged(total)];
  const liveMs = time(() => replayBank(events));
  const auditMs = time(() => replayBank(events, { withOffice: false }));
  return {
    figures: [
      compared('In memory: validate events read back (compiled zod schemas)', rate(sample, compiledMs), { name: "zod's interpreter, as before", value: rate(sample, interpretedMs) }),
      compared("In memory: fold decoded events into the live view (with the back office's lists)", rate(total, liveMs), { name: 'fold into the audit view (balances, statuses, settings)', value: rate(total, auditMs) }),
    ],
    notes: [
      `In memory (no store): validating ${sample.toLocaleString('en-US')} parsed events took ${compiledMs.toFixed(0)} ms with the compiled schemas and ${interpretedMs.toFixed(0)} ms with zod's interpreter; folding all ${total.toLocaleString('en-US')} already-decoded events took ${(liveMs / 1000).toFixed(2)} s into the live view and ${(auditMs / 1000).toFixed(2)} s into the audit view. What a rebuild costs beyond these is reading and parsing the rows.`,
    ],
  };
}
