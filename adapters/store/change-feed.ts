/**
 * A `subscribe` capability next to the event store (the store's port is unchanged): tells
 * listeners that something was appended. In process it wraps `append`; on Postgres every
 * instance LISTENs on one channel and every commit NOTIFYs it, so a change made on one
 * server reaches browsers connected to another.
 */
import pg from 'pg';
import type { CommitsHeard, HearsCommits } from './recent-commits.ts';
import type { EventStore } from './types.ts';
import { optionalParts } from './optional-parts.ts';
import { describeError } from '../security/safe-log.ts';
import { log } from '../ops/log.ts';

/** Whether a feed hears every append now, and how often it had to re-establish that (/readyz, /metrics). */
export interface FeedHealth {
  listening: boolean;
  reconnects: number;
}

export interface ChangeFeed {
  /** Calls `listener` after each committed append (from any instance when on Postgres); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** False while a lost LISTEN connection is being re-established and caught up. */
  health(): FeedHealth;
  /** Runs `catchUp` after each reconnection, before the feed counts as listening again (live-registry.ts: the follower). */
  afterReconnect(catchUp: () => Promise<unknown>): void;
  close(): Promise<void>;
}

export const CHANNEL = 'tmb_events';

/** In-process and polling feeds have no connection to lose. */
const alwaysListening = (): FeedHealth => ({ listening: true, reconnects: 0 });

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
  return { store: wrapped, feed: { subscribe: (l) => listeners.add(l), health: alwaysListening, afterReconnect: () => undefined, close: async () => undefined } };
}

/**
 * Postgres: a dedicated LISTEN connection per instance. The NOTIFY is sent by the commit itself
 * (openPostgresStore's append_batch_written, migrations/004): one round trip less per append
 * than a pg_notify after it, and no committed append is left unannounced when its server dies
 * between the commit and the notification.
 */
export async function postgresFeed(store: EventStore & Partial<HearsCommits>, connectionString: string): Promise<{ store: EventStore; feed: ChangeFeed }> {
  const listeners = new Listeners();
  // The store hears each announced head before anyone is woken, so a reader woken by a commit never gets a page from memory that ends before it.
  const heard = store.commitsHeard;
  const listening = new ListenConnection(connectionString, (position) => {
    if (position !== undefined) heard?.heard(position);
    listeners.fire();
  }, heard);
  await listening.open();
  const feed: ChangeFeed = {
    subscribe: (l) => listeners.add(l),
    health: () => listening.health(),
    afterReconnect: (catchUp) => listening.afterReconnect(catchUp),
    close: () => listening.close(),
  };
  return { store, feed };
}

/** Waits before reconnection attempt `attempt`: 100 ms doubling to 5 s, with jitter so N servers do not reconnect in step. */
export function reconnectDelayMs(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(5_000, 100 * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * The LISTEN connection, kept alive: when its backend dies (a database restart, a failover,
 * pg_terminate_backend) it reconnects with backoff, LISTENs again, runs the catch-up hooks (the
 * follower reads every append it missed while deaf) and then wakes every subscriber, who re-read
 * their own streams; only then does it count as listening again.
 */
class ListenConnection {
  private client: pg.Client | null = null;
  private closed = false;
  private reconnecting = false;
  private listening = false;
  private reconnects = 0;
  private readonly catchUps: (() => Promise<unknown>)[] = [];

  /** `wake` gets the position a NOTIFY announced (none after a reconnection); `heard` learns when this server can or cannot hear commits. */
  constructor(private readonly connectionString: string, private readonly wake: (position?: number) => void, private readonly heard?: CommitsHeard) {}

  async open(): Promise<void> {
    await this.connect();
    this.listening = true;
  }

  health(): FeedHealth {
    return { listening: this.listening, reconnects: this.reconnects };
  }

  afterReconnect(catchUp: () => Promise<unknown>): void {
    this.catchUps.push(catchUp);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.heard?.hearing(false);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** A connected client that LISTENs, or a throw; its loss is noticed only once it is the current one. */
  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'bank-change-feed' });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.wake(message.payload === undefined ? undefined : Number(message.payload)));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      // From here on every commit is heard; what committed while deaf is not known (recent-commits.ts).
      this.heard?.hearing(true);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = null;
    this.listening = false;
    this.heard?.hearing(false);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    log('warn', 'LISTEN connection lost: reconnecting; /readyz answers 503 until it is back and caught up', { error: error === undefined ? 'connection ended' : describeError(error) });
    if (!this.reconnecting) void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    this.reconnecting = true;
    try {
      for (let attempt = 0; !this.closed; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt)).unref());
        if (this.closed) return;
        const client = await this.connect().catch((error: unknown) => {
          log('warn', 'LISTEN reconnection failed; trying again', { attempt: attempt + 1, error: describeError(error) });
          return null;
        });
        if (!client) continue;
        // Appends made while this server was deaf: listening first, then catch up, so none falls between.
        const caughtUp = await Promise.all(this.catchUps.map((catchUp) => catchUp())).then(() => true, (error: unknown) => {
          log('warn', 'catching up after the LISTEN reconnection failed; trying again', { error: describeError(error) });
          return false;
        });
        if (this.client !== client) continue;
        if (!caughtUp) {
          this.client = null;
          this.heard?.hearing(false);
          void client.end().catch(() => undefined);
          continue;
        }
        this.listening = true;
        this.reconnects += 1;
        log('info', 'LISTEN connection restored and caught up', { reconnects: this.reconnects, attempts: attempt + 1 });
        this.wake();
        return;
      }
    } finally {
      this.reconnecting = false;
    }
  }
}

function bound(store: EventStore): EventStore {
  return {
    append: store.append.bind(store),
    readStream: store.readStream.bind(store),
    readAll: store.readAll.bind(store),
    headPosition: store.headPosition.bind(store),
    ensureSecret: store.ensureSecret.bind(store),
    readCheckpoint: store.readCheckpoint.bind(store),
    saveCheckpoint: store.saveCheckpoint.bind(store),
    close: store.close.bind(store),
    ...optionalParts(store),
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
    health: alwaysListening,
    afterReconnect: () => undefined,
    close: async () => { if (timer) clearInterval(timer); },
  };
}
