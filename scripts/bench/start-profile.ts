/**
 * Where a restart's time goes (issue 30 item 3): starts the compiled server as the start-up
 * bench does (scripts/bench/server-start.ts), under `node --cpu-prof`, on a data folder it is
 * given, and prints when it first answered and when the sign-in answered, the start's own steps
 * (the `steps` of the server's "open" log line, milliseconds since the process began) and the
 * main thread's and the PGlite thread's profiles: their top functions by self time, and a
 * timeline of 100 ms windows with what ran in each. Not part of `npm run bench`:
 *
 *   node --import tsx scripts/bench/start-profile.ts <dataDir> [worker|main] [rounds]
 *   node --import tsx scripts/bench/start-profile.ts postgres://.../db?options=-csearch_path%3D<schema>
 *
 * A PostgreSQL address starts the server on that database instead of a data folder; with
 * PROFILE_PG_EVENTS=N the script first writes the bench's generated, sealed log of N events into
 * the address's schema (scripts/bench/log-stores.ts), as the start-up bench does, and keeps it.
 * NO_PROFILE=1 times the start without the profiler (to compare two checkouts in turn: run it
 * with each as the working directory, which builds and starts that checkout's server).
 * The folder is used in place (the server appends a session at each sign-in): give it a copy.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtServeCommand } from './server-command.ts';
import { createPostgresLog } from './log-stores.ts';
import { answers } from './server-start.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ADMIN = { email: 'bench-admin@bank.test', password: 'bench-password-1', pin: '2468' };
const WINDOW_MS = 100;

/** One short name per function: its package, or our file, or V8's own entries. */
function nameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (url.startsWith('wasm://')) return 'PGlite engine (wasm)';
  if (!url) return functionName || '(anonymous)';
  const where = url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '').replace(/^.*\/\.build\/server\//, 'build:').replace(/^.*\/work\/[^/]+\/[^/]+\//, '');
  return `${functionName || '(anon)'} ${where}:${lineNumber + 1}`;
}

/** Coarse kinds, to read a window at a glance. */
function kindOf(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  if (url.startsWith('wasm://')) return 'wasm';
  if (!url) return functionName;
  if (url.startsWith('node:internal/modules') || url.includes('internal/modules/')) return 'module loader';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `pkg ${pkg[1]}`;
  if (url.includes('/.build/server/')) return 'server code';
  if (url.startsWith('node:')) return 'node';
  return 'other js';
}

