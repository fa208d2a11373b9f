/**
 * Rate limits on the bank's open doors (issue 12 item 7): one table of named policies, kept
 * in memory on PGlite and in PostgreSQL when DATABASE_URL is set, so that several servers on
 * one database share each count. Built on rate-limiter-flexible, never a hand-made counter.
 * Keys are hashed before they are stored: the table never holds an e-mail or an address.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { normalizeEmail } from '../../domain/user/claims.ts';
import { SIGN_IN_CLIENT_FAILURES, SIGN_IN_DELAY_CEILING_SECONDS, SIGN_IN_TURN_SECONDS } from '../../domain/credentials/sign-in-throttle.ts';

/** One policy: at most `points` in `windowSeconds`; going over blocks the key for `blockSeconds`. */
export interface RatePolicy {
  points: number;
  windowSeconds: number;
  blockSeconds: number;
  /** What the key is: the client's network address, a customer id or a normalized e-mail. */
  per: 'client' | 'customer' | 'email';
  /** Why this number: a real customer never meets it, an attacker does (docs/security.md). */
  why: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The one table of limits (docs/security.md repeats it). A family behind one NAT, or a
 * customer retrying, stays far below each number; a script guessing or spamming does not.
 */
export const ratePolicies = {
  'membership-verify': { points: 20, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, per: 'client', why: 'Membership numbers are the only gate to opening an account; a newcomer checks theirs once or twice.' },
  signup: { points: 10, windowSeconds: HOUR, blockSeconds: HOUR, per: 'client', why: 'One household opens a few accounts, not dozens an hour.' },
  // Sign-in (issue 12 item 4, DECISIONS 26; sign-in-throttle.ts): failures only are counted, so a household behind one address signing in never meets them.
  // Consumed before any hash is computed (issue 25 item 3), atomically in the shared table; given back when the attempt succeeds or is turned away.
  'sign-in-client': { points: SIGN_IN_CLIENT_FAILURES, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, per: 'client', why: 'Password spraying: one address failing sign-ins across many e-mails (300 at 41/s in the attack) waits 15 minutes after 30 failures; at most 30 of them reach the password check, however many arrive at once.' },
  'sign-in-account': { points: 1_000_000, windowSeconds: 24 * HOUR, blockSeconds: 0, per: 'email', why: 'Counts sign-ins in flight and failed per e-mail, known or not; never blocks by itself: the count sets the progressive delay and who needs the turn.' },
  'sign-in-turn': { points: 1, windowSeconds: SIGN_IN_TURN_SECONDS, blockSeconds: 0, per: 'email', why: 'Past maxLoginAttempts failures one sign-in per e-mail is checked at a time, so parallel guesses cannot all slip in before the delay is set; a lease that ends when its holder answers, or after 15 s if its server died.' },
  'sign-in-delay': { points: 1, windowSeconds: SIGN_IN_DELAY_CEILING_SECONDS, blockSeconds: 0, per: 'email', why: 'Holds the current wait of one e-mail (1 s doubling to 15 minutes after maxLoginAttempts failures), set by block(), so overriding its points changes nothing; the owner skips it with the e-mailed unlock link.' },
  'sign-in-unlock-mail': { points: 1, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, per: 'email', why: 'At most one unlock e-mail per account every 15 minutes (blockSeconds, set by block()), however often its sign-in is slowed.' },
  'token-refresh': { points: 120, windowSeconds: 10 * MINUTE, blockSeconds: 10 * MINUTE, per: 'client', why: 'A browser tab refreshes its token about once an hour.' },
  'password-reset-request': { points: 10, windowSeconds: HOUR, blockSeconds: HOUR, per: 'client', why: 'Asking for reset links for many addresses.' },
  'password-reset-mail': { points: 5, windowSeconds: HOUR, blockSeconds: HOUR, per: 'email', why: 'Mail-bombing one address with reset e-mails.' },
  'password-reset-confirm': { points: 20, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, per: 'client', why: 'Guessing reset tokens.' },
  'contact-message': { points: 10, windowSeconds: HOUR, blockSeconds: HOUR, per: 'client', why: 'Filling the back office inbox.' },
  'bitcoin-price': { points: 120, windowSeconds: MINUTE, blockSeconds: MINUTE, per: 'client', why: 'The page asks about once every 30 seconds; anything faster drains the upstream quota.' },
  'savings-rate': { points: 60, windowSeconds: MINUTE, blockSeconds: MINUTE, per: 'client', why: 'The public pages ask once per visit for the advertised APY.' },
  'bank-contact': { points: 60, windowSeconds: MINUTE, blockSeconds: MINUTE, per: 'client', why: 'The public pages and the Account Suspended page ask once per visit for the bank\'s contact details.' },
  'statement-mail': { points: 10, windowSeconds: HOUR, blockSeconds: HOUR, per: 'customer', why: 'Statements mailed to an address the customer types: never a spam relay.' },
  'transfer-start': { points: 60, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, per: 'customer', why: 'Issue 1: a customer starts a handful of transfers in a session.' },
  // Every other coded operation (password or PIN change, payee add, standing order set-up or resume, loan repayment): the codes count toward the one lock, this bounds the starts and the codes mailed.
  'code-start': { points: 20, windowSeconds: HOUR, blockSeconds: HOUR, per: 'customer', why: 'Issue 25: a password change restarted 256 times to guess its code; a customer starts a few coded changes in a session, never twenty.' },
  'transfer-pin': { points: 30, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, per: 'customer', why: 'Issue 1: PIN checks per customer (the wrong-PIN lock counts failures separately); each correct PIN mails one code, so this also bounds code e-mails to the customer\'s address.' },
} as const satisfies Record<string, RatePolicy>;

export type RatePolicyName = keyof typeof ratePolicies;

export const ratePolicyNames = Object.keys(ratePolicies) as RatePolicyName[];

/** Points per policy that replace the table's (BANK_RATE_LIMITS); `*` sets every policy. */
export type RateOverrides = Partial<Record<RatePolicyName | '*', number>>;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until a refused key may try again (0 when allowed); the Retry-After header. */
  retryAfterSeconds: number;
  /** Points left in the current window. */
  remaining: number;
  /** Points consumed in the current window, this request's included: its place in the count. */
  consumed: number;
}

