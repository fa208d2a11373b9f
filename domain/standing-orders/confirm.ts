/**
 * Setting up or resuming a standing order after its e-mailed code, declared (domain/command.ts):
 * the pending request names which of the two it is (and so the step-up row), the change's code is
 * checked and counted by the one coded step, and the order is created or resumed in the same append.
 */
import type { DeclaredCommand } from '../command.ts';
import { decideChangeCodeStep } from '../credentials/change-code-step.ts';
import { credentialChangeDecider, credentialChangeStream, type CredentialChange } from '../credentials/credential-change.ts';
import { credentialsDecider, credentialsStream, type CredentialsState } from '../credentials/credentials.ts';
import { refuse } from '../errors.ts';
import type { Refusal } from '../idempotency/idempotency.ts';
import { standingOrderDecider, standingOrderMessages, type StandingOrder } from './decider.ts';
import { standingOrderStream } from './events.ts';

export interface ConfirmStandingOrderInput {
  userId: string;
  orderId: string;
  changeId: string;
  code: string;
  at: string;
  codeMatches(codeHash: string): boolean;
}

/** The order after the code, and whether it was created (else resumed); or the wrong code's refusal. */
export type ConfirmStandingOrderResult = { ok: true; state: StandingOrder; created: boolean } | { ok: false; outcome: Refusal; lockedAt: string | null };

export const confirmStandingOrderCommand: DeclaredCommand<ConfirmStandingOrderInput, { change: CredentialChange; credentials: CredentialsState; order: StandingOrder }, ConfirmStandingOrderResult> = {
  name: 'standing-order-confirm',
  folds: { change: credentialChangeDecider, credentials: credentialsDecider, order: standingOrderDecider },
  streams: (input) => ({ change: credentialChangeStream(input.changeId), credentials: credentialsStream(input.userId), order: standingOrderStream(input.orderId) }),
  decide(input, states) {
    const { userId, changeId, at } = input;
    const creating = states.order.requested?.changeId === changeId && !states.order.terms;
    if (!creating && states.order.resumeChangeId !== changeId) return refuse('not_found', standingOrderMessages.requestNotFound);
    const operation = creating ? 'standing-order-create' : 'standing-order-resume';
    const step = decideChangeCodeStep({ operation, kind: 'standing_order', userId, changeId, code: input.code, at, codeMatches: input.codeMatches }, states);
    if (!step.ok) return { events: step.events, result: { ok: false, outcome: step.outcome, lockedAt: step.lockedAt } };
    const events = standingOrderDecider.decide(creating ? { type: 'ConfirmStandingOrder', userId, changeId, at } : { type: 'ResumeStandingOrder', userId, changeId, at }, states.order);
    return { events: { ...step.events, order: events }, result: { ok: true, state: events.reduce(standingOrderDecider.evolve, states.order), created: creating } };
  },
};
