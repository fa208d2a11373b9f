/**
 * A transaction PIN's verdict (argon2-checked at the edge, before the retried decision) recorded
 * on the customer's credentials, refused first while the lock refuses the operation; declared
 * (domain/command.ts) for a door whose PIN step is all it writes (a card reveal), and composed into
 * the transfer's PIN step (domain/transfer/verify-pin.ts).
 */
import type { DeclaredCommand } from '../command.ts';
import { credentialsDecider, credentialsStream, type CredentialsEvent, type CredentialsState, type PinSubject } from './credentials.ts';
import { requireAllowed, type StepUpOperation } from './step-up.ts';

export interface PinCheckInput {
  userId: string;
  operation: StepUpOperation;
  /** The verdict against `pinHash`, the hash it was checked against (recorded only while it is still the current one). */
  verified: boolean;
  pinHash: string | null;
  subject: PinSubject;
  at: string;
}

/** The PIN's events, and the failed attempt's number (0 when right). */
export function decidePinStep(input: PinCheckInput, credentials: CredentialsState): { events: CredentialsEvent[]; failed: number } {
  requireAllowed(input.operation, credentials.money);
  const events = [...credentialsDecider.decide({ type: 'RecordPinCheck', verified: input.verified, pinHash: input.pinHash, subject: input.subject, at: input.at }, credentials)];
  return { events, failed: events[0]?.type === 'PinFailed' ? events[0].data.attempt : 0 };
}

export const pinCheckCommand: DeclaredCommand<PinCheckInput, { credentials: CredentialsState }, number> = {
  name: 'pin-check',
  folds: { credentials: credentialsDecider },
  streams: (input) => ({ credentials: credentialsStream(input.userId) }),
  locks: (input) => [input.userId],
  decide(input, { credentials }) {
    const step = decidePinStep(input, credentials);
    return { events: { credentials: step.events }, result: step.failed };
  },
};
