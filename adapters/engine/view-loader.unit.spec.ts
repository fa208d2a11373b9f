// Proves the start-up fold (pages read ahead) reaches the same bank as LiveBank following the log, across page boundaries, and that LiveBank then follows on from it.
import { describe, expect, it } from 'vitest';
import type { BankEvent } from '../../domain/catalogue.ts';
import { createMemoryStore } from '../store/memory.ts';
import { MAX_READ, type EventStore } from '../store/types.ts';
import { encodeEvent } from './event-codec.ts';
import { LiveBank } from './live-bank.ts';
import { withStreamCache } from './stream-cache.ts';
import { startLiveBank } from './view-loader.ts';

const at = '2026-01-01T00:00:00.000Z';
const registered = (u: number): BankEvent => ({ type: 'UserRegistered', data: { userId: `u${u}`, role: 'user', email: `u${u}@bank.test`, firstName: 'Ada', lastName: `No ${u}`, phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: String(1_000_000_000 + u), accountType: 'savings', membershipNumber: null, status: 'active', at } });
const deposit = (u: number, n: number): BankEvent => ({ type: 'AdminTransactionPosted', data: { transactionId: `t${n}`, kind: 'deposit', currency: 'USD', amount: 100 + n, fee: 0, status: 'completed', description: 'Cash in', reference: `R${n}`, recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null, reason: 'branch', by: 'admin', byName: 'Administrator', postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -(100 + n) }, { account: `customer:u${u}:USD`, currency: 'USD', amount: 100 + n }], at } });

async function appendDeposits(store: EventStore, from: number, count: number): Promise<void> {
  // A thousand events per append (the store's limit), each append to one customer in turn.
  for (let n = from; n < from + count; n += 1_000) {
    const u = (n / 1_000) % 3;
    const events = Array.from({ length: Math.min(1_000, from + count - n) }, (_, i) => encodeEvent(deposit(u, n + i), { actor: 'admin', at }));
    await store.append([{ streamId: `user-u${u}`, expectedVersion: 'any', events }]);
  }
}

describe('start-up fold', () => {
  it('gives the same balances, rows and position as following the log, over more than two pages', async () => {
    const store = createMemoryStore();
    await store.append([0, 1, 2].map((u) => ({ streamId: `user-u${u}`, expectedVersion: 0, events: [encodeEvent(registered(u), { actor: 'system', at })] })));
    await appendDeposits(store, 0, MAX_READ * 2 + 500);
    const started = await startLiveBank(store);
    const followed = await new LiveBank(store).catchUp();
    expect(started.view.eventCount).toBe(MAX_READ * 2 + 503);
    expect(started.view.position).toBe(followed.position);
    expect([...started.view.users.values()].map((u) => u.balances)).toEqual([...followed.users.values()].map((u) => u.balances));
    expect(started.view.book).toEqual(followed.book);
    expect(started.view.users.get('u0')?.balances.USD).toBeGreaterThan(0);
    expect(started.view.office.listCounts).toEqual(followed.office.listCounts);
    expect(started.view.office.rowCount).toBe(followed.office.rowCount);
    expect(started.view.office.recentRows).toEqual(followed.office.recentRows);
  });

  it('leaves LiveBank following the events appended after start', async () => {
    const store = createMemoryStore();
    await store.append([{ streamId: 'user-u0', expectedVersion: 0, events: [encodeEvent(registered(0), { actor: 'system', at })] }]);
    const live = await startLiveBank(store);
    await store.append([{ streamId: 'user-u0', expectedVersion: 1, events: [encodeEvent(deposit(0, 1), { actor: 'admin', at })] }]);
    expect((await live.catchUp()).users.get('u0')?.balances.USD).toBe(101);
  });

  it('indexes every stream\'s version without keeping the log\'s events, so commands read older streams from the store once', async () => {
    const store = createMemoryStore();
    await store.append([{ streamId: 'user-u0', expectedVersion: 0, events: [encodeEvent(registered(0), { actor: 'system', at })] }]);
    await appendDeposits(store, 0, 10);
    const live = await startLiveBank(store);
    expect(live.streams.read('user-u0')).toBeUndefined();
    expect(live.streams.read('user-u9')).toEqual([]);
    const cached = withStreamCache(store, live);
    expect((await cached.readCached('user-u0')).map((e) => e.version)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(live.streams.read('user-u0')).toHaveLength(11);
  });
});
