/**
 * Keeps the events this server's own group commits have just written, so a read of the log's
 * recent end (the reactors' runs, the follower, the alerts' balance walks) is answered from memory
 * instead of asking the database for what it has just been told (issue 30 item 2). Only where the
 * server knows the whole range: each commit's answer names the head before it, so a batch whose head
 * is where the last one ended extends a run in which every committed event is known; any other head
 * (another server wrote, or the first batch) starts a new run, and a batch whose fate is unknown
 * clears it. A page past the run's end is answered only when nothing can have committed beyond it:
 * on a sole writer (PGlite) always, on PostgreSQL only while this server hears every commit's
 * NOTIFY (change-feed.ts) and none has been heard past the run.
 */
import type { EventMetadata, RecordedEvent, StoredEvent } from './types.ts';

/** About this many events are kept (the newest); a reader further back reads the database. */
export const RECENT_COMMITS_KEPT = 4_096;

/** One committed event as sent and placed: a stored row (data and metadata as JSON text) with its commit time as an ISO string. */
export type LandedEvent = Omit<StoredEvent, 'recordedAtUs'> & { recordedAt: string };

/** Announcements of every server's commits (the change feed's NOTIFYs), on a store that is not the only writer. */
export interface CommitsHeard {
  /** LISTEN is established (true) or lost (false); commits made while deaf are unknown, so what was kept is dropped. */
  hearing(on: boolean): void;
  /** A commit up to `position` was announced (this server's own or another's). */
  heard(position: number): void;
}

/** A store that tells its change feed's announcements to its recent-commits cache (postgres.ts). */
export interface HearsCommits {
  commitsHeard: CommitsHeard;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** jsonb's order of object keys: shorter first (in UTF-8 bytes), then bytewise. */
export function jsonbKeyOrder(a: string, b: string): number {
  if (a === b) return 0;
  const la = Buffer.byteLength(a);
  const lb = Buffer.byteLength(b);
  if (la !== lb) return la - lb;
  // Without surrogate pairs, UTF-16 units compare as UTF-8 bytes do.
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : 1;
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** Whether every object in `value` already has its keys in jsonb's order. */
function inJsonbOrder(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(inJsonbOrder);
  if (value === null || typeof value !== 'object') return true;
  const keys = Object.keys(value);
  for (let i = 1; i < keys.length; i += 1) if (jsonbKeyOrder(keys[i - 1]!, keys[i]!) > 0) return false;
  return Object.values(value).every(inJsonbOrder);
}

function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  // fromEntries defines own properties, so a key named `__proto__` stays a plain key, as JSON.parse made it.
  return Object.fromEntries(Object.keys(record).sort(jsonbKeyOrder).map((key) => [key, reordered(record[key])]));
}

/**
 * JSON text as PostgreSQL's jsonb gives it back, as far as JSON.parse can tell: jsonb keeps an
 * object's keys in its own order, not the writer's, and a reader that serialises an event again
 * must see the same text from memory as from the database.
 */
export function asJsonbReturnsIt(text: string): string {
  const value = JSON.parse(text) as unknown;
  return inJsonbOrder(value) ? text : JSON.stringify(reordered(value));
}

function decoded(kept: LandedEvent): RecordedEvent {
  // Fresh objects on every read, as from the database: no reader shares another's.
  return {
    position: kept.position, streamId: kept.streamId, version: kept.version, type: kept.type,
    data: JSON.parse(kept.data) as unknown, metadata: JSON.parse(kept.metadata) as EventMetadata, recordedAt: kept.recordedAt,
  };
}

export class RecentCommits implements CommitsHeard {
  /** Every event committed in (from, to], in position order; from = -1: no run is known. */
  private kept: LandedEvent[] = [];
  private from = -1;
  private to = -1;
  /** Whether commits past the run would be heard of (always, for the only writer). */
  private listening: boolean;
  private heardUpTo = 0;
  /** Bumped whenever what was kept is dropped, so a batch sent before cannot rebuild on stale knowledge. */
  private epoch = 0;

  /** `soleWriter`: no other process appends (PGlite), so the run always reaches the head. */
  constructor(private readonly soleWriter: boolean, private readonly keep = RECENT_COMMITS_KEPT) {
    this.listening = soleWriter;
  }

  /** Taken before a batch is sent and given back with its answer (committed). */
  get generation(): number {
    return this.epoch;
  }

  /**
   * A batch committed: `head` is the position committed before it and `events` every event it
   * wrote, in order (null when they could not all be matched to what was sent).
   */
  committed(generation: number, head: number, events: LandedEvent[] | null): void {
    if (events === null || generation !== this.epoch || events.some((e, i) => e.position <= (i === 0 ? head : events[i - 1]!.position))) {
      this.forget();
      return;
    }
    if (this.from < 0 || head !== this.to) {
      this.kept = [];
      this.from = head;
      this.to = head;
    }
    for (const event of events) this.kept.push({ ...event, data: asJsonbReturnsIt(event.data), metadata: asJsonbReturnsIt(event.metadata) });
    this.to = events.at(-1)?.position ?? this.to;
    this.trim();
  }

  /** A batch failed without an answer or with a broken fence: it may have committed, or another server did. */
  lost(): void {
    this.forget();
  }

  hearing(on: boolean): void {
    if (this.soleWriter) return;
    this.listening = on;
    this.forget();
  }

  heard(position: number): void {
    if (Number.isSafeInteger(position)) this.heardUpTo = Math.max(this.heardUpTo, position);
  }

  /**
   * readAll's page from memory, or null when the database must answer: `after` must lie inside
   * the run, and a page shorter than `limit` only when nothing can have committed past the run.
   */
  page(after: number, limit: number): RecordedEvent[] | null {
    if (this.from < 0 || after < this.from || after > this.to || limit <= 0) return null;
    const start = this.firstAfter(after);
    const end = Math.min(this.kept.length, start + limit);
    if (end - start < limit && !this.reachesHead()) return null;
    return this.kept.slice(start, end).map(decoded);
  }

  private reachesHead(): boolean {
    return this.listening && this.heardUpTo <= this.to;
  }

  /** The index of the first kept event past `after`. */
  private firstAfter(after: number): number {
    let low = 0;
    let high = this.kept.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.kept[mid]!.position <= after) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Drops the oldest events past twice the bound, at once, so trimming costs little per event. */
  private trim(): void {
    if (this.kept.length <= 2 * this.keep) return;
    const dropped = this.kept.length - this.keep;
    this.from = this.kept[dropped - 1]!.position;
    this.kept = this.kept.slice(dropped);
  }

  private forget(): void {
    this.kept = [];
    this.from = -1;
    this.to = -1;
    this.epoch += 1;
  }
}
