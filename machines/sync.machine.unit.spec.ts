// Proves the replica sync: it says Online only when changes really arrive, syncs on a live change, every 30 s, when the browser comes back online and on Force sync, never while offline, remembers a failed sync until one works, and never runs two syncs at once.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { SYNC_EVERY_MS, syncMachine, syncState, type SyncEvent } from './sync.machine.ts';

describe('sync state', () => {
  const healthy = { browserOnline: true, live: 'connected', lastSyncFailed: false } as const;
  it('says Online only while the browser is online, the live feed is open and the last sync worked', () => {
    expect(syncState(healthy)).toBe('online');
  });
  it('says offline when the browser is offline, whatever the feed did', () => {
    expect(syncState({ ...healthy, browserOnline: false })).toBe('offline');
    expect(syncState({ ...healthy, browserOnline: false, live: 'refused' })).toBe('offline');
  });
  it('says not syncing when the server refuses the live feed or a sync fails', () => {
    expect(syncState({ ...healthy, live: 'refused' })).toBe('notSyncing');
    expect(syncState({ ...healthy, lastSyncFailed: true })).toBe('notSyncing');
    expect(syncState({ ...healthy, live: 'reconnecting', lastSyncFailed: true })).toBe('notSyncing');
  });
  it('says reconnecting while a dropped feed is retried, and connecting before the first answer', () => {
    expect(syncState({ ...healthy, live: 'reconnecting' })).toBe('reconnecting');
    expect(syncState({ ...healthy, live: 'connecting' })).toBe('connecting');
  });
});

/** A deferred sync the test settles by hand. */
interface PendingSync { resolve: (at: number) => void; reject: (error: Error) => void }

/** The machine with fake actors: `feed` sends what the browser, live feed and clock would; each sync waits until the test settles it. */
function startSync(browserOnline = true) {
  const clock = new SimulatedClock();
  const syncs: PendingSync[] = [];
  let feed: ((event: SyncEvent) => void) | null = null;
  const silent = fromCallback<SyncEvent>(() => () => undefined);
  const machine = syncMachine.provide({
    actors: {
      watchBrowser: fromCallback<SyncEvent>(({ sendBack }) => {
        feed = sendBack;
      }),
      followLive: silent,
      clock: silent,
      syncOnce: fromPromise<number>(() => new Promise((resolve, reject) => syncs.push({ resolve, reject }))),
    },
  });
  const actor = createActor(machine, { input: { browserOnline, now: 1000 }, clock }).start();
  const send = (event: SyncEvent) => feed?.(event);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, syncs, send, settled, context: () => actor.getSnapshot().context };
}

describe('sync machine', () => {
  it('starts as just synced when online, never synced when offline, and connecting to the live feed', () => {
    expect(startSync(true).context()).toMatchObject({ lastSync: 1000, lastSyncFailed: false, live: 'connecting' });
    expect(startSync(false).context()).toMatchObject({ lastSync: null, browserOnline: false });
  });

  it('syncs when the live feed reports a change, and records when it finished', async () => {
    const { actor, syncs, send, settled, context } = startSync();
    send({ type: 'live.state', state: 'connected' });
    send({ type: 'live.change' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    syncs[0]!.resolve(5000);
    await settled();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(context()).toMatchObject({ lastSync: 5000, lastSyncFailed: false });
    expect(syncState(context())).toBe('online');
  });

  it('syncs every 30 seconds', async () => {
    const { clock, syncs, settled } = startSync();
    clock.increment(SYNC_EVERY_MS - 1);
    expect(syncs).toHaveLength(0);
    clock.increment(1);
    expect(syncs).toHaveLength(1);
    syncs[0]!.resolve(31_000);
    await settled();
    clock.increment(SYNC_EVERY_MS);
    expect(syncs).toHaveLength(2);
  });

  it('does not sync while offline, and syncs as soon as the browser is back online', () => {
    const { actor, clock, syncs, send, context } = startSync();
    send({ type: 'browser.offline' });
    expect(syncState(context())).toBe('offline');
    actor.send({ type: 'sync.request' });
    send({ type: 'live.change' });
    clock.increment(SYNC_EVERY_MS);
    expect(syncs).toHaveLength(0);
    send({ type: 'browser.online' });
    expect(context().browserOnline).toBe(true);
    expect(syncs).toHaveLength(1);
  });

  it('says not syncing after a failed sync, until one works', async () => {
    const { actor, syncs, send, settled, context } = startSync();
    send({ type: 'live.state', state: 'connected' });
    actor.send({ type: 'sync.request' });
    syncs[0]!.reject(new Error('server down'));
    await settled();
    expect(context()).toMatchObject({ lastSync: 1000, lastSyncFailed: true });
    expect(syncState(context())).toBe('notSyncing');
    actor.send({ type: 'sync.request' });
    syncs[1]!.resolve(9000);
    await settled();
    expect(syncState(context())).toBe('online');
    expect(context().lastSync).toBe(9000);
  });

  it('runs one sync at a time, and one more when a change arrived meanwhile', async () => {
    const { actor, syncs, send, settled } = startSync();
    actor.send({ type: 'sync.request' });
    send({ type: 'live.change' });
    send({ type: 'live.change' });
    expect(syncs).toHaveLength(1);
    syncs[0]!.resolve(2000);
    await settled();
    expect(syncs).toHaveLength(2);
    syncs[1]!.resolve(3000);
    await settled();
    expect(syncs).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('follows the live feed and the clock', () => {
    const { send, context } = startSync();
    send({ type: 'live.state', state: 'reconnecting' });
    expect(syncState(context())).toBe('reconnecting');
    send({ type: 'live.state', state: 'refused' });
    expect(syncState(context())).toBe('notSyncing');
    send({ type: 'clock.tick', now: 42_000 });
    expect(context().now).toBe(42_000);
  });
});
