/**
 * What a SQL driver must provide to the shared event store: single queries, and a function run on
 * one connection in BEGIN/COMMIT. Its own file so the store's reads and its group-commit writes
 * (sql-store.ts, sql-append.ts) and the drivers (pglite.ts, postgres.ts) share it without a cycle.
 */
/** The columns of an events row every read shares (migration 001); each read adds the time in the unit it needs. */
export interface EventColumns {
  position: number | string | bigint;
  stream_id: string;
  version: number;
  type: string;
  /** JSON text (`data::text`). */
  data: string;
  metadata: string;
}

export interface SqlResult<R> {
  rows: R[];
}

/** One connection inside a transaction. */
export interface SqlTx {
  query<R>(text: string, params?: unknown[]): Promise<SqlResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** What a driver must provide: single queries, and a function run on one connection in BEGIN/COMMIT. */
export interface SqlClient {
  query<R>(text: string, params?: unknown[]): Promise<SqlResult<R>>;
  /** Runs fn inside BEGIN/COMMIT on one connection; ROLLBACK and rethrow if fn throws. */
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
}
