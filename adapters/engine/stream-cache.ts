/**
 * Serves the streams a command loads from memory instead of a query each: the live view's
 * follower already reads every event in commit order, so it keeps each stream's version and
 * the events of recently used streams. A read first catches the follower up, so it is as
 * fresh as a database read made at that moment; a command's append is still checked against
 * the versions it read, so a stale cache can never write (it can only cost a retry).
 * Commands also see this server's appends that are queued but not yet committed.
 */
import { checkFromVersion, MAX_STREAM_READ } from '../store/hooks.ts';
import { optionalParts } from '../store/optional-parts.ts';
import { PendingAppends, type Overlay } from './pending-appends.ts';
import { MAX_STREAMS_PER_READ, VersionConflictError, type EventStore, type RecordedEvent, type WrittenEvents } from '../store/types.ts';

/** Streams whose events are kept; the least recently read are dropped first. */
export const CACHED_STREAMS = 20_000;

/** A stream after an event a caller has folded already, or the whole stream when it cannot resume there. */
export interface StreamTail {
  /** The events after `last` when resumed, else every event of the stream. */
  events: RecordedEvent[];
  /** True when `events` continue `last`: the stream still holds that very event object at its version. */
  resumed: boolean;
  /** The stream's version: its last event's. */
  version: number;
}

/**
 * Committed events never change, so a fold that ended at `last` can go on from the next
 * event, provided `last` is this stream's own record at that version (the same object, so a
 * stream read again from the store, or another bank's, starts over). Streams are held from
 * version 1 without gaps, so the event at version v sits at index v - 1.
 */
export function tailOf(list: readonly RecordedEvent[], last: RecordedEvent | undefined): StreamTail {
  const resumed = last !== undefined && list[last.version - 1] === last;
  return { events: resumed ? list.slice(last.version) : list.slice(), resumed, version: list.at(-1)?.version ?? 0 };
}

export class StreamIndex {
  private readonly versions = new Map<string, number>();
  /** Insertion order is recency order: a read moves the stream to the end. */
  private readonly events = new Map<string, RecordedEvent[]>();
  /** Appends submitted by this server and not yet seen committed (pending-appends.ts). */
  readonly pending = new PendingAppends();

  /**
   * `complete` = the follower has seen every event from position 0, so a stream it has not
   * seen does not exist (as of its position) and needs no query.
   */
  constructor(private readonly complete: boolean, private readonly capacity = CACHED_STREAMS) {}

  /** The follower calls this for every event, in position order. */
  observe(recorded: RecordedEvent): void {
    this.versions.set(recorded.streamId, recorded.version);
    this.pending.settle(recorded);
    const list = this.events.get(recorded.streamId);
    if (!list) {
      // A stream born while we follow is cached whole from its first event: no read needed later.
      if (recorded.version === 1) this.remember(recorded.streamId, [recorded]);
      return;
    }
    const have = list.at(-1)?.version ?? 0;
    if (recorded.version === have + 1) list.push(recorded);
    // A gap means the cached copy missed events: drop it and read the stream again when asked.
    else if (recorded.version > have + 1) this.events.delete(recorded.streamId);
  }

  /**
   * The start-up fold calls this instead of observe: the version only. Caching every stream
   * born since position 0 would keep the whole log in memory (1.5 GiB of heap for a million
   * events); streams that existed before the start are read, then cached, when first used.
   */
  observeVersion(recorded: RecordedEvent): void {
    this.versions.set(recorded.streamId, recorded.version);
  }

  /** Every stream's version, for a snapshot of the live view (view-snapshot.ts); read it, never change it. */
  versionsSnapshot(): ReadonlyMap<string, number> {
    return this.versions;
  }

  /** A snapshot's versions, laid in at start before anything follows the log. */
  restoreVersions(versions: ReadonlyMap<string, number>): void {
    for (const [streamId, version] of versions) this.versions.set(streamId, version);
  }

  /** The stream up to at least the follower's position, or undefined when the store must be asked. */
  read(streamId: string): RecordedEvent[] | undefined {
    return this.held(streamId)?.slice();
  }

  /**
   * The stream after `last` (see tailOf) without copying the history before it: a hot
   * account's payment costs what a quiet one's does. Undefined when the store must be asked.
   */
  readAfter(streamId: string, last: RecordedEvent | undefined): StreamTail | undefined {
    const list = this.held(streamId);
    return list && tailOf(list, last);
  }

  /** The cached list itself, marked as just used; never handed out, since the follower appends to it. */
  private held(streamId: string): readonly RecordedEvent[] | undefined {
    const version = this.versions.get(streamId) ?? 0;
    if (version === 0) return this.complete ? [] : undefined;
    const list = this.events.get(streamId);
    if (!list || (list.at(-1)?.version ?? 0) < version) return undefined;
    this.events.delete(streamId);
    this.events.set(streamId, list);
    return list;
  }

  /** Keeps a stream read from the store; evicts the least recently read beyond the capacity. */
  remember(streamId: string, events: RecordedEvent[]): void {
    this.events.delete(streamId);
    this.events.set(streamId, events.slice());
    while (this.events.size > this.capacity) this.events.delete(this.events.keys().next().value!);
  }
}

