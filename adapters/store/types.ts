/**
 * The event store port: the one contract every store (memory, PGlite, Postgres) honours,
 * so the domain's history can live anywhere and the same contract suite proves each one.
 */

/** Who did it, why and when: attached to every event for the audit history. */
export interface EventMetadata {
  /** Id of the user (customer or admin) or `system` that caused the event. */
  actor: string;
  /** Request that appended it, for tracing one HTTP call to its events. */
  requestId?: string;
  /** Groups events of one business operation (e.g. both legs of a transfer). */
  correlationId?: string;
  /** ISO-8601 time the command was decided, given by the caller (the domain has no clock). */
  at: string;
  /** Free-text reason, required for admin actions. */
  reason?: string;
}

/** An event as the domain produced it, before the store gives it a position. */
export interface NewEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** An event as read back from the log. */
export interface RecordedEvent extends NewEvent {
  /** Global position: strictly increasing in commit order; readers resume after it. */
  position: number;
  streamId: string;
  /** 1-based version of the event within its stream. */
  version: number;
  /** ISO-8601 time the store committed it. */
  recordedAt: string;
}

/**
 * Expected version of a stream before the append: a number (0 = the stream must not
 * exist yet), or `any` to skip the check (used only for streams nobody decides on).
 */
export type ExpectedVersion = number | 'any';

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
  /**
   * The position of the live view a command decided this append on without reading the log first
   * (adapters/store/write-fence.ts): the store writes it only if no other server has committed
   * since, else refuses it with StaleViewError. Absent on appends decided after a read.
   */
  fence?: number;
}

export interface AppendResult {
  /** Position of the last event appended. */
  lastPosition: number;
  /** New version of each stream appended to. */
  versions: Record<string, number>;
  /**
   * The events as committed, when the store can tell (the SQL stores): the server that wrote them
   * lays them into its live view without reading them back (live-bank.ts applyWritten).
   */
  written?: WrittenEvents;
}

/** An append's events as a read of the log would return them, and the position committed just before them. */
export interface WrittenEvents {
  /** No event can commit at a position at or below this one after the append: a follower there misses nothing. */
  after: number;
  events: RecordedEvent[];
}

/**
 * Thrown for an append decided on this server's view without a read of the log (StreamAppend.fence)
 * when another server has committed since: nothing is written, and the command decides again
 * after reading what it missed.
 */
export class StaleViewError extends Error {
  constructor() {
    super('Another server committed after the view this append was decided on');
    this.name = 'StaleViewError';
  }
}

/** Thrown when a stream's actual version differs from the expected one; nothing is written. */
export class VersionConflictError extends Error {
  readonly code = 'conflict';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'VersionConflictError';
  }
}

export interface ReadAllOptions {
  /** Return events with a position strictly greater than this (0 = from the start). */
  after: number;
  /** At most this many events (the store caps it at MAX_READ). */
  limit: number;
}

/** Upper bound on one read, so no caller can ask for the whole log at once. */
export const MAX_READ = 10_000;

/** Upper bound on the streams named in one readStreams call. */
export const MAX_STREAMS_PER_READ = 100;

/**
 * A projection as of a log position, encoded by its owner (the engine); derived data that a
 * start may read instead of folding the log up to `position` (003_snapshots.sql).
 */
export interface Snapshot {
  name: string;
  /** Hash of the code that folded it: a copy made by other code is never read. */
  codeHash: string;
  position: number;
  /** SHA-256 (hex) of `data`, checked by the reader before it trusts the copy. */
  checksum: string;
  data: Uint8Array;
}

/** A document's bytes kept beside the log (009_kyc_blobs.sql), named by their SHA-256 (hex). */
export interface Blob {
  sha256: string;
  mediaType: string;
  data: Uint8Array;
}

