/**
 * `npm run bench` part "black-box": issue 30's measure of the bank as a black box. Its customers
 * are signed up, funded and take their transfers through start and PIN over HTTP on a fresh
 * PostgreSQL database (black-box-bank.ts); then 32 clients confirm those transfers, the timed
 * phase, against raw SQL transfers on the same PostgreSQL in the same run, before and after.
 */
import { loadavg } from 'node:os';
import { CODE_TTL_MS } from '../../domain/transfer/process.ts';
import { ServerProcess, throwawayDatabase } from '../../tests/support/server-process.ts';
import type { PreparedTransfer } from './bank-seed.ts';
import { benchServerEnv } from './bench-server-env.ts';
import { adminSession, bankApi, prepareOverHttp, signUpCustomers } from './black-box-bank.ts';
import { startCodeCatcher, type CodeCatcher } from './code-catcher.ts';
import { startLoadGenerator, type LoadResult } from './load.ts';
import { rawPostgres } from './raw-transfers.ts';
import { finishSection, ratioFigure, startSection } from './report.ts';
import { builtServeCommand } from './server-command.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? (QUICK ? 50 : 400));
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? (QUICK ? 400 : 3_200));
const CLIENTS = 32;
const PORT = Number(process.env.BENCH_PORT ?? 4591);

const log = (line: string): void => console.log(`[black-box] ${line}`);
const rate = (r: LoadResult): string => `${Math.round(r.perSecond)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failed} failed`;
const secondsSince = (began: number): number => (performance.now() - began) / 1000;
const load1 = (): string => (loadavg()[0] ?? 0).toFixed(1);

/** What the timed phase found, and how long the set-up over HTTP took. */
interface HttpRun {
  confirms: LoadResult;
  signUpSeconds: number;
  prepareSeconds: number;
  load: { before: string; after: string };
}

/** Signs customers up and prepares their transfers over HTTP, the server e-mailing codes to `catcher`. */
async function setUp(base: string, catcher: CodeCatcher): Promise<{ items: PreparedTransfer[]; signUpSeconds: number; prepareSeconds: number }> {
  const api = bankApi(base);
  try {
    let began = performance.now();
    const customers = await signUpCustomers(api, await adminSession(api), CUSTOMERS);
    const signUpSeconds = secondsSince(began);
    log(`signed up and funded ${customers.length} customers over HTTP in ${signUpSeconds.toFixed(1)} s`);
    began = performance.now();
    const items = await prepareOverHttp(api, catcher, customers, TRANSFERS);
    const prepareSeconds = secondsSince(began);
    log(`took ${items.length} transfers through start and PIN over HTTP in ${prepareSeconds.toFixed(1)} s`);
    return { items, signUpSeconds, prepareSeconds };
  } finally {
    api.close();
  }
}

/**
 * Starts the compiled server on `url`, sets the bank up through it, then times the confirms from
 * the load generator's own process. The codes go to a catcher in this process, not the generator's:
 * the set-up here reads them and hands them to the confirm job as its items.
 */
async function runHttp(url: string): Promise<HttpRun> {
  const catcher = await startCodeCatcher();
  const generator = await startLoadGenerator();
  const env = benchServerEnv(PORT, { DATABASE_URL: url, DATA_DIR: '', SMTP_URL: catcher.url, BANK_RATE_LIMITS: '*=100000000' });
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=.tmp/prof' profiles the server, as in the transfers part.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = new ServerProcess(env, `http://127.0.0.1:${PORT}`, log, nodeArgs, (await builtServeCommand()).args);
  try {
    await server.start();
    const { items, signUpSeconds, prepareSeconds } = await setUp(server.base, catcher);
    const before = load1();
    const confirms = await generator.run({ kind: 'confirm', base: server.base, clients: CLIENTS, items }, (line, count) => log(`failure x${count}: ${line}`));
    log(`HTTP confirms: ${rate(confirms)}`);
    return { confirms, signUpSeconds, prepareSeconds, load: { before, after: load1() } };
  } finally {
    await server.stop();
    await generator.close();
    await catcher.close();
  }
}

