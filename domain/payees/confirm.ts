/**
 * Saving a payee after its e-mailed code, declared (domain/command.ts): the change's code checked
 * and counted by the one coded step (domain/credentials/change-code-step.ts), and the payee added
 * in the same append as the code's acceptance.
 */
import type { DeclaredCommand } from '../command.ts';
import { decideChangeCodeStep } from '../credentials/change-code-step.ts';
import { credentialChangeDecider, credentialChangeStream, type CredentialChange } from '../credentials/credential-change.ts';
import { credentialsDecider, credentialsStream, type CredentialsState } from '../credentials/credentials.ts';
import type { Refusal } from '../idempotency/idempotency.ts';
import { payeesDecider, payeesStream, type PayeeAddedData, type Payees } from './payees.ts';

export interface ConfirmPayeeInput {
  userId: string;
  changeId: string;
  code: string;
  at: string;
  codeMatches(codeHash: string): boolean;
}

/** The payee added, or the wrong code's refusal and when it locked money movement. */
export type ConfirmPayeeResult = { ok: true; added: PayeeAddedData | null } | { ok: false; outcome: Refusal; lockedAt: string | null };

export const confirmPayeeCommand: DeclaredCommand<ConfirmPayeeInput, { change: CredentialChange; credentials: CredentialsState; payees: Payees }, ConfirmPayeeResult> = {
  name: 'payee-confirm',
  folds: { change: credentialChangeDecider, credentials: credentialsDecider, payees: payeesDecider },
  streams: (input) => ({ change: credentialChangeStream(input.changeId), credentials: credentialsStream(input.userId), payees: payeesStream(input.userId) }),
  decide(input, states) {
    const step = decideChangeCodeStep({ operation: 'payee-add', kind: 'payee', ...input }, states);
    if (!step.ok) return { events: step.events, result: { ok: false, outcome: step.outcome, lockedAt: step.lockedAt } };
    const events = payeesDecider.decide({ type: 'AddPayee', changeId: input.changeId, at: input.at }, states.payees);
    const added = events.find((e) => e.type === 'PayeeAdded')?.data ?? null;
    return { events: { ...step.events, payees: events }, result: { ok: true, added } };
  },
};
