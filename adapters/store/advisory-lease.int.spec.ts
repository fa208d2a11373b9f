// Proves that two servers on one PostgreSQL never run the same job at once: the second lease answers busy until the first is released; and that a lease connection the database drops mid-job neither crashes the server nor keeps the lock.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { advisoryLease } from './advisory-lease.ts';

const url = process.env.DATABASE_URL ?? '';

describe.runIf(!!url)('the PostgreSQL job lease', () => {
  it('lets one holder run a job while another server is told busy, and frees it afterwards', async () => {
    const serverA = advisoryLease(url);
    const serverB = advisoryLease(url);
    const name = `job:test-${Date.now()}-${Math.random()}`;
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => { holding = resolve; });
    const running = serverA(name, () => new Promise<string>((resolve) => { release = () => resolve('done by A'); holding(); }));
    // Only once A runs its job does it hold the lock; a try by B before that could take the lock first and leave A busy.
    await held;
    expect(await serverB(name, async () => 'done by B')).toBe('busy');
    release();
    expect(await running).toBe('done by A');
    expect(await serverB(name, async () => 'done by B')).toBe('done by B');
  });

  it('frees the lock when the job throws', async () => {
    const lease = advisoryLease(url);
    const name = `job:failing-${Date.now()}`;
    await expect(lease(name, async () => { throw new Error('job failed'); })).rejects.toThrow('job failed');
    expect(await lease(name, async () => 'ran again')).toBe('ran again');
  });

  it('lets a job finish when the database drops its lease connection mid-run, and frees the lock', async () => {
    const lease = advisoryLease(url);
    const name = `job:dropped-${Date.now()}-${Math.random()}`;
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => { started = resolve; });
    const job = lease(name, async () => { started(); await new Promise<void>((resolve) => { release = resolve; }); return 'finished'; });
    await running;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // The lease's backend holds the advisory lock: kill it as a restart or failover would.
      const killed = await admin.query<{ done: boolean }>("SELECT pg_terminate_backend(l.pid) AS done FROM pg_locks l WHERE l.locktype = 'advisory' AND l.objid = hashtext($1)::oid AND l.granted", [name]);
      expect(killed.rows).toEqual([{ done: true }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      expect(await job).toBe('finished');
      expect(await lease(name, async () => 'ran again')).toBe('ran again');
    } finally {
      await admin.end();
    }
  });
});