export interface RateLimits {
  /** Counts `points` against `key` under policy `name` and says whether it was within the limit. */
  consume(name: RatePolicyName, key: string, points?: number): Promise<RateDecision>;
  /** Points consumed so far in the current window (0 if none). */
  consumed(name: RatePolicyName, key: string): Promise<number>;
  /** Gives points back, e.g. after a success that should not count. */
  reward(name: RatePolicyName, key: string, points?: number): Promise<void>;
  /** Forgets the key under this policy (its count and any block). */
  delete(name: RatePolicyName, key: string): Promise<void>;
  /** Makes the key wait `seconds` under this policy, whatever its count (progressive delays). */
  block(name: RatePolicyName, key: string, seconds: number): Promise<void>;
  /** Seconds the key must still wait under this policy (0 when it may go on); counts nothing. */
  blockedFor(name: RatePolicyName, key: string): Promise<number>;
  /** The policy as configured (after overrides). */
  policy(name: RatePolicyName): RatePolicy;
  close(): Promise<void>;
}

/**
 * Parses BANK_RATE_LIMITS, e.g. `transfer-start=100000,*=1000`: an unknown policy name or a
 * number that is not a positive integer is an error, so a typo never silently removes a limit.
 */
export function parseRateOverrides(text: string | undefined): RateOverrides {
  const overrides: RateOverrides = {};
  for (const part of (text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([a-z*-]+)=(\d{1,9})$/.exec(part);
    const name = match?.[1];
    const points = Number(match?.[2]);
    if (!name || !(name === '*' || name in ratePolicies) || !Number.isInteger(points) || points < 1) {
      throw new Error(`BANK_RATE_LIMITS: "${part}" is not name=points with a known policy (${ratePolicyNames.join(', ')} or *) and a positive whole number`);
    }
    overrides[name as RatePolicyName | '*'] = points;
  }
  return overrides;
}

function configured(name: RatePolicyName, overrides: RateOverrides): RatePolicy {
  const points = overrides[name] ?? overrides['*'] ?? ratePolicies[name].points;
  return { ...ratePolicies[name], points };
}

/** Stored keys are hashes: fixed length for the table's varchar(255), and no e-mail or IP at rest. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

const limiterOptions = (name: RatePolicyName, policy: RatePolicy) => ({
  keyPrefix: `rl-${name}`, points: policy.points, duration: policy.windowSeconds, blockDuration: policy.blockSeconds,
});

function decision(result: RateLimiterRes, allowed: boolean): RateDecision {
  return { allowed, remaining: result.remainingPoints, consumed: result.consumedPoints, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
}

function limitsOver(limiters: Map<RatePolicyName, RateLimiterAbstract>, policies: Map<RatePolicyName, RatePolicy>, close: () => Promise<void>): RateLimits {
  const limiter = (name: RatePolicyName): RateLimiterAbstract => {
    const found = limiters.get(name);
    if (!found) throw new Error(`Unknown rate policy ${name}`);
    return found;
  };
  return {
    async consume(name, key, points = 1) {
      try {
        return decision(await limiter(name).consume(hashed(key), points), true);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return decision(refusal, false);
        throw refusal;
      }
    },
    async consumed(name, key) {
      return (await limiter(name).get(hashed(key)))?.consumedPoints ?? 0;
    },
    async reward(name, key, points = 1) {
      await limiter(name).reward(hashed(key), points);
    },
    async delete(name, key) {
      await limiter(name).delete(hashed(key));
    },
    async block(name, key, seconds) {
      await limiter(name).block(hashed(key), seconds);
    },
    async blockedFor(name, key) {
      const state = await limiter(name).get(hashed(key));
      if (!state || state.consumedPoints <= limiter(name).points) return 0;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    policy: (name) => {
      const policy = policies.get(name);
      if (!policy) throw new Error(`Unknown rate policy ${name}`);
      return policy;
    },
    close,
  };
}

/** Limits for one process (PGlite, tests): counts live in memory and end with the process. */
export function memoryRateLimits(overrides: RateOverrides = {}): RateLimits {
  const limiters = new Map<RatePolicyName, RateLimiterAbstract>();
  const policies = new Map<RatePolicyName, RatePolicy>();
  for (const name of ratePolicyNames) {
    const policy = configured(name, overrides);
    policies.set(name, policy);
    limiters.set(name, new RateLimiterMemory(limiterOptions(name, policy)));
  }
  return limitsOver(limiters, policies, async () => undefined);
}

export interface PostgresRateLimitOptions {
  connectionString: string;
  /** The store's schema (tests use a throwaway one); the table is `rate_limits` in it. */
  schema?: string;
  overrides?: RateOverrides;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
export const RATE_LIMIT_TABLE = 'rate_limits';

/** rate-limiter-flexible reports its table creation through a callback; this awaits it. */
function createTable(pool: pg.Pool, options: PostgresRateLimitOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, schemaName: options.schema, keyPrefix: 'rl-setup', points: 1, duration: 1, clearExpiredByTimeout: false },
      (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()));
  });
}

