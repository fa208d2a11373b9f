/**
 * A user's sign-in secrets (hashes only) and failed-attempt count: the lockout rule of
 * DECISIONS 12. Hashing happens at the edge; the domain only records the verdicts.
 */
import { z } from 'zod';
import { refuse } from '../errors.ts';

export const credentialsStream = (userId: string): string => `credentials-${userId}`;

/** How long sign-in stays locked after maxLoginAttempts consecutive failures. */
export const LOGIN_LOCK_MINUTES = 15;
export const loginLockedMessage = `Too many failed login attempts. Your account is locked for ${LOGIN_LOCK_MINUTES} minutes.`;
export const loginRefusedMessage = 'Invalid email, password or PIN.';

export const credentialsEventSchemas = {
  CredentialsSet: z.object({ passwordHash: z.string().min(20).max(400), pinHash: z.string().min(20).max(400), at: z.string() }),
  LoginFailed: z.object({ at: z.string(), attempt: z.number().int().min(1), ip: z.string().max(64) }),
  LoginSucceeded: z.object({ at: z.string(), sessionId: z.string().max(64), ip: z.string().max(64) }),
  PinFailed: z.object({ at: z.string(), attempt: z.number().int().min(1), transferId: z.string().max(64) }),
  PinSucceeded: z.object({ at: z.string(), transferId: z.string().max(64) }),
};

export type CredentialsEvent =
  | { type: 'CredentialsSet'; data: z.infer<typeof credentialsEventSchemas.CredentialsSet> }
  | { type: 'LoginFailed'; data: z.infer<typeof credentialsEventSchemas.LoginFailed> }
  | { type: 'LoginSucceeded'; data: z.infer<typeof credentialsEventSchemas.LoginSucceeded> }
  | { type: 'PinFailed'; data: z.infer<typeof credentialsEventSchemas.PinFailed> }
  | { type: 'PinSucceeded'; data: z.infer<typeof credentialsEventSchemas.PinSucceeded> };

export interface CredentialsState {
  passwordHash: string | null;
  pinHash: string | null;
  consecutiveFailures: number;
  lastFailureAt: string | null;
  /** Consecutive wrong transaction PINs at the transfer step, and when the last one was. */
  pinFailures: number;
  lastPinFailureAt: string | null;
}

export const initialCredentialsState: CredentialsState = { passwordHash: null, pinHash: null, consecutiveFailures: 0, lastFailureAt: null, pinFailures: 0, lastPinFailureAt: null };

export function evolveCredentials(state: CredentialsState, event: CredentialsEvent): CredentialsState {
  switch (event.type) {
    case 'CredentialsSet':
      return { ...state, passwordHash: event.data.passwordHash, pinHash: event.data.pinHash };
    case 'LoginFailed':
      return { ...state, consecutiveFailures: event.data.attempt, lastFailureAt: event.data.at };
    case 'LoginSucceeded':
      return { ...state, consecutiveFailures: 0, lastFailureAt: null };
    case 'PinFailed':
      return { ...state, pinFailures: event.data.attempt, lastPinFailureAt: event.data.at };
    case 'PinSucceeded':
      return { ...state, pinFailures: 0, lastPinFailureAt: null };
  }
}

/** Locked while the failures reached the threshold and the last one is recent. */
export function isLocked(state: CredentialsState, maxAttempts: number, at: string): boolean {
  if (state.consecutiveFailures < maxAttempts || !state.lastFailureAt) return false;
  const unlockAt = Date.parse(state.lastFailureAt) + LOGIN_LOCK_MINUTES * 60_000;
  return Date.parse(at) < unlockAt;
}

export interface LoginAttempt {
  /** Whether password and PIN both matched their hashes (checked at the edge). */
  verified: boolean;
  maxAttempts: number;
  sessionId: string;
  ip: string;
  at: string;
}

/**
 * Records the attempt. A locked account is refused without an event, so hammering it does
 * not extend the lock; a failure that reaches the threshold still answers "locked".
 */
export function decideLogin(attempt: LoginAttempt, state: CredentialsState): CredentialsEvent[] {
  if (isLocked(state, attempt.maxAttempts, attempt.at)) refuse('locked', loginLockedMessage);
  const { at, ip, sessionId } = attempt;
  if (attempt.verified) return [{ type: 'LoginSucceeded', data: { at, sessionId, ip } }];
  // Not locked but at the threshold means an earlier lock has expired: counting starts again.
  const failures = state.consecutiveFailures >= attempt.maxAttempts ? 0 : state.consecutiveFailures;
  return [{ type: 'LoginFailed', data: { at, ip, attempt: failures + 1 } }];
}

/** Wrong transaction PINs in a row before money movement locks (issue 3). */
export const MAX_PIN_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 15;
export const pinLockedMessage = `Too many wrong PIN attempts. Transfers are locked for ${PIN_LOCK_MINUTES} minutes.`;
export const wrongPinMessage = 'Wrong PIN. Please enter your correct transaction PIN.';

export function isPinLocked(state: CredentialsState, at: string): boolean {
  if (state.pinFailures < MAX_PIN_ATTEMPTS || !state.lastPinFailureAt) return false;
  return Date.parse(at) < Date.parse(state.lastPinFailureAt) + PIN_LOCK_MINUTES * 60_000;
}

/**
 * Records a transaction-PIN check (verified at the edge against the hash). A locked PIN is
 * refused without an event so retrying does not extend the lock.
 */
export function decidePinCheck(check: { verified: boolean; transferId: string; at: string }, state: CredentialsState): CredentialsEvent[] {
  if (isPinLocked(state, check.at)) refuse('locked', pinLockedMessage);
  const { at, transferId } = check;
  if (check.verified) return [{ type: 'PinSucceeded', data: { at, transferId } }];
  const failures = state.pinFailures >= MAX_PIN_ATTEMPTS ? 0 : state.pinFailures;
  return [{ type: 'PinFailed', data: { at, transferId, attempt: failures + 1 } }];
}
