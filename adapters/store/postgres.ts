/**
 * The production store: Postgres through a bounded pg Pool, running the shared SQL algorithm,
 * so many stateless servers can append to one log (DATABASE_URL switches to it).
 */
import pg from 'pg';
import type { PoolClient } from 'pg';
import type { StoreTestHooks } from './hooks.ts';
import { migrate } from './migrate.ts';
import { CHANNEL } from './change-feed.ts';
import { createSqlStore } from './sql-store.ts';
import type { SqlClient, SqlResult, SqlTx } from './sql-client.ts';
import type { HearsCommits } from './recent-commits.ts';
import type { EventStore } from './types.ts';
import { log } from '../ops/log.ts';
import { describeError } from '../security/safe-log.ts';

export interface PostgresStoreOptions extends StoreTestHooks {
  connectionString: string;
  /** Schema to keep the tables in (created if missing); tests use a throwaway one per run. */
  schema?: string;
  /** Connections in the pool, 1 to MAX_POOL_SIZE; default DEFAULT_POOL_SIZE. */
  poolSize?: number;
  /** The channel every commit NOTIFYs in its own transaction; default the change feed's (change-feed.ts). */
  notifyChannel?: string;
}

export const DEFAULT_POOL_SIZE = 10;
export const MAX_POOL_SIZE = 100;
/** Schema names are spliced into SQL and connection options, so only plain identifiers pass. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Postgres error codes for "already exists", raised when two servers create the schema together. */
const ALREADY_EXISTS = new Set(['42P06', '23505']);

function poolSize(requested: number | undefined): number {
  const size = requested ?? DEFAULT_POOL_SIZE;
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_POOL_SIZE) {
    throw new RangeError(`poolSize must be an integer from 1 to ${MAX_POOL_SIZE}`);
  }
  return size;
}

function checkSchema(schema: string | undefined): string | undefined {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new TypeError(`Schema name ${schema} must be a lower-case identifier`);
  }
  return schema;
}

function createPool(options: PostgresStoreOptions, schema: string | undefined): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: poolSize(options.poolSize),
    // search_path is set at connection start-up, so every pooled connection uses the schema.
    options: schema ? `-c search_path=${schema}` : undefined,
    application_name: 'bank',
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // Bounds an append waiting for the append lock, and a transaction left hanging holding it.
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => log('warn', 'an idle database connection was lost; the pool replaces it', { error: describeError(error) }));
  return pool;
}

/** pg types rows by its own QueryResultRow; the shared SQL names its row shapes itself. */
async function rowsOf<R>(result: Promise<pg.QueryResult>): Promise<SqlResult<R>> {
  return { rows: (await result).rows as R[] };
}

/** At most this many statement texts are prepared by name; any beyond are parsed each time, as before. */
const MAX_NAMED = 256;
const statementNames = new Map<string, string>();

/**
 * A parameterised statement as a named (prepared) one: each connection parses and plans its text
 * once, then only binds and executes it (the group commit, the follower's page, the stream reads).
 * The store's statement texts are constants, so the names stay few; a text without parameters
 * (a migration's script, LISTEN) goes as it is, by the simple protocol.
 */
function statement(text: string, params: unknown[] | undefined): pg.QueryConfig | string {
  if (!params) return text;
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED) {
    name = `bank_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name === undefined ? { text, values: params } : { name, text, values: params };
}

function txHandle(conn: PoolClient): SqlTx {
  return {
    query: (text, params) => rowsOf(conn.query(statement(text, params))),
    exec: async (script) => {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await conn.query(script);
    },
  };
}

function poolClient(pool: pg.Pool): SqlClient {
  return {
    query: (text, params) => rowsOf(pool.query(statement(text, params))),
    async transaction(fn) {
      const conn = await pool.connect();
      // A checked-out client has no pool listener: a backend killed mid-transaction (a restart, a
      // failover) would emit an unhandled 'error' that ends the process. The query's own error reaches the caller.
      const whileCheckedOut = () => undefined;
      conn.on('error', whileCheckedOut);
      try {
        await conn.query('BEGIN');
        const result = await fn(txHandle(conn));
        await conn.query('COMMIT');
        conn.release();
        return result;
      } catch (error) {
        // A connection whose ROLLBACK fails is in an unknown state: destroy it, do not reuse it.
        await conn.query('ROLLBACK').then(
          () => conn.release(),
          (rollbackError: Error) => conn.release(rollbackError),
        );
        throw error;
      } finally {
        conn.removeListener('error', whileCheckedOut);
      }
    },
  };
}

async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    if (!ALREADY_EXISTS.has((error as { code?: string }).code ?? '')) throw error;
  }
}

/** The pool's connections for the server's metrics: open, idle, and callers waiting for one. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

export type PostgresStore = EventStore & Partial<HearsCommits> & { poolUsage(): PoolUsage };

/** Connects, creates the schema if asked, migrates, and returns the store. */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const schema = checkSchema(options.schema);
  const pool = createPool(options, schema);
  try {
    if (schema) await createSchema(pool, schema);
    const client = poolClient(pool);
    await migrate(client);
    const store = await createSqlStore(client, options, () => pool.end(), false, { notifyChannel: options.notifyChannel ?? CHANNEL });
    return Object.assign(store, { poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
