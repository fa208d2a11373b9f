/** Builds a bank on the in-memory store with a pinned clock, for HTTP tests that run in process. */
import { bootstrap } from '../../adapters/bank/bootstrap.ts';
import { secureIds, type BankContext, type Clock } from '../../adapters/bank/context.ts';
import { JobRegistry } from '../../adapters/engine/scheduler.ts';
import { createEngine } from '../../adapters/engine/engine.ts';
import { LiveBank } from '../../adapters/engine/live-bank.ts';
import { withStreamCache } from '../../adapters/engine/stream-cache.ts';
import { publicUrlBuilder } from '../../adapters/bank/public-url.ts';
import { bankReactors, startReactors } from '../../adapters/reactors/bank-reactors.ts';
import { createApp } from '../../adapters/http/app.ts';
import { DevMailbox, type Mailer } from '../../adapters/mail/mailer.ts';
import { DevSmsOutbox, type SmsSender } from '../../adapters/sms/sender.ts';
import { listenForDeliveryReports } from '../../adapters/bank/sms-service.ts';
import { BitcoinPriceFeed, type PriceFeedOptions } from '../../adapters/price/bitcoin-price.ts';
import { createHasher } from '../../adapters/security/hashing.ts';
import { TEST_HASH_COST } from './hash-cost.ts';
import { attachRateLimits, memoryRateLimits, type RateOverrides } from '../../adapters/security/rate-limits.ts';
import { createTokenIssuer } from '../../adapters/security/tokens.ts';
import { createMemoryStore } from '../../adapters/store/memory.ts';
import type { EventStore } from '../../adapters/store/types.ts';

export const ADMIN = { email: 'admin@tmb.test', password: 'Admin-Passw0rd!', pin: '2468' };
export const MEMBERSHIP = 'TMB-TEST-0001';
/** The public origin of the in-process bank: every link it mails starts with it. */
export const PUBLIC_ORIGIN = 'https://bank.test';

/** A clock tests can move forward. */
export class TestClock implements Clock {
  // Starts at the real time: JWT libraries check iat and exp against the real clock.
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** A price source answering like CoinGecko with a fixed price: tests never reach the internet. */
export const fakePriceFetch = (usd = 60_000, change = 1.5): PriceFeedOptions['fetch'] => async () => ({ ok: true, json: async () => ({ bitcoin: { usd, usd_24h_change: change } }) });

export interface TestBankOptions {
  /** Where one-time codes go; the development mailbox by default. */
  mailer?: Mailer;
  priceFetch?: PriceFeedOptions['fetch'];
  /** Points that replace the rate-limit table's (e.g. `{ signup: 1000 }` for a test that opens many accounts); the real table otherwise. */
  rateLimits?: RateOverrides;
  /** Where texts go (an SMPP sender to a test SMSC); the development outbox `bank.sms` by default. */
  smsSender?: SmsSender;
  /** The country calling code of numbers written without one ("1" by default). */
  smsCountryCode?: string;
}

export async function testBank(store: EventStore = createMemoryStore(), options: TestBankOptions = {}) {
  const clock = new TestClock();
  const mailbox = new DevMailbox(() => clock.now());
  const prices = new BitcoinPriceFeed({ fetch: options.priceFetch ?? fakePriceFetch(), now: () => clock.now(), timeoutMs: 200, log: () => undefined });
  const money = { mailer: options.mailer ?? mailbox, mailbox, prices, otpSecret: 'test-otp-secret-0123456789' };
  const sms = new DevSmsOutbox(() => clock.now());
  const live = new LiveBank(store);
  const reactors = bankReactors();
  const ctx: BankContext = { store: reactors.watch(withStreamCache(store, live)), live, reactors, engine: createEngine(), hasher: createHasher('test-pepper-0123456789', TEST_HASH_COST), tokens: createTokenIssuer('test-secret'), clock, ids: secureIds, money, sms: { sender: options.smsSender ?? sms, outbox: sms, countryCode: options.smsCountryCode ?? '1' }, jobs: new JobRegistry<BankContext>(), publicUrl: publicUrlBuilder(PUBLIC_ORIGIN) };
  attachRateLimits(ctx, memoryRateLimits(options.rateLimits));
  listenForDeliveryReports(ctx);
  await startReactors(ctx);
  await bootstrap(ctx, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, adminPin: ADMIN.pin, membershipNumber: MEMBERSHIP });
  const app = createApp({ ctx });
  const call = async (path: string, body?: unknown, token?: string, method = 'POST', extraHeaders: Record<string, string> = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.request(path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
  return { ctx, app, clock, store, call, mailbox, sms };
}

export const signupPayload = (overrides: Record<string, unknown> = {}) => ({
  membershipNumber: MEMBERSHIP, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '555-0100',
  dateOfBirth: '1990-12-09', address: '1 Main St', city: 'Arlington', state: 'VA', zipCode: '22201', ssn: '1234',
  password: 'Secret-Harbor-47', confirmPassword: 'Secret-Harbor-47', pin: '1357', confirmPin: '1357', agreeToTerms: true, ...overrides,
});
