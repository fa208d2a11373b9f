/**
 * The edge of the one coded step: the step itself is pure and composed into each confirm's declared
 * command (domain/credentials/change-code-step.ts for e-mailed change codes, domain/transfer/confirm.ts
 * for a transfer's code), driven by the step-up table (domain/credentials/step-up.ts). What is left
 * here runs after the commit: a lock just taken ends sessions and mails the unlock link, and a
 * door without idempotent answers throws the refusal for the HTTP layer to word.
 */
import { DomainError, wordsOf } from '../../domain/errors.ts';
import type { Refusal } from '../../domain/idempotency/idempotency.ts';
import type { BankContext } from './context.ts';
import { afterMoneyLocked } from './money-lock-service.ts';

/** After the commit: a lock just taken ends every session and mails the unlock link (money-lock-service.ts). */
export async function afterCodedStep(ctx: BankContext, user: { id: string; email: string }, step: { lockedAt?: string | null }, origin: string, requestId: string): Promise<void> {
  if (step.lockedAt) await afterMoneyLocked(ctx, user, step.lockedAt, origin, requestId);
}

/** For a door without idempotent answers: the refusal thrown as the error the HTTP layer words. */
export function throwRefusal(outcome: Refusal): never {
  throw new DomainError(outcome.code, outcome.said ?? wordsOf(outcome.message), outcome.fields && { ...outcome.fields, ...outcome.fieldsSaid });
}