export interface EventStore {
  /**
   * Appends to one or several streams in one atomic transaction, checking each stream's
   * expected version. Either every event is written or none is.
   */
  append(appends: StreamAppend[]): Promise<AppendResult>;
  /** Reads a stream from version `fromVersion` (exclusive, default 0), oldest first. */
  readStream(streamId: string, fromVersion?: number): Promise<RecordedEvent[]>;
  /**
   * Reads several whole streams in one query (at most MAX_STREAMS_PER_READ), each oldest first;
   * a stream that does not exist maps to []. Lets a cache fill many misses at once.
   */
  readStreams?(streamIds: string[]): Promise<Map<string, RecordedEvent[]>>;
  /**
   * Reads the log after a position, in position order. Never returns an event while an
   * event with a lower position may still commit, so a follower never skips one.
   */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The highest position safe to hand out to followers right now. */
  headPosition(): Promise<number>;
  /**
   * The head as of the last commit, known without a query, when this process is the only
   * writer (PGlite holds its folder's lock; memory is in-process); absent where other
   * processes may append (Postgres). Lets a follower skip reading when nothing is new.
   */
  committedHead?(): number;
  /**
   * The lowest live-view position at which this server may decide a command without reading the
   * log first, its append fenced (StreamAppend.fence), or null while it may not (write-fence.ts).
   * Present where other processes may append (Postgres); a sole writer has committedHead instead.
   */
  fenceFloor?(): number | null;
  /** A key/value row that outlives restarts (server secrets); set only if absent. */
  ensureSecret(name: string, create: () => string): Promise<string>;
  /**
   * Keeps `snapshot` as the one copy of its projection for its code hash, unless the copy
   * kept is at a later position. Optional: a store without it simply never shortens a start.
   */
  saveSnapshot?(snapshot: Snapshot): Promise<void>;
  /** The copy of projection `name` made by code `codeHash`, or null. */
  loadSnapshot?(name: string, codeHash: string): Promise<Snapshot | null>;
  /** Keeps `blob` unless a blob with its SHA-256 is already kept (content-addressed, never overwritten). */
  putBlob?(blob: Blob): Promise<void>;
  /** The blob named `sha256`, or null. */
  getBlob?(sha256: string): Promise<Blob | null>;
  /** The last position reactor `name` handled (adapters/reactors/), or null for a reactor never seen. */
  readCheckpoint(name: string): Promise<number | null>;
  /** Records that reactor `name` has handled the log up to `position`; a checkpoint never moves back. */
  saveCheckpoint(name: string, position: number): Promise<void>;
  /** Several reactors' checkpoints in one read; a reactor never seen is absent from the map. Optional: the runner reads them one by one without it. */
  readCheckpoints?(names: readonly string[]): Promise<Map<string, number>>;
  /** Several checkpoints saved in one statement, each never moved back. Optional: the runner saves them one by one without it. */
  saveCheckpoints?(positions: ReadonlyMap<string, number>): Promise<void>;
  /** The hash chain over the log (docs/audit.md); absent on a store that keeps none. */
  chain?: ChainLog;
  close(): Promise<void>;
}

/**
 * An event exactly as the store holds it, as the hash chain covers it (docs/audit.md): the JSON
 * columns as the database's own text, the commit time in whole microseconds since the epoch.
 */
export interface StoredEvent {
  position: number;
  streamId: string;
  version: number;
  type: string;
  /** The stored JSON text of data (PostgreSQL's `data::text`; JSON.stringify in the memory store). */
  data: string;
  metadata: string;
  /** recorded_at as a decimal count of microseconds since 1970-01-01T00:00:00Z. */
  recordedAtUs: string;
}

/** One link of the chain: the SHA-256 (lowercase hex) sealing the event at `position`. */
export interface ChainLink {
  position: number;
  hash: string;
}

/** The hash chain's table (migration 006), beside the log it seals. */
export interface ChainLog {
  /** Events with position in (after, upTo], in position order, at most `limit` (capped at MAX_READ). */
  readStored(after: number, limit: number, upTo?: number): Promise<StoredEvent[]>;
  /** Links with position in (after, upTo], in position order, at most `limit` (capped at MAX_READ). */
  readLinks(after: number, limit: number, upTo?: number): Promise<ChainLink[]>;
  /** The newest link (the sealed head), or null before anything is sealed. */
  sealedHead(): Promise<ChainLink | null>;
  /** The link just below `position` (an export's anchor), or null when none is. */
  linkBefore(position: number): Promise<ChainLink | null>;
  /** Stores links (a link already stored at a position is kept: two sealers compute the same one). */
  addLinks(links: ChainLink[]): Promise<void>;
  /** The first and last positions recorded within [from, to] (ISO times), for an export of a period. */
  positionsBetween(from: string | undefined, to: string | undefined): Promise<{ first: number; last: number } | null>;
}
