/**
 * The composition root: opens the store the configuration names, builds the services'
 * context with real hashing, tokens, time and ids, and runs the first-start bootstrap.
 */
import { randomBytes } from 'node:crypto';
import { bootstrap, type BootstrapReport } from '../bank/bootstrap.ts';
import { secureIds, systemClock, type BankContext } from '../bank/context.ts';
import { publicUrlBuilder } from '../bank/public-url.ts';
import { createEngine } from '../engine/engine.ts';
import { JobRegistry, inProcessLease } from '../engine/scheduler.ts';
import { AdjustableClock } from '../bank/adjustable-clock.ts';
import { datedWorkJob } from '../bank/dated-work-job.ts';
import { NUDGE_GAP_MS, bankReactors, startReactors } from '../reactors/bank-reactors.ts';
import { advisoryLease } from '../store/advisory-lease.ts';
import { startChainSealer } from '../bank/log-chain-sealing.ts';
import { withStreamCache } from '../engine/stream-cache.ts';
import { startLiveBank } from '../engine/view-loader.ts';
import { chooseMailer } from '../mail/mailer.ts';
import { openSharedDevMailbox } from '../mail/shared-mailbox.ts';
import { chooseSmsSender } from '../sms/sender.ts';
import { listenForDeliveryReports } from '../bank/sms-service.ts';
import { BitcoinPriceFeed, defaultPriceSources } from '../price/bitcoin-price.ts';
import { createHasher } from '../security/hashing.ts';
import { attachRateLimits, memoryRateLimits, parseRateOverrides, postgresRateLimits, rateLimitsFor, type RateLimits } from '../security/rate-limits.ts';
import { createTokenIssuer } from '../security/tokens.ts';
import type { EventStore } from '../store/types.ts';
import { isLoopback, mailPlan, publicOrigin, type Config } from './config.ts';
import { markStartStep } from '../ops/start-steps.ts';

/** Opening the store is open-store.ts's job (the server's entry opens it before loading this file); scripts find it here too. */
export { openStore } from './open-store.ts';

const newSecret = (): string => randomBytes(32).toString('base64url');

type ContextConfig = Pick<Config, 'BANK_PIN_PEPPER'> & Partial<Pick<Config, 'BANK_DEMO' | 'SMTP_URL' | 'NODE_ENV' | 'PRICE_COINGECKO_URL' | 'PRICE_COINBASE_URL' | 'PRICE_BINANCE_URL' | 'PRICE_TIMEOUT_MS' | 'DATABASE_URL' | 'BANK_RATE_LIMITS' | 'HOST' | 'BANK_DEV_MAILBOX' | 'BANK_PUBLIC_URL' | 'PORT' | 'BANK_TEST_CLOCK' | 'BANK_SNAPSHOT_EVERY' | 'TRUSTED_PROXIES' | 'SMS_SMPP_URL' | 'SMS_COUNTRY_CODE'>>;

/** Rate limits in the database when there is one (shared by every server on it), else in this process; the table exists before the server listens. */
export function openRateLimits(config: Pick<Config, 'DATABASE_URL' | 'BANK_RATE_LIMITS'>): Promise<RateLimits> {
  const overrides = parseRateOverrides(config.BANK_RATE_LIMITS);
  return config.DATABASE_URL ? postgresRateLimits({ connectionString: config.DATABASE_URL, overrides }) : Promise.resolve(memoryRateLimits(overrides));
}

