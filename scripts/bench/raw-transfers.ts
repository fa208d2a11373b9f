/**
 * The baseline the bank's transfer rate is measured against: the cheapest honest transfer a
 * database can do, two ordered balance updates and one event insert in one interactive
 * transaction, from many connections at once (what pgbench's TPC-B-like script does).
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_SETTINGS } from '../../adapters/store/pglite.ts';
import { latencySummary } from './latency.ts';
import type { LoadResult } from './load.ts';

export interface RawOptions {
  accounts: number;
  /** Payers and payees are drawn from the first `pool` accounts (10 for hot accounts). */
  pool: number;
  transfers: number;
  clients: number;
}

const SCHEMA = `
  CREATE TABLE raw_accounts (id int PRIMARY KEY, balance bigint NOT NULL);
  CREATE TABLE raw_events (position bigserial PRIMARY KEY, data jsonb NOT NULL);
`;

interface Queryable {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

function pickPair(pool: number): [number, number] {
  const from = Math.floor(Math.random() * pool);
  const to = (from + 1 + Math.floor(Math.random() * (pool - 1))) % pool;
  return [from, to];
}

/** One transfer: the lower account id is locked first, so concurrent transfers never deadlock. */
async function transfer(db: Queryable, pool: number): Promise<void> {
  const [from, to] = pickPair(pool);
  const [first, second] = from < to ? [[from, -100], [to, 100]] : [[to, 100], [from, -100]];
  await db.query('BEGIN');
  try {
    await db.query('UPDATE raw_accounts SET balance = balance + $2 WHERE id = $1', first);
    await db.query('UPDATE raw_accounts SET balance = balance + $2 WHERE id = $1', second);
    await db.query('INSERT INTO raw_events (data) VALUES ($1)', [JSON.stringify({ type: 'TransferCompleted', from, to, amount: 100 })]);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

async function drive(connections: Queryable[], options: RawOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(connections.map(async (db) => {
    while (next < options.transfers) {
      next += 1;
      const begun = performance.now();
      await transfer(db, options.pool);
      latencies.push(performance.now() - begun);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  return { completed: latencies.length, failed: 0, seconds, perSecond: latencies.length / seconds, ...latencySummary(latencies) };
}

const fill = (accounts: number) => `INSERT INTO raw_accounts SELECT g, 1000000000 FROM generate_series(0, ${accounts - 1}) g`;

/** Raw transfers on a Postgres database (a throwaway one: the tables are created in it). */
export async function rawPostgres(url: string, options: RawOptions): Promise<LoadResult> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(`DROP TABLE IF EXISTS raw_accounts, raw_events; ${SCHEMA} ${fill(options.accounts)}`);
  const clients = Array.from({ length: options.clients }, () => new pg.Client({ connectionString: url }));
  await Promise.all(clients.map((c) => c.connect()));
  try {
    await drive(clients, { ...options, transfers: Math.min(500, options.transfers) });
    return await drive(clients, options);
  } finally {
    await Promise.all(clients.map((c) => c.end()));
    await setup.query('DROP TABLE IF EXISTS raw_accounts, raw_events');
    await setup.end();
  }
}

/** Raw transfers on PGlite in this process: one connection, so transactions run one at a time. */
export async function rawPglite(dataDir: string, options: RawOptions): Promise<LoadResult> {
  // The server's own PGlite settings, so the ratio measures the server's code and not a configuration.
  const db = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  await db.exec(`${SCHEMA} ${fill(options.accounts)}`);
  try {
    await drive([db], { ...options, transfers: Math.min(500, options.transfers) });
    return await drive([db], options);
  } finally {
    await db.close();
  }
}
