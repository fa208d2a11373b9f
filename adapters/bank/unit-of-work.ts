/**
 * Runs one command against the log: load the streams it touches, let the domain decide,
 * append everything with the versions that were read, and retry from the start when
 * another request got there first (optimistic concurrency).
 */
import type { BankEvent } from '../../domain/catalogue.ts';
import type { EventMetadata, EventStore, RecordedEvent, StreamAppend } from '../store/types.ts';
import { VersionConflictError } from '../store/types.ts';
import { decodeEvent, encodeEvent } from './event-codec.ts';
import { isCachedStore } from './stream-cache.ts';

/** Bounded retries: a hot stream under contention gets this many fresh attempts. */
const MAX_ATTEMPTS = 8;

export interface LoadedStream<E extends BankEvent = BankEvent> {
  streamId: string;
  version: number;
  events: E[];
}

export interface Decision<T> {
  appends: { streamId: string; events: readonly BankEvent[] }[];
  result: T;
}

/** The streams read during one attempt, so their versions become the expected versions. */
export class Reads {
  private readonly versions = new Map<string, number>();
  /** With the stream cache: one catch-up per attempt, then every stream from memory. */
  private caughtUp: Promise<void> | null = null;
  constructor(private readonly store: EventStore) {}

  private async read(streamId: string): Promise<RecordedEvent[]> {
    if (!isCachedStore(this.store)) return this.store.readStream(streamId);
    this.caughtUp ??= this.store.follow();
    await this.caughtUp;
    return this.store.readCached(streamId);
  }

  async load<E extends BankEvent = BankEvent>(streamId: string): Promise<LoadedStream<E>> {
    const recorded = await this.read(streamId);
    const version = recorded.at(-1)?.version ?? 0;
    this.versions.set(streamId, version);
    return { streamId, version, events: recorded.map(decodeEvent) as E[] };
  }

  expected(streamId: string): number {
    const version = this.versions.get(streamId);
    if (version === undefined) throw new Error(`Stream ${streamId} was appended to without being read`);
    return version;
  }
}

export async function runCommand<T>(
  store: EventStore,
  metadata: EventMetadata,
  decide: (reads: Reads) => Promise<Decision<T>>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const reads = new Reads(store);
    const decision = await decide(reads);
    const appends: StreamAppend[] = decision.appends
      .filter((append) => append.events.length > 0)
      .map((append) => ({ streamId: append.streamId, expectedVersion: reads.expected(append.streamId), events: append.events.map((event) => encodeEvent(event, metadata)) }));
    try {
      if (appends.length > 0) await store.append(appends);
      return decision.result;
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
