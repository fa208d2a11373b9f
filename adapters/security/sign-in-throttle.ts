/**
 * Sign-in throttling at the edge (issue 12 item 4, DECISIONS 26) on the bank's rate limits:
 * per client address across e-mails (password spraying) and per normalized e-mail, known or
 * not, with the progressive delay of domain/credentials/sign-in-throttle.ts. A delay never
 * becomes a lock: the owner's unlock link skips the per-e-mail wait.
 */
import { signInDelaySeconds, signInThrottledMessage } from '../../domain/credentials/sign-in-throttle.ts';
import { normalizeEmail } from '../../domain/user/claims.ts';
import type { RateLimits } from './rate-limits.ts';

/** Whose attempts are counted: the client's network address (its socket, never a header) and the e-mail typed. */
export interface SignInKeys {
  client: string;
  account: string;
}

export const signInKeys = (clientKey: string, email: string): SignInKeys => ({ client: clientKey, account: normalizeEmail(email) });

/** A sign-in that must wait; the HTTP edge answers it 429 with Retry-After and this message. */
export class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(signInThrottledMessage(retryAfterSeconds));
    this.name = 'SignInThrottledError';
  }
}

/**
 * Lets the attempt through, or throws SignInThrottledError with the longer of the two waits.
 * Checked before any password hash is computed, so waiting attempts cost the server nothing.
 */
export async function admitSignIn(limits: RateLimits, keys: SignInKeys, skipAccountDelay: boolean): Promise<void> {
  const [client, account] = await Promise.all([
    limits.blockedFor('sign-in-client', keys.client),
    skipAccountDelay ? 0 : limits.blockedFor('sign-in-delay', keys.account),
  ]);
  const wait = Math.max(client, account);
  if (wait > 0) throw new SignInThrottledError(wait);
}

/** Counts a failure against the client and the e-mail and sets the e-mail's next wait; returns it in seconds. */
export async function recordSignInFailure(limits: RateLimits, keys: SignInKeys, maxAttempts: number): Promise<number> {
  const [client, counted] = await Promise.all([limits.consume('sign-in-client', keys.client), limits.consume('sign-in-account', keys.account)]);
  // The library blocks on the try after the last point; the client's allowance ends with its last failure.
  if (client.remaining === 0) await limits.block('sign-in-client', keys.client, limits.policy('sign-in-client').blockSeconds);
  const failures = limits.policy('sign-in-account').points - counted.remaining;
  const delay = signInDelaySeconds(failures, maxAttempts);
  if (delay > 0) await limits.block('sign-in-delay', keys.account, delay);
  return delay;
}

/** The owner got in: the e-mail's count and wait start again (the client's failures stay counted). */
export async function recordSignInSuccess(limits: RateLimits, keys: SignInKeys): Promise<void> {
  await Promise.all([limits.delete('sign-in-account', keys.account), limits.delete('sign-in-delay', keys.account)]);
}
