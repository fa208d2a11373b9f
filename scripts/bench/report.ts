/**
 * The shape every benchmark part reports in, and the writer that turns the latest result of
 * each part into docs/benchmarks.md, so `npm run bench` prints every figure beside the
 * baseline it was measured against in the same run, and the ratio the targets speak of.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One measured figure; `baseline` is the reference measured in the same run on the same machine. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number; unit: string };
  /** value / baseline.value (or the inverse for lower-is-better figures), as the target states it. */
  ratio?: number;
  /** The target in words, e.g. ">= 1.0 x raw SQL" or "<= 100 kB". */
  target?: string;
  /** Whether the target is met in this run; absent when the figure has no target. */
  met?: boolean;
}

/** One part of the suite (transfers, rebuild, browser, start-up), as written by its script. */
export interface BenchSection {
  /** File-safe id: the section's result lands in .tmp/bench/<id>.json. */
  id: string;
  title: string;
  /** How the figures were measured and how to run this part alone. */
  how: string;
  figures: BenchFigure[];
  /** Reading the figures: what holds a missed target back, profiles, caveats. */
  notes: string[];
  /** Machine load while measuring, so a noisy run is visible in the report. */
  load: { before: number; after: number };
  measuredAt: string;
}

export const RESULTS_DIR = '.tmp/bench';

/** Starts a section: remembers the load average now, so `finish` can report before and after. */
export function startSection(id: string, title: string, how: string): Omit<BenchSection, 'load' | 'measuredAt'> & { loadBefore: number } {
  return { id, title, how, figures: [], notes: [], loadBefore: loadavg()[0] ?? 0 };
}

/** Saves the section's result where the report writer finds it, and prints it. */
export function finishSection(section: ReturnType<typeof startSection>): BenchSection {
  const { loadBefore, ...rest } = section;
  const done: BenchSection = { ...rest, load: { before: loadBefore, after: loadavg()[0] ?? 0 }, measuredAt: new Date().toISOString() };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${done.id}.json`), JSON.stringify(done, null, 2));
  console.log(renderSection(done));
  return done;
}

/** A figure with a higher-is-better ratio against its baseline and a minimum ratio as target. */
export function ratioFigure(name: string, value: number, unit: string, baseline: { name: string; value: number; unit: string }, minRatio: number): BenchFigure {
  const ratio = baseline.value > 0 ? value / baseline.value : 0;
  return { name, value, unit, baseline, ratio, target: `>= ${minRatio.toFixed(1)} x ${baseline.name}`, met: ratio >= minRatio };
}

const number = (value: number): string =>
  Math.abs(value) >= 1000 ? Math.round(value).toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) >= 100 ? 1 : 2 });

function figureRow(f: BenchFigure): string {
  const baseline = f.baseline ? `${number(f.baseline.value)} ${f.baseline.unit} (${f.baseline.name})` : '';
  const ratio = f.ratio === undefined ? '' : `${f.ratio.toFixed(2)} x`;
  const met = f.met === undefined ? '' : f.met ? 'met' : '**not met**';
  return `| ${f.name} | ${number(f.value)} ${f.unit} | ${baseline} | ${ratio} | ${f.target ?? ''} | ${met} |`;
}

export function renderSection(s: BenchSection): string {
  return [
    `## ${s.title}`,
    '',
    s.how,
    '',
    `Measured ${s.measuredAt}; 1-minute load average ${s.load.before.toFixed(1)} before, ${s.load.after.toFixed(1)} after.`,
    '',
    '| Figure | Value | Baseline (same run) | Ratio | Target | |',
    '|---|---|---|---|---|---|',
    ...s.figures.map(figureRow),
    '',
    ...s.notes.flatMap((n) => [n, '']),
  ].join('\n');
}

/** The order sections appear in; a part not yet run is listed as missing. */
export const SECTION_ORDER = ['transfers-postgres', 'transfers-pglite', 'flow', 'servers', 'rebuild', 'startup', 'browser', 'sign-in-2g', 'books'];

export function machineDescription(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${process.platform}`;
}

/** Writes docs/benchmarks.md from the latest saved result of every part. */
export function writeReport(path = 'docs/benchmarks.md', extra: string[] = []): string {
  const saved = existsSync(RESULTS_DIR) ? readdirSync(RESULTS_DIR).filter((f) => f.endsWith('.json')) : [];
  const sections = saved.map((f) => JSON.parse(readFileSync(join(RESULTS_DIR, f), 'utf8')) as BenchSection);
  sections.sort((a, b) => rank(a.id) - rank(b.id));
  const missing = SECTION_ORDER.filter((id) => !sections.some((s) => s.id === id));
  const text = [
    '# Benchmarks',
    '',
    'Generated by `npm run bench` (scripts/bench.ts); every figure is a ratio against a baseline measured in the same run on the same machine. Not part of `npm test`: machines here are shared and noisy, so no test asserts a time.',
    '',
    `Machine: ${machineDescription()}.`,
    '',
    ...extra.flatMap((e) => [e, '']),
    ...(missing.length > 0 ? [`Parts not in this run: ${missing.join(', ')}.`, ''] : []),
    ...sections.map(renderSection),
  ].join('\n');
  writeFileSync(path, text);
  return text;
}

const rank = (id: string): number => {
  const index = SECTION_ORDER.indexOf(id);
  return index === -1 ? SECTION_ORDER.length : index;
};
