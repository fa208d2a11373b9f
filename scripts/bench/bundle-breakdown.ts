/**
 * Splits built JavaScript by where it came from (each npm package, the bank's own code, text
 * with no source map) using the files' source maps, so the browser section can say which
 * library weighs what on the home page rather than guessing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line's segments of a v3 source map, keeping each segment's generated column and source index (as deltas). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Start offsets in the generated code, each with the source it maps to (null: no source). */
function spans(code: string, mappings: string): { start: number; source: number | null }[] {
  const out: { start: number; source: number | null }[] = [];
  let lineStart = 0;
  let source = 0;
  const lines = code.split('\n');
  mappings.split(';').forEach((line, index) => {
    let column = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      out.push({ start: lineStart + column, source: sourceDelta === undefined ? null : source });
    }
    lineStart += (lines[index]?.length ?? 0) + 1;
  });
  return out.sort((a, b) => a.start - b.start);
}

/** The package a source path belongs to, or the bank's own code. */
function origin(path: string | undefined): string {
  if (path === undefined) return 'no source map (interface text JSON, bundler runtime and helpers)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return match?.[1] ?? "the bank's own code";
}

export interface Part {
  origin: string;
  raw: number;
  /** That origin's code compressed alone at brotli quality 11: a little more than its share of the real file. */
  brotli: number;
}

/** The parts of the given built files (paths under dist), largest first. */
export function breakdown(dist: string, files: string[]): Part[] {
  const text = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const mapPath = join(dist, `${file}.map`);
    // The bundler's own runtime chunk comes without a map: all of it is then 'no source map'.
    const map = existsSync(mapPath) ? (JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string }) : { sources: [], mappings: '' };
    const all = [{ start: 0, source: null }, ...spans(code, map.mappings)];
    all.forEach((span, index) => {
      const key = origin(span.source === null ? undefined : map.sources[span.source]);
      const piece = code.slice(span.start, all[index + 1]?.start ?? code.length);
      text.set(key, [...(text.get(key) ?? []), piece]);
    });
  }
  const parts = [...text].map(([key, pieces]) => {
    const joined = Buffer.from(pieces.join(''));
    return { origin: key, raw: joined.length, brotli: brotliCompressSync(joined, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
  });
  return parts.sort((a, b) => b.raw - a.raw);
}
