/**
 * The one coded step over an e-mailed change code, pure (the loan repayment, the payee, and any
 * confirm whose code was issued by a credential change): the lock refuses what the step-up row
 * says, the change's code is compared and counted on the change, and the one coded step counts it
 * on the customer's guard; a wrong code is a refusal kept with its counts, never thrown.
 */
import { refusal, type Refusal } from '../idempotency/idempotency.ts';
import { credentialChangeMessages, decideCheckChangeCode, type CredentialChange, type CredentialChangeEvent, type CredentialKind } from './credential-change.ts';
import type { CredentialsState } from './credentials.ts';
import type { MoneyLockEvent } from './money-lock.ts';
import { decideCodedStep, requireAllowed, type StepUpOperation } from './step-up.ts';
import { refuse } from '../errors.ts';

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
  return { ok: false, events, outcome: code === 'locked' ? refusal(code, message) : refusal(code, message, { code: message }), lockedAt: step.lockedAt };
}
