/**
 * `npm run bench` part "transfers": money-moving requests per second and their latency
 * through the real HTTP API (32 clients), against raw SQL transfers on the same database in
 * the same run: Postgres (DATABASE_URL; uniform over 10,000 accounts and 10 hot accounts)
 * and PGlite against its own raw interactive transaction rate.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { openPgliteStore } from '../../adapters/store/pglite.ts';
import { openPostgresStore } from '../../adapters/store/postgres.ts';
import type { EventStore } from '../../adapters/store/types.ts';
import { ServerProcess, throwawayDatabase } from '../../tests/support/server-process.ts';
import { asRunningBank, benchContext, pairs, prepareTransfers, seedCustomers, type SeededCustomer } from './bank-seed.ts';
import { argon2Share, measureArgon2 } from './argon2-cost.ts';
import { runFlows } from './flow.ts';
import { startLoadGenerator, type LoadResult } from './load.ts';
import { rawPglite, rawPostgres } from './raw-transfers.ts';
import { benchServerEnv } from './bench-server-env.ts';
import { builtServeCommand } from './server-command.ts';
import { finishSection, ratioFigure, startSection, type BenchFigure } from './report.ts';
import { TRANSFER_NOTES } from './transfer-notes.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? (QUICK ? 500 : 10_000));
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? (QUICK ? 1_000 : 10_000));
const WARM_UP = QUICK ? 100 : 1_000;
const CLIENTS = 32;
const HOT = 10;
const PORT = Number(process.env.BENCH_PORT ?? 4391);
/** Customers and flows of the whole-flow bench; customers are a multiple of the clients (one lane each). */
const FLOW_CUSTOMERS = QUICK ? 64 : 256;
const FLOWS = Number(process.env.BENCH_FLOWS ?? (QUICK ? 500 : 3_000));

type Opener = () => Promise<EventStore>;

const log = (line: string): void => console.log(`[transfers] ${line}`);
const rate = (r: LoadResult): string => `${Math.round(r.perSecond)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failed} failed`;

/** Prepares transfers with the server stopped (PGlite allows one process), then confirms them over HTTP. */
async function runHttp(open: Opener, customers: SeededCustomer[], pool: number, env: NodeJS.ProcessEnv): Promise<LoadResult> {
  return (await runHttpRounds(open, customers, pool, [env]))[0]!;
}

/** Takes `count` transfers through start and PIN with the server stopped (PGlite allows one process). */
async function prepare(open: Opener, customers: SeededCustomer[], count: number, pool: number, seed: number) {
  const store = await open();
  const { ctx, codes } = await benchContext(store);
  const began = performance.now();
  const prepared = await prepareTransfers(ctx, codes, pairs(customers, count, pool, seed));
  log(`prepared ${prepared.length} transfers in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  await asRunningBank(ctx, store);
  await store.close();
  return prepared;
}

/**
 * The same, once per server environment, each a fresh server with its own warm-up and transfers,
 * prepared just before it (a one-time code expires): back-to-back rounds on one seeded bank.
 */
async function runHttpRounds(open: Opener, customers: SeededCustomer[], pool: number, envs: NodeJS.ProcessEnv[]): Promise<LoadResult[]> {
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=.tmp/prof' profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The clients run in their own process, so the server's share of the cores is not theirs.
  const generator = await startLoadGenerator();
  const results: LoadResult[] = [];
  try {
    for (const [round, env] of envs.entries()) {
      const items = await prepare(open, customers, WARM_UP + TRANSFERS, pool, pool + round);
      const server = new ServerProcess({ ...env, SMTP_URL: generator.smtpUrl }, `http://127.0.0.1:${PORT}`, (line) => log(line), nodeArgs, (await builtServeCommand()).args);
      try {
        await server.start();
        const onFailure = (line: string, count: number): void => log(`failure x${count}: ${line}`);
        await generator.run({ kind: 'confirm', base: server.base, clients: CLIENTS, items: items.slice(0, WARM_UP) }, onFailure);
        results.push(await generator.run({ kind: 'confirm', base: server.base, clients: CLIENTS, items: items.slice(WARM_UP) }, onFailure));
      } finally {
        await server.stop();
      }
    }
    return results;
  } finally {
    await generator.close();
  }
}

