/**
 * Runs one command against the log: load the streams it touches, let the domain decide,
 * append everything with the versions that were read, and retry from the start when
 * another request got there first (optimistic concurrency).
 */
import type { BankEvent } from '../../domain/catalogue.ts';
import { DomainError, english } from '../../domain/errors.ts';
import type { EventMetadata, EventStore, RecordedEvent, StreamAppend } from '../store/types.ts';
import { StaleViewError, VersionConflictError } from '../store/types.ts';
import { decodeEvent, encodeEvent } from './event-codec.ts';
import { isCachedStore, tailOf, type CommandTail } from './stream-cache.ts';

/** Bounded retries: a hot stream under contention gets this many fresh attempts. */
const MAX_ATTEMPTS = 8;

/** What a caller hears when contention outlasts the retries: a 409 to retry, never a 500 (issue 12 item 6). */
export const tryAgainMessage = english('session.tryAgain');

/** The refusal for exhausted retries: a conflict (409) that callers may reword for their own context. */
export class RetriesExhaustedError extends DomainError {
  constructor() {
    super('conflict', tryAgainMessage);
    this.name = 'RetriesExhaustedError';
  }
}

/** A short random pause before a retry, growing with each attempt, so racing requests stop colliding in step. */
const backoff = (attempt: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** Math.min(attempt, 6)));

export interface LoadedStream<E extends BankEvent = BankEvent> {
  streamId: string;
  version: number;
  events: E[];
}

export interface Decision<T> {
  /** `condition`: a stream read, appended nothing, whose version read is checked with the others (declared command conditions). */
  appends: { streamId: string; events: readonly BankEvent[]; condition?: boolean }[];
  result: T;
}

/**
 * A command for a caller whose sign-in was checked on the live view without a read (Principal
 * viewAt) could not commit fenced at that view: another server has written since. Nothing was
 * written; the request is run again from its sign-in after a read of the log (functions/pipeline.ts).
 */
export class StaleSignInError extends Error {
  constructor() {
    super('The sign-in was checked on a view another server has written past');
    this.name = 'StaleSignInError';
  }
}

/** The streams read during one attempt, so their versions become the expected versions. */
export class Reads {
  private readonly versions = new Map<string, number>();
  /** With the stream cache: one catch-up per attempt, then every stream from memory. */
  private caughtUp: Promise<void> | null;
  /** `caughtUp`: a catch-up the caller made for this attempt, so the reads need none of their own. */
  constructor(private readonly store: EventStore, caughtUp: Promise<void> | null = null) {
    this.caughtUp = caughtUp;
  }

  /** Commits of this server's pending appends that the attempt read; it answers only after them. */
  readonly waits: Promise<void>[] = [];

  private async read(streamId: string): Promise<RecordedEvent[]> {
    if (!isCachedStore(this.store)) return this.store.readStream(streamId);
    this.caughtUp ??= this.store.follow();
    await this.caughtUp;
    const { events, waits } = await this.store.readForCommand(streamId);
    this.waits.push(...waits);
    return events;
  }

  async load<E extends BankEvent = BankEvent>(streamId: string): Promise<LoadedStream<E>> {
    const recorded = await this.read(streamId);
    const version = recorded.at(-1)?.version ?? 0;
    this.versions.set(streamId, version);
    return { streamId, version, events: recorded.map(decodeEvent) as E[] };
  }

  /**
   * The stream after `last`, an event of it the caller folded before (fold-cache.ts): the
   * committed events after it (or all of them when it cannot resume there) and this server's
   * pending ones apart, so a cached fold never includes an event that may yet fail.
   */
  async loadAfter(streamId: string, last: RecordedEvent | undefined): Promise<CommandTail> {
    let tail: CommandTail;
    if (isCachedStore(this.store)) {
      this.caughtUp ??= this.store.follow();
      await this.caughtUp;
      tail = await this.store.readForCommandAfter(streamId, last);
      this.waits.push(...tail.waits);
    } else {
      tail = { ...tailOf(await this.store.readStream(streamId), last), pending: [], waits: [] };
    }
    this.versions.set(streamId, tail.version);
    return tail;
  }

  expected(streamId: string): number {
    const version = this.versions.get(streamId);
    if (version === undefined) throw new Error(`Stream ${streamId} was appended to without being read`);
    return version;
  }
}

