/**
 * The one coded step over an e-mailed change code, pure (the loan repayment, the payee, and any
 * confirm whose code was issued by a credential change): the lock refuses what the step-up row
 * says, the change's code is compared and counted on the change, and the one coded step counts it
 * on the customer's guard; a wrong code is a refusal kept with its counts, never thrown.
 */
import { refusal, type Refusal } from '../idempotency/idempotency.ts';
import type { DeclaredCommand } from '../command.ts';
import { credentialChangeDecider, credentialChangeMessages, credentialChangeStream, decideCheckChangeCode, type CredentialChange, type CredentialChangeEvent, type CredentialKind } from './credential-change.ts';
import { credentialsDecider, credentialsStream, type CredentialsEvent, type CredentialsState } from './credentials.ts';
import type { MoneyLockEvent } from './money-lock.ts';
import { decideCodedStep, requireAllowed, type StepUpOperation } from './step-up.ts';
import { refuse, wordsOf } from '../errors.ts';

export interface ChangeCodeCheck {
  operation: StepUpOperation;
  kind: CredentialKind;
  userId: string;
  changeId: string;
  code: string;
  at: string;
  /** Whether the code typed matches the change's recorded hash (an HMAC keyed by the server's secret). */
  codeMatches(codeHash: string): boolean;
}

/** The events of both streams, and for a wrong code the refusal to answer and when it locked money movement. */
export type ChangeCodeStep =
  | { ok: true; events: { change: CredentialChangeEvent[]; credentials: MoneyLockEvent[] } }
  | { ok: false; events: { change: CredentialChangeEvent[]; credentials: MoneyLockEvent[] }; outcome: Refusal; lockedAt: string | null };

export function decideChangeCodeStep(check: ChangeCodeCheck, states: { change: CredentialChange; credentials: CredentialsState }): ChangeCodeStep {
  const { change, credentials } = states;
  // The lock refuses before the code is compared; the coded step decides again with the verdict.
  requireAllowed(check.operation, credentials.money);
  if (change.request && change.request.kind !== check.kind) refuse('not_found', credentialChangeMessages.notFound);
  const matches = !!change.request && /^\d{4}$/.test(check.code) && check.codeMatches(change.request.codeHash);
  const verdict = decideCheckChangeCode({ userId: check.userId, matches, at: check.at }, change);
  // Only a code actually compared is a guess: an expired or finished change counts nothing.
  const compared = verdict.ok || verdict.events.some((e) => e.type === 'CredentialChangeCodeFailed');
  const step = decideCodedStep({ operation: check.operation, subject: check.changeId, compared, matches: verdict.ok, message: verdict.ok ? '' : verdict.message, at: check.at }, credentials.money);
  const events = { change: verdict.events, credentials: step.counted };
  if (step.ok) return { ok: true, events };
  const { code, message } = step.refusal;
  return { ok: false, events, outcome: code === 'locked' ? refusal(code, wordsOf(message)) : refusal(code, wordsOf(message), { code: message }), lockedAt: step.lockedAt };
}

type ChangeStates = { change: CredentialChange; credentials: CredentialsState };
type Checked = { ok: true } | { ok: false; outcome: Refusal; lockedAt: string | null };
const rolesOf = (input: { changeId: string; userId: string }) => ({ change: credentialChangeStream(input.changeId), credentials: credentialsStream(input.userId) });

/** A code that only unlocks what the edge does next (a statement to another address), declared: the change and the guard. */
export const changeCodeCommand: DeclaredCommand<ChangeCodeCheck, ChangeStates, Checked> = {
  name: 'change-code',
  folds: { change: credentialChangeDecider, credentials: credentialsDecider },
  streams: rolesOf,
  decide(input, states) {
    const step = decideChangeCodeStep(input, states);
    return { events: step.events, result: step.ok ? { ok: true } : { ok: false, outcome: step.outcome, lockedAt: step.lockedAt } };
  },
};

/** A password or PIN change's code, declared: when right, the new hash is set in the same append as the code's count. */
export const confirmCredentialChangeCommand: DeclaredCommand<ChangeCodeCheck & { kind: 'password' | 'pin'; newHash: string }, ChangeStates, Checked> = {
  name: 'credential-change-confirm',
  folds: { change: credentialChangeDecider, credentials: credentialsDecider },
  streams: rolesOf,
  decide(input, states) {
    const step = decideChangeCodeStep(input, states);
    if (!step.ok) return { events: step.events, result: { ok: false, outcome: step.outcome, lockedAt: step.lockedAt } };
    const current = states.credentials;
    if (!current.passwordHash || !current.pinHash) throw new Error('credentials missing');
    const set: CredentialsEvent = { type: 'CredentialsSet', data: { passwordHash: input.kind === 'password' ? input.newHash : current.passwordHash, pinHash: input.kind === 'pin' ? input.newHash : current.pinHash, at: input.at } };
    // One append to the credentials stream: the code's count and the new secret together.
    return { events: { change: step.events.change, credentials: [...step.events.credentials, set] }, result: { ok: true } };
  },
};