async function seed(open: Opener): Promise<SeededCustomer[]> {
  const store = await open();
  const began = performance.now();
  const { ctx } = await benchContext(store);
  const customers = await seedCustomers(ctx, ACCOUNTS);
  log(`seeded ${customers.length} customers in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  await asRunningBank(ctx, store);
  await store.close();
  return customers;
}

const serverEnv = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => benchServerEnv(PORT, extra);

const latencyFigure = (name: string, result: LoadResult, raw: LoadResult): BenchFigure =>
  ({ name, value: result.p99, unit: 'ms', baseline: { name: 'raw SQL p99', value: raw.p99, unit: 'ms' }, target: '< 50 ms', met: result.p99 < 50 && result.failed === 0 });

const perSecond = (name: string, r: LoadResult) => ({ name, value: r.perSecond, unit: 'transfers/s' });

async function benchPostgres(url: string): Promise<LoadResult> {
  const section = startSection('transfers-postgres', 'Transfers through the HTTP API on PostgreSQL',
    `${CLIENTS} concurrent HTTP clients confirm ${TRANSFERS.toLocaleString('en-US')} prepared internal transfers (POST /functions/v1/transfer-confirm with an Idempotency-Key: check the one-time code, debit the payer, credit the payee, record the outcome) between ${ACCOUNTS.toLocaleString('en-US')} customers, after ${WARM_UP.toLocaleString('en-US')} warm-up transfers. Each transfer was taken through its start and PIN steps beforehand by the same services in the bench process (scripts/bench/bank-seed.ts), so the timed step is the one that moves money. Baseline: ${CLIENTS} connections each running BEGIN; two ordered balance UPDATEs; one event INSERT; COMMIT on the same Postgres, in the same run (scripts/bench/raw-transfers.ts). Run alone: \`npm run bench -- transfers\`.`);
  const db = await throwawayDatabase(url, 'bank_bench');
  try {
    const raw = await rawPostgres(db.url, { accounts: ACCOUNTS, pool: ACCOUNTS, transfers: TRANSFERS, clients: CLIENTS });
    log(`raw SQL uniform: ${rate(raw)}`);
    const rawHot = await rawPostgres(db.url, { accounts: ACCOUNTS, pool: HOT, transfers: TRANSFERS, clients: CLIENTS });
    log(`raw SQL hot: ${rate(rawHot)}`);
    const open = () => openPostgresStore({ connectionString: db.url });
    const customers = await seed(open);
    const env = serverEnv({ DATABASE_URL: db.url, DATA_DIR: '' });
    const uniform = await runHttp(open, customers, ACCOUNTS, env);
    log(`HTTP uniform: ${rate(uniform)}`);
    const hot = await runHttp(open, customers, HOT, env);
    log(`HTTP hot: ${rate(hot)}`);
    section.figures.push(
      ratioFigure(`HTTP transfers/s, ${CLIENTS} clients, ${ACCOUNTS.toLocaleString('en-US')} accounts`, uniform.perSecond, 'transfers/s', { name: 'raw SQL transfers/s', value: raw.perSecond, unit: 'transfers/s' }, 1.0),
      latencyFigure('HTTP p99 latency, uniform', uniform, raw),
      { name: 'HTTP p50 latency, uniform', value: uniform.p50, unit: 'ms', baseline: { name: 'raw SQL p50', value: raw.p50, unit: 'ms' } },
      ratioFigure(`HTTP transfers/s, ${HOT} hot accounts`, hot.perSecond, 'transfers/s', { name: 'HTTP uniform', value: uniform.perSecond, unit: 'transfers/s' }, 0.8),
      latencyFigure('HTTP p99 latency, hot accounts', hot, rawHot),
      { ...perSecond(`raw SQL transfers/s, ${HOT} hot accounts`, rawHot), baseline: { name: 'raw SQL uniform', value: raw.perSecond, unit: 'transfers/s' }, ratio: rawHot.perSecond / raw.perSecond },
      { name: 'transfers refused or failed', value: uniform.failed + hot.failed, unit: '', target: '0', met: uniform.failed + hot.failed === 0 },
    );
    section.notes.push(...TRANSFER_NOTES);
    finishSection(section);
    return uniform;
  } finally {
    await db.drop();
  }
}

/** Where each round's server runs PGlite's engine: a thread of its own, or the server's own thread (as before issue 30), alternated ABBA. */
const PGLITE_ROUNDS = (process.env.BENCH_PGLITE_ROUNDS ?? 'main,worker,worker,main').split(',') as ('main' | 'worker')[];

const meanOf = (results: LoadResult[], pick: (r: LoadResult) => number): number => results.reduce((sum, r) => sum + pick(r), 0) / Math.max(1, results.length);

