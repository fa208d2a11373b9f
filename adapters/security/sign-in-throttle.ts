/**
 * Sign-in throttling at the edge (issue 12 item 4, DECISIONS 26) on the bank's rate limits:
 * per client address across e-mails (password spraying) and per normalized e-mail, known or
 * not, with the progressive delay of domain/credentials/sign-in-throttle.ts. A delay never
 * becomes a lock: the owner's unlock link skips the per-e-mail wait.
 *
 * Consume first (issue 25 item 3): every attempt takes its points before any hash is
 * computed, in one atomic step of the shared store, so parallel attempts on any number of
 * servers cannot all pass a check made before the others were counted. Points go back when
 * the attempt succeeds (successes are not failures) or is turned away (it cost nothing).
 */
import { signInDelaySeconds, signInNeedsTurn, signInThrottledMessage } from '../../domain/credentials/sign-in-throttle.ts';
import { signInName } from '../../domain/credentials/login-form.ts';
import type { RateLimits } from './rate-limits.ts';

/** Whose attempts are counted: the client's network address (its socket, never a header) and the sign-in name typed (e-mail or account number), in its one form. */
export interface SignInKeys {
  client: string;
  account: string;
}

export const signInKeys = (clientKey: string, name: string): SignInKeys => ({ client: clientKey, account: signInName(name) });

/** A sign-in that must wait; the HTTP edge answers it 429 with Retry-After and this message. */
export class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(signInThrottledMessage(retryAfterSeconds));
    this.name = 'SignInThrottledError';
  }
}

/** An admitted attempt: its place in the e-mail's count and whether it holds the e-mail's turn. */
export interface SignInAdmission {
  keys: SignInKeys;
  place: number;
  holdsTurn: boolean;
}

/**
 * Admits the attempt to the password check, or throws SignInThrottledError with the wait.
 * The client's point and the e-mail's point are taken first; an attempt past the free ones
 * must also take the e-mail's turn and then find the delay over (the holder before it set
 * the delay before giving the turn back, so no attempt can slip between the two).
 */
export async function admitSignIn(limits: RateLimits, keys: SignInKeys, options: { skipAccountDelay: boolean; maxAttempts: number }): Promise<SignInAdmission> {
  const client = await limits.consume('sign-in-client', keys.client);
  if (!client.allowed) throw new SignInThrottledError(client.retryAfterSeconds);
  const { consumed: place } = await limits.consume('sign-in-account', keys.account);
  if (options.skipAccountDelay || !signInNeedsTurn(place, options.maxAttempts)) return { keys, place, holdsTurn: false };
  const wait = await takeTurn(limits, keys);
  if (wait === 0) return { keys, place, holdsTurn: true };
  await Promise.all([limits.reward('sign-in-client', keys.client), limits.reward('sign-in-account', keys.account)]);
  throw new SignInThrottledError(wait);
}

/** Takes the e-mail's turn; 0 when taken with the delay over, else the seconds to wait (the turn left free). */
async function takeTurn(limits: RateLimits, keys: SignInKeys): Promise<number> {
  const turn = await limits.consume('sign-in-turn', keys.account);
  // Another attempt is being checked right now: its answer comes within a second or two.
  if (!turn.allowed) return 1;
  const delay = await limits.blockedFor('sign-in-delay', keys.account);
  if (delay > 0) await limits.delete('sign-in-turn', keys.account);
  return delay;
}

/** Counts the admitted attempt as a failure and sets the e-mail's next wait (before giving the turn back); returns it in seconds. */
export async function recordSignInFailure(limits: RateLimits, admission: SignInAdmission, maxAttempts: number): Promise<number> {
  const { keys } = admission;
  const delay = signInDelaySeconds(admission.place, maxAttempts);
  if (delay > 0) await limits.block('sign-in-delay', keys.account, delay);
  if (admission.holdsTurn) await limits.delete('sign-in-turn', keys.account);
  return delay;
}

/** The owner got in: the client's point goes back, and the e-mail's count, wait and turn start again. */
export async function recordSignInSuccess(limits: RateLimits, admission: SignInAdmission): Promise<void> {
  const { keys } = admission;
  await Promise.all([
    limits.reward('sign-in-client', keys.client),
    limits.delete('sign-in-account', keys.account),
    limits.delete('sign-in-delay', keys.account),
    admission.holdsTurn ? limits.delete('sign-in-turn', keys.account) : undefined,
  ]);
}

/** The attempt ended without a verdict (a store error, a conflict): it counts as nothing. */
export async function releaseSignIn(limits: RateLimits, admission: SignInAdmission): Promise<void> {
  const { keys } = admission;
  await Promise.all([
    limits.reward('sign-in-client', keys.client),
    limits.reward('sign-in-account', keys.account),
    admission.holdsTurn ? limits.delete('sign-in-turn', keys.account) : undefined,
  ]);
}
