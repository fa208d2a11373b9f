/**
 * The one coded step at the edge, driven by the step-up table (domain/credentials/step-up.ts),
 * written once for every confirm that checks an e-mailed code (transfer, loan repayment, payee,
 * password or PIN change, standing order): inside the caller's unit of work it loads the
 * customer's guard, lets the lock refuse what the row says, has the caller compare the code, and
 * lets the domain's one coded step (decideCodedStep) count it and word the refusal (423 at the
 * lock, else the code's own message). The caller commits the appends, then calls `afterCodedStep`.
 */
import { credentialsStream, foldCredentials, type CredentialsEvent } from '../../domain/credentials/credentials.ts';
import { decideCodedStep, requireAllowed, type StepUpOperation } from '../../domain/credentials/step-up.ts';
import { DomainError, wordsOf } from '../../domain/errors.ts';
import { refusal, type Refusal } from '../../domain/idempotency/idempotency.ts';
import type { Decision, Reads } from '../engine/unit-of-work.ts';
import type { BankContext } from './context.ts';
import { afterMoneyLocked } from './money-lock-service.ts';

type Appends = Decision<unknown>['appends'];

/** The caller's comparison of the code against its own pending step. */
export interface CodeCompared {
  ok: boolean;
  /** False when no code was compared (the step expired, was finished or abandoned): that is not a guess. */
  compared: boolean;
  /** What the customer is told when not ok. */
  message: string;
  /** The pending step's own events (a failure counted, the step completed or abandoned). */
  append: Appends[number];
}

/** `appends` holds the step's events and the counts; `counts` alone for a caller that also writes the credentials stream. */
export type CodedStep =
  | { ok: true; appends: Appends; step: Appends[number]; counts: Appends[number] }
  | { ok: false; appends: Appends; outcome: Refusal; lockedAt: string | null };

/** Runs inside a unit of work; never throws for a wrong code, so its counts are committed with the step's events. */
export async function codedStep(reads: Reads, operation: StepUpOperation, check: { userId: string; subject: string; at: string }, compare: () => Promise<CodeCompared>): Promise<CodedStep> {
  const credentials = await reads.load<CredentialsEvent>(credentialsStream(check.userId));
  const guard = foldCredentials(credentials.events).money;
  // Refused before the code is compared when the lock stands; decided again with the verdict.
  requireAllowed(operation, guard);
  const verdict = await compare();
  const decided = decideCodedStep(operation, guard, { subject: check.subject, compared: verdict.compared, matches: verdict.ok, message: verdict.message, at: check.at });
  const counts = { streamId: credentials.streamId, events: decided.counted };
  const appends: Appends = [verdict.append, counts];
  if (decided.ok) return { ok: true, appends, step: verdict.append, counts };
  const { code, message } = decided.refusal;
  const outcome = code === 'locked' ? refusal(code, message) : refusal(code, message, { code: message });
  return { ok: false, appends, outcome, lockedAt: decided.lockedAt };
}

/** After the commit: a lock just taken ends every session and mails the unlock link (money-lock-service.ts). */
export async function afterCodedStep(ctx: BankContext, user: { id: string; email: string }, step: { lockedAt?: string | null }, origin: string, requestId: string): Promise<void> {
  if (step.lockedAt) await afterMoneyLocked(ctx, user, step.lockedAt, origin, requestId);
}

/** For a door without idempotent answers: the refusal thrown as the error the HTTP layer words. */
export function throwRefusal(outcome: Refusal): never {
  throw new DomainError(outcome.code, wordsOf(outcome.message), outcome.fields);
}
