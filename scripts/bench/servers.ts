/**
 * `npm run bench -- servers`: how the confirmed-transfer rate changes with the number of server
 * processes behind a real HAProxy on one PostgreSQL (1, 2, 3 by default, BENCH_SERVERS), with
 * the raw SQL transfer rate on the same database in the same run as the baseline. It says what
 * adding servers buys on this machine, which is what docs/operations.md predicts from.
 */
import { loadavg } from 'node:os';
import { openPostgresStore } from '../../adapters/store/postgres.ts';
import { Cluster, haproxyAvailable } from '../../tests/support/cluster.ts';
import { throwawayDatabase } from '../../tests/support/server-process.ts';
import { asRunningBank, benchContext, pairs, prepareTransfers, seedCustomers, type SeededCustomer } from './bank-seed.ts';
import { startLoadGenerator, type LoadResult } from './load.ts';
import { rawPostgres } from './raw-transfers.ts';
import { builtServeCommand } from './server-command.ts';
import { finishSection, ratioFigure, startSection, type BenchFigure } from './report.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? (QUICK ? 500 : 10_000));
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? (QUICK ? 1_000 : 10_000));
const WARM_UP = QUICK ? 100 : 1_000;
const CLIENTS = 32;
/** HAProxy's port; server i listens on PORT + 1 + i. */
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4760);
const COUNTS = (process.env.BENCH_SERVERS ?? '1,2,3').split(',').map(Number);

const log = (line: string): void => console.log(`[servers] ${line}`);
const rate = (r: LoadResult): string => `${Math.round(r.perSecond)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failed} failed`;

interface Measured { servers: number; result: LoadResult; load: number[] }

function serverEnv(databaseUrl: string, smtpUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env, HOST: '127.0.0.1', NODE_ENV: 'production', SMTP_URL: smtpUrl, UI_ROOT: '/nonexistent', DATABASE_URL: databaseUrl, DATA_DIR: '',
    BANK_PIN_PEPPER: '', BANK_ADMIN_EMAIL: 'admin@bench.test', BANK_ADMIN_PASSWORD: 'Bench-Admin-Passw0rd', BANK_ADMIN_PIN: '1357', BANK_ACCESS_LOG: 'false',
    // 32 clients behind one balancer address are load, not abuse.
    BANK_RATE_LIMITS: '*=100000000',
  };
}

