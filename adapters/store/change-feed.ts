/**
 * A `subscribe` capability next to the event store (the store's port is unchanged): tells
 * listeners that something was appended. In process it wraps `append`; on Postgres every
 * instance LISTENs on one channel and every append NOTIFYs it, so a change made on one
 * server reaches browsers connected to another.
 */
import pg from 'pg';
import type { EventStore } from './types.ts';
import { sharedRuns } from './shared-runs.ts';
import { describeError } from '../security/safe-log.ts';

export interface ChangeFeed {
  /** Calls `listener` after each committed append (from any instance when on Postgres); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

export const CHANNEL = 'tmb_events';

class Listeners {
  private readonly set = new Set<() => void>();
  add(listener: () => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  fire(): void {
    for (const listener of this.set) {
      try { listener(); } catch (error) { console.error('change listener failed', describeError(error)); }
    }
  }
}

/** PGlite and memory: one process owns the database, so an in-process signal is the whole truth. */
export function inProcessFeed(store: EventStore): { store: EventStore; feed: ChangeFeed } {
  const listeners = new Listeners();
  const wrapped: EventStore = {
    ...bound(store),
    append: async (appends) => {
      const result = await store.append(appends);
      listeners.fire();
      return result;
    },
  };
  return { store: wrapped, feed: { subscribe: (l) => listeners.add(l), close: async () => undefined } };
}

/** Postgres: a dedicated LISTEN connection per instance; NOTIFY after each commit on a short-lived pooled one. */
export async function postgresFeed(store: EventStore, connectionString: string): Promise<{ store: EventStore; feed: ChangeFeed }> {
  const listeners = new Listeners();
  const listener = new pg.Client({ connectionString });
  await listener.connect();
  listener.on('notification', () => listeners.fire());
  listener.on('error', (error) => console.error('LISTEN connection failed; live updates fall back to polling in browsers', describeError(error)));
  await listener.query(`LISTEN ${CHANNEL}`);
  const notifier = new pg.Pool({ connectionString, max: 2 });
  // One NOTIFY at a time, carrying the highest position: a listener only learns "something is new".
  let highest = 0;
  const sendNotify = sharedRuns(() => notifier.query('SELECT pg_notify($1, $2)', [CHANNEL, String(highest)]).then(
    () => undefined,
    (error: unknown) => console.error('NOTIFY failed', describeError(error)),
  ));
  const notify = (position: number): Promise<void> => {
    highest = Math.max(highest, position);
    return sendNotify();
  };
  const wrapped: EventStore = {
    ...bound(store),
    append: async (appends) => {
      const result = await store.append(appends);
      await notify(result.lastPosition);
      return result;
    },
  };
  return { store: wrapped, feed: { subscribe: (l) => listeners.add(l), close: async () => { await listener.end(); await notifier.end(); } } };
}

function bound(store: EventStore): EventStore {
  return {
    append: store.append.bind(store),
    readStream: store.readStream.bind(store),
    readAll: store.readAll.bind(store),
    headPosition: store.headPosition.bind(store),
    ensureSecret: store.ensureSecret.bind(store),
    close: store.close.bind(store),
    ...(store.committedHead ? { committedHead: store.committedHead.bind(store) } : {}),
    ...(store.readStreams ? { readStreams: store.readStreams.bind(store) } : {}),
  };
}

/** Fallback for a context built without a feed (tests): checks the head every `ms`. */
export function pollingFeed(store: EventStore, ms = 1000): ChangeFeed {
  const listeners = new Listeners();
  let last = -1;
  let timer: ReturnType<typeof setInterval> | null = null;
  let count = 0;
  const tick = async () => {
    const head = await store.headPosition().catch(() => last);
    if (last >= 0 && head !== last) listeners.fire();
    last = head;
  };
  return {
    subscribe(listener) {
      const off = listeners.add(listener);
      count += 1;
      if (!timer) {
        void tick();
        timer = setInterval(() => void tick(), ms);
      }
      return () => {
        off();
        count -= 1;
        if (count === 0 && timer) { clearInterval(timer); timer = null; }
      };
    },
    close: async () => { if (timer) clearInterval(timer); },
  };
}