/** `t0Us`: when the server was spawned, on the profiles' clock (microseconds of the monotonic clock, as process.hrtime). */
function summarise(label: string, profile: Profile, t0Us: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const kinds = new Map<string, number>();
  const windows = new Map<number, Map<string, number>>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const node = byId.get(id);
    if (!node) return;
    const name = nameOf(node);
    self.set(name, (self.get(name) ?? 0) + delta);
    const kind = kindOf(node);
    kinds.set(kind, (kinds.get(kind) ?? 0) + delta);
    const w = Math.floor((at - t0Us) / 1000 / WINDOW_MS);
    const bucket = windows.get(w) ?? new Map<string, number>();
    windows.set(w, bucket);
    const key = kind === 'server code' || kind === 'other js' ? name : kind;
    bucket.set(key, (bucket.get(key) ?? 0) + delta);
  });
  const ms = (us: number): string => (us / 1000).toFixed(0);
  console.log(`\n== ${label}: ${ms(profile.endTime - profile.startTime)} ms profiled, from ${((profile.startTime - t0Us) / 1000).toFixed(0)} ms`);
  console.log('by kind: ' + [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${ms(v)}`).join(', '));
  console.log('top self:');
  for (const [name, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms(v).padStart(6)} ms  ${name}`);
  console.log('timeline (window start ms: top entries):');
  for (const [w, bucket] of [...windows].sort((a, b) => a[0] - b[0])) {
    const top = [...bucket].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${ms(v)}`).join(' | ');
    console.log(`  ${String(w * WINDOW_MS).padStart(5)}: ${top}`);
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The store the server opens: a PostgreSQL address, or else a PGlite data folder. */
function storeEnv(target: string): NodeJS.ProcessEnv {
  return target.startsWith('postgres') ? { DATABASE_URL: target, DATA_DIR: '' } : { DATABASE_URL: '', DATA_DIR: resolve(target) };
}

async function round(target: string, thread: string, profDir: string, port: number): Promise<void> {
  rmSync(profDir, { recursive: true, force: true });
  mkdirSync(profDir, { recursive: true });
  const { command, args } = await builtServeCommand();
  const env = {
    ...process.env, NODE_ENV: 'production', BANK_ADMIN_EMAIL: ADMIN.email, BANK_ADMIN_PASSWORD: ADMIN.password, BANK_ADMIN_PIN: ADMIN.pin,
    SMTP_URL: 'smtp://127.0.0.1:9', BANK_SNAPSHOT_EVERY: process.env.BANK_SNAPSHOT_EVERY ?? '100000', BANK_JOB_INTERVAL_MS: '0',
    BANK_RATE_LIMITS: '*=100000000', BANK_SHUTDOWN_GRACE_MS: '0', ...storeEnv(target), BANK_PGLITE_THREAD: thread, PORT: String(port), HOST: '127.0.0.1',
  };
  const profiling = process.env.NO_PROFILE === '1' ? [] : ['--cpu-prof', '--cpu-prof-interval', '500', '--cpu-prof-dir', profDir];
  const nowUs = (): number => Number(process.hrtime.bigint() / 1000n);
  const t0 = nowUs();
  const child = spawn(command, [...profiling, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let steps = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const match = /"steps":"([^"]*)"/.exec(chunk.toString());
    if (match?.[1]) steps = match[1];
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`server: ${chunk.toString().slice(0, 300)}`));
  const base = `http://127.0.0.1:${port}`;
  while (!(await answers(`${base}/api/health`, 10_000))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited ${child.exitCode ?? child.signalCode}`);
    await sleep(10);
  }
  const listening = (nowUs() - t0) / 1000;
  const login = await fetch(`${base}/functions/v1/auth-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  await login.arrayBuffer();
  const signedIn = (nowUs() - t0) / 1000;
  console.log(`\n##### ${thread}: health ${listening.toFixed(0)} ms, sign-in ${login.status} at ${signedIn.toFixed(0)} ms`);
  console.log(`steps (ms since the server process began): ${steps}`);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  if (profiling.length === 0) return;
  // The process's profiles: the main thread's first (lowest thread id), then the PGlite thread's.
  const files = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile')).sort();
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(profDir, file), 'utf8')) as Profile;
    // Only what ran until the sign-in answered.
    const cut = t0 + signedIn * 1000;
    let at = profile.startTime;
    const keep = profile.timeDeltas.findIndex((d) => (at += d) > cut);
    if (keep >= 0) {
      profile.samples = profile.samples.slice(0, keep);
      profile.timeDeltas = profile.timeDeltas.slice(0, keep);
      profile.endTime = cut;
    }
    summarise(file, profile, t0);
  }
}

/** Writes the generated log into the schema named by the address's search_path. */
async function seedPostgres(target: string, events: number): Promise<void> {
  const url = new URL(target);
  const schema = /search_path=([A-Za-z0-9_]+)/.exec(url.searchParams.get('options') ?? '')?.[1];
  if (!schema) throw new Error('PROFILE_PG_EVENTS needs the schema in the address: ?options=-csearch_path%3D<schema>');
  url.searchParams.delete('options');
  await createPostgresLog(url.toString(), schema, events, true);
}

async function main(): Promise<void> {
  const [target, thread = 'worker', rounds = '1'] = process.argv.slice(2);
  if (!target) throw new Error('usage: start-profile.ts <dataDir | postgres address with its schema> [worker|main] [rounds]');
  const events = Number(process.env.PROFILE_PG_EVENTS ?? 0);
  if (target.startsWith('postgres') && events > 0) await seedPostgres(target, events);
  const port = Number(process.env.PORT ?? 5501);
  for (let i = 0; i < Number(rounds); i += 1) await round(target, thread, resolve(`.tmp/start-profile/${thread}-${i}`), port);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