/** Runs a command's decide-and-queue step exclusively (the money lock); the commit is awaited outside it. */
export type Exclusive = <R>(work: () => Promise<R>) => Promise<R>;

const direct: Exclusive = (work) => work();

/**
 * One attempt: load, decide, and queue the append with the versions read. Inside `exclusive`
 * only up to the queueing, so the next command on the same customer decides on top of this
 * one's pending append (pending-appends.ts) while this one waits for its commit. With `fence`
 * (decided on the live view without catching up, write-fence.ts) only a decision that writes
 * is queued, fenced at that position; null means decide again after a read.
 */
async function attempt<T>(store: EventStore, metadata: EventMetadata, decide: (reads: Reads) => Promise<Decision<T>>, caughtUp: Promise<void> | null, fence: number | null): Promise<{ result: T; committed: Promise<unknown> } | null> {
  const reads = new Reads(store, caughtUp);
  const decision = await decide(reads).catch(async (error: unknown) => {
    // A refusal decided without a read stands only once decided again on a read of the log.
    if (fence !== null) return null;
    // A refusal decided on this server's pending appends stands only if they commit; else retry.
    const settled = await Promise.allSettled(reads.waits);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    throw failed ? failed.reason : error;
  });
  // A condition is checked only beside an append that writes: a decision that writes nothing checks nothing.
  const writes = decision !== null && decision.appends.some((append) => append.events.length > 0);
  if (decision === null || (fence !== null && !writes)) return null;
  const appends: StreamAppend[] = decision.appends
    .filter((append) => append.events.length > 0 || (writes && append.condition === true))
    .map((append) => ({
      streamId: append.streamId, expectedVersion: reads.expected(append.streamId), events: append.events.map((event) => encodeEvent(event, metadata)),
      ...(fence === null ? {} : { fence }),
    }));
  const own = appends.length > 0 ? store.append(appends) : Promise.resolve();
  const committed = Promise.all([own, ...reads.waits]);
  // Awaited by the caller right after; marked handled so a fast failure is not reported as unhandled.
  committed.catch(() => undefined);
  return { result: decision.result, committed };
}

/**
 * How fresh an attempt's reads are: decided on the live view as it stands (a fence, when the
 * store can check that no other server committed since), or after a catch-up (a read of the log).
 */
function freshness(store: EventStore, exclusive: Exclusive, fenced: boolean, viewAt: number | undefined): { fence: number | null; caughtUp: Promise<void> | null } {
  const fence = fenced && isCachedStore(store) ? store.fence() : null;
  // A caller signed in on the view: the command commits fenced at that position or not at all.
  if (viewAt !== undefined) {
    if (fence === null) throw new StaleSignInError();
    return { fence: Math.min(fence, viewAt), caughtUp: Promise.resolve() };
  }
  if (fence !== null) return { fence, caughtUp: Promise.resolve() };
  // Caught up before the exclusive part, not inside it: commands on a hot customer then queue
  // to decide, not for a read of the log each. Reads are as fresh as this catch-up, plus this
  // server's queued appends; anything newer from another server fails the expected version.
  return { fence, caughtUp: exclusive === direct || !isCachedStore(store) ? null : store.follow() };
}

/** `viewAt`: the caller's sign-in was checked on the live view at that position (Principal viewAt). */
export async function runCommand<T>(
  store: EventStore,
  metadata: EventMetadata,
  decide: (reads: Reads) => Promise<Decision<T>>,
  exclusive: Exclusive = direct,
  viewAt?: number,
): Promise<T> {
  let fenced = true;
  for (let n = 1; ; n += 1) {
    const { fence, caughtUp } = freshness(store, exclusive, fenced, viewAt);
    if (caughtUp) await caughtUp;
    const attempted = await exclusive(() => attempt(store, metadata, decide, caughtUp, fence));
    if (!attempted) {
      // Decided without a read and refused or wrote nothing: decide again on a read of the log.
      fenced = false;
      n -= 1;
      continue;
    }
    try {
      await attempted.committed;
      return attempted.result;
    } catch (error) {
      if (!(error instanceof VersionConflictError || error instanceof StaleViewError)) throw error;
      if (n >= MAX_ATTEMPTS) throw new RetriesExhaustedError();
      // Another server committed after the view: the next attempt reads the log first.
      if (error instanceof StaleViewError) fenced = false;
      else await backoff(n);
    }
  }
}
