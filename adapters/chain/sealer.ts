/**
 * The sealer: chains committed events in position order shortly after they commit (docs/audit.md,
 * docs/event-store.md "The hash chain"). It runs after this server's appends (nudged, spaced by a
 * gap) and on a timer (other servers' appends on PostgreSQL), under the job lease so one server at
 * a time seals; two sealers would compute the same links anyway, and the table keeps the first.
 * A bank upgraded to migration 006 has no links: its first run chains the whole log from position 1.
 * At start, once the log is sealed, it checks the whole chain and logs what it finds.
 */
import { STORE_CLOSED } from '../store/hooks.ts';
import type { ChainLink, ChainLog, EventStore } from '../store/types.ts';
import { describeProblems, verifyChain, type ChainVerdict } from './chain-walk.ts';
import { GENESIS, linkHash } from './link-hash.ts';

/** Events sealed per read; a run seals at most MAX_PER_RUN and the next run goes on. */
const PAGE = 5_000;
const MAX_PER_RUN = 200_000;

/** Seals every committed event after the sealed head, page by page; answers the new head. */
export async function sealPending(chain: ChainLog, maxEvents = MAX_PER_RUN): Promise<{ sealed: number; head: ChainLink | null }> {
  let head = await chain.sealedHead();
  let sealed = 0;
  while (sealed < maxEvents) {
    const events = await chain.readStored(head?.position ?? 0, PAGE);
    if (events.length === 0) break;
    let previous = head?.hash ?? GENESIS;
    const links = events.map((event) => {
      previous = linkHash(previous, event);
      return { position: event.position, hash: previous };
    });
    await chain.addLinks(links);
    head = links.at(-1)!;
    sealed += links.length;
    if (events.length < PAGE) break;
  }
  return { sealed, head };
}

/** Runs `work` unless another runner holds the lease (JobRegistry.underLease). */
export type SealLease = <T>(work: () => Promise<T>) => Promise<T | 'busy'>;

export interface SealerOptions {
  lease?: SealLease;
  /** Least time between two nudged runs. */
  gapMs?: number;
  /** A run on this timer too, for appends made by other servers (0: none). */
  intervalMs?: number;
  /** How long after start() the first run begins, and after it the check: a server's start (its fold, its first requests) goes first. */
  startDelayMs?: number;
  checkDelayMs?: number;
  log?: (level: 'info' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

export class ChainSealer {
  private scheduled = false;
  private stopped = false;
  private background: Promise<unknown> = Promise.resolve();
  private startup: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly lease: SealLease;
  private readonly log: NonNullable<SealerOptions['log']>;

  constructor(readonly chain: ChainLog, private readonly options: SealerOptions = {}) {
    this.lease = options.lease ?? ((work) => work());
    this.log = options.log ?? ((level, message) => console.error(`${level}: ${message}`));
  }

  /** The store as the services use it, nudging a seal after each append. */
  watch<S extends Pick<EventStore, 'append'>>(store: S): S {
    return { ...store, append: async (appends: Parameters<S['append']>[0]) => {
      const result = await store.append(appends);
      this.nudge();
      return result;
    } };
  }

  /** Seals what is committed, then (checkAtStart) checks the whole chain and logs the verdict; then seals on nudges and the timer. */
  start(checkAtStart = true): void {
    // Apart from the runs' chain, so a nudge from an append never waits for the delays or the check.
    this.startup = (async () => {
      await this.pause(this.options.startDelayMs ?? 0);
      if (this.stopped) return;
      this.nudge();
      await this.runsSettled();
      await this.pause(this.options.checkDelayMs ?? 0);
      if (checkAtStart && !this.stopped) await this.checkAndLog();
    })();
    if (this.options.intervalMs) this.timer = setInterval(() => this.nudge(), this.options.intervalMs).unref();
  }

  /** Asks for a run soon; nudges before it starts make one run. */
  nudge(): void {
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    this.background = this.background
      // Wakeable by stop(): an unref'd timer nobody ends would leave stop() unsettled in a closing script.
      .then(() => (this.options.gapMs ? this.pause(this.options.gapMs) : new Promise<void>((resolve) => setImmediate(resolve))))
      .then(() => { this.scheduled = false; return this.stopped ? undefined : this.runGuarded(); });
  }

  /** Checks the chain and logs the verdict: an error naming each position when it is broken. */
  async checkAndLog(): Promise<ChainVerdict | null> {
    try {
      const verdict = await verifyChain(this.chain);
      if (verdict.problemCount === 0) this.log('info', 'log chain verified', { through: verdict.sealedThrough?.position ?? 0, hash: verdict.sealedThrough?.hash ?? GENESIS });
      else this.log('error', `log chain broken: ${describeProblems(verdict)}`, { problems: verdict.problemCount, through: verdict.sealedThrough?.position ?? 0 });
      return verdict;
    } catch (error) {
      if (!(error instanceof Error && error.message === STORE_CLOSED)) this.log('error', `log chain check failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      return null;
    }
  }

  /** Resolves once the runs asked for so far, and the start's seal and check, are done. */
  async settled(): Promise<void> {
    await this.startup;
    await this.runsSettled();
  }

  private async runsSettled(): Promise<void> {
    for (let previous: Promise<unknown> | null = null; previous !== this.background;) {
      previous = this.background;
      await previous;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const wake of this.sleepers) wake();
    await this.settled();
  }

  private readonly sleepers = new Set<() => void>();

  /** Waits `ms`, or until stop(): a stopping server does not wait out a delay. */
  private pause(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms).unref();
      this.sleepers.add(wake);
    });
  }

  private async runGuarded(): Promise<void> {
    try {
      const outcome = await this.lease(() => sealPending(this.chain));
      // Sealing events committed by now is the other runner's work; a later nudge or the timer catches what it misses.
      if (outcome !== 'busy' && outcome.sealed >= MAX_PER_RUN) this.nudge();
    } catch (error) {
      if (!(error instanceof Error && error.message === STORE_CLOSED)) this.log('error', `sealing the log failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  }
}
