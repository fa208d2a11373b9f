/**
 * Proves the cached fold of a customer's stream always equals folding the whole history:
 * as the stream grows, when another server appends (its follower advances this one's cache),
 * after a conflict retry, over this server's pending appends, and after the stream is read
 * again from the store.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoHistory } from '../../domain/records/demo-history.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import { foldUser, type UserState } from '../../domain/user/state.ts';
import { createMemoryStore } from '../store/memory.ts';
import type { EventStore } from '../store/types.ts';
import { decodeEvent } from './event-codec.ts';
import { FoldCache } from './fold-cache.ts';
import { LiveBank } from './live-bank.ts';
import { StreamIndex, withStreamCache, type CachedStore } from './stream-cache.ts';
import { runCommand } from './unit-of-work.ts';

const STREAM = 'user-fc1';
const registered = (id: string): UserEvent => ({ type: 'UserRegistered', data: { userId: id, role: 'user', email: `${id}@bench.test`, firstName: 'A', lastName: 'B', phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: '1000000001', accountType: 'savings', membershipNumber: null, status: 'active', at: '2015-01-01T00:00:00.000Z' } } as UserEvent);
const history: UserEvent[] = [registered('fc1'), ...(demoHistory('fc1', 7, '2020-01', '2020-06') as UserEvent[])];
const metadata = { actor: 'test', at: '2026-01-01T00:00:00.000Z' };

/** One server: its follower, its stream cache over the shared store, and its own fold cache. */
function server(store: EventStore, index?: StreamIndex) {
  const live = new LiveBank(store);
  const follower = index ? { streams: index, catchUp: async () => { const view = await live.catchUp(); for (const [id, v] of live.streams.versionsSnapshot()) index.observeVersion({ streamId: id, version: v, position: view.position, type: '', data: null, metadata, recordedAt: '' }); } } : live;
  return { store: withStreamCache(store, follower), folds: new FoldCache() };
}
type Server = { store: CachedStore; folds: FoldCache };

/** A fold that keeps every event it saw, so an event folded twice or skipped shows (a user's state forgets on UserRegistered). */
const trace = (seen: readonly string[], event: UserEvent): readonly string[] => [...seen, JSON.stringify(event)];
const none: readonly string[] = [];

/** The states a command decides on, read as a command reads them (nothing appended): the customer's, and the trace of its events. */
const decidedOn = (s: Server) => runCommand(s.store, metadata, async (reads) => ({
  appends: [], result: { user: (await s.folds.loadUser(reads, STREAM)).state, trace: (await s.folds.load(reads, STREAM, trace, none)).state },
}));

/** Appends the next `count` events of the history as a command does, with the version its fold read. */
function appendNext(s: Server, count: number, meanwhile: () => Promise<void> = async () => undefined): Promise<number> {
  let attempts = 0;
  return runCommand(s.store, metadata, async (reads) => {
    attempts += 1;
    const folded = await s.folds.loadUser(reads, STREAM);
    if (attempts === 1) await meanwhile();
    return { appends: [{ streamId: STREAM, events: history.slice(folded.version, folded.version + count) }], result: attempts };
  });
}

const folded = (events: UserEvent[]): { user: UserState; trace: readonly string[] } => ({ user: foldUser(events), trace: events.reduce(trace, none) });
const fullFold = async (store: EventStore) => folded((await store.readStream(STREAM)).map(decodeEvent) as UserEvent[]);

describe('cached user fold', () => {
  it('equals the full fold whichever server appends, including after a conflict retry', async () => {
    const step = fc.record({ by: fc.constantFrom(0, 1), count: fc.integer({ min: 1, max: 6 }), raced: fc.boolean() });
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      const shared = createMemoryStore();
      const servers = [server(shared), server(shared)];
      let retried = 0;
      for (const { by, count, raced } of steps) {
        const [self, other] = [servers[by]!, servers[1 - by]!];
        // Raced: the other server commits between this one's read and its append, so it must retry.
        const attempts = await appendNext(self, count, raced ? async () => { await appendNext(other, 1); } : undefined);
        if (raced) expect(attempts).toBe(2);
        retried += attempts - 1;
        const expected = await fullFold(shared);
        for (const s of servers) expect(await decidedOn(s)).toEqual(expected);
      }
      expect(retried).toBe(steps.filter((s) => s.raced).length);
    }), { numRuns: 25 });
  });

  it('decides on this server\'s pending append without caching it, so a failed one leaves no trace', async () => {
    const shared = createMemoryStore();
    let release: () => void = () => undefined;
    let fail = false;
    const slow: EventStore = { ...shared, append: async (a) => { await new Promise<void>((r) => { release = r; }); if (fail) throw new Error('disk full'); return shared.append(a); } };
    const s = server(slow);
    const first = server(shared);
    await appendNext(first, 5);
    const queued = appendNext(s, 3);
    await new Promise((r) => setTimeout(r, 0));
    // Decided on the 5 committed and the 3 pending events.
    const stacked = decidedOn(s);
    release();
    await queued;
    expect(await stacked).toEqual(await fullFold(shared));
    fail = true;
    const failing = appendNext(s, 2).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    // Decided on the pending 2 as well; when they fail, that decision is retried without them.
    const during = decidedOn(s);
    release();
    expect(await failing).toBeInstanceOf(Error);
    expect(await during).toEqual(await fullFold(shared));
    expect(await decidedOn(s)).toEqual(await fullFold(shared));
  });

  it('folds only the events since its last fold, however long the history', async () => {
    const s = server(createMemoryStore());
    let calls = 0;
    const counting = (n: number, _event: UserEvent): number => { calls += 1; return n + 1; };
    const count = () => runCommand(s.store, metadata, async (reads) => ({ appends: [], result: (await s.folds.load(reads, STREAM, counting, 0)).state }));
    await appendNext(s, 60);
    expect(await count()).toBe(60);
    calls = 0;
    await appendNext(s, 1);
    expect(await count()).toBe(61);
    expect(calls).toBe(1);
  });

  it('starts over when the stream was dropped from the cache and read again from the store', async () => {
    const shared = createMemoryStore();
    const index = new StreamIndex(true, 0);
    const s = server(shared, index);
    for (const count of [4, 1, 7]) {
      await appendNext(s, count);
      expect(await decidedOn(s)).toEqual(await fullFold(shared));
    }
  });
});
