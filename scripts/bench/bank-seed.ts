/**
 * Prepares a bank for the transfer benchmark through the application services themselves
 * (sign-up, sessions, transfer start and PIN step), in this process and before the server
 * starts, so the timed phase is only the step that moves money: POST transfer-confirm.
 * Thousands of customers are affordable because their password and PIN hashes use a cheap
 * argon2 cost (the server verifies whatever cost a hash carries).
 */
import { issueMembershipNumber } from '../../adapters/bank/admin-service.ts';
import { authenticate, signup, startSession } from '../../adapters/bank/auth-service.ts';
import type { BankContext } from '../../adapters/bank/context.ts';
import { encodeEvent } from '../../adapters/engine/event-codec.ts';
import { startTransfer, verifyTransferPin } from '../../adapters/bank/transfer-service.ts';
import { buildContext } from '../../adapters/http/compose.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { createHasher } from '../../adapters/security/hashing.ts';
import type { EventStore } from '../../adapters/store/types.ts';
import type { BankEvent } from '../../domain/catalogue.ts';
import { userStream } from '../../domain/user/events.ts';
import { sealAll } from './log-stores.ts';
import { LOCAL_BANKS } from '../../domain/transfer/form.ts';

export interface SeededCustomer {
  id: string;
  accountNumber: string;
  email: string;
}

/** One transfer waiting at its last step: what a client needs to confirm it. */
export interface PreparedTransfer {
  token: string;
  transferId: string;
  code: string;
  senderId: string;
  recipientId: string;
}

const PASSWORD = 'Bench-Passw0rd1';
export const PIN = '2468';
/** Each customer's opening deposit, in cents: enough for every transfer a run makes. */
const OPENING_BALANCE = 1_000_000_00;
const client = { ip: '127.0.0.1', deviceInfo: {}, requestId: 'bench-seed' };

/** Runs `work` over `items` with at most `width` in flight, in order of start. */
export async function inParallel<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/**
 * A context over the store with a mailer that hands codes back to the bench, and cheap hashes
 * unless `realHashes` (the customer-flow bench checks PINs at the server's own argon2 cost).
 */
/**
 * Leaves the log as a running bank's would be when a server starts on it: the hash chain sealed
 * (log-stores.ts sealAll) and every reactor's checkpoint at the head, so the consequences of the
 * bench's own set-up (a receipt for each opening deposit, its customers' sign-in alerts) are the
 * bank's past, done when they happened, and not work the measured server does beside the confirms.
 * The bench context's own reactor runs stop first, so none saves an older checkpoint after.
 */
export async function asRunningBank(ctx: BankContext, store: EventStore): Promise<void> {
  await ctx.reactors.stop();
  await sealAll(store);
  const head = await store.headPosition();
  for (const reactor of ctx.reactors.reactors) await store.saveCheckpoint(reactor.name, head);
}

export async function benchContext(store: EventStore, realHashes = false): Promise<{ ctx: BankContext; codes: Map<string, string> }> {
  const base = await buildContext(store, { NODE_ENV: 'production', SMTP_URL: undefined, BANK_PIN_PEPPER: undefined });
  const pepper = await store.ensureSecret('pin-pepper', () => { throw new Error('the server context creates the pepper'); });
  const codes = new Map<string, string>();
  const mailer = { send: async (mail: MailMessage) => { codes.set(mail.to, /code is (\d{4})/.exec(mail.text)?.[1] ?? ''); } };
  const hasher = realHashes ? createHasher(pepper) : createHasher(pepper, { memoryCost: 1024, timeCost: 1 });
  return { ctx: { ...base, hasher, money: { ...base.money, mailer } }, codes };
}

function deposit(customerId: string, n: number): BankEvent {
  return {
    type: 'AdminTransactionPosted',
    data: {
      transactionId: `bench-open-${customerId}`, kind: 'deposit', currency: 'USD', amount: OPENING_BALANCE, fee: 0, status: 'completed',
      description: 'Opening deposit', reference: `BENCH-${n}`, recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null,
      reason: 'benchmark seed', by: 'system', byName: 'Benchmark',
      postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -OPENING_BALANCE }, { account: `customer:${customerId}:USD`, currency: 'USD', amount: OPENING_BALANCE }],
      at: new Date().toISOString(),
    },
  } as BankEvent;
}

