/** The server's configuration, read once from the environment (README lists every variable). */
import { z } from 'zod';
import { parseRateOverrides } from '../security/rate-policies.ts';
import { parseTrustedProxies } from '../ops/client-address.ts';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless set: a newcomer's server is not reachable from the network (DECISIONS 28). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The origin every link and absolute URL the bank sends is built from, never a request's Host header (DECISIONS 28). */
  BANK_PUBLIC_URL: z.string().optional().superRefine((value, issue) => {
    if (value !== undefined && originOf(value) === null) issue.addIssue({ code: 'custom', message: 'BANK_PUBLIC_URL must be an http(s) origin such as https://bank.example.com (no path, query or credentials)' });
  }),
  /** `true` keeps /dev/mailbox on a server that listens beyond loopback (a shared test machine); never with SMTP_URL or in production. */
  BANK_DEV_MAILBOX: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where the embedded PGlite runs: `worker`, a thread of its own (so its engine and the HTTP work use two cores), or `main`, the thread that answers requests (docs/benchmarks.md). */
  BANK_PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL's database: the back office's audit scans read it once it has caught up (docs/operations.md). */
  DATABASE_READ_URL: z.string().url().optional(),
  BANK_ADMIN_EMAIL: z.string().email().optional(),
  BANK_ADMIN_PASSWORD: z.string().min(12, 'BANK_ADMIN_PASSWORD must have at least 12 characters (DECISIONS 27)').optional(),
  BANK_ADMIN_PIN: z.string().regex(/^\d{4}$/, 'BANK_ADMIN_PIN must be exactly 4 digits').optional(),
  BANK_MEMBERSHIP_NUMBER: z.string().regex(/^[A-Za-z0-9-]{4,64}$/, 'BANK_MEMBERSHIP_NUMBER must be 4 to 64 letters, digits or dashes').optional(),
  BANK_PIN_PEPPER: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  /** The SMSC texts go through (receipts, reminders): smpp://system_id:password@host:port?source=NAME; unset = the development outbox at /dev/sms on loopback (docs/sms.md). */
  SMS_SMPP_URL: z.string().optional().superRefine((value, issue) => {
    if (value !== undefined && !/^smpp:\/\/[^/]+/.test(value)) issue.addIssue({ code: 'custom', message: 'SMS_SMPP_URL must look like smpp://system_id:password@host:2775' });
  }),
  /** The country calling code of numbers written without one in members' profiles ("1", "233"). */
  SMS_COUNTRY_CODE: z.string().regex(/^[1-9]\d{0,2}$/, 'SMS_COUNTRY_CODE must be 1 to 3 digits, without + or 00').default('1'),
  /** The Bitcoin price sources of part 2 section 7, tried in this order (docs/operations.md). */
  PRICE_COINGECKO_URL: z.string().url().optional(),
  PRICE_COINBASE_URL: z.string().url().optional(),
  PRICE_BINANCE_URL: z.string().url().optional(),
  PRICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** `true` only on a demo instance: enables Clear All Users, which resets the demo data (DECISIONS 24). */
  BANK_DEMO: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  NODE_ENV: z.string().default('development'),
  /** Replaces the points of rate policies, e.g. `transfer-start=100000` or `*=100000` (tests, load runs); adapters/security/rate-limits.ts has the table. */
  BANK_RATE_LIMITS: z.string().optional().superRefine((value, issue) => {
    try { parseRateOverrides(value); } catch (error) { issue.addIssue({ code: 'custom', message: (error as Error).message }); }
  }),
  UI_ROOT: z.string().default('./dist'),
  /** Events between two stored snapshots of the live view; a start reads the latest and only the events after it (adapters/engine/view-snapshot.ts). */
  BANK_SNAPSHOT_EVERY: z.coerce.number().int().min(1).default(100_000),
  /** How often the server runs its dated work (adapters/engine/scheduler.ts); 0 turns the timer off (jobs still run once at start). */
  BANK_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** `true` only in tests: a clock that POST /dev/clock moves forward (adapters/http/routes/dev-clock.ts); refused in production. */
  BANK_TEST_CLOCK: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Balancers' addresses or CIDR blocks whose X-Forwarded-For is believed (its last untrusted hop); unset = never (docs/operations.md). */
  TRUSTED_PROXIES: z.string().optional().superRefine((value, issue) => {
    try { parseTrustedProxies(value); } catch (error) { issue.addIssue({ code: 'custom', message: (error as Error).message }); }
  }),
  /** Serves Prometheus metrics at /metrics on this port of its own (bound to BANK_METRICS_HOST). */
  BANK_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  BANK_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Serves /metrics on the public port too, to a bearer of this token (at least 24 characters). */
  BANK_METRICS_TOKEN: z.string().min(24, 'BANK_METRICS_TOKEN must have at least 24 characters').optional(),
  /** How long a SIGTERM may take at most, grace included: then the server exits even with requests in flight. */
  BANK_SHUTDOWN_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** After SIGTERM, how long the server keeps accepting while /readyz answers 503, so a balancer's health check notices before connections are refused. */
  BANK_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(3_000),
  /** One JSON line per answered request on stdout (`false` silences it; errors are always logged). */
  BANK_ACCESS_LOG: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  /** Open live feeds one server holds at most; more are refused with 429 and Retry-After. */
  BANK_LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
}).superRefine((config, issue) => {
  if (config.BANK_TEST_CLOCK && config.NODE_ENV === 'production') issue.addIssue({ code: 'custom', path: ['BANK_TEST_CLOCK'], message: 'BANK_TEST_CLOCK cannot be used with NODE_ENV=production' });
  if (config.BANK_SHUTDOWN_GRACE_MS > config.BANK_SHUTDOWN_MS) issue.addIssue({ code: 'custom', path: ['BANK_SHUTDOWN_GRACE_MS'], message: `BANK_SHUTDOWN_GRACE_MS (${config.BANK_SHUTDOWN_GRACE_MS}) is part of BANK_SHUTDOWN_MS (${config.BANK_SHUTDOWN_MS}), the whole stop's bound: make it smaller, or raise BANK_SHUTDOWN_MS` });
  if (config.BANK_TEST_CLOCK && !isLoopback(config.HOST)) issue.addIssue({ code: 'custom', path: ['BANK_TEST_CLOCK'], message: 'BANK_TEST_CLOCK needs a loopback HOST: nobody else may move the bank\'s clock' });
});