async function benchPglite(): Promise<LoadResult> {
  const section = startSection('transfers-pglite', 'Transfers through the HTTP API on PGlite',
    `The same ${TRANSFERS.toLocaleString('en-US')} confirms from ${CLIENTS} HTTP clients over ${ACCOUNTS.toLocaleString('en-US')} customers, on the embedded database, in back-to-back rounds on one seeded bank, each a fresh server with its own warm-up: PGlite's engine on a thread of its own (BANK_PGLITE_THREAD=worker, the default) and on the server's own thread (main, as before), in the order ${PGLITE_ROUNDS.join(', ')}. Baseline: the raw interactive transfer transaction (BEGIN; two UPDATEs; INSERT; COMMIT) on PGlite in one process, which runs one transaction at a time, measured before the rounds and after them (the mean is the baseline).`);
  const root = resolve('.tmp', `bench-transfers-${process.pid}`);
  mkdirSync(root, { recursive: true });
  try {
    const rawOptions = { accounts: ACCOUNTS, pool: ACCOUNTS, transfers: TRANSFERS, clients: 1 };
    const rawBefore = await rawPglite(resolve(root, 'raw-before'), rawOptions);
    log(`raw PGlite: ${rate(rawBefore)}`);
    const dataDir = resolve(root, 'bank');
    const open = () => openPgliteStore({ dataDir });
    const customers = await seed(open);
    const rounds = await runHttpRounds(open, customers, ACCOUNTS, PGLITE_ROUNDS.map((thread) => serverEnv({ DATA_DIR: dataDir, DATABASE_URL: '', BANK_PGLITE_THREAD: thread })));
    rounds.forEach((r, i) => log(`HTTP on PGlite, engine on ${PGLITE_ROUNDS[i]} thread: ${rate(r)}`));
    const rawAfter = await rawPglite(resolve(root, 'raw-after'), rawOptions);
    log(`raw PGlite after: ${rate(rawAfter)}`);
    const raw = (rawBefore.perSecond + rawAfter.perSecond) / 2;
    const worker = rounds.filter((_, i) => PGLITE_ROUNDS[i] === 'worker');
    const main = rounds.filter((_, i) => PGLITE_ROUNDS[i] === 'main');
    const uniform = worker[0] ?? rounds[0]!;
    const workerRate = meanOf(worker, (r) => r.perSecond);
    const mainRate = meanOf(main, (r) => r.perSecond);
    const failed = rounds.reduce((sum, r) => sum + r.failed, 0);
    section.figures.push(
      ratioFigure(`HTTP transfers/s on PGlite, engine on its own thread, ${CLIENTS} clients`, workerRate, 'transfers/s', { name: 'raw PGlite transfers/s', value: raw, unit: 'transfers/s' }, 0.8),
      ratioFigure(`HTTP transfers/s on PGlite, engine on the server's thread (as before), ${CLIENTS} clients`, mainRate, 'transfers/s', { name: 'raw PGlite transfers/s', value: raw, unit: 'transfers/s' }, 0.8),
      { name: 'engine on its own thread against the server\'s thread, same run', value: workerRate, unit: 'transfers/s', baseline: { name: 'engine on the server\'s thread', value: mainRate, unit: 'transfers/s' }, ratio: workerRate / mainRate },
      { name: 'HTTP p99 latency on PGlite, engine on its own thread', value: meanOf(worker, (r) => r.p99), unit: 'ms', baseline: { name: 'engine on the server\'s thread', value: meanOf(main, (r) => r.p99), unit: 'ms' } },
      { name: 'transfers refused or failed', value: failed, unit: '', target: '0', met: failed === 0 },
    );
    section.notes.push(`Each round in order (transfers/s, p99): ${rounds.map((r, i) => `${PGLITE_ROUNDS[i]} ${Math.round(r.perSecond)}/s, ${r.p99.toFixed(0)} ms`).join('; ')}. Raw PGlite ${Math.round(rawBefore.perSecond)}/s before the rounds and ${Math.round(rawAfter.perSecond)}/s after.`);
    section.notes.push('What the server does per confirm, the levers taken and what holds each ratio back are in the notes of the PostgreSQL section above; they hold for both stores.');
    finishSection(section);
    return uniform;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Rounds a share to a percentage with one decimal. */
const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

/** The customer flow on Postgres when DATABASE_URL is set, else on PGlite; `confirms` is this run's uniform confirm rate on the same store. */
async function benchFlow(url: string | undefined, confirms: LoadResult | null): Promise<void> {
  const storeName = url ? 'PostgreSQL' : 'PGlite';
  const section = startSection('flow', `The whole customer flow through the HTTP API on ${storeName}`,
    `${CLIENTS} HTTP clients (in their own process) each take customers through a transfer as the browser's wizard does: POST transfer-start, POST transfer-pin (the server checks the PIN with argon2id at its own cost and e-mails the one-time code over SMTP to a catcher in the load generator's process), then POST transfer-confirm with the e-mailed code; ${FLOWS.toLocaleString('en-US')} flows between ${FLOW_CUSTOMERS} customers after ${Math.round(FLOWS / 10)} warm-up flows, one flow at a time per customer. argon2 is timed in the bench process with the server's thread pool size (UV_THREADPOOL_SIZE = cores, set by adapters/http/threadpool.cjs before anything starts the pool). Run alone: \`npm run bench -- transfers\` (BENCH_STORES=flow for this section only).`);
  const db = url ? await throwawayDatabase(url, 'bank_flow') : null;
  const root = resolve('.tmp', `bench-flow-${process.pid}`);
  try {
    const options = { customers: FLOW_CUSTOMERS, flows: FLOWS, warmUp: Math.round(FLOWS / 10), clients: CLIENTS, port: PORT };
    const open = db ? () => openPostgresStore({ connectionString: db.url }) : () => openPgliteStore({ dataDir: resolve(root, 'bank') });
    if (!db) mkdirSync(root, { recursive: true });
    const flows = await runFlows(open, serverEnv(db ? { DATABASE_URL: db.url, DATA_DIR: '' } : { DATA_DIR: resolve(root, 'bank'), DATABASE_URL: '' }), options, log);
    log(`flows: ${rate(flows)}`);
    const argon2 = await measureArgon2();
    log(`argon2 PIN check: ${argon2.cpuMsEach.toFixed(1)} ms CPU, ${argon2.msEach.toFixed(1)} ms alone, ${Math.round(argon2.perSecond)}/s with ${argon2.poolSize} pool threads`);
    const share = argon2Share(argon2, flows.perSecond);
    const step = (name: string) => flows.steps?.[name] ?? { p50: 0, p99: 0 };
    section.figures.push(
      { name: 'whole flows/s (start, PIN, code, confirm)', value: flows.perSecond, unit: 'flows/s', ...(confirms ? { baseline: { name: 'HTTP confirms alone, this run', value: confirms.perSecond, unit: 'transfers/s' }, ratio: flows.perSecond / confirms.perSecond } : {}) },
      { name: 'whole flow latency, p99', value: flows.p99, unit: 'ms', baseline: { name: 'p50', value: flows.p50, unit: 'ms' } },
      ...(['transfer-start', 'transfer-pin', 'transfer-confirm'] as const).map((name) => ({ name: `${name} latency in the flow, p99`, value: step(name).p99, unit: 'ms', baseline: { name: 'p50', value: step(name).p50, unit: 'ms' } })),
      { name: 'argon2id PIN check (one per flow), CPU time', value: argon2.cpuMsEach, unit: 'ms', baseline: { name: 'wall time alone on this loaded machine', value: argon2.msEach, unit: 'ms' } },
      { name: `argon2id PIN checks/s with the pool of ${argon2.poolSize} threads full`, value: argon2.perSecond, unit: '/s', baseline: { name: 'whole flows/s', value: flows.perSecond, unit: 'flows/s' } },
      { name: "argon2's share of the machine's cores at this flow rate", value: share * 100, unit: '%', target: 'stated', met: true },
      { name: 'flows refused or failed', value: flows.failed, unit: '', target: '0', met: flows.failed === 0 },
    );
    section.notes.push(`argon2 runs on libuv's thread pool (@node-rs/argon2 is asynchronous; adapters/security/hashing.unit.spec.ts proves the event loop keeps turning while a hash runs), sized to the cores. At ${Math.round(flows.perSecond)} flows/s, one PIN check of ${argon2.cpuMsEach.toFixed(1)} ms of CPU per flow keeps ${percent(share)} of the machine's cores busy; the rest of a flow's cost is the three authenticated requests, the e-mail (nodemailer opens an SMTP connection per message) and the appends.`);
  } finally {
    await db?.drop();
    rmSync(root, { recursive: true, force: true });
  }
  finishSection(section);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const stores = (process.env.BENCH_STORES ?? 'postgres,pglite,flow').split(',');
  let postgres: LoadResult | null = null;
  let pglite: LoadResult | null = null;
  if (stores.includes('postgres')) {
    if (url) postgres = await benchPostgres(url);
    else log('DATABASE_URL is not set: the Postgres figures are skipped.');
  }
  if (stores.includes('pglite')) pglite = await benchPglite();
  if (stores.includes('flow')) await benchFlow(url, url ? postgres : pglite);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
