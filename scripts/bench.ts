/**
 * `npm run bench`: runs every benchmark part in its own process (so one part's memory and
 * JIT state never colour the next) and lays their results into docs/benchmarks.md, each part's
 * figures in its own marked block (report.ts), so what was written around them by hand stays.
 * `npm run bench -- rebuild browser` runs only the named parts and rewrites only their blocks.
 * BENCH_QUICK=1 shrinks every part for a smoke run.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { RESULTS_DIR, writeReport } from './bench/report.ts';

/** Each part and the script that measures it; the order is the report's order. */
const PARTS: Record<string, string> = {
  transfers: 'scripts/bench/transfers.ts',
  'black-box': 'scripts/bench/black-box.ts',
  servers: 'scripts/bench/servers.ts',
  rebuild: 'scripts/bench/rebuild.ts',
  startup: 'scripts/bench/startup.ts',
  browser: 'scripts/bench/browser.ts',
  books: 'scripts/bench/books.ts',
  'sign-in-2g': 'scripts/bench/sign-in-2g.ts',
};

function runPart(name: string, script: string): boolean {
  console.log(`\n=== bench: ${name} (${script}) ===`);
  const result = spawnSync(process.execPath, ['--require', './adapters/http/threadpool.cjs', '--max-old-space-size=6144', '--expose-gc', '--import', 'tsx', script], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) console.error(`bench part ${name} failed with status ${String(result.status)}`);
  return result.status === 0;
}

function main(): void {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in PARTS));
  if (unknown.length > 0) throw new Error(`Unknown bench parts: ${unknown.join(', ')}; known: ${Object.keys(PARTS).join(', ')}`);
  const names = asked.length > 0 ? asked : Object.keys(PARTS);
  // A full run starts from nothing, so the report never mixes in an older run's figures.
  if (asked.length === 0) rmSync(RESULTS_DIR, { recursive: true, force: true });
  const failed = names.filter((name) => !runPart(name, PARTS[name]!));
  const report = writeReport('docs/benchmarks.md', failed.length > 0 ? [`**Parts that failed in this run:** ${failed.join(', ')}.`] : []);
  console.log(`\nWrote docs/benchmarks.md (${report.length} characters).`);
  if (failed.length > 0) process.exit(1);
}

main();