export type Config = z.infer<typeof schema>;

/** Empty variables count as unset, as shells often export them that way. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The bank's configuration is not valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The origin of an http(s) URL with nothing else in it (a trailing slash is allowed), else null. */
function originOf(value: string): string | null {
  let url: URL;
  try { url = new URL(value); } catch { return null; }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  return url.origin;
}

/** BANK_PUBLIC_URL as an origin, or http://localhost:PORT when it is not set. */
export function publicOrigin(config: Pick<Config, 'BANK_PUBLIC_URL' | 'PORT'>): string {
  return (config.BANK_PUBLIC_URL && originOf(config.BANK_PUBLIC_URL)) || `http://localhost:${config.PORT}`;
}

/** True for the addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) || bare === '::ffff:127.0.0.1';
}

export type MailPlan = { kind: 'smtp' } | { kind: 'dev-mailbox'; warning: string } | { kind: 'none'; warning: string };

/**
 * Where the bank's e-mail goes (DECISIONS 28). SMTP when SMTP_URL is set. Without it: refuse
 * to start in production; the development mailbox (which shows every code and reset link)
 * only on loopback or with BANK_DEV_MAILBOX=true, and never behind a proxy (TRUSTED_PROXIES:
 * refuse to start); otherwise e-mail is not sent at all.
 */
export function mailPlan(config: Pick<Config, 'SMTP_URL' | 'NODE_ENV' | 'HOST' | 'BANK_DEV_MAILBOX'> & Partial<Pick<Config, 'TRUSTED_PROXIES'>>): MailPlan {
  if (config.SMTP_URL) return { kind: 'smtp' };
  if (config.NODE_ENV === 'production') {
    throw new Error('NODE_ENV=production needs SMTP_URL: without it the bank cannot send one-time codes or password reset links, and the development mailbox would show them to anyone. Set SMTP_URL (README, Configuration).');
  }
  const rule = '!'.repeat(72);
  if (isLoopback(config.HOST) || config.BANK_DEV_MAILBOX) {
    // Behind a proxy the listen address says nothing about who asks: the mailbox would be one forwarded request from the internet.
    if (config.TRUSTED_PROXIES) throw new Error('TRUSTED_PROXIES is set, so this server sits behind a reverse proxy, and without SMTP_URL it would open the development mailbox, which shows every one-time code and reset link. Set SMTP_URL (README, Configuration), or unset TRUSTED_PROXIES on a machine no proxy reaches.');
    return { kind: 'dev-mailbox', warning: `${rule}\nDEVELOPMENT MAILBOX: no SMTP_URL is set, so e-mails (one-time codes, reset links) are not sent;\nthey are shown at /dev/mailbox to anyone who can reach this server (${config.HOST}).\nSet SMTP_URL before real customers use this bank.\n${rule}` };
  }
  return { kind: 'none', warning: `${rule}\nNO E-MAIL: no SMTP_URL is set and the server listens on ${config.HOST}, beyond this machine,\nso there is no development mailbox and e-mails (one-time codes, reset links) are NOT sent.\nSet SMTP_URL, or BANK_DEV_MAILBOX=true on a private test machine.\n${rule}` };
}
