/** Proves the stream cache answers like the store (including writes by another instance) while sparing queries, and that concurrent catch-ups share one read of the log. */
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory.ts';
import type { EventStore, NewEvent } from '../store/types.ts';
import { LiveBank } from './live-bank.ts';
import { StreamIndex, withStreamCache } from './stream-cache.ts';

const event = (data: unknown): NewEvent => ({ type: 'ContactMessageReceived', data, metadata: { actor: 'test', at: '2026-01-01T00:00:00.000Z' } });
const message = (n: number) => ({ messageId: `m${n}`, name: 'Ada', email: 'ada@example.com', phone: '', subject: 'Hello', message: `note ${n}`, at: '2026-01-01T00:00:00.000Z' });

/** Counts the queries that reach the real store. */
function counted(store: EventStore) {
  const calls = { readStream: 0, readStreams: 0, readAll: 0 };
  const spy: EventStore = {
    ...store,
    append: (a) => store.append(a),
    readStream: (id, from) => { calls.readStream += 1; return store.readStream(id, from); },
    readStreams: (ids) => { calls.readStreams += 1; return store.readStreams!(ids); },
    readAll: (o) => { calls.readAll += 1; return store.readAll(o); },
    headPosition: () => store.headPosition(),
    ensureSecret: (n, c) => store.ensureSecret(n, c),
    close: () => store.close(),
  };
  return { spy, calls };
}

async function setup(live?: (store: EventStore) => { catchUp(): Promise<unknown>; streams: StreamIndex }) {
  const inner = createMemoryStore();
  const { spy, calls } = counted(inner);
  const follower = live ? live(spy) : new LiveBank(spy);
  return { inner, live: follower, calls, cached: withStreamCache(spy, follower) };
}

describe('stream cache', () => {
  it('serves a stream born while following from memory, including events appended later by anyone', async () => {
    const { inner, cached, calls } = await setup();
    await inner.append([{ streamId: 'inbox-1', expectedVersion: 0, events: [event(message(1))] }]);
    expect((await cached.readStream('inbox-1')).map((e) => e.version)).toEqual([1]);
    await inner.append([{ streamId: 'inbox-1', expectedVersion: 1, events: [event(message(2))] }]);
    expect((await cached.readStream('inbox-1')).map((e) => e.data)).toEqual([message(1), message(2)]);
    expect((await cached.readStream('inbox-1', 1)).map((e) => e.version)).toEqual([2]);
    expect(await cached.readStream('inbox-never')).toEqual([]);
    expect(calls.readStream + calls.readStreams).toBe(0);
  });

  it('reads streams it does not hold together, once, then keeps them', async () => {
    // A follower that has seen versions but kept no events: a server whose cache was emptied.
    const index = new StreamIndex(true, 0);
    const { inner, cached, calls } = await setup((store) => {
      const live = new LiveBank(store);
      return { streams: index, catchUp: async () => { const view = await live.catchUp(); for (const id of ['inbox-a', 'inbox-b']) index.observe({ ...event({}), streamId: id, version: 1, position: view.position, recordedAt: '' }); } };
    });
    await inner.append([{ streamId: 'inbox-a', expectedVersion: 0, events: [event(message(3))] }, { streamId: 'inbox-b', expectedVersion: 0, events: [event(message(4))] }]);
    const [a, b] = await Promise.all([cached.readStream('inbox-a'), cached.readStream('inbox-b')]);
    expect([a.map((e) => e.data), b.map((e) => e.data)]).toEqual([[message(3)], [message(4)]]);
    expect(calls).toMatchObject({ readStream: 0, readStreams: 1 });
  });

  it('shares one read of the log among catch-ups that arrive together, and still shows each caller its own append', async () => {
    const inner = createMemoryStore();
    const { spy, calls } = counted(inner);
    const live = new LiveBank(spy);
    await live.catchUp();
    const before = calls.readAll;
    await inner.append([{ streamId: 'inbox-2', expectedVersion: 0, events: [event(message(4))] }]);
    const views = await Promise.all(Array.from({ length: 20 }, () => live.catchUp()));
    expect(calls.readAll - before).toBeLessThanOrEqual(2);
    expect(views[19]!.position).toBe(await inner.headPosition());
  });

  it('forgets the least recently read stream beyond its capacity, and a gap, so both are read again', () => {
    const index = new StreamIndex(true, 2);
    const recorded = (streamId: string, version: number) => ({ ...event({}), streamId, version, position: version, recordedAt: '' });
    for (const id of ['a', 'b', 'c']) {
      index.observe(recorded(id, 1));
      index.remember(id, [recorded(id, 1)]);
    }
    expect(index.read('a')).toBeUndefined();
    expect(index.read('c')).toHaveLength(1);
    index.observe(recorded('c', 3));
    expect(index.read('c')).toBeUndefined();
    expect(new StreamIndex(false).read('unknown')).toBeUndefined();
  });
});