/** Signs up `count` funded customers, 32 at a time. */
export async function seedCustomers(ctx: BankContext, count: number): Promise<SeededCustomer[]> {
  const customers = await inParallel(Array.from({ length: count }, (_, i) => i), 32, async (i) => {
    const number = await issueMembershipNumber(ctx, `BENCH-${i}-${ctx.ids.digits(6)}`, 'system', 'bench-seed');
    const email = `c${i}.${ctx.ids.digits(6)}@bench.test`;
    const { user } = await signup(ctx, {
      membershipNumber: number, firstName: 'Bench', lastName: `Customer ${i}`, email, phone: '555-0100',
      dateOfBirth: '1990-01-01', address: '1 Bench Street', city: 'Springfield', state: 'IL', zipCode: '62701', ssn: '1234',
      password: PASSWORD, confirmPassword: PASSWORD, pin: PIN, confirmPin: PIN, agreeToTerms: true,
    }, client);
    await ctx.store.append([{ streamId: userStream(user.id), expectedVersion: 'any', events: [encodeEvent(deposit(user.id, i), { actor: 'system', at: new Date().toISOString(), reason: 'benchmark seed' })] }]);
    return { id: user.id, accountNumber: user.accountNumber, email };
  });
  await ctx.live.catchUp();
  return customers;
}

/** Pairs of distinct customers: senders and payees drawn from the first `pool` customers. */
export function pairs<C extends SeededCustomer>(customers: C[], count: number, pool: number, seed = 1): [C, C][] {
  let state = seed;
  // The high bits of the generator: its low bits repeat with a short period (the hot run used 5 of its 10 accounts).
  const random = (n: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * n);
  };
  const size = Math.min(pool, customers.length);
  return Array.from({ length: count }, () => {
    const from = random(size);
    const to = (from + 1 + random(size - 1)) % size;
    return [customers[from]!, customers[to]!];
  });
}

/** What a customer types into the local transfer form to pay `payee` one dollar. */
export const transferDetails = (payee: SeededCustomer): Record<string, string> =>
  ({ recipientName: 'Bench Payee', accountNumber: payee.accountNumber, routingNumber: '123456789', bankName: LOCAL_BANKS[0]!, amount: '1.00', description: 'Benchmark transfer' });

/** Opens one session per sender and takes each transfer through start and PIN, 32 at a time. */
export async function prepareTransfers(ctx: BankContext, codes: Map<string, string>, planned: [SeededCustomer, SeededCustomer][]): Promise<PreparedTransfer[]> {
  const tokens = new Map<string, string>();
  for (const [sender] of planned) if (!tokens.has(sender.id)) tokens.set(sender.id, '');
  await inParallel([...tokens.keys()], 32, async (id) => {
    tokens.set(id, (await startSession(ctx, id, false, client)).session.access_token);
  });
  // One sender's transfers go one after another: its mailbox holds one code at a time.
  const bySender = new Map<string, [number, SeededCustomer][]>();
  planned.forEach(([sender, payee], i) => bySender.set(sender.id, [...(bySender.get(sender.id) ?? []), [i, payee]]));
  const prepared = new Array<PreparedTransfer>(planned.length);
  await inParallel([...bySender.entries()], 32, async ([senderId, list]) => {
    const token = tokens.get(senderId)!;
    const principal = await authenticate(ctx, token);
    for (const [i, payee] of list) {
      const details = transferDetails(payee);
      const { transferId } = await startTransfer(ctx, principal, { kind: 'local', details }, 'bench-seed');
      await verifyTransferPin(ctx, principal, { transferId, pin: PIN }, 'bench-seed');
      prepared[i] = { token, transferId, code: codes.get(principal.user.email) ?? '', senderId, recipientId: payee.id };
    }
  });
  return prepared;
}
