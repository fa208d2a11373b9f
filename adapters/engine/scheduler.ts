/**
 * Runs the bank's dated work (loan instalments, savings interest, standing orders) inside the
 * server: each job does everything due at or before `now`, once at start (catching up after
 * downtime) and then on a timer. A lease keeps two servers from running the same job at once,
 * but correctness never rests on it: every job records what it did as events, and its decider
 * refuses an occurrence already done, so a second run or a second server does nothing twice.
 */
export interface JobReport {
  done: number;
  skipped: number;
  failed: number;
  /** A job made of several kinds of work (the dated job) reports each too, under the kind's name. */
  parts?: Record<string, JobReport>;
}

/** `Ctx` is the bank's context (adapters/bank/context.ts BankContext), which the engine does not import. */
export interface ScheduledJob<Ctx = unknown> {
  /** Stable and kebab-case (`loan-collection`): the lease and the logs use it. */
  readonly name: string;
  /** Does everything due at or before `now`; idempotent per occurrence. */
  runDue(ctx: Ctx, now: Date): Promise<JobReport>;
}

/** What the registry needs of a context: its clock. */
interface Clocked {
  clock: { now(): Date };
}

/**
 * Runs `work` only if no other runner (thread, process or server) holds `name`, answering
 * 'busy' otherwise. In-process by default; adapters/store/advisory-lease.ts shares it through
 * PostgreSQL's advisory locks.
 */
export type JobLease = <T>(name: string, work: () => Promise<T>) => Promise<T | 'busy'>;

export const emptyReport = (): JobReport => ({ done: 0, skipped: 0, failed: 0 });

/** A lease that only this process honours: enough for PGlite, which one process owns. */
export function inProcessLease(): JobLease {
  const held = new Set<string>();
  return async (name, work) => {
    if (held.has(name)) return 'busy';
    held.add(name);
    try { return await work(); } finally { held.delete(name); }
  };
}

/** The bank's jobs, held by its context (BankContext.jobs). */
export class JobRegistry<Ctx extends Clocked = Clocked> {
  private readonly jobs: ScheduledJob<Ctx>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly lease: JobLease = inProcessLease(), private readonly log: (line: string) => void = (line) => console.error(line)) {}

  register(job: ScheduledJob<Ctx>): void {
    if (this.jobs.some((known) => known.name === job.name)) throw new Error(`A job named ${job.name} is already registered`);
    this.jobs.push(job);
  }

  /** Runs `work` under job `name`'s lease, as its runs do ('busy' when another runner holds it): the reactors share the dated job's. */
  underLease<T>(name: string, work: () => Promise<T>): Promise<T | 'busy'> {
    return this.lease(`job:${name}`, work);
  }

  names(): string[] {
    return this.jobs.map((job) => job.name);
  }

  /** Runs every job in turn as of `now`; a job that throws is reported as failed and the others still run. */
  async runAll(ctx: Ctx, now: Date = ctx.clock.now()): Promise<Record<string, JobReport | 'busy'>> {
    const reports: Record<string, JobReport | 'busy'> = {};
    for (const job of this.jobs) {
      const report = await this.runOne(ctx, job, now);
      reports[job.name] = report;
      if (report !== 'busy') Object.assign(reports, report.parts);
    }
    return reports;
  }

  /** Runs every job at once and then every `intervalMs`; a tick that is still running is not overlapped. */
  start(ctx: Ctx, intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    const tick = (): void => {
      this.running = this.running.then(() => this.runAll(ctx)).catch(() => undefined);
    };
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a tick in progress, so a graceful stop never cuts a job short. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async runOne(ctx: Ctx, job: ScheduledJob<Ctx>, now: Date): Promise<JobReport | 'busy'> {
    try {
      return await this.underLease(job.name, () => job.runDue(ctx, now));
    } catch (error) {
      // The class and message only: a job's data may name customers.
      this.log(`Scheduled job ${job.name} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`);
      return { ...emptyReport(), failed: 1 };
    }
  }
}
