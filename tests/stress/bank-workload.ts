/**
 * The bank workload in the manner of Jepsen's bank test: concurrent clients make keyed
 * transfers between customers over the real HTTP API while the server process is killed
 * with SIGKILL at random moments and restarted; then the log is read straight from the store
 * and checked (tests/stress/bank-checker.ts). With `servers` > 1 (Postgres) the clients go
 * through HAProxy to that many servers on one database, servers are killed one at a time, and
 * a second phase stops them gracefully (SIGTERM) one at a time, where no request may fail.
 * `npm run test:stress` runs it on PGlite, Postgres and 3 servers; bank-workload.int.spec.ts
 * and multi-server.int.spec.ts run short forms in `npm test`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster } from '../support/cluster.ts';
import { ServerProcess, sleep, throwawayDatabase } from '../support/server-process.ts';
import { toLogged } from '../../adapters/engine/event-codec.ts';
import { openPgliteStore } from '../../adapters/store/pglite.ts';
import { openPostgresStore } from '../../adapters/store/postgres.ts';
import type { EventStore } from '../../adapters/store/types.ts';
import type { LoggedEvent } from '../../domain/projections/bank.ts';
import { checkBank, type CheckReport, type SeenTransfer } from './bank-checker.ts';

export interface WorkloadOptions {
  store: 'pglite' | 'postgres';
  transfers: number;
  kills: number;
  clients: number;
  /** Customers; each client owns the customers it sends from, so codes in the mailbox are unambiguous. */
  customers: number;
  port: number;
  /** Postgres server to create a throwaway database on (store 'postgres'). */
  postgresUrl?: string;
  /** Servers behind HAProxy on one database (Postgres only); unset = one server and no balancer. */
  servers?: number;
  /** Transfers of the second phase at least; it goes on until every graceful stop is done (servers > 1). */
  gracefulTransfers?: number;
  /** Graceful stops in the second phase. */
  gracefulStops?: number;
  log?: (line: string) => void;
}

