/** What every application service needs from the outside world, passed in so tests can pin time and ids. */
import { randomInt, randomUUID } from 'node:crypto';
import type { Hasher } from '../security/hashing.ts';
import type { TokenIssuer } from '../security/tokens.ts';
import type { DevMailbox, Mailer } from '../mail/mailer.ts';
import type { PriceFeed } from '../price/bitcoin-price.ts';
import type { EventStore } from '../store/types.ts';
import type { LiveBank } from '../engine/live-bank.ts';

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
  hasher: Hasher;
  tokens: TokenIssuer;
  clock: Clock;
  ids: IdSource;
  money: MoneyServices;
  /** An absolute URL on the bank's configured public origin (BANK_PUBLIC_URL); every link the bank sends is built with it, never from request headers. */
  publicUrl(path: string): string;
  /** What this instance runs with, for the back office (demo reset, system status); absent = production defaults. */
  features?: Features;
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

export const systemClock: Clock = { now: () => new Date() };

export const secureIds: IdSource = {
  uuid: () => randomUUID(),
  digits: (length) => String(randomInt(1, 10)) + Array.from({ length: length - 1 }, () => randomInt(0, 10)).join(''),
};
