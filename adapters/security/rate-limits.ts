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
import { ratePolicies, ratePolicyNames, type RateOverrides, type RatePolicy, type RatePolicyName } from './rate-policies.ts';

// The table and its overrides' parser are rate-policies.ts's, so the configuration checks BANK_RATE_LIMITS without loading the limiters (or pg).
export { parseRateOverrides, ratePolicies, ratePolicyNames, type RateOverrides, type RatePolicy, type RatePolicyName } from './rate-policies.ts';

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

/**
 * Advisory lock held while the table is created: two servers starting together on a new database
 * each ran CREATE TABLE IF NOT EXISTS, and PostgreSQL refused one of them (relation or type
 * "rate_limits" already exists), so that server failed to start.
 */
const CREATE_LOCK_KEY = 7_264_031_590;

/** Creates the table (if missing) while holding the lock on a connection of its own; another server's creation waits. */
async function createTableOnce(pool: pg.Pool, options: PostgresRateLimitOptions): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [CREATE_LOCK_KEY]);
    try {
      await createTable(pool, options);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [CREATE_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

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
    await createTableOnce(pool, options);
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
