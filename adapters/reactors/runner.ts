/**
 * Runs the bank's reactors (reactor.ts) over the log: one read of each page serves every reactor,
 * each gets only the events after its own checkpoint, and each checkpoint is saved once its page's
 * effects are done. A run happens when the dated-work job runs (under its lease) and, so that an
 * alert follows a payment within moments, after every append this server makes: that nudge runs
 * in the background under the same lease, and nudges that arrive during a run make one more run.
 */
import { STORE_CLOSED } from '../store/hooks.ts';
import { MAX_READ, type EventStore, type RecordedEvent } from '../store/types.ts';
import { reactToPage, readCheckpointsOf, saveCheckpointsOf, type AnyReactor, type Checkpoints } from './reactor.ts';

/** Events read per page, and pages per run: a long catch-up (after downtime) goes on at the next run. */
const PAGE = Math.min(1_000, MAX_READ);
const MAX_PAGES_PER_RUN = 50;
/** A nudge that finds the lease held (the dated work running, or another server) tries again after this. */
const BUSY_RETRY_MS = 200;

/** Runs `work` unless another runner holds the lease (the scheduler's, adapters/engine/scheduler.ts). */
export type ReactorLease = (work: () => Promise<ReactorReport>) => Promise<ReactorReport | 'busy'>;

export interface ReactorReport {
  /** Consequences carried out. */
  done: number;
  /** Reactors that stopped on an error this run (they resume from their checkpoint next time). */
  failed: number;
}

type Store = Pick<EventStore, 'readAll' | 'headPosition' | 'append'> & Checkpoints;

export class ReactorRunner<Ctx extends { store: Store }> {
  private ctx: Ctx | null = null;
  private lease: ReactorLease = (work) => work();
  /** Least time between the starts of two nudged runs (0: at once); see start(). */
  private gapMs = 0;
  private lastStart = 0;
  private chain: Promise<unknown> = Promise.resolve();
  private background: Promise<unknown> = Promise.resolve();
  private nudged = false;
  private scheduled = false;
  private stopped = false;

  constructor(readonly reactors: readonly AnyReactor<Ctx>[], private readonly log: (line: string) => void = (line) => console.error(line)) {
    const names = new Set(reactors.map((r) => r.name));
    if (names.size !== reactors.length) throw new Error('Two reactors share a name');
  }

  /**
   * Starts at the log's head every reactor never seen before (a new bank or a new reactor does not
   * e-mail the past), and takes the context and the lease nudged runs use.
   */
  async start(ctx: Ctx, lease?: ReactorLease, options: { gapMs?: number } = {}): Promise<void> {
    this.ctx = ctx;
    if (lease) this.lease = lease;
    // A lease on PostgreSQL costs a connection: under load, runs are spaced so appends do not each open one.
    this.gapMs = options.gapMs ?? 0;
    const head = await ctx.store.headPosition();
    for (const reactor of this.reactors) {
      if ((await ctx.store.readCheckpoint(reactor.name)) === null) await ctx.store.saveCheckpoint(reactor.name, head);
    }
  }

  /** Runs every reactor up to the log's safe head; one run at a time in this process. The caller holds the lease. */
  runAll(ctx: Ctx): Promise<ReactorReport> {
    const run = this.chain.then(() => this.runOnce(ctx));
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** The store as the services use it, nudging a run after each append. */
  watch<S extends Pick<EventStore, 'append'>>(store: S): S {
    return { ...store, append: async (appends: Parameters<S['append']>[0]) => {
      const result = await store.append(appends);
      this.nudge();
      return result;
    } };
  }

  /** Asks for a run soon; many nudges before it starts make one run. */
  nudge(): void {
    this.nudged = true;
    if (this.scheduled || this.stopped || !this.ctx) return;
    this.scheduled = true;
    this.background = this.background.then(() => this.pause()).then(() => this.runNudged());
  }

  /** Resolves once the runs asked for so far are done (tests, and a graceful stop). */
  async settled(): Promise<void> {
    for (let previous: Promise<unknown> | null = null; previous !== this.background;) {
      previous = this.background;
      await previous;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // A run waiting out its gap or a busy lease ends now: its timer is unref'd, so a process with
    // nothing else to do (a seed script closing its context) would exit with stop() unsettled.
    this.wake?.();
    await this.settled();
  }

  /** Ends the current wait early (stop()); null when nothing waits. */
  private wake: (() => void) | null = null;

  /** Waits `ms` on an unref'd timer (a pending run keeps no process alive), or until stop(). */
  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return new Promise<void>((resolve) => setImmediate(resolve));
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms).unref();
      this.wake = done;
    });
  }

  /** Until the next nudged run may start: the next turn of the event loop, or the rest of the gap. */
  private pause(): Promise<void> {
    return this.sleep(this.lastStart + this.gapMs - Date.now());
  }

  private async runNudged(): Promise<void> {
    const ctx = this.ctx;
    this.scheduled = false;
    this.lastStart = Date.now();
    if (!ctx || !this.nudged || this.stopped) return;
    this.nudged = false;
    const outcome = await this.lease(() => this.runAll(ctx)).catch((error: unknown) => {
      // A store closed under a run (a stop, a test's end) is no failure: the checkpoints say where to resume.
      if (error instanceof Error && error.message === STORE_CLOSED) return null;
      this.log(`Reactors failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`);
      return null;
    });
    if (outcome === 'busy') {
      await this.sleep(BUSY_RETRY_MS);
      this.nudge();
    }
  }

  private async runOnce(ctx: Ctx): Promise<ReactorReport> {
    const report: ReactorReport = { done: 0, failed: 0 };
    const at = new Map<AnyReactor<Ctx>, number>();
    const saved = await readCheckpointsOf(ctx.store, this.reactors.map((r) => r.name));
    for (const reactor of this.reactors) at.set(reactor, saved.get(reactor.name) ?? (await ctx.store.headPosition()));
    for (let page = 0; page < MAX_PAGES_PER_RUN && at.size > 0; page += 1) {
      const after = Math.min(...at.values());
      const events = await ctx.store.readAll({ after, limit: PAGE });
      const last = events.at(-1);
      if (!last) break;
      const done = new Map<string, number>();
      for (const [reactor, checkpoint] of at) {
        if (checkpoint >= last.position) continue;
        if (await this.feed(ctx, reactor, events.filter((e) => e.position > checkpoint), report)) {
          done.set(reactor.name, last.position);
          at.set(reactor, last.position);
        } else at.delete(reactor);
      }
      // Every reactor that took the page saved in one statement: a reactor whose consequences were carried
      // out but whose save did not land takes the page again next run, as before (its effects are idempotent).
      await saveCheckpointsOf(ctx.store, done);
      if (events.length < PAGE) break;
    }
    return report;
  }

  /** One reactor's share of a page; true when it took it. A reactor that throws keeps its checkpoint and sits out the rest of this run. */
  private async feed(ctx: Ctx, reactor: AnyReactor<Ctx>, events: readonly RecordedEvent[], report: ReactorReport): Promise<boolean> {
    try {
      const each = reactor.checkpointEach ? (position: number) => ctx.store.saveCheckpoint(reactor.name, position) : undefined;
      report.done += await reactToPage(ctx, reactor, events, each);
      return true;
    } catch (error) {
      // The class and message only: an event's data may name customers. A closed store is a stop, not a failure.
      if (!(error instanceof Error && error.message === STORE_CLOSED)) this.log(`Reactor ${reactor.name} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`);
      report.failed += 1;
      return false;
    }
  }

}
