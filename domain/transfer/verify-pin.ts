/**
 * Step 2 of a transfer as one declared command (domain/command.ts): the PIN's verdict (checked
 * at the edge, before the retried decision) recorded on the customer's credentials, and on a
 * right PIN a fresh code issued on the transfer, bound to its amount and payee, in one append.
 */
import type { DeclaredCommand } from '../command.ts';
import { credentialsDecider, credentialsStream, type CredentialsState } from '../credentials/credentials.ts';
import { decidePinStep } from '../credentials/pin-check.ts';
import { transferOperation } from '../credentials/step-up.ts';
import { openRequest, transferProcessDecider, transferStream, type TransferEvent, type TransferProcess, type TransferRequest } from './process.ts';

export interface VerifyTransferPinInput {
  transferId: string;
  userId: string;
  /** The PIN's verdict against `pinHash`, the hash it was checked against (recorded only while it is still the current one). */
  verified: boolean;
  pinHash: string | null;
  sentTo: string;
  at: string;
  /** The code's hash for a payee digest (an HMAC keyed by the server's secret). */
  codeHashOf(payeeDigest: string): string;
  digestOf(request: TransferRequest): string;
}

export interface VerifyTransferPinResult {
  /** The failed attempt's number, 0 when the PIN was right. */
  failed: number;
  request: TransferRequest;
  issued: TransferEvent[];
}

export const verifyTransferPinCommand: DeclaredCommand<VerifyTransferPinInput, { credentials: CredentialsState; transfer: TransferProcess }, VerifyTransferPinResult> = {
  name: 'transfer-pin',
  // The order the roles' events are appended in: the PIN's verdict, then the code issued.
  folds: { credentials: credentialsDecider, transfer: transferProcessDecider },
  streams: (input) => ({ credentials: credentialsStream(input.userId), transfer: transferStream(input.transferId) }),
  locks: (input) => [input.userId],
  decide(input, { credentials, transfer }) {
    const request = openRequest(transfer, input.userId);
    const { events: pinEvents, failed } = decidePinStep({ ...input, operation: transferOperation[request.kind], subject: { transferId: input.transferId } }, credentials);
    const payeeDigest = input.digestOf(request);
    const issued = failed ? [] : [...transferProcessDecider.decide({ type: 'IssueCode', userId: input.userId, codeHash: input.codeHashOf(payeeDigest), payeeDigest, sentTo: input.sentTo, at: input.at }, transfer)];
    return { events: { credentials: pinEvents, transfer: issued }, result: { failed, request, issued } };
  },
};
