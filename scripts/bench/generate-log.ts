/**
 * A deterministic bank history of any length for the rebuild and start-up benchmarks: the
 * same seedless mix every run (registrations, then deposits, transfers with fees, status
 * changes and settings saves), every event valid against the catalogue, so a log of a
 * million events can be generated, loaded and folded without keeping it in memory.
 */
import type { BankEvent } from '../../domain/catalogue.ts';
import type { EventMetadata } from '../../adapters/store/types.ts';

export const BENCH_USERS = 2_000;
/** Events per chunk of the mix; within a chunk, customers come from a sliding window of WINDOW. */
const CHUNK = 1_000;
const WINDOW = 100;

export interface GeneratedEvent {
  streamId: string;
  /** 1-based version within the stream, so the rows can be inserted directly. */
  version: number;
  event: BankEvent;
}

/** Metadata every generated event carries; a realistic size for the log's rows. */
export const BENCH_METADATA: EventMetadata = { actor: 'bench', requestId: 'bench-request', correlationId: 'bench-correlation', at: '2025-01-01T00:00:00.000Z' };

const at = (n: number): string => new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString();

function registration(u: number, n: number): BankEvent {
  return { type: 'UserRegistered', data: { userId: `u${u}`, role: 'user', email: `u${u}@bench.test`, firstName: 'Bench', lastName: `User ${u}`, phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: String(1_000_000_000 + u), accountType: 'savings', membershipNumber: null, status: 'active', at: at(n) } };
}

function deposit(u: number, n: number, amount: number): BankEvent {
  return { type: 'AdminTransactionPosted', data: { transactionId: `t${n}`, kind: 'deposit', currency: 'USD', amount, fee: 0, status: 'completed', description: 'Bench deposit', reference: `R${n}`, recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null, reason: 'bench', by: 'admin', byName: 'Administrator', postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -amount }, { account: `customer:u${u}:USD`, currency: 'USD', amount }], at: at(n) } };
}

function transfer(u: number, n: number, amount: number, fee: number): BankEvent {
  return { type: 'TransferSent', data: { transferId: `x${n}`, kind: 'local', currency: 'USD', amount, fee, recipientName: 'Payee', recipientAccount: '0123456789', recipientBank: 'Other Bank', recipientUserId: null, description: 'Bench transfer', reference: `X${n}`, postings: [{ account: `customer:u${u}:USD`, currency: 'USD', amount: -amount }, { account: 'bank:clearing:USD', currency: 'USD', amount }, { account: `customer:u${u}:USD`, currency: 'USD', amount: -fee }, { account: 'bank:fee-income:USD', currency: 'USD', amount: fee }], at: at(n) } };
}

/**
 * `total` events: first one registration per customer, then chunks of activity. A transfer is
 * generated only when the customer's balance covers it, so the log is one the bank could have written.
 */
export function* generateLog(total: number, users = BENCH_USERS): Generator<GeneratedEvent> {
  const balances = new Array<number>(users).fill(0);
  const status = new Array<'active' | 'suspended'>(users).fill('active');
  const versions = new Map<string, number>();
  const next = (streamId: string, event: BankEvent): GeneratedEvent => {
    const version = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, version);
    return { streamId, version, event };
  };
  let n = 0;
  for (let u = 0; u < users && n < total; u += 1, n += 1) yield next(`user-u${u}`, registration(u, n));
  for (let chunk = 0; n < total; chunk += 1) {
    for (let j = 0; j < CHUNK && n < total; j += 1, n += 1) {
      const u = (chunk * 37 + (j % WINDOW)) % users;
      const kind = (n * 7919) % 100;
      const streamId = `user-u${u}`;
      if (kind === 0) {
        yield next('settings', { type: 'SettingsUpdated', data: { category: 'fees', settings: { transferFee: 500 + (n % 100) }, updatedBy: 'admin', updatedByName: 'Administrator' } });
      } else if (kind < 4) {
        const to = status[u] === 'active' ? 'suspended' : 'active';
        yield next(streamId, { type: 'UserStatusChanged', data: { from: status[u]!, to, reason: 'bench', by: 'admin', byName: 'Administrator', at: at(n) } });
        status[u] = to;
      } else if (kind < 50 || balances[u]! < 10_500) {
        const amount = 10_000 + (n % 5_000);
        balances[u]! += amount;
        yield next(streamId, deposit(u, n, amount));
      } else {
        balances[u]! -= 10_500;
        yield next(streamId, transfer(u, n, 10_000, 500));
      }
    }
  }
}
