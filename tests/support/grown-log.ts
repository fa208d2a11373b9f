/** A log of three customers and their deposits, grown on any store, and a store that counts what it reads: shared by the snapshot tests in unit and int. */
import type { BankEvent } from '../../domain/catalogue.ts';
import { encodeEvent } from '../../adapters/engine/event-codec.ts';
import { LiveBank } from '../../adapters/engine/live-bank.ts';
import type { EventStore, RecordedEvent } from '../../adapters/store/types.ts';

/** When every event of the grown log happened. */
export const grownAt = '2026-01-01T00:00:00.000Z';
const at = grownAt;
const registered = (u: number): BankEvent => ({ type: 'UserRegistered', data: { userId: `u${u}`, role: 'user', email: `u${u}@bank.test`, firstName: 'Ada', lastName: `No ${u}`, phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: String(1_000_000_000 + u), accountType: 'savings', membershipNumber: null, status: 'active', at } });
/** A branch deposit of 100 + n cents to customer u. */
export const deposit = (u: number, n: number): BankEvent => ({ type: 'AdminTransactionPosted', data: { transactionId: `t${n}`, kind: 'deposit', currency: 'USD', amount: 100 + n, fee: 0, status: 'completed', description: 'Cash in', reference: `R${n}`, recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null, reason: 'branch', by: 'admin', byName: 'Administrator', postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -(100 + n) }, { account: `customer:u${u}:USD`, currency: 'USD', amount: 100 + n }], at } });

/** Three customers, then `count` deposits spread over them, from deposit number `from`. */
export async function grow(store: EventStore, from: number, count: number, register = false): Promise<void> {
  if (register) await store.append([0, 1, 2].map((u) => ({ streamId: `user-u${u}`, expectedVersion: 0, events: [encodeEvent(registered(u), { actor: 'system', at })] })));
  for (let n = from; n < from + count; n += 1) {
    await store.append([{ streamId: `user-u${n % 3}`, expectedVersion: 'any', events: [encodeEvent(deposit(n % 3, n), { actor: 'admin', at })] }]);
  }
}

/** The store, counting the events its readAll hands out. */
export function counting(store: EventStore): { store: EventStore; read: () => number } {
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

export const wholeFold = async (store: EventStore) => (await new LiveBank(store).catchUp());
