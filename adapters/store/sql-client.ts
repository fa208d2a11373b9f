/**
 * What a SQL driver must provide to the shared event store: single queries, and a function run on
 * one connection in BEGIN/COMMIT. Its own file so the store's reads and its group-commit writes
 * (sql-store.ts, sql-append.ts) and the drivers (pglite.ts, postgres.ts) share it without a cycle.
 */
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