/** Raw SQL transfers on the same database: as many accounts as customers, as many transfers, as many clients. */
async function raw(url: string, when: string): Promise<LoadResult> {
  const result = await rawPostgres(url, { accounts: CUSTOMERS, pool: CUSTOMERS, transfers: TRANSFERS, clients: CLIENTS });
  log(`raw SQL ${when}: ${rate(result)}`);
  return result;
}

function report(http: HttpRun, before: LoadResult, after: LoadResult): void {
  const section = startSection('black-box', 'The bank as a black box: customers signed up over HTTP on PostgreSQL',
    `Issue 30's measure from outside: a fresh PostgreSQL database and the compiled server (\`npm run serve\`'s command, NODE_ENV=production, rate limits raised), and everything else over HTTP. The administrator signs in (auth-login), issues a membership number for each of ${CUSTOMERS.toLocaleString('en-US')} customers (admin-membership), each signs up with it (auth-signup, real argon2 at the server's cost) and gets an opening balance (admin-adjust-balance); then ${TRANSFERS.toLocaleString('en-US')} one-dollar transfers between random pairs are taken through transfer-start and transfer-pin, each code read from the e-mail the server sends over SMTP to a catcher in the bench (scripts/bench/black-box-bank.ts). The timed phase: ${CLIENTS} clients in a process of their own (scripts/bench/load-client.ts) confirm all of them (POST transfer-confirm with an Idempotency-Key), no warm-up. Baseline: raw SQL transfers (scripts/bench/raw-transfers.ts: BEGIN; two ordered balance UPDATEs; one event INSERT; COMMIT) from ${CLIENTS} connections over ${CUSTOMERS.toLocaleString('en-US')} accounts on the same PostgreSQL, before the server starts and after it stops; the baseline is their mean. Run alone: \`npm run bench -- black-box\` (DATABASE_URL required).`);
  const rawRate = (before.perSecond + after.perSecond) / 2;
  const { confirms } = http;
  section.figures.push(
    ratioFigure(`HTTP confirms/s, ${CLIENTS} clients, ${CUSTOMERS.toLocaleString('en-US')} customers signed up over HTTP`, confirms.perSecond, 'transfers/s', { name: 'raw SQL transfers/s', value: rawRate, unit: 'transfers/s' }, 1.0),
    { name: 'HTTP confirm latency, p99', value: confirms.p99, unit: 'ms', baseline: { name: 'raw SQL p99, mean of before and after', value: (before.p99 + after.p99) / 2, unit: 'ms' }, target: '< 50 ms', met: confirms.p99 < 50 && confirms.failed === 0 },
    { name: 'HTTP confirm latency, p50', value: confirms.p50, unit: 'ms', baseline: { name: 'raw SQL p50, mean of before and after', value: (before.p50 + after.p50) / 2, unit: 'ms' } },
    { name: 'confirms refused or failed', value: confirms.failed, unit: '', target: '0', met: confirms.failed === 0 },
  );
  section.notes.push(`Raw SQL ${Math.round(before.perSecond).toLocaleString('en-US')} transfers/s (p99 ${before.p99.toFixed(1)} ms) before the server started and ${Math.round(after.perSecond).toLocaleString('en-US')}/s (p99 ${after.p99.toFixed(1)} ms) after it stopped. The set-up over HTTP took ${http.signUpSeconds.toFixed(1)} s for the sign-ups and opening balances and ${http.prepareSeconds.toFixed(1)} s for the transfers' start and PIN steps. 1-minute load average ${http.load.before} when the timed phase began and ${http.load.after} when it ended: on a shared machine read the ratio, not the rates.`);
  if ((http.prepareSeconds + confirms.seconds) * 1000 > CODE_TTL_MS) section.notes.push(`The start and PIN steps and the confirms took longer than a one-time code lives (${CODE_TTL_MS / 60_000} min), so the first codes may have expired before their confirm: refusals above are then expired codes, not the server's fault.`);
  finishSection(section);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    log('DATABASE_URL is not set: the black-box figures are skipped (the measure is on PostgreSQL).');
    return;
  }
  const db = await throwawayDatabase(url, 'bank_black_box');
  try {
    const before = await raw(db.url, 'before');
    const http = await runHttp(db.url);
    const after = await raw(db.url, 'after');
    report(http, before, after);
  } finally {
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