/**
 * Limits shared by every server on one PostgreSQL database: one table, created here and
 * awaited before the server listens. If the database fails mid-request, each policy falls
 * back to an in-memory count (the library's insurance limiter) rather than answering 500.
 */
export async function postgresRateLimits(options: PostgresRateLimitOptions): Promise<RateLimits> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) throw new TypeError(`Schema name ${options.schema} must be a lower-case identifier`);
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 4, application_name: 'tmb-rate-limits' });
  pool.on('error', () => undefined);
  try {
    if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`).catch(() => undefined);
    await createTable(pool, options);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const limiters = new Map<RatePolicyName, RateLimiterAbstract>();
  const policies = new Map<RatePolicyName, RatePolicy>();
  for (const name of ratePolicyNames) {
    const policy = configured(name, options.overrides ?? {});
    policies.set(name, policy);
    const base = limiterOptions(name, policy);
    limiters.set(name, new RateLimiterPostgres({
      ...base, storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, schemaName: options.schema, tableCreated: true,
      clearExpiredByTimeout: name === ratePolicyNames[0], insuranceLimiter: new RateLimiterMemory(base),
    }));
  }
  return limitsOver(limiters, policies, () => pool.end());
}

/** A bank context as these two read it: by its one field, so context.ts can name RateLimits without an import cycle. */
type HoldsRateLimits = { rateLimits?: RateLimits };

/** Which limits serve a bank context: the ones the composition root attached, else in-memory defaults. */
export function attachRateLimits(ctx: HoldsRateLimits, limits: RateLimits): void {
  ctx.rateLimits = limits;
}

export function rateLimitsFor(ctx: HoldsRateLimits): RateLimits {
  ctx.rateLimits ??= memoryRateLimits();
  return ctx.rateLimits;
}

/**
 * The key for a client's network address. IPv4-mapped IPv6 is the IPv4 address; an IPv6
 * address counts by its /64, the block one subscriber gets, so rotating within it does not
 * escape a limit. Always the socket's address, never a header a client can write.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...fill, ...right].map((part) => part.replace(/^0+(?=.)/, ''));
}

/** The per-account key: e-mails compare trimmed and case-insensitively, as sign-in does. */
export function emailKey(email: string): string {
  return normalizeEmail(email);
}
