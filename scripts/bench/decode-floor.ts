/**
 * What turning one stored event back into objects costs, whatever the database: JSON.parse of
 * its data and metadata as jsonb hands them over (text), against v8.deserialize of the same
 * event as a binary copy would hold it (the lever issue 15 names for a rebuild). Neither reads
 * nor validates nor folds, so each is a ceiling for a rebuild on one core.
 */
import { deserialize, serialize } from 'node:v8';
import { BENCH_METADATA, generateLog } from './generate-log.ts';
import type { BenchFigure } from './report.ts';
import { compared } from './rebuild-reference.ts';

const rate = (events: number, ms: number): number => events / (ms / 1000);

/** The faster of three runs, each after a warm-up by the previous one. */
function fastest(fn: () => void): number {
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    fn();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export function decodeFigures(sample: number): { figures: BenchFigure[]; notes: string[] } {
  const texts: [string, string][] = [];
  const copies: Buffer[] = [];
  const metadata = JSON.stringify(BENCH_METADATA);
  for (const { event } of generateLog(sample)) {
    texts.push([JSON.stringify(event.data), metadata]);
    copies.push(serialize({ data: event.data, metadata: BENCH_METADATA }));
  }
  let kept = 0;
  const jsonMs = fastest(() => { for (const [data, meta] of texts) kept += JSON.parse(data) && JSON.parse(meta) ? 1 : 0; });
  const v8Ms = fastest(() => { for (const copy of copies) kept += deserialize(copy) ? 1 : 0; });
  if (kept === 0) throw new Error('nothing decoded');
  const jsonBytes = texts.reduce((sum, [data, meta]) => sum + data.length + meta.length, 0) / sample;
  const v8Bytes = copies.reduce((sum, copy) => sum + copy.length, 0) / sample;
  return {
    figures: [compared('In memory: decode one event from a v8-serialised binary copy (the named lever)', rate(sample, v8Ms), { name: 'JSON.parse of its jsonb text, as today', value: rate(sample, jsonMs) })],
    notes: [`Decoding ${sample.toLocaleString('en-US')} events of the log, nothing else: JSON.parse of data and metadata (${Math.round(jsonBytes)} bytes of text an event) ran at ${Math.round(rate(sample, jsonMs)).toLocaleString('en-US')} events/s, v8.deserialize of the same events as a binary copy (${Math.round(v8Bytes)} bytes) at ${Math.round(rate(sample, v8Ms)).toLocaleString('en-US')} events/s. A v8-serialised copy beside the jsonb would make a rebuild slower, not faster, so it was not built.`],
  };
}
