/**
 * The table of rate-limit policies (docs/security.md repeats it) and the parser of their
 * overrides (BANK_RATE_LIMITS), apart from the limiters themselves (rate-limits.ts): the
 * configuration checks BANK_RATE_LIMITS at start before anything else is loaded (issue 30).
 */
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
