/**
 * The customer's replica sync (part 2 section 2 "Footer sync widget", issue 13 item 6) as a
 * workflow the sync widget only renders: it follows the browser's online state and the live
 * feed, syncs when a change arrives, every 30 s, when the browser comes back online and on
 * Force sync, and knows the last sync and whether it failed. The machine does no I/O: the
 * browser, the live feed, the clock and the sync itself are actors provided by ui/sync-actors.ts.
 */
import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';

/** How often the records are re-synced while nothing else asked for it. */
export const SYNC_EVERY_MS = 30_000;

/** What the live feed is doing: its first connection, open, dropped and retrying, or refused by the server (401, 403, 429). */
export type LiveState = 'connecting' | 'connected' | 'reconnecting' | 'refused';

/** What the widget tells the customer; only "online" means changes arrive by themselves. */
export type SyncState = 'online' | 'offline' | 'connecting' | 'reconnecting' | 'notSyncing';

export interface SyncFacts {
  /** navigator.onLine: false is certain, true only means a network interface is up. */
  browserOnline: boolean;
  live: LiveState;
  /** The last sync (reload of the records) failed and none has succeeded since. */
  lastSyncFailed: boolean;
}

/**
 * The truth about syncing (issue 13 item 6): "Online" only while the browser is online, the
 * live feed is open and the last sync worked. A refused feed or a failing sync is "Not
 * syncing"; a dropped feed being retried is "Reconnecting".
 */
export function syncState(facts: SyncFacts): SyncState {
  if (!facts.browserOnline) return 'offline';
  if (facts.live === 'refused' || facts.lastSyncFailed) return 'notSyncing';
  if (facts.live === 'reconnecting') return 'reconnecting';
  if (facts.live === 'connecting') return 'connecting';
  return 'online';
}

export interface SyncContext extends SyncFacts {
  /** When the last sync succeeded (ms since the epoch); null before the first. */
  lastSync: number | null;
  /** The clock as last reported, so "30s ago" moves on between syncs. */
  now: number;
  /** A sync was asked for while one ran: run another when it ends, so no change is missed. */
  again: boolean;
}

/** What the widget starts from: the browser's state and the time now (an online start counts as just synced). */
export interface SyncInput {
  browserOnline: boolean;
  now: number;
}

export type SyncEvent =
  | { type: 'browser.online' }
  | { type: 'browser.offline' }
  | { type: 'live.state'; state: Exclude<LiveState, 'connecting'> }
  | { type: 'live.change' }
  | { type: 'clock.tick'; now: number }
  | { type: 'sync.request' };

/** A placeholder for an actor ui/ provides. */
const notProvided = (name: string) => fromCallback<SyncEvent>(() => {
  throw new Error(`${name} not provided`);
});

export const syncMachine = setup({
  types: {} as { context: SyncContext; events: SyncEvent; input: SyncInput },
  actors: {
    /** Reports browser.online and browser.offline. */
    watchBrowser: notProvided('watchBrowser'),
    /** Follows the live feed: live.state on each change of the connection, live.change on each change of the records. */
    followLive: notProvided('followLive'),
    /** Reports clock.tick every few seconds. */
    clock: notProvided('clock'),
    /** Sends the edits queued offline, then reloads the records; resolves with the time it finished. */
    syncOnce: fromPromise<number>(async () => {
      throw new Error('syncOnce not provided');
    }),
  },
  guards: {
    online: ({ context }) => context.browserOnline,
    askedAgain: ({ context }) => context.again && context.browserOnline,
  },
  actions: {
    succeeded: assign((_, params: { at: number }) => ({ lastSync: params.at, lastSyncFailed: false })),
    failed: assign({ lastSyncFailed: true }),
    requestSync: raise({ type: 'sync.request' }),
  },
}).createMachine({
  id: 'sync',
  type: 'parallel',
  context: ({ input }) => ({
    browserOnline: input.browserOnline,
    live: 'connecting',
    lastSync: input.browserOnline ? input.now : null,
    lastSyncFailed: false,
    now: input.now,
    again: false,
  }),
  invoke: [{ src: 'watchBrowser' }, { src: 'followLive' }, { src: 'clock' }],
  on: {
    'browser.online': { actions: [assign({ browserOnline: true }), 'requestSync'] },
    'browser.offline': { actions: assign({ browserOnline: false }) },
    'live.state': { actions: assign({ live: ({ event }) => event.state }) },
    'live.change': { actions: 'requestSync' },
    'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
  },
  states: {
    loop: {
      initial: 'waiting',
      states: {
        waiting: { after: { [SYNC_EVERY_MS]: { target: 'waiting', reenter: true, actions: 'requestSync' } } },
      },
    },
    sync: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'sync.request': { guard: 'online', target: 'syncing' } },
        },
        syncing: {
          tags: ['busy'],
          entry: assign({ again: false }),
          on: { 'sync.request': { actions: assign({ again: true }) } },
          invoke: {
            src: 'syncOnce',
            onDone: [
              { guard: 'askedAgain', target: 'syncing', reenter: true, actions: { type: 'succeeded', params: ({ event }) => ({ at: event.output }) } },
              { target: 'idle', actions: { type: 'succeeded', params: ({ event }) => ({ at: event.output }) } },
            ],
            onError: [
              { guard: 'askedAgain', target: 'syncing', reenter: true, actions: 'failed' },
              { target: 'idle', actions: 'failed' },
            ],
          },
        },
      },
    },
  },
});
