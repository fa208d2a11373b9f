/**
 * A user's sign-in secrets (hashes only) and the record of sign-in and PIN verdicts.
 * Hashing happens at the edge; the domain only records the verdicts. Sign-in failures no
 * longer lock the account (DECISIONS 26): the edge slows them down (sign-in-throttle.ts).
 */
import { z } from 'zod';
import type { Decider } from '../decider.ts';
import { english, refuse } from '../errors.ts';
import { decideCodeOutcome, decideMoneyUnlock, evolveMoneyGuard, initialMoneyGuard, moneyLockEventSchemas, type MoneyGuard, type MoneyLockEvent } from './money-lock.ts';

export const credentialsStream = (userId: string): string => `credentials-${userId}`;

export const loginRefusedMessage = english('session.loginRefused');

export const credentialsEventSchemas = {
  CredentialsSet: z.object({ passwordHash: z.string().min(20).max(400), pinHash: z.string().min(20).max(400), at: z.string() }),
  LoginFailed: z.object({ at: z.string(), attempt: z.number().int().min(1), ip: z.string().max(64) }),
  LoginSucceeded: z.object({ at: z.string(), sessionId: z.string().max(64), ip: z.string().max(64) }),
  /** One counter for every PIN check: a transfer's PIN step (transferId) or a card reveal (cardId). */
  PinFailed: z.object({ at: z.string(), attempt: z.number().int().min(1), transferId: z.string().max(64).optional(), cardId: z.string().max(64).optional() }),
  PinSucceeded: z.object({ at: z.string(), transferId: z.string().max(64).optional(), cardId: z.string().max(64).optional() }),
  ...moneyLockEventSchemas,
};

export type CredentialsEvent =
  | { type: 'CredentialsSet'; data: z.infer<typeof credentialsEventSchemas.CredentialsSet> }
  | { type: 'LoginFailed'; data: z.infer<typeof credentialsEventSchemas.LoginFailed> }
  | { type: 'LoginSucceeded'; data: z.infer<typeof credentialsEventSchemas.LoginSucceeded> }
  | { type: 'PinFailed'; data: z.infer<typeof credentialsEventSchemas.PinFailed> }
  | { type: 'PinSucceeded'; data: z.infer<typeof credentialsEventSchemas.PinSucceeded> }
  | MoneyLockEvent;

export interface CredentialsState {
  passwordHash: string | null;
  pinHash: string | null;
  consecutiveFailures: number;
  lastFailureAt: string | null;
  /** Consecutive wrong transaction PINs at the transfer step, and when the last one was. */
  pinFailures: number;
  lastPinFailureAt: string | null;
  /** Wrong one-time codes across transfers and the money movement lock (money-lock.ts). */
  money: MoneyGuard;
}

export const initialCredentialsState: CredentialsState = { passwordHash: null, pinHash: null, consecutiveFailures: 0, lastFailureAt: null, pinFailures: 0, lastPinFailureAt: null, money: initialMoneyGuard };

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
    default:
      return { ...state, money: evolveMoneyGuard(state.money, event) };
  }
}

export const foldCredentials = (events: readonly CredentialsEvent[]): CredentialsState => events.reduce(evolveCredentials, initialCredentialsState);

export interface LoginAttempt {
  /** Whether password and PIN both matched their hashes (checked at the edge, outside any retry). */
  verified: boolean;
  sessionId: string;
  ip: string;
  at: string;
}

/**
 * Records the verdict for the audit: the attempt was let through by the throttle, and the
 * hashes were checked before this decision, so it is cheap to retry on a version conflict.
 */
export function decideLogin(attempt: LoginAttempt, state: CredentialsState): CredentialsEvent[] {
  const { at, ip, sessionId } = attempt;
  if (attempt.verified) return [{ type: 'LoginSucceeded', data: { at, sessionId, ip } }];
  return [{ type: 'LoginFailed', data: { at, ip, attempt: state.consecutiveFailures + 1 } }];
}

/** Wrong PINs in a row (transfer PIN steps and card reveals together) before PIN checks lock (issue 3). */
export const MAX_PIN_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 15;
export const pinLockedMessage = english('codes.pinLocked', { minutes: PIN_LOCK_MINUTES });
export const wrongPinMessage = english('codes.wrongPin');

export function isPinLocked(state: CredentialsState, at: string): boolean {
  if (state.pinFailures < MAX_PIN_ATTEMPTS || !state.lastPinFailureAt) return false;
  return Date.parse(at) < Date.parse(state.lastPinFailureAt) + PIN_LOCK_MINUTES * 60_000;
}

export const pinChangedMessage = english('codes.pinChanged');

/** What a PIN unlocks: a transfer's PIN step or a card's full number. Both share one failure count. */
export type PinSubject = { transferId: string } | { cardId: string };

/**
 * Records a PIN check verified at the edge, outside the retried decision, against `pinHash`:
 * if the hash on the stream is another one now, the verdict is stale and the caller is asked
 * to try again. A locked PIN is refused without an event so retrying does not extend the lock.
 */
export function decidePinCheck(check: { verified: boolean; pinHash: string | null; subject: PinSubject; at: string }, state: CredentialsState): CredentialsEvent[] {
  if (isPinLocked(state, check.at)) refuse('locked', pinLockedMessage);
  if (check.pinHash !== state.pinHash) refuse('conflict', pinChangedMessage);
  const { at, subject } = check;
  if (check.verified) return [{ type: 'PinSucceeded', data: { at, ...subject } }];
  const failures = state.pinFailures >= MAX_PIN_ATTEMPTS ? 0 : state.pinFailures;
  return [{ type: 'PinFailed', data: { at, ...subject, attempt: failures + 1 } }];
}

export type CredentialsCommand =
  | ({ type: 'RecordLogin' } & LoginAttempt)
  | ({ type: 'RecordPinCheck' } & Parameters<typeof decidePinCheck>[0])
  | ({ type: 'RecordCodeOutcome' } & Parameters<typeof decideCodeOutcome>[0])
  | ({ type: 'UnlockMoneyMovement' } & Parameters<typeof decideMoneyUnlock>[0]);

/**
 * A user's credentials stream: sign-in and PIN verdicts (checked at the edge, carried in the
 * command), and the one-time-code counters and money movement lock kept beside them.
 */
export const credentialsDecider: Decider<CredentialsCommand, CredentialsEvent, CredentialsState> = {
  initialState: initialCredentialsState,
  evolve: evolveCredentials,
  decide(command, state) {
    switch (command.type) {
      case 'RecordLogin':
        return decideLogin(command, state);
      case 'RecordPinCheck':
        return decidePinCheck(command, state);
      case 'RecordCodeOutcome':
        return decideCodeOutcome(command, state.money);
      case 'UnlockMoneyMovement':
        return decideMoneyUnlock({ via: command.via, actorId: command.actorId, reason: command.reason, at: command.at }, state.money);
    }
  },
};
