/**
 * Reads of the log from a streaming replica (DATABASE_READ_URL), so the back office's long
 * scans (the audit list, replay and diff) load the replica instead of the primary that takes
 * every append. A replica is behind by its replay lag, so a reader first names the position it
 * must see (what this server has caught up to, which holds the caller's own writes) and gets
 * the replica only once the replica has passed it; otherwise, after a bounded wait, null, and
 * the caller reads the primary: read-your-writes, never a stale answer.
 */
import pg from 'pg';
import { readAllBounds } from './hooks.ts';
import { READ_PAGE_SQL, toRecorded, type EventRow } from './sql-store.ts';
import type { EventStore } from './types.ts';

export interface ReadReplica {
  /** The replica as a read-only store once it holds every event up to `position`; null if it did not get there within the wait. */
  readsFrom(position: number): Promise<EventStore | null>;
  /** The replica's head, for /metrics and tests. */
  head(): Promise<number>;
  close(): Promise<void>;
}

export interface ReadReplicaOptions {
  connectionString: string;
  /** How long a reader waits for the replica to catch up before reading the primary. */
  waitMs?: number;
  pollMs?: number;
}

const refuse = (what: string) => () => Promise.reject(new Error(`The read replica is read-only: ${what} goes to the primary`));

export function openReadReplica(options: ReadReplicaOptions): ReadReplica {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 4, application_name: 'bank-replica-reads', connectionTimeoutMillis: 5_000, statement_timeout: 30_000 });
  pool.on('error', () => undefined);
  const head = async () => Number((await pool.query<{ head: string }>('SELECT coalesce(max(position), 0) AS head FROM events')).rows[0]?.head ?? 0);
  const store: EventStore = {
    async readAll(readOptions) {
      const { after, limit } = readAllBounds(readOptions);
      if (limit === 0) return [];
      return (await pool.query<EventRow>(READ_PAGE_SQL, [after, limit])).rows.map(toRecorded);
    },
    headPosition: head,
    readStream: refuse('a stream read for a decision'),
    append: refuse('an append'),
    ensureSecret: refuse('a secret'),
    readCheckpoint: refuse('a reactor checkpoint'),
    saveCheckpoint: refuse('a reactor checkpoint'),
    close: async () => undefined,
  };
  return {
    head,
    async readsFrom(position) {
      const deadline = Date.now() + (options.waitMs ?? 2_000);
      for (;;) {
        try {
          if ((await head()) >= position) return store;
        } catch {
          return null;
        }
        if (Date.now() >= deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 20));
      }
    },
    close: () => pool.end(),
  };
}