interface Waiter {
  resolve: (events: RecordedEvent[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Streams missing from the cache are read together: misses arriving in the same turn of the
 * event loop (a burst of requests after a restart) cost one query per MAX_STREAMS_PER_READ.
 */
function missLoader(store: EventStore): (streamId: string) => Promise<RecordedEvent[]> {
  const readStreams = store.readStreams?.bind(store);
  if (!readStreams) return (streamId) => store.readStream(streamId);
  let pending: Map<string, Waiter[]> | null = null;
  const load = async (batch: Map<string, Waiter[]>): Promise<void> => {
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += MAX_STREAMS_PER_READ) {
      const chunk = ids.slice(i, i + MAX_STREAMS_PER_READ);
      try {
        const streams = await readStreams(chunk);
        for (const id of chunk) for (const w of batch.get(id)!) w.resolve(streams.get(id) ?? []);
      } catch (error) {
        for (const id of chunk) for (const w of batch.get(id)!) w.reject(error);
      }
    }
  };
  return (streamId) =>
    new Promise<RecordedEvent[]>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<string, Waiter[]>();
        pending = batch;
        setImmediate(() => {
          pending = null;
          void load(batch);
        });
      }
      pending.set(streamId, [...(pending.get(streamId) ?? []), { resolve, reject }]);
    });
}

/** What the cache needs from the live view: a catch-up and the index its follower feeds. */
export interface Follower {
  catchUp(): Promise<unknown>;
  readonly streams: StreamIndex;
  /** Takes this server's own committed append without reading it back (live-bank.ts). */
  applyWritten?(written: WrittenEvents): void;
  /** The log position the follower's view holds every event up to. */
  position?(): number;
}

/** The store every service uses, plus reads as of the follower's position for commands. */
export interface CachedStore extends EventStore {
  /** Catches the follower up (shared with concurrent callers). */
  follow(): Promise<void>;
  /**
   * The follower's position when a command may decide on it without catching up, its appends
   * fenced there (write-fence.ts), or null when it must catch up first.
   */
  fence(): number | null;
  /**
   * The stream as of the follower's position, without catching up first: a command calls
   * follow() once per attempt, then reads each stream it decides on this way.
   */
  readCached(streamId: string): Promise<RecordedEvent[]>;
  /** readCached with this server's pending appends on top, and the commits they wait for. */
  readForCommand(streamId: string): Promise<Overlay>;
  /** readForCommand after an event the caller has folded already (fold-cache.ts): the committed tail, then the pending events apart. */
  readForCommandAfter(streamId: string, last: RecordedEvent | undefined): Promise<CommandTail>;
}

/** A command's read of a stream after what it folded: committed events, this server's pending ones, and the commits to wait for. */
export interface CommandTail extends StreamTail {
  pending: RecordedEvent[];
  waits: Promise<void>[];
}

export const isCachedStore = (store: EventStore): store is CachedStore => 'readCached' in store;

/**
 * Reads go to the follower's index when it can answer; a plain readStream catches up first,
 * so it is as fresh as a database read. A refused append catches up before it rethrows, so
 * the command's retry decides on the state that beat it.
 */
export function withStreamCache(store: EventStore, follower: Follower): CachedStore {
  const loadMiss = missLoader(store);
  const bounded = <T>(streamId: string, version: number, value: T): T => {
    if (version > MAX_STREAM_READ) throw new RangeError(`Stream ${streamId} exceeds ${MAX_STREAM_READ} events`);
    return value;
  };
  const loadAndRemember = async (streamId: string): Promise<RecordedEvent[]> => {
    const events = await loadMiss(streamId);
    follower.streams.remember(streamId, events);
    return events;
  };
  const readCached = async (streamId: string): Promise<RecordedEvent[]> => {
    const events = follower.streams.read(streamId) ?? (await loadAndRemember(streamId));
    return bounded(streamId, events.length, events);
  };
  const readCachedAfter = async (streamId: string, last: RecordedEvent | undefined): Promise<StreamTail> => {
    const tail = follower.streams.readAfter(streamId, last) ?? tailOf(await loadAndRemember(streamId), last);
    return bounded(streamId, tail.version, tail);
  };
  return {
    readAll: (options) => store.readAll(options),
    headPosition: () => store.headPosition(),
    ensureSecret: (name, create) => store.ensureSecret(name, create),
    readCheckpoint: (name) => store.readCheckpoint(name),
    saveCheckpoint: (name, position) => store.saveCheckpoint(name, position),
    close: () => store.close(),
    ...optionalParts(store),
    async append(appends) {
      const appending = store.append(appends);
      // Registered in the same turn the append is queued, so the next command on these streams sees it.
      const withdraw = follower.streams.pending.add(appends, appending);
      try {
        const result = await appending;
        if (result.written) follower.applyWritten?.(result.written);
        return result;
      } catch (error) {
        withdraw();
        if (error instanceof VersionConflictError) await follower.catchUp();
        throw error;
      }
    },
    async follow() {
      await follower.catchUp();
    },
    fence() {
      const floor = store.fenceFloor?.() ?? null;
      const at = follower.position?.();
      return floor !== null && at !== undefined && at >= floor ? at : null;
    },
    readCached,
    readForCommand: async (streamId) => follower.streams.pending.overlay(streamId, await readCached(streamId)),
    async readForCommandAfter(streamId, last) {
      const tail = await readCachedAfter(streamId, last);
      const above = follower.streams.pending.above(streamId, tail.version);
      return { ...tail, version: above.events.at(-1)?.version ?? tail.version, pending: above.events, waits: above.waits };
    },
    async readStream(streamId, fromVersion = 0) {
      checkFromVersion(fromVersion);
      await follower.catchUp();
      const events = await readCached(streamId);
      return fromVersion > 0 ? events.filter((e) => e.version > fromVersion) : events;
    },
  };
}

/** For a caller that has just caught the live view up: the stream without another catch-up. */
export function readAsOfFollower(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  return isCachedStore(store) ? store.readCached(streamId) : store.readStream(streamId);
}
