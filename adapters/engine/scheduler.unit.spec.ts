// Proves the scheduler runs every job as of the given time, isolates a failing job, honours the lease and never overlaps its own ticks.
import { describe, expect, it } from 'vitest';
import { JobRegistry, emptyReport, inProcessLease, type ScheduledJob } from './scheduler.ts';

const ctx = { clock: { now: () => new Date('2026-01-31T12:00:00Z') } };

function recordingJob(name: string, seen: Date[], work: () => Promise<void> = async () => undefined): ScheduledJob {
  return { name, runDue: async (_ctx, now) => { seen.push(now); await work(); return { ...emptyReport(), done: 1 }; } };
}

describe('the job registry', () => {
  it('runs each job once as of the time asked, or the bank clock when none is given', async () => {
    const seen: Date[] = [];
    const jobs = new JobRegistry();
    jobs.register(recordingJob('interest', seen));
    const at = new Date('2026-03-01T00:00:00Z');
    expect(await jobs.runAll(ctx, at)).toEqual({ interest: { done: 1, skipped: 0, failed: 0 } });
    await jobs.runAll(ctx);
    expect(seen).toEqual([at, new Date('2026-01-31T12:00:00Z')]);
  });

  it('refuses two jobs with one name', () => {
    const jobs = new JobRegistry();
    jobs.register(recordingJob('loans', []));
    expect(() => jobs.register(recordingJob('loans', []))).toThrow(/already registered/);
  });

  it('reports a job that throws as failed, logs no data, and still runs the next', async () => {
    const lines: string[] = [];
    const seen: Date[] = [];
    const jobs = new JobRegistry(inProcessLease(), (line) => lines.push(line));
    jobs.register({ name: 'broken', runDue: async () => { throw new TypeError('cannot read balance'); } });
    jobs.register(recordingJob('orders', seen));
    const reports = await jobs.runAll(ctx);
    expect(reports).toEqual({ broken: { done: 0, skipped: 0, failed: 1 }, orders: { done: 1, skipped: 0, failed: 0 } });
    expect(lines).toEqual(['Scheduled job broken failed: TypeError: cannot read balance']);
    expect(seen).toHaveLength(1);
  });

  it('answers busy for a job whose lease another runner holds, without running it', async () => {
    const lease = inProcessLease();
    let release!: () => void;
    const seen: Date[] = [];
    const jobs = new JobRegistry(lease);
    jobs.register(recordingJob('collection', seen, () => new Promise<void>((resolve) => { release = resolve; })));
    const first = jobs.runAll(ctx);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await jobs.runAll(ctx)).toEqual({ collection: 'busy' });
    release();
    expect(await first).toEqual({ collection: { done: 1, skipped: 0, failed: 0 } });
    expect(seen).toHaveLength(1);
  });

  it('runs at start, then on its timer, and stop waits for the tick in progress', async () => {
    let runs = 0;
    let finished = 0;
    const jobs = new JobRegistry();
    jobs.register({ name: 'tick', runDue: async () => { runs += 1; await new Promise((resolve) => setTimeout(resolve, 30)); finished += 1; return emptyReport(); } });
    jobs.start(ctx, 20);
    await new Promise((resolve) => setTimeout(resolve, 75));
    await jobs.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(runs);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(after);
  });
});
