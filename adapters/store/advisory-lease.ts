/**
 * A job lease shared by every server on one PostgreSQL: a session advisory lock taken with
 * pg_try_advisory_lock on a connection of its own, held while the job runs and released after.
 * If the server dies mid-job the connection closes and PostgreSQL frees the lock. If the
 * database drops the connection mid-job (a restart, a failover) the lock is gone: the job
 * finishes anyway (its events refuse a second run of any occurrence) and the process lives on.
 */
import pg from 'pg';
import type { JobLease } from '../engine/scheduler.ts';
import { log } from '../ops/log.ts';
import { describeError } from '../security/safe-log.ts';

export function advisoryLease(connectionString: string): JobLease {
  return async (name, work) => {
    const client = new pg.Client({ connectionString, application_name: 'bank-job-lease' });
    let lost = false;
    // Without a handler, a backend terminated while the job runs would be an uncaught 'error' that ends the process.
    client.on('error', (error) => {
      lost = true;
      log('warn', 'job lease connection lost; the job finishes without the lock', { job: name, error: describeError(error) });
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS held', [name]);
      if (!rows[0]?.held) return 'busy';
      try {
        return await work();
      } finally {
        // A lost connection already released the lock; its unlock would only fail.
        if (!lost) await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}