export async function buildContext(store: EventStore, config: ContextConfig): Promise<BankContext> {
  const jwtSecret = await store.ensureSecret('jwt-signing-key', newSecret);
  const pepper = config.BANK_PIN_PEPPER ?? (await store.ensureSecret('pin-pepper', newSecret));
  const otpSecret = await store.ensureSecret('otp-hmac-key', newSecret);
  markStartStep('secrets');
  const live = await startLiveBank(store, { snapshotEvery: config.BANK_SNAPSHOT_EVERY });
  markStartStep('view');
  const cached = withStreamCache(store, live);
  const nodeEnv = config.NODE_ENV ?? 'development';
  const devMailbox = !config.SMTP_URL && nodeEnv !== 'production' && mailPlan({ SMTP_URL: config.SMTP_URL, NODE_ENV: nodeEnv, HOST: config.HOST ?? '127.0.0.1', BANK_DEV_MAILBOX: config.BANK_DEV_MAILBOX ?? false, TRUSTED_PROXIES: config.TRUSTED_PROXIES }).kind === 'dev-mailbox';
  const chosen = chooseMailer({ SMTP_URL: config.SMTP_URL, NODE_ENV: nodeEnv, devMailbox });
  // On a database the mailbox is shared by every server on it, so a balancer may send the reader anywhere.
  const shared = chosen.mailbox && config.DATABASE_URL ? await openSharedDevMailbox(config.DATABASE_URL) : null;
  const { mailer, mailbox } = shared ? { mailer: shared, mailbox: shared } : chosen;
  const clock = config.BANK_TEST_CLOCK ? new AdjustableClock() : systemClock;
  const prices = new BitcoinPriceFeed({
    fetch: (url, init) => fetch(url, init),
    now: () => clock.now(),
    sources: {
      coingecko: config.PRICE_COINGECKO_URL ?? defaultPriceSources.coingecko,
      coinbase: config.PRICE_COINBASE_URL ?? defaultPriceSources.coinbase,
      binance: config.PRICE_BINANCE_URL ?? defaultPriceSources.binance,
    },
    timeoutMs: config.PRICE_TIMEOUT_MS ?? 3_000,
  });
  const money = { mailer, mailbox, prices, otpSecret };
  // Texts follow the mailbox's rule (config.ts mailPlan): the development outbox only on loopback (or BANK_DEV_MAILBOX), never behind a proxy or in production.
  const devOutbox = nodeEnv !== 'production' && !config.TRUSTED_PROXIES && (isLoopback(config.HOST ?? '127.0.0.1') || (config.BANK_DEV_MAILBOX ?? false));
  const texts = await chooseSmsSender({ SMS_SMPP_URL: config.SMS_SMPP_URL, NODE_ENV: nodeEnv, devOutbox });
  const sms = { sender: texts.sender, outbox: texts.outbox, countryCode: config.SMS_COUNTRY_CODE ?? '1' };
  // One server at a time runs a job when several share a PostgreSQL; PGlite has one process.
  const jobs = new JobRegistry<BankContext>(config.DATABASE_URL ? advisoryLease(config.DATABASE_URL) : inProcessLease());
  const reactors = bankReactors();
  // Seals each commit into the log's hash chain within moments, one server at a time (docs/audit.md).
  const sealer = startChainSealer(store, jobs, Boolean(config.DATABASE_URL));
  const ctx: BankContext = { store: reactors.watch(sealer ? sealer.watch(cached) : cached), chainSealer: sealer, live, reactors, engine: createEngine(), hasher: createHasher(pepper), tokens: createTokenIssuer(jwtSecret, () => clock.now().getTime()), clock, ids: secureIds, money, sms, jobs,
    publicUrl: publicUrlBuilder(publicOrigin({ BANK_PUBLIC_URL: config.BANK_PUBLIC_URL, PORT: config.PORT ?? 3000 })),
    features: { demoMode: config.BANK_DEMO ?? false, mailerConfigured: Boolean(config.SMTP_URL), priceFeedConfigured: true } };
  // One dated job, one lease: loans, standing orders, interest in their stated order, then the reactors.
  ctx.jobs.register(datedWorkJob);
  listenForDeliveryReports(ctx);
  await startReactors(ctx, config.DATABASE_URL ? NUDGE_GAP_MS.postgres : NUDGE_GAP_MS.pglite);
  attachRateLimits(ctx, await openRateLimits({ DATABASE_URL: config.DATABASE_URL, BANK_RATE_LIMITS: config.BANK_RATE_LIMITS }));
  markStartStep('context');
  return ctx;
}

export function runBootstrap(ctx: BankContext, config: Config): Promise<BootstrapReport> {
  return bootstrap(ctx, {
    adminEmail: config.BANK_ADMIN_EMAIL,
    adminPassword: config.BANK_ADMIN_PASSWORD,
    adminPin: config.BANK_ADMIN_PIN,
    membershipNumber: config.BANK_MEMBERSHIP_NUMBER,
  });
}

/**
 * Closes what buildContext opened, for a one-shot script (a seed, a bench): the reactors, the chain
 * sealer, the rate limits, the shared mailbox and the SMS sender (an SMPP session keeps the process
 * alive and rebinds after a drop). The server's own shutdown (main.ts) closes these too, in its order.
 */
export async function closeContext(ctx: BankContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.reactors.stop();
  await ctx.chainSealer?.stop();
  await rateLimitsFor(ctx).close();
  await ctx.money.mailbox?.close();
  await ctx.sms.sender.close();
  await ctx.replica?.close();
}