/** Takes fresh transfers through start and PIN in this process, then confirms them through HAProxy over `servers` processes. */
async function runWith(servers: number, databaseUrl: string, customers: SeededCustomer[], seed: number): Promise<Measured> {
  const store = await openPostgresStore({ connectionString: databaseUrl });
  const { ctx, codes } = await benchContext(store);
  const prepared = await prepareTransfers(ctx, codes, pairs(customers, WARM_UP + TRANSFERS, ACCOUNTS, seed));
  await asRunningBank(ctx, store);
  await store.close();
  const generator = await startLoadGenerator();
  // The servers run the compiled file `npm run serve` runs, built from the current sources.
  const { args: serverArgs } = await builtServeCommand();
  const cluster = new Cluster({ port: PORT, servers, env: serverEnv(databaseUrl, generator.smtpUrl), dir: `.tmp/bench-cluster-${PORT}`, log: (line) => log(line), serverArgs });
  try {
    await cluster.start();
    const onFailure = (line: string, count: number): void => log(`failure x${count}: ${line}`);
    await generator.run({ kind: 'confirm', base: cluster.base, clients: CLIENTS, items: prepared.slice(0, WARM_UP) }, onFailure);
    const before = loadavg()[0] ?? 0;
    const result = await generator.run({ kind: 'confirm', base: cluster.base, clients: CLIENTS, items: prepared.slice(WARM_UP) }, onFailure);
    log(`${servers} server(s): ${rate(result)}, load average ${before.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)}`);
    return { servers, result, load: [before, loadavg()[0] ?? 0] };
  } finally {
    await cluster.stop();
    await generator.close();
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) { log('DATABASE_URL is not set: several servers need PostgreSQL; skipped.'); return; }
  if (!haproxyAvailable()) throw new Error('haproxy is missing: run scripts/ensure-haproxy.sh (Debian package) first');
  const section = startSection('servers', 'Transfers through HAProxy with 1, 2 and 3 servers on one PostgreSQL',
    `${CLIENTS} HTTP clients (in their own process) confirm ${TRANSFERS.toLocaleString('en-US')} prepared internal transfers between ${ACCOUNTS.toLocaleString('en-US')} customers through a real HAProxy (tests/support/cluster.ts: round robin, /readyz checks, a new server connection per request) in front of ${COUNTS.join(', ')} server processes on one PostgreSQL, after ${WARM_UP.toLocaleString('en-US')} warm-up transfers each; the start and PIN steps are taken beforehand in the bench process, as in the transfers part. Baseline: raw SQL transfers (BEGIN; two ordered UPDATEs; one INSERT; COMMIT) from ${CLIENTS} connections on the same database in the same run. Every process shares this machine's cores with PostgreSQL, HAProxy and the clients. Run alone: \`npm run bench -- servers\` (BENCH_QUICK=1 for the short form).`);
  const db = await throwawayDatabase(url, 'bank_servers');
  try {
    const raw = await rawPostgres(db.url, { accounts: ACCOUNTS, pool: ACCOUNTS, transfers: TRANSFERS, clients: CLIENTS });
    log(`raw SQL: ${rate(raw)}`);
    const store = await openPostgresStore({ connectionString: db.url });
    const { ctx } = await benchContext(store);
    const customers = await seedCustomers(ctx, ACCOUNTS);
    await store.close();
    const runs: Measured[] = [];
    for (const [i, servers] of COUNTS.entries()) runs.push(await runWith(servers, db.url, customers, 11 + i));
    const one = runs.find((r) => r.servers === 1) ?? runs[0]!;
    const rawRate = { name: 'raw SQL transfers/s', value: raw.perSecond, unit: 'transfers/s' };
    section.figures.push({ name: `raw SQL transfers/s, ${CLIENTS} connections`, value: raw.perSecond, unit: 'transfers/s', baseline: { name: 'raw SQL p99', value: raw.p99, unit: 'ms' } });
    for (const run of runs) {
      const label = `${run.servers} server${run.servers === 1 ? '' : 's'}`;
      section.figures.push(
        { ...ratioFigure(`confirmed transfers/s through HAProxy, ${label}`, run.result.perSecond, 'transfers/s', rawRate, 1.0), target: undefined, met: undefined },
        { name: `p99 latency, ${label} (p50 as baseline)`, value: run.result.p99, unit: 'ms', baseline: { name: 'p50', value: run.result.p50, unit: 'ms' } },
        ...(run === one ? [] : [{ name: `${label} / 1 server`, value: run.result.perSecond, unit: 'transfers/s', baseline: { name: '1 server', value: one.result.perSecond, unit: 'transfers/s' }, ratio: run.result.perSecond / one.result.perSecond } satisfies BenchFigure]),
      );
    }
    const failed = runs.reduce((sum, r) => sum + r.result.failed, 0);
    section.figures.push({ name: 'transfers refused or failed', value: failed, unit: '', target: '0', met: failed === 0 });
    section.notes.push(`Load average (1 minute) at the start and end of each timed run: ${runs.map((r) => `${r.servers} server(s) ${r.load[0]!.toFixed(1)} -> ${r.load[1]!.toFixed(1)}`).join('; ')}. The servers, Postgres and the load generator share this machine's 2 cores, so each added server process competes with them: more servers can only help where they have cores of their own. Other work on the machine moves the figures too; the ratios within one run are what can be read.`);
    finishSection(section);
  } finally {
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
