// Proves a start from a snapshot of the live view and the log's tail reaches exactly the view a fold of the whole log reaches, and that a copy made by other code, damaged, or from another log is never used.
import { describe, expect, it } from 'vitest';
import type { BankEvent } from '../../domain/catalogue.ts';
import { createMemoryStore } from '../store/memory.ts';
import type { EventStore, RecordedEvent } from '../store/types.ts';
import { encodeEvent } from './event-codec.ts';
import { LiveBank } from './live-bank.ts';
import { startLiveBank } from './view-loader.ts';
import { projectionCodeHash, VIEW_SNAPSHOT } from './view-snapshot.ts';
import { buildContext } from '../http/compose.ts';
import { readConfig } from '../http/config.ts';
import { inProcessFeed } from '../store/change-feed.ts';

const at = '2026-01-01T00:00:00.000Z';
const registered = (u: number): BankEvent => ({ type: 'UserRegistered', data: { userId: `u${u}`, role: 'user', email: `u${u}@bank.test`, firstName: 'Ada', lastName: `No ${u}`, phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: String(1_000_000_000 + u), accountType: 'savings', membershipNumber: null, status: 'active', at } });
const deposit = (u: number, n: number): BankEvent => ({ type: 'AdminTransactionPosted', data: { transactionId: `t${n}`, kind: 'deposit', currency: 'USD', amount: 100 + n, fee: 0, status: 'completed', description: 'Cash in', reference: `R${n}`, recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null, reason: 'branch', by: 'admin', byName: 'Administrator', postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -(100 + n) }, { account: `customer:u${u}:USD`, currency: 'USD', amount: 100 + n }], at } });

/** Three customers, then `count` deposits spread over them, from deposit number `from`. */
async function grow(store: EventStore, from: number, count: number, register = false): Promise<void> {
  if (register) await store.append([0, 1, 2].map((u) => ({ streamId: `user-u${u}`, expectedVersion: 0, events: [encodeEvent(registered(u), { actor: 'system', at })] })));
  for (let n = from; n < from + count; n += 1) {
    await store.append([{ streamId: `user-u${n % 3}`, expectedVersion: 'any', events: [encodeEvent(deposit(n % 3, n), { actor: 'admin', at })] }]);
  }
}

/** The store, counting the events its readAll hands out. */
function counting(store: EventStore): { store: EventStore; read: () => number } {
  let read = 0;
  return {
    store: { ...store, readAll: async (options) => {
      const page: RecordedEvent[] = await store.readAll(options);
      read += page.length;
      return page;
    } },
    read: () => read,
  };
}

const wholeFold = async (store: EventStore) => (await new LiveBank(store).catchUp());

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
    await other.append([{ streamId: 'settings-x', expectedVersion: 'any', events: Array.from({ length: 60 }, (_, n) => encodeEvent(deposit(0, 500 + n), { actor: 'admin', at })) }]);
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

describe('snapshots in the server as main.ts composes it', () => {
  it('a restart through the change feed and buildContext reads the snapshot the first start saved, not the whole log', async () => {
    const store = createMemoryStore();
    await grow(store, 0, 60, true);
    const config = readConfig({ BANK_PIN_PEPPER: 'test-pepper-0123456789', BANK_SNAPSHOT_EVERY: '50' });
    const first = await buildContext(inProcessFeed(store).store, config);
    expect(first.live.startedFrom).toBe(0);
    await grow(store, 60, 5);
    const reads = counting(store);
    const restarted = await buildContext(inProcessFeed(reads.store).store, config);
    expect(restarted.live.startedFrom).toBe(first.live.view.position);
    expect(reads.read()).toBeLessThan(20);
    expect(restarted.live.view.users.get('u0')?.balances).toEqual((await wholeFold(store)).users.get('u0')?.balances);
  });
});
