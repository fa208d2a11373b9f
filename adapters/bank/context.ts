/**
 * What every application service needs from the outside world, passed in so tests can pin time and ids.
 * It stays with the use cases (adapters/bank), not in adapters/engine: it is their ports (store,
 * mail, prices, hashing, clock) plus the per-bank state of the engine and the edges, whereas the
 * engine's own modules take only what they use (a store, a lock) and never the whole context.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { CommandEngine } from '../engine/engine.ts';
import type { Hasher } from '../security/hashing.ts';
import type { RateLimits } from '../security/rate-limits.ts';
import type { TokenIssuer } from '../security/tokens.ts';
import type { DevMailbox, Mailer } from '../mail/mailer.ts';
import type { PriceFeed } from '../price/bitcoin-price.ts';
import type { ChangeFeed } from '../store/change-feed.ts';
import type { ReadReplica } from '../store/read-replica.ts';
import type { EventStore } from '../store/types.ts';
import type { LiveBank } from '../engine/live-bank.ts';
import type { JobRegistry, ScheduledJob } from '../engine/scheduler.ts';
import type { ReactorRunner } from '../reactors/runner.ts';
import type { SmsServices } from '../sms/sender.ts';
import type { ChainSealer } from '../chain/sealer.ts';

export interface Clock {
  now(): Date;
}

export interface IdSource {
  uuid(): string;
  /** `length` random decimal digits, the first one never 0. */
  digits(length: number): string;
}

export interface BankContext {
  store: EventStore;
  live: LiveBank;
  /** The command engine's per-bank state: the money lock and the fold cache (adapters/engine/engine.ts). */
  engine: CommandEngine;
  hasher: Hasher;
  tokens: TokenIssuer;
  clock: Clock;
  ids: IdSource;
  money: MoneyServices;
  /** Texts to members (receipts, reminders): SMPP with SMS_SMPP_URL, else the development outbox (adapters/sms/, docs/sms.md). */
  sms: SmsServices;
  /** The bank's dated work (loan instalments, interest, standing orders), run by the server on a timer (adapters/engine/scheduler.ts). */
  jobs: JobRegistry<BankContext>;
  /** "When X happens, do Y" over the log (alerts, notices), each reactor with its checkpoint (adapters/reactors/). */
  reactors: ReactorRunner<BankContext>;
  /** An absolute URL on the bank's configured public origin (BANK_PUBLIC_URL); every link the bank sends is built with it, never from request headers. */
  publicUrl(path: string): string;
  /** What this instance runs with, for the back office (demo reset, system status); absent = production defaults. */
  features?: Features;
  /** Live updates' change feed: the server attaches its own (adapters/live/live-registry.ts); absent = a polling feed made on first use. */
  changes?: ChangeFeed;
  /** The rate limits the composition root attached (adapters/security/rate-limits.ts); absent = in-memory defaults made on first use. */
  rateLimits?: RateLimits;
  /** Open /api/live streams per customer id, for the per-customer cap (adapters/http/routes/live-routes.ts); made on first use. */
  liveStreams?: Map<string, number>;
  /** Open /api/live streams on this server, for its total cap (BANK_LIVE_MAX_STREAMS); counted with liveStreams. */
  liveStreamsOpen?: number;
  /** This server's total cap on open live streams; absent = DEFAULT_LIVE_MAX_STREAMS (live-routes.ts). */
  liveMaxStreams?: number;
  /** A streaming replica for the back office's log scans (DATABASE_READ_URL, adapters/store/read-replica.ts); absent = the primary. */
  replica?: ReadReplica;
  /** Seals committed events into the log's hash chain (adapters/chain/sealer.ts); absent = sealed only when the chain is read. */
  chainSealer?: ChainSealer;
  /** Fires when the server stops (SIGTERM): long-lived responses (the live feed) end so the stop finishes in its bound. */
  shutdown?: AbortSignal;
}

/** What moving money needs beyond the store: e-mail for one-time codes, the BTC price, a secret for code hashes. */
export interface MoneyServices {
  mailer: Mailer;
  /** The development mailbox behind /dev/mailbox; null with SMTP or in production. */
  mailbox: DevMailbox | null;
  prices: PriceFeed;
  /** Server secret (store.ensureSecret) keying the HMAC of one-time codes and idempotent requests. */
  otpSecret: string;
}

export interface Features {
  /** BANK_DEMO=true: Clear All Users may reset the demo data (DECISIONS 24). */
  demoMode: boolean;
  mailerConfigured: boolean;
  priceFeedConfigured: boolean;
}

/** A dated job of the bank (adapters/engine/scheduler.ts), given the bank's context. */
export type BankJob = ScheduledJob<BankContext>;

export const systemClock: Clock = { now: () => new Date() };

export const secureIds: IdSource = {
  uuid: () => randomUUID(),
  digits: (length) => String(randomInt(1, 10)) + Array.from({ length: length - 1 }, () => randomInt(0, 10)).join(''),
};
