/**
 * What every store implementation shares beyond the port: the test hooks, the limits, and
 * the append checks, so the memory and SQL stores accept, refuse and number events identically.
 */
import { MAX_READ, MAX_STREAMS_PER_READ, VersionConflictError } from './types.ts';
import type { ExpectedVersion, ReadAllOptions, StreamAppend } from './types.ts';

/** Lets a test hold an append open between writing its events and committing them. */
export interface StoreTestHooks {
  /** Called inside the append transaction after the events are inserted and before COMMIT. */
  beforeCommit?: (appends: StreamAppend[]) => Promise<void>;
}

/** At most this many streams in one append: a business operation touches a handful. */
export const MAX_APPEND_STREAMS = 100;
/** At most this many events in one append, so one transaction stays short. */
export const MAX_APPEND_EVENTS = 1_000;
/** At most this many bytes of JSON in one append, so one request cannot fill the log. */
export const MAX_APPEND_BYTES = 8 * 1024 * 1024;
/** A stream longer than this is refused on read rather than loaded whole into memory. */
export const MAX_STREAM_READ = 100_000;
/** Longest stream id or event type accepted. */
export const MAX_NAME_LENGTH = 200;

export const STORE_CLOSED = 'The event store is closed.';

/** An event whose data and metadata are already JSON text, checked and ready to store. */
export interface SerializedEvent {
  type: string;
  data: string;
  metadata: string;
}

export interface PreparedAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: SerializedEvent[];
}

/** A serialized event with the stream version it will take. */
export interface PlannedEvent extends SerializedEvent {
  streamId: string;
  version: number;
}

export interface AppendPlan {
  events: PlannedEvent[];
  /** New version of every stream named in the append (unchanged when it got no events). */
  versions: Record<string, number>;
}

/** Postgres jsonb cannot hold U+0000, so every store refuses it (an unescaped `\u0000` in JSON text). */
const NUL_ESCAPE = /(^|[^\\])(\\\\)*\\u0000/;

function checkName(kind: string, value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NAME_LENGTH) {
    throw new TypeError(`${kind} must be a string of 1 to ${MAX_NAME_LENGTH} characters`);
  }
  return value;
}

function checkExpected(expected: unknown): ExpectedVersion {
  if (expected === 'any' || (Number.isSafeInteger(expected) && (expected as number) >= 0)) {
    return expected as ExpectedVersion;
  }
  throw new TypeError(`Expected version must be a non-negative integer or 'any', got ${String(expected)}`);
}

function toJson(kind: string, value: unknown): string {
  // `undefined` has no JSON form; store it as null rather than failing the column's NOT NULL.
  const json = JSON.stringify(value ?? null);
  if (NUL_ESCAPE.test(json)) throw new TypeError(`Event ${kind} must not contain the NUL character`);
  return json;
}

function serializeEvent(event: StreamAppend['events'][number]): SerializedEvent {
  if (typeof event.metadata !== 'object' || event.metadata === null) {
    throw new TypeError('Event metadata must be an object');
  }
  return {
    type: checkName('Event type', event.type),
    data: toJson('data', event.data),
    metadata: toJson('metadata', event.metadata),
  };
}

function checkSizes(prepared: PreparedAppend[]): void {
  let events = 0;
  let bytes = 0;
  for (const append of prepared) {
    events += append.events.length;
    for (const e of append.events) bytes += e.data.length + e.metadata.length;
  }
  if (events > MAX_APPEND_EVENTS) throw new RangeError(`At most ${MAX_APPEND_EVENTS} events in one append`);
  if (bytes > MAX_APPEND_BYTES) throw new RangeError(`At most ${MAX_APPEND_BYTES} bytes of events in one append`);
}

/** Validates and serializes an append before any lock is taken, so bad input costs nothing. */
export function prepareAppends(appends: StreamAppend[]): PreparedAppend[] {
  if (!Array.isArray(appends) || appends.length > MAX_APPEND_STREAMS) {
    throw new RangeError(`An append names 0 to ${MAX_APPEND_STREAMS} streams`);
  }
  const seen = new Set<string>();
  const prepared = appends.map((append) => {
    const streamId = checkName('Stream id', append.streamId);
    if (seen.has(streamId)) throw new TypeError(`Stream ${streamId} appears twice in one append`);
    seen.add(streamId);
    return { streamId, expectedVersion: checkExpected(append.expectedVersion), events: append.events.map(serializeEvent) };
  });
  checkSizes(prepared);
  return prepared;
}

/**
 * Checks each stream's expected version against its current one and numbers the new events.
 * Throws VersionConflictError on the first mismatch, before anything is written.
 */
export function planAppend(prepared: PreparedAppend[], current: ReadonlyMap<string, number>): AppendPlan {
  const events: PlannedEvent[] = [];
  const versions: [string, number][] = [];
  for (const { streamId, expectedVersion, events: batch } of prepared) {
    const actual = current.get(streamId) ?? 0;
    if (expectedVersion !== 'any' && expectedVersion !== actual) {
      throw new VersionConflictError(streamId, expectedVersion, actual);
    }
    batch.forEach((event, i) => events.push({ ...event, streamId, version: actual + i + 1 }));
    versions.push([streamId, actual + batch.length]);
  }
  // fromEntries defines own properties, so a stream named `__proto__` is still a plain key.
  return { events, versions: Object.fromEntries(versions) };
}

/** The effective page size of readAll: at least 0, at most MAX_READ. */
export function readAllBounds(options: ReadAllOptions): { after: number; limit: number } {
  const { after, limit } = options;
  if (!Number.isSafeInteger(after) || after < 0) throw new RangeError('after must be a non-negative integer');
  if (!Number.isSafeInteger(limit)) throw new RangeError('limit must be an integer');
  return { after, limit: Math.max(0, Math.min(limit, MAX_READ)) };
}

/** Checks readStreams' list: 1 to MAX_STREAMS_PER_READ distinct valid stream ids. */
export function checkStreamIds(streamIds: string[]): string[] {
  if (!Array.isArray(streamIds) || streamIds.length > MAX_STREAMS_PER_READ) {
    throw new RangeError(`readStreams names at most ${MAX_STREAMS_PER_READ} streams`);
  }
  return [...new Set(streamIds.map((id) => checkName('Stream id', id)))];
}

/** Checks readStream's starting version. */
export function checkFromVersion(fromVersion: number): number {
  if (!Number.isSafeInteger(fromVersion) || fromVersion < 0) {
    throw new RangeError('fromVersion must be a non-negative integer');
  }
  return fromVersion;
}

/** Runs tasks one after another in this process: the memory store's appends, PGlite's one connection. */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    // The next task waits for this one to settle, whether it succeeded or failed.
    tail = run.catch(() => undefined);
    return run;
  };
}