/** What the clients talk to: one server process, or a balancer over several (tests/support/cluster.ts). */
interface Target {
  readonly base: string;
  up(): Promise<void>;
  restart(): Promise<void>;
  restarts: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** Requests that failed on the wire (refused, reset, timed out, a balancer's error page) or answered 5xx. */
const wire = { failures: 0 };

export interface WorkloadResult {
  store: string;
  attempted: number;
  succeeded: number;
  refused: number;
  indeterminate: number;
  kills: number;
  restarts: number;
  confirmRetries: number;
  seconds: number;
  /** Transfers confirmed per second in the first phase (setting up the customers excluded). */
  transfersPerSecond: number;
  servers: number;
  /** The graceful phase: transfers, stops, and requests that failed on the wire meanwhile (must be 0). */
  graceful?: { attempted: number; succeeded: number; stops: number; failedRequests: number };
  report: CheckReport;
}

const ADMIN = { email: 'admin@stress.test', password: 'Admin-Passw0rd!', pin: '2468' };
const CUSTOMER_PASSWORD = 'Stress-Pass1';
const CUSTOMER_PIN = '1357';
const REQUEST_TIMEOUT_MS = 20_000;
const MAX_TRIES = 40;

class NetworkError extends Error {}

interface Answer { status: number; body: Record<string, unknown> }

/** One HTTP call; a refused, reset or timed-out connection becomes a NetworkError (the answer is unknown). */
async function call(base: string, path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: 'POST', body: JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  } catch (error) {
    wire.failures += 1;
    throw new NetworkError(String(error));
  }
  let json: Record<string, unknown>;
  try { json = (await response.json()) as Record<string, unknown>; } catch (error) { wire.failures += 1; throw new NetworkError(String(error)); }
  if (response.status >= 500) wire.failures += 1;
  return { status: response.status, body: json };
}

/** Retries a call across crashes until the server answers (never used for confirm, which keeps its key). */
async function answered(server: Target, fn: () => Promise<Answer>): Promise<Answer> {
  for (let tries = 0; ; tries += 1) {
    try { return await fn(); } catch (error) {
      if (!(error instanceof NetworkError) || tries >= MAX_TRIES) throw error;
      await sleep(50);
      await server.up();
    }
  }
}

interface Customer { id: string; email: string; name: string; accountNumber: string; token?: string }

async function login(server: Target, who: { email: string; password: string; pin: string }): Promise<string> {
  const answer = await answered(server, () => call(server.base, '/functions/v1/auth-login', who));
  if (answer.status !== 200) throw new Error(`login ${who.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.session as { access_token: string }).access_token;
}

async function setUp(server: Target, count: number): Promise<Customer[]> {
  const admin = await login(server, ADMIN);
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const issued = await answered(server, () => call(server.base, '/functions/v1/admin-membership', { action: 'issue' }, admin));
    const email = `stress.${i}.${randomUUID().slice(0, 8)}@example.test`;
    const signup = await answered(server, () => call(server.base, '/functions/v1/auth-signup', {
      membershipNumber: issued.body.number, firstName: 'Stress', lastName: `Customer${String.fromCharCode(65 + (i % 26))}`, email, phone: '555-0100',
      dateOfBirth: '1990-01-01', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', ssn: '1234',
      password: CUSTOMER_PASSWORD, confirmPassword: CUSTOMER_PASSWORD, pin: CUSTOMER_PIN, confirmPin: CUSTOMER_PIN, agreeToTerms: true,
    }));
    if (signup.status !== 200) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
    const user = signup.body.user as { id: string; first_name: string; last_name: string; account_number: string };
    const funded = await answered(server, () => call(server.base, '/functions/v1/admin-adjust-balance', { userId: user.id, currency: 'USD', amount: '5000.00', reason: 'Stress workload opening balance' }, admin));
    if (funded.status !== 200) throw new Error(`fund: ${funded.status} ${JSON.stringify(funded.body)}`);
    customers.push({ id: user.id, email, name: `${user.first_name} ${user.last_name}`, accountNumber: user.account_number, token: (signup.body.session as { access_token: string }).access_token });
  }
  return customers;
}

type Outcome = { kind: 'ok'; seen: SeenTransfer } | { kind: 'refused'; status: number; detail: string } | { kind: 'indeterminate' };

interface Tally { confirmRetries: number }

/** A signed-in call that signs in again when the session is refused (e.g. it expired). */
async function asCustomer(server: Target, customer: Customer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  customer.token ??= await login(server, { email: customer.email, password: CUSTOMER_PASSWORD, pin: CUSTOMER_PIN });
  const answer = await call(server.base, path, body, customer.token, headers);
  if (answer.status !== 401) return answer;
  customer.token = await login(server, { email: customer.email, password: CUSTOMER_PASSWORD, pin: CUSTOMER_PIN });
  return call(server.base, path, body, customer.token, headers);
}

async function latestCode(server: Target, email: string): Promise<string | null> {
  try {
    const response = await fetch(`${server.base}/dev/mailbox.json`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
    const message = messages.find((m) => m.to === email);
    return (message && /one-time code is (\d{4})/.exec(message.text)?.[1]) ?? null;
  } catch {
    return null;
  }
}

/** One transfer through the three steps; a lost code (the mailbox lives in memory) asks for a new one. */
async function transfer(server: Target, sender: Customer, payee: Customer, amount: string, tally: Tally): Promise<Outcome> {
  const details = { recipientName: payee.name, accountNumber: payee.accountNumber, routingNumber: '123456789', bankName: 'Trust Microfinance Bank', amount, description: 'Stress' };
  const started = await answered(server, () => asCustomer(server, sender, '/functions/v1/transfer-start', { kind: 'local', details }));
  if (started.status !== 200) return { kind: 'refused', status: started.status, detail: String(started.body.detail) };
  const transferId = String(started.body.transferId);
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const pinned = await answered(server, () => asCustomer(server, sender, '/functions/v1/transfer-pin', { transferId, pin: CUSTOMER_PIN }));
    if (pinned.status !== 200) return { kind: 'refused', status: pinned.status, detail: String(pinned.body.detail) };
    const code = await latestCode(server, sender.email);
    if (!code) { await server.up(); continue; }
    return confirm(server, sender, transferId, code, tally);
  }
  return { kind: 'indeterminate' };
}

/** Confirms with one Idempotency-Key, retrying the same key and body until the server answers. */
async function confirm(server: Target, sender: Customer, transferId: string, code: string, tally: Tally): Promise<Outcome> {
  const key = randomUUID();
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    try {
      const answer = await asCustomer(server, sender, '/functions/v1/transfer-confirm', { transferId, code }, { 'idempotency-key': key });
      if (answer.status !== 200) return { kind: 'refused', status: answer.status, detail: String(answer.body.detail) };
      const receipt = answer.body.receipt as { reference: string; amount_minor: number };
      return { kind: 'ok', seen: { key, transferId, reference: receipt.reference, senderId: sender.id, amountMinor: receipt.amount_minor } };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      tally.confirmRetries += 1;
      await sleep(50);
      await server.up();
    }
  }
  return { kind: 'indeterminate' };
}

/** Random kill points spread over the run: kill number i fires once this many transfers have ended. */
function killPoints(transfers: number, kills: number): number[] {
  return Array.from({ length: kills }, (_, i) => Math.floor(((i + 0.2 + Math.random() * 0.6) * transfers) / (kills + 0.5))).sort((a, b) => a - b);
}

async function openStoreFor(options: WorkloadOptions, place: { dataDir?: string; databaseUrl?: string }): Promise<EventStore> {
  return place.databaseUrl ? openPostgresStore({ connectionString: place.databaseUrl, poolSize: 2 }) : openPgliteStore({ dataDir: place.dataDir! });
}

async function readLog(store: EventStore): Promise<LoggedEvent[]> {
  const events: LoggedEvent[] = [];
  for (;;) {
    const batch = await store.readAll({ after: events.at(-1)?.position ?? 0, limit: 5_000 });
    events.push(...batch.map(toLogged));
    if (batch.length < 5_000) return events;
  }
}

/** Runs the workload on one store and checks it; throws only when the harness itself fails. */
export async function runBankWorkload(options: WorkloadOptions): Promise<WorkloadResult> {
  const log = options.log ?? (() => undefined);
  const began = Date.now();
  const dataDir = options.store === 'pglite' ? mkdtempSync(join(tmpdir(), 'bank-stress-')) : undefined;
  const database = options.store === 'postgres' ? await throwawayDatabase(options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres') : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(options.port), HOST: '127.0.0.1', NODE_ENV: 'test', SMTP_URL: '', UI_ROOT: '/nonexistent',
    BANK_ADMIN_EMAIL: ADMIN.email, BANK_ADMIN_PASSWORD: ADMIN.password, BANK_ADMIN_PIN: ADMIN.pin,
    DATA_DIR: dataDir ?? '', DATABASE_URL: database?.url ?? '',
    // Thousands of transfers from a dozen customers on one loopback address are load, not abuse: lift every rate limit.
    BANK_RATE_LIMITS: '*=100000000',
    // Behind HAProxy a stopping server keeps accepting until about two of its /readyz checks (500 ms apart) have seen 503; alone, no grace.
    BANK_SHUTDOWN_GRACE_MS: options.servers !== undefined ? '1000' : '0',
  };
  const servers = options.servers ?? 1;
  if (options.servers !== undefined && !database) throw new Error('Servers behind a balancer need PostgreSQL (store postgres)');
  const server: Target = options.servers !== undefined
    ? new Cluster({ port: options.port, servers, env, dir: join('.tmp', `cluster-${options.port}`), log })
    : new ServerProcess(env, `http://127.0.0.1:${options.port}`, log);
  try {
    await server.start();
    log(`up after ${Math.round((Date.now() - began) / 1000)} s`);
    const customers = await setUp(server, options.customers);
    log(`customers set up after ${Math.round((Date.now() - began) / 1000)} s`);
    const driving = Date.now();
    const outcomes = await drive(server, customers, options, log);
    const drivenSeconds = (Date.now() - driving) / 1000;
    log(`${outcomes.list.length} transfers in ${Math.round(drivenSeconds)} s`);
    const graceful = server instanceof Cluster && (options.gracefulStops ?? 0) > 0 ? await gracefulPhase(server, customers, options, log) : undefined;
    if (graceful) outcomes.list.push(...graceful.list);
    // The final state after one more crash: the restarted server must agree with a rebuild from position zero.
    await server.restart();
    const live = new Map<string, number>();
    for (const customer of customers) {
      const answer = await answered(server, () => asCustomer(server, customer, '/functions/v1/user-sync', { action: 'get_user_data', data: {} }));
      live.set(customer.id, (answer.body.user as { account_balance_minor: number }).account_balance_minor);
    }
    await server.stop();
    log('servers stopped; reading the log');
    const store = await openStoreFor(options, { dataDir, databaseUrl: database?.url });
    const events = await readLog(store).finally(() => store.close());
    log(`checking ${events.length} events`);
    const succeeded = outcomes.list.flatMap((o) => (o.kind === 'ok' ? [o.seen] : []));
    const report = checkBank({ events, succeeded, live });
    const firstPhaseOk = outcomes.list.slice(0, outcomes.list.length - (graceful?.list.length ?? 0)).filter((o) => o.kind === 'ok').length;
    return {
      store: options.store, servers, transfersPerSecond: Math.round(firstPhaseOk / drivenSeconds), attempted: outcomes.list.length, succeeded: succeeded.length,
      ...(graceful ? { graceful: { attempted: graceful.list.length, succeeded: graceful.list.filter((o) => o.kind === 'ok').length, stops: graceful.stops, failedRequests: graceful.failedRequests } } : {}),
      refused: outcomes.list.filter((o) => o.kind === 'refused').length, indeterminate: outcomes.list.filter((o) => o.kind === 'indeterminate').length,
      kills: outcomes.kills, restarts: server.restarts, confirmRetries: outcomes.tally.confirmRetries, seconds: Math.round((Date.now() - began) / 1000), report,
    };
  } finally {
    await server.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** The clients and the killer, run together until every transfer has an outcome. */
async function drive(server: Target, customers: Customer[], options: WorkloadOptions, log: (line: string) => void, keepGoing: () => boolean = () => false) {
  const list: Outcome[] = [];
  const tally: Tally = { confirmRetries: 0 };
  const points = killPoints(options.transfers, options.kills);
  let next = 0;
  let kills = 0;
  let killing: Promise<void> = Promise.resolve();
  const maybeKill = () => {
    while (points.length > 0 && list.length >= points[0]!) {
      points.shift();
      kills += 1;
      const delay = Math.random() * 150;
      killing = killing.then(() => sleep(delay)).then(() => server.restart());
      log(`kill ${kills} after ${list.length} transfers`);
    }
  };
  const client = async (index: number) => {
    const own = customers.filter((_, i) => i % options.clients === index);
    while (next < options.transfers || keepGoing()) {
      next += 1;
      const sender = own[Math.floor(Math.random() * own.length)]!;
      const others = customers.filter((c) => c !== sender);
      const payee = others[Math.floor(Math.random() * others.length)]!;
      const amount = `${1 + Math.floor(Math.random() * 20)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
      list.push(await transfer(server, sender, payee, amount, tally));
      maybeKill();
      if (list.length % 500 === 0) log(`${list.length} transfers ended`);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  await killing;
  return { list, tally, kills };
}

/**
 * The second phase: transfers flow while the servers are stopped with SIGTERM and started
 * again, one at a time; every request must be answered (a graceful stop loses none).
 */
async function gracefulPhase(cluster: Cluster, customers: Customer[], options: WorkloadOptions, log: (line: string) => void) {
  const before = wire.failures;
  let stops = 0;
  let stopping = true;
  const stopper = (async () => {
    for (; stops < (options.gracefulStops ?? 0); stops += 1) {
      await sleep(300);
      log(`graceful stop ${stops + 1}`);
      await cluster.stopGracefully();
    }
    stopping = false;
  })();
  // Transfers keep flowing until the last stopped server is back, so every stop happens under load.
  const outcomes = await drive(cluster, customers, { ...options, transfers: options.gracefulTransfers ?? options.transfers, kills: 0 }, log, () => stopping);
  await stopper;
  return { list: outcomes.list, stops, failedRequests: wire.failures - before };
}

/** Command line: `npm run test:stress` (defaults are the numbers). */
async function main(): Promise<void> {
  const env = process.env;
  // `cluster` = STRESS_SERVERS (default 3) servers on one Postgres behind HAProxy, then graceful stops.
  const runs = (env.STRESS_STORES ?? (env.DATABASE_URL ? 'pglite,postgres,cluster' : 'pglite')).split(',');
  let failed = false;
  for (const [i, run] of runs.entries()) {
    const cluster = run === 'cluster';
    const gracefulStops = cluster ? Number(env.STRESS_GRACEFUL_STOPS ?? 6) : 0;
    const result = await runBankWorkload({
      store: cluster ? 'postgres' : (run as WorkloadOptions['store']), transfers: Number(env.STRESS_TRANSFERS ?? 10_000), kills: Number(env.STRESS_KILLS ?? 20), clients: Number(env.STRESS_CLIENTS ?? 12),
      customers: Number(env.STRESS_CUSTOMERS ?? 24), port: cluster ? Number(env.STRESS_CLUSTER_PORT ?? 4700) : Number(env.STRESS_PORT ?? 4370) + i, postgresUrl: env.DATABASE_URL,
      ...(cluster ? { servers: Number(env.STRESS_SERVERS ?? 3), gracefulStops, gracefulTransfers: Number(env.STRESS_GRACEFUL_TRANSFERS ?? 1_500) } : {}),
      log: (line) => console.log(`[${run}] ${line}`),
    });
    console.log(JSON.stringify(result, null, 2));
    if (result.report.violations.length > 0 || result.kills < Number(env.STRESS_KILLS ?? 20)) failed = true;
    if (cluster && gracefulStops > 0 && (result.graceful?.failedRequests !== 0 || (result.graceful?.stops ?? 0) < gracefulStops)) failed = true;
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
}
