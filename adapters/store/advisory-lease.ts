/**
 * A job lease shared by every server on one PostgreSQL: a session advisory lock taken with
 * pg_try_advisory_lock on a connection of its own, held while the job runs and released after.
 * If the server dies mid-job the connection closes and PostgreSQL frees the lock.
 */
import pg from 'pg';
import type { JobLease } from '../engine/scheduler.ts';

export function advisoryLease(connectionString: string): JobLease {
  return async (name, work) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS held', [name]);
      if (!rows[0]?.held) return 'busy';
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}
