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
import { benchContext, pairs, prepareTransfers, seedCustomers, type SeededCustomer } from './bank-seed.ts';
import { confirmAll, type LoadResult } from './load.ts';
import { rawPglite, rawPostgres } from './raw-transfers.ts';
import { finishSection, ratioFigure, startSection, type BenchFigure } from './report.ts';
import { TRANSFER_NOTES } from './transfer-notes.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? (QUICK ? 500 : 10_000));
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? (QUICK ? 1_000 : 10_000));
const WARM_UP = QUICK ? 100 : 1_000;
const CLIENTS = 32;
const HOT = 10;
const PORT = Number(process.env.BENCH_PORT ?? 4391);

type Opener = () => Promise<EventStore>;

const log = (line: string): void => console.log(`[transfers] ${line}`);
const rate = (r: LoadResult): string => `${Math.round(r.perSecond)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failed} failed`;

/** Prepares transfers with the server stopped (PGlite allows one process), then confirms them over HTTP. */
async function runHttp(open: Opener, customers: SeededCustomer[], pool: number, env: NodeJS.ProcessEnv): Promise<LoadResult> {
  const store = await open();
  const { ctx, codes } = await benchContext(store);
  const began = performance.now();
  const prepared = await prepareTransfers(ctx, codes, pairs(customers, WARM_UP + TRANSFERS, pool, pool));
  log(`prepared ${prepared.length} transfers in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  await store.close();
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=.tmp/prof' profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = new ServerProcess(env, `http://127.0.0.1:${PORT}`, (line) => log(line), nodeArgs);
  await server.start();
  try {
    const failures = new Map<string, number>();
    const onFailure = (status: number, body: string): void => {
      const key = `${status} ${body.slice(0, 160)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    };
    await confirmAll(server.base, prepared.slice(0, WARM_UP), CLIENTS, onFailure);
    const result = await confirmAll(server.base, prepared.slice(WARM_UP), CLIENTS, onFailure);
    for (const [key, count] of failures) log(`failure x${count}: ${key}`);
    return result;
  } finally {
    await server.stop();
  }
}

async function seed(open: Opener): Promise<SeededCustomer[]> {
  const store = await open();
  const began = performance.now();
  const { ctx } = await benchContext(store);
  const customers = await seedCustomers(ctx, ACCOUNTS);
  log(`seeded ${customers.length} customers in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  await store.close();
  return customers;
}

function serverEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', UI_ROOT: '/nonexistent',
    BANK_PIN_PEPPER: '', BANK_ADMIN_EMAIL: 'admin@bench.test', BANK_ADMIN_PASSWORD: 'Bench-Admin-Passw0rd', BANK_ADMIN_PIN: '1357', ...extra,
  };
}

const latencyFigure = (name: string, result: LoadResult, raw: LoadResult): BenchFigure =>
  ({ name, value: result.p99, unit: 'ms', baseline: { name: 'raw SQL p99', value: raw.p99, unit: 'ms' }, target: '< 50 ms', met: result.p99 < 50 && result.failed === 0 });

const perSecond = (name: string, r: LoadResult) => ({ name, value: r.perSecond, unit: 'transfers/s' });

async function benchPostgres(url: string): Promise<void> {
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
  } finally {
    await db.drop();
  }
  finishSection(section);
}

async function benchPglite(): Promise<void> {
  const section = startSection('transfers-pglite', 'Transfers through the HTTP API on PGlite',
    `The same ${TRANSFERS.toLocaleString('en-US')} confirms from ${CLIENTS} HTTP clients over ${ACCOUNTS.toLocaleString('en-US')} customers, on the embedded database (the server process runs PGlite inside it). Baseline: the raw interactive transfer transaction (BEGIN; two UPDATEs; INSERT; COMMIT) on PGlite in one process, which runs one transaction at a time.`);
  const root = resolve('.tmp', `bench-transfers-${process.pid}`);
  mkdirSync(root, { recursive: true });
  try {
    const raw = await rawPglite(resolve(root, 'raw'), { accounts: ACCOUNTS, pool: ACCOUNTS, transfers: TRANSFERS, clients: 1 });
    log(`raw PGlite: ${rate(raw)}`);
    const dataDir = resolve(root, 'bank');
    const open = () => openPgliteStore({ dataDir });
    const customers = await seed(open);
    const uniform = await runHttp(open, customers, ACCOUNTS, serverEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }));
    log(`HTTP on PGlite: ${rate(uniform)}`);
    section.figures.push(
      ratioFigure(`HTTP transfers/s on PGlite, ${CLIENTS} clients`, uniform.perSecond, 'transfers/s', { name: 'raw PGlite transfers/s', value: raw.perSecond, unit: 'transfers/s' }, 1.0),
      { name: 'HTTP p50 / p99 latency on PGlite', value: uniform.p99, unit: 'ms (p99)', baseline: { name: 'p50', value: uniform.p50, unit: 'ms' } },
      { name: 'transfers refused or failed', value: uniform.failed, unit: '', target: '0', met: uniform.failed === 0 },
    );
    section.notes.push(...TRANSFER_NOTES);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  finishSection(section);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const stores = (process.env.BENCH_STORES ?? 'postgres,pglite').split(',');
  if (stores.includes('postgres')) {
    if (url) await benchPostgres(url);
    else log('DATABASE_URL is not set: the Postgres figures are skipped.');
  }
  if (stores.includes('pglite')) await benchPglite();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
