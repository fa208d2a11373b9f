// Proves a start from a snapshot of the live view and the log's tail reaches exactly the view a fold of the whole log reaches, and that a copy made by other code, damaged, or from another log is never used.
import { describe, expect, it } from 'vitest';
import { counting, deposit, grow, grownAt, wholeFold } from '../../tests/support/grown-log.ts';
import { createMemoryStore } from '../store/memory.ts';
import { encodeEvent } from './event-codec.ts';
import { startLiveBank } from './view-loader.ts';
import { projectionCodeHash, VIEW_SNAPSHOT } from './view-snapshot.ts';

describe('live view snapshots', () => {
  it('start from the snapshot and only the tail, and reach the same view and stream versions as a fold of the whole log', async () => {
    const store = createMemoryStore();
    await grow(store, 0, 150, true);
    await startLiveBank(store, { snapshotEvery: 100 });
    expect((await store.loadSnapshot!(VIEW_SNAPSHOT, projectionCodeHash()))?.position).toBe(153);
    await grow(store, 150, 40);
    const spy = counting(store);
    const restarted = await startLiveBank(spy.store, { snapshotEvery: 100 });
    expect(spy.read()).toBe(40 + 1);
    expect(restarted.view).toEqual(await wholeFold(store));
    const full = await startLiveBank(store, { snapshots: false });
    expect([...restarted.streams.versionsSnapshot()]).toEqual([...full.streams.versionsSnapshot()]);
    expect(restarted.view.users.get('u1')?.balances.USD).toBeGreaterThan(0);
  });

  it('hold every back-office entry after a start with no events past the snapshot, as a fold of the whole log does', async () => {
    const store = createMemoryStore();
    await grow(store, 0, 150, true);
    await startLiveBank(store, { snapshotEvery: 100 });
    const restarted = await startLiveBank(store, { snapshotEvery: 100 });
    // The entries are rebuilt from the snapshot when first read: here, by the comparison.
    expect(restarted.view.office.adminEntries.packed.size).toBe(150);
    expect(restarted.view).toEqual(await wholeFold(store));
  });

  it('keep saving while the server follows the log, every N events', async () => {
    const store = createMemoryStore();
    await grow(store, 0, 10, true);
    const live = await startLiveBank(store, { snapshotEvery: 50 });
    expect(await store.loadSnapshot!(VIEW_SNAPSHOT, projectionCodeHash())).toBeNull();
    await grow(store, 10, 60);
    await live.catchUp();
    // The save runs after the catch-up, off the request path: wait for it rather than for a fixed time.
    await expect.poll(async () => (await store.loadSnapshot!(VIEW_SNAPSHOT, projectionCodeHash()))?.position, { timeout: 10_000 }).toBe(73);
  });

  it('fold from position zero when the stored copy is damaged, and the view is still right', async () => {
    const store = createMemoryStore();
    await grow(store, 0, 120, true);
    await startLiveBank(store, { snapshotEvery: 100 });
    const kept = (await store.loadSnapshot!(VIEW_SNAPSHOT, projectionCodeHash()))!;
    const damaged = kept.data.slice();
    damaged[damaged.length - 10]! ^= 0xff;
    const other = createMemoryStore();
    await grow(other, 0, 120, true);
    await other.saveSnapshot!({ ...kept, data: damaged });
    const spy = counting(other);
    const restarted = await startLiveBank(spy.store, { snapshotEvery: 1_000 });
    expect(spy.read()).toBe(123);
    expect(restarted.view).toEqual(await wholeFold(other));
  });

  it('never use a copy taken from another log, even one made by the same code', async () => {
    const store = createMemoryStore();
    await grow(store, 0, 120, true);
    await startLiveBank(store, { snapshotEvery: 100 });
    const kept = (await store.loadSnapshot!(VIEW_SNAPSHOT, projectionCodeHash()))!;
    const other = createMemoryStore();
    await grow(other, 0, 60, true);
    await other.append([{ streamId: 'settings-x', expectedVersion: 'any', events: Array.from({ length: 60 }, (_, n) => encodeEvent(deposit(0, 500 + n), { actor: 'admin', at: grownAt })) }]);
    await other.saveSnapshot!(kept);
    const restarted = await startLiveBank(other, { snapshotEvery: 1_000 });
    expect(restarted.view).toEqual(await wholeFold(other));
  });

  it('never use a copy made by other projection code', async () => {
    const store = createMemoryStore();
    await grow(store, 0, 120, true);
    await startLiveBank(store, { snapshotEvery: 100 });
    const kept = (await store.loadSnapshot!(VIEW_SNAPSHOT, projectionCodeHash()))!;
    const other = createMemoryStore();
    await grow(other, 0, 120, true);
    await other.saveSnapshot!({ ...kept, codeHash: 'older-code' });
    const spy = counting(other);
    await startLiveBank(spy.store, { snapshotEvery: 1_000 });
    expect(spy.read()).toBe(123);
  });
});
