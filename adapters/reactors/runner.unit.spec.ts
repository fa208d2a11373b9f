// Proves the reactor runner on the in-memory store, with no bank: a reactor starts at the log's head
// (the past is never replayed into e-mails), handles each event after its checkpoint once, a second run
// after the checkpoint does nothing, a failing reactor keeps its checkpoint and is retried, and an append
// through the watched store nudges a run.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory.ts';
import type { EventStore, RecordedEvent } from '../store/types.ts';
import type { Reactor } from './reactor.ts';
import { ReactorRunner } from './runner.ts';

const at = '2026-03-01T12:00:00.000Z';
const append = (store: EventStore, streamId: string, type: string, n = 1) =>
  store.append([{ streamId, expectedVersion: 'any', events: Array.from({ length: n }, (_, i) => ({ type, data: { i }, metadata: { actor: 'test', at } })) }]);

/** A reactor that records the positions of the `Paid` events it was given, and fails while `failing` is set. */
function recorder(name = 'recorder') {
  const seen: number[] = [];
  const control = { failing: false };
  const reactor: Reactor<{ store: EventStore }, null, number> = {
    name,
    eventTypes: new Set(['Paid']),
    load: async () => null,
    decide: (_state, event: RecordedEvent) => [event.position],
    effect: async (_ctx, position) => {
      if (control.failing) throw new Error('mail down');
      seen.push(position);
    },
  };
  return { reactor, seen, control };
}

async function started(store: EventStore, ...reactors: Reactor<{ store: EventStore }, null, number>[]) {
  const runner = new ReactorRunner<{ store: EventStore }>(reactors, () => undefined);
  const ctx = { store };
  await runner.start(ctx);
  return { runner, ctx };
}

describe('reactors', () => {
  it('start at the head of an existing log, then handle each later event once; a second run does nothing', async () => {
    const store = createMemoryStore();
    await append(store, 'a', 'Paid', 3);
    const { reactor, seen } = recorder();
    const { runner, ctx } = await started(store, reactor);
    expect(await store.readCheckpoint('recorder')).toBe(3);
    await append(store, 'a', 'Paid');
    await append(store, 'b', 'Other');
    await append(store, 'a', 'Paid');
    expect(await runner.runAll(ctx)).toEqual({ done: 2, failed: 0 });
    expect(seen).toEqual([4, 6]);
    expect(await store.readCheckpoint('recorder')).toBe(6);
    expect(await runner.runAll(ctx)).toEqual({ done: 0, failed: 0 });
    expect(seen).toEqual([4, 6]);
  });

  it('keep their checkpoint across a new runner (a restart), so nothing is handled twice', async () => {
    const store = createMemoryStore();
    const first = recorder();
    const one = await started(store, first.reactor);
    await append(store, 'a', 'Paid');
    await one.runner.runAll(one.ctx);
    const again = recorder();
    const two = await started(store, again.reactor);
    expect(await two.runner.runAll(two.ctx)).toEqual({ done: 0, failed: 0 });
    expect([first.seen, again.seen]).toEqual([[1], []]);
  });

  it('leave a failing reactor at its checkpoint, the others going on, and retry it at the next run', async () => {
    const store = createMemoryStore();
    const failing = recorder('failing');
    const healthy = recorder('healthy');
    const { runner, ctx } = await started(store, failing.reactor, healthy.reactor);
    failing.control.failing = true;
    await append(store, 'a', 'Paid');
    expect(await runner.runAll(ctx)).toEqual({ done: 1, failed: 1 });
    expect([await store.readCheckpoint('failing'), await store.readCheckpoint('healthy')]).toEqual([0, 1]);
    failing.control.failing = false;
    expect(await runner.runAll(ctx)).toEqual({ done: 1, failed: 0 });
    expect([failing.seen, healthy.seen]).toEqual([[1], [1]]);
  });

  it("read and save every reactor's checkpoint in one call each per page where the store offers it", async () => {
    const memory = createMemoryStore();
    const calls: string[] = [];
    const counted: EventStore = {
      ...memory,
      readCheckpoint: (name) => { calls.push('read one'); return memory.readCheckpoint(name); },
      saveCheckpoint: (name, position) => { calls.push('save one'); return memory.saveCheckpoint(name, position); },
      readCheckpoints: (names) => { calls.push('read all'); return memory.readCheckpoints!(names); },
      saveCheckpoints: (positions) => { calls.push(`save ${[...positions.keys()].join('+')}`); return memory.saveCheckpoints!(positions); },
    };
    const failing = recorder('failing');
    const healthy = [recorder('one'), recorder('two')];
    const { runner, ctx } = await started(counted, failing.reactor, ...healthy.map((r) => r.reactor));
    failing.control.failing = true;
    await append(counted, 'a', 'Paid', 2);
    calls.length = 0;
    expect(await runner.runAll(ctx)).toEqual({ done: 4, failed: 1 });
    // The failing reactor's checkpoint is not saved: it takes the page again at the next run.
    expect(calls).toEqual(['read all', 'save one+two']);
    expect(await Promise.all(['failing', 'one', 'two'].map((n) => memory.readCheckpoint(n)))).toEqual([0, 2, 2]);
  });

  it('run soon after an append through the watched store, under the lease given', async () => {
    const store = createMemoryStore();
    const { reactor, seen } = recorder();
    const runner = new ReactorRunner<{ store: EventStore }>([reactor], () => undefined);
    const leases: string[] = [];
    const watched = runner.watch(store);
    await runner.start({ store: watched }, async (work) => {
      leases.push('taken');
      return work();
    });
    await append(watched, 'a', 'Paid');
    await runner.settled();
    expect(seen).toEqual([1]);
    expect(leases.length).toBeGreaterThan(0);
  });

  it('coalesce a burst of appends into few runs, spaced by the gap a shared lease asks for', async () => {
    const store = createMemoryStore();
    const { reactor, seen } = recorder();
    const runner = new ReactorRunner<{ store: EventStore }>([reactor], () => undefined);
    const watched = runner.watch(store);
    let leases = 0;
    await runner.start({ store: watched }, async (work) => {
      leases += 1;
      return work();
    }, { gapMs: 50 });
    await Promise.all(Array.from({ length: 20 }, () => append(watched, 'a', 'Paid')));
    await runner.settled();
    expect(seen).toHaveLength(20);
    expect(leases).toBeLessThanOrEqual(3);
  });

  it('stop at once while a nudged run waits out its gap, handling nothing more (a closing script must not wait on an unref\'d timer)', async () => {
    const store = createMemoryStore();
    const { reactor, seen } = recorder();
    const runner = new ReactorRunner<{ store: EventStore }>([reactor], () => undefined);
    const watched = runner.watch(store);
    await runner.start({ store: watched }, async (work) => work(), { gapMs: 600_000 });
    await append(watched, 'a', 'Paid');
    await runner.settled();
    await append(watched, 'a', 'Paid');
    // Before the fix stop() waited out the ten minutes, past this test's timeout.
    await runner.stop();
    expect(seen).toEqual([1]);
  });

  it('refuse two reactors with one name (their checkpoints would mix)', () => {
    expect(() => new ReactorRunner([recorder('x').reactor, recorder('x').reactor])).toThrow('Two reactors share a name');
  });
});
