/**
 * Sign-in throttling (DECISIONS 12 and 26): after maxLoginAttempts failures for one e-mail,
 * each further failure makes the next try wait twice as long, from 1 second up to a ceiling
 * of 15 minutes. A delay, not a lock: it slows a guesser to a few tries an hour and it can be
 * skipped by the owner through the e-mailed unlock link, so no anonymous caller can shut an
 * owner out. The rule is the same for e-mails with and without an account.
 */
import { english } from '../errors.ts';

/** The longest a single wait can be; reached after about ten delayed failures. */
export const SIGN_IN_DELAY_CEILING_SECONDS = 15 * 60;

/** Failures by one client address, across every e-mail, before it must wait (password spraying). */
export const SIGN_IN_CLIENT_FAILURES = 30;

/**
 * How long one sign-in may hold its e-mail's turn (the one check allowed at a time once the
 * free attempts are used): far longer than two argon2 checks take, short enough that a
 * server dying mid-check does not keep the owner waiting.
 */
export const SIGN_IN_TURN_SECONDS = 15;

/**
 * Whether an attempt, counted `place`-th for its e-mail (failures before it and attempts in
 * flight included), must take the e-mail's turn: the first maxLoginAttempts - 1 go freely,
 * the maxLoginAttempts-th and later one at a time and only once the delay has run out.
 */
export function signInNeedsTurn(place: number, maxAttempts: number): boolean {
  return place >= Math.max(1, maxAttempts);
}

/** Seconds the next sign-in for this e-mail must wait after `failures` failures in a row (0: none). */
export function signInDelaySeconds(failures: number, maxAttempts: number): number {
  if (failures < Math.max(1, maxAttempts)) return 0;
  const doublings = Math.min(failures - Math.max(1, maxAttempts), 20);
  return Math.min(SIGN_IN_DELAY_CEILING_SECONDS, 2 ** doublings);
}

/** The answer to a sign-in that must wait, the same whether or not the e-mail has an account. */
export const signInThrottledMessage = (seconds: number): string => english('session.signInThrottled', { wait: seconds });
