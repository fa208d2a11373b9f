/**
 * Sets a running bank up for the black-box benchmark as its users would, through its HTTP API
 * only: the administrator signs in, issues membership numbers and funds customers; customers
 * sign up and take transfers through start and PIN, reading each code from the e-mail the
 * server sends. Nothing is written into the store by the bench, so the server measured next is
 * exactly the one that served this set-up.
 */
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { inParallel, pairs, PIN, transferDetails, type PreparedTransfer, type SeededCustomer } from './bank-seed.ts';
import { BENCH_ADMIN } from './bench-server-env.ts';
import type { CodeCatcher } from './code-catcher.ts';
import { keepAliveAgent, postJson } from './http-client.ts';

/** A customer signed up over HTTP, with the session its sign-up answered. */
export interface SignedUpCustomer extends SeededCustomer {
  token: string;
}

const PASSWORD = 'Bench-Passw0rd1';
/** Each customer's opening balance: far more than the one-dollar transfers a run makes. */
const OPENING_BALANCE = '100000.00';
/** Requests in flight during the set-up, as many as the timed phase's clients. */
const WIDTH = 32;

/** The bank's API at `base`, one keep-alive socket per request in flight; each call throws on anything but 200. */
export function bankApi(base: string) {
  const agent: Agent = keepAliveAgent(WIDTH);
  const call = async <T>(name: string, body: unknown, token?: string): Promise<T> => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const answer = await postJson(agent, new URL(`/functions/v1/${name}`, base), body, headers);
    if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as T;
  };
  return { call, close: () => agent.destroy() };
}

type Api = ReturnType<typeof bankApi>;

/** The administrator's session, signed in as at the back office's sign-in form. */
export async function adminSession(api: Api): Promise<string> {
  return (await api.call<{ session: { access_token: string } }>('auth-login', BENCH_ADMIN)).session.access_token;
}

/** One customer: a number issued by the administrator, a sign-up with it, an opening balance posted by the administrator. */
async function signUpOne(api: Api, admin: string, i: number): Promise<SignedUpCustomer> {
  const { number } = await api.call<{ number: string }>('admin-membership', { action: 'issue' }, admin);
  const email = `bb${i}.${randomUUID().slice(0, 8)}@bench.test`;
  const { user, session } = await api.call<{ user: { id: string; account_number: string }; session: { access_token: string } }>('auth-signup', {
    membershipNumber: number, firstName: 'Black', lastName: `Box ${i}`, email, phone: '555-0100', dateOfBirth: '1990-01-01',
    address: '1 Bench Street', city: 'Springfield', state: 'IL', zipCode: '62701', ssn: '1234',
    password: PASSWORD, confirmPassword: PASSWORD, pin: PIN, confirmPin: PIN, agreeToTerms: true,
  });
  await api.call('admin-adjust-balance', { userId: user.id, currency: 'USD', amount: OPENING_BALANCE, reason: 'benchmark opening balance' }, admin);
  return { id: user.id, accountNumber: user.account_number, email, token: session.access_token };
}

/** Signs up `count` funded customers, `WIDTH` at a time. */
export async function signUpCustomers(api: Api, admin: string, count: number): Promise<SignedUpCustomer[]> {
  return inParallel(Array.from({ length: count }, (_, i) => i), WIDTH, (i) => signUpOne(api, admin, i));
}

/** One transfer through start and PIN as the wizard takes it; the code is the one e-mailed to the sender. */
async function startAndPin(api: Api, catcher: CodeCatcher, sender: SignedUpCustomer, payee: SeededCustomer): Promise<PreparedTransfer> {
  const { transferId } = await api.call<{ transferId: string }>('transfer-start', { kind: 'local', details: transferDetails(payee) }, sender.token);
  // Waited for before the PIN step, which sends it: the catcher holds one code per address.
  const code = catcher.next(sender.email);
  await api.call('transfer-pin', { transferId, pin: PIN }, sender.token);
  return { token: sender.token, transferId, code: await code, senderId: sender.id, recipientId: payee.id };
}

/**
 * `count` transfers between random pairs of `customers`, each at its last step, taken through
 * in the order they are confirmed, so the oldest code is confirmed first (a code lives five
 * minutes). One sender's transfers wait for each other: its mailbox holds one code at a time.
 */
export async function prepareOverHttp(api: Api, catcher: CodeCatcher, customers: SignedUpCustomer[], count: number): Promise<PreparedTransfer[]> {
  const previous = new Map<SignedUpCustomer, Promise<unknown>>();
  return inParallel(pairs(customers, count, customers.length), WIDTH, ([sender, payee]) => {
    const mine = (previous.get(sender) ?? Promise.resolve()).then(() => startAndPin(api, catcher, sender, payee));
    previous.set(sender, mine);
    return mine;
  });
}
