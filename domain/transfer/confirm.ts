/**
 * The transfer's confirm as one declared command (domain/command.ts): the code checked against
 * the pending transfer and counted by the one coded step, then the money moved on the payer's
 * stream (and an internal payee's) in the same append, decided once from the request recorded at
 * step 1 (amount, fee, price), the payee's saved date and the settings in force, all read in the
 * same unit of work. Hashes need the server's secret, so the edge hands them in as functions.
 */
import type { DeclaredCommand, IdempotentCommand, IdempotentRequest } from '../command.ts';
import { credentialsDecider, credentialsStream, type CredentialsState } from '../credentials/credentials.ts';
import { decideCodedStep, requireAllowed, transferOperation } from '../credentials/step-up.ts';
import { refuse, said, wordsOf } from '../errors.ts';
import { refusal, type IdempotencyOutcome } from '../idempotency/idempotency.ts';
import { payeeFor, payeesDecider, payeesStream, type Payees } from '../payees/payees.ts';
import { settingsDecider } from '../settings/decider.ts';
import type { Settings } from '../settings/defaults.ts';
import { SETTINGS_STREAM } from '../settings/events.ts';
import { userDecider } from '../user/aggregate.ts';
import { userStream, type UserEvent } from '../user/events.ts';
import { evolveUser, type User, type UserState } from '../user/state.ts';
import { decideCheckCode, openRequest, processMessages, transferProcessDecider, transferStream, type TransferProcess, type TransferRequest } from './process.ts';
import { receiptOf } from './receipt.ts';
import { decideBitcoinTransfer, decideTransfer } from './send.ts';

export interface ConfirmTransferInput {
  transferId: string;
  userId: string;
  /** The internal payee as the request named it when the confirm began: whose stream and lock it takes. */
  recipientUserId: string | null;
  code: string;
  reference: string;
  at: string;
  idempotency: IdempotentRequest;
  /** Whether the code typed matches the one issued (an HMAC keyed by the server's secret). */
  codeMatches(issued: { hash: string; payeeDigest: string }): boolean;
  /** What the code is bound to now (payeeBinding, digested at the edge). */
  digestOf(request: TransferRequest): string;
}

export interface ConfirmTransferStates {
  payer: UserState;
  payee: UserState;
  transfer: TransferProcess;
  credentials: CredentialsState;
  payees: Payees;
  settings: Settings;
}

/** The outcome kept under the idempotency key, and when a wrong code just locked money movement. */
export interface ConfirmTransferResult {
  outcome: IdempotencyOutcome;
  lockedAt: string | null;
}

type Events = { payer?: UserEvent[]; payee?: UserEvent[] };

/** The price's time and liveness as the request recorded them; absent on requests made before they were recorded. */
function recordedValuation(request: TransferRequest): { priceAsOf?: string; priceLive?: boolean } {
  return { ...(request.priceAsOf ? { priceAsOf: request.priceAsOf } : {}), ...(typeof request.priceLive === 'boolean' ? { priceLive: request.priceLive } : {}) };
}

function internationalOf(request: TransferRequest) {
  const d = request.details;
  return {
    recipientAddress: d.recipientAddress ?? '', city: d.recipientCity ?? '', country: d.recipientCountry ?? '', swiftCode: d.swiftCode ?? '',
    bankAddress: d.bankAddress ?? '', purpose: d.purpose ?? '', recipientCurrency: d.currency ?? 'USD',
  };
}

/** The money events of the request on the payer's stream (and an internal payee's): the payer and payee deciders composed. */
export function decideMoneyMoved({ request, reference, at }: { request: TransferRequest; reference: string; at: string }, states: Pick<ConfirmTransferStates, 'payer' | 'payee' | 'payees' | 'settings'>): Events {
  const sender = states.payer;
  if (!sender.exists) return refuse('not_found', said('session.userNotFound'));
  const description = request.details.description ?? '';
  if (request.kind === 'bitcoin') {
    return { payer: decideBitcoinTransfer({
      type: 'SendBitcoin', transferId: request.transferId, amount: request.amount, fee: request.fee, walletAddress: request.details.recipientAddress ?? '',
      description, reference, btcPrice: request.btcPrice ?? 0, priceSource: request.priceSource ?? 'default', ...recordedValuation(request), at,
    }, sender) };
  }
  const recipient = request.recipientUserId && states.payee.exists ? states.payee : null;
  // Read with the same versions as the money: a payee saved a moment ago still cools off.
  const payeeAddedAt = payeeFor(states.payees, request.kind, request.details)?.addedAt ?? null;
  const decision = decideTransfer({
    type: 'SendTransfer', transferId: request.transferId, kind: request.kind, amount: request.amount, fee: request.fee,
    recipientName: request.details.recipientName ?? '', recipientAccount: request.details.accountNumber ?? '', recipientBank: request.details.bankName ?? '',
    description, reference, at, payeeAddedAt, ...(request.kind === 'international' ? { international: internationalOf(request) } : {}),
  }, { sender, recipient, settings: states.settings });
  return { payer: decision.sender, ...(request.recipientUserId ? { payee: decision.recipient } : {}) };
}

/** The code checked and counted (a wrong one refused, and kept as the outcome), then the money moved with the transfer completed. */
function decideConfirm(input: ConfirmTransferInput, states: ConfirmTransferStates) {
  const { transfer, credentials } = states;
  const request = openRequest(transfer, input.userId);
  const operation = transferOperation[request.kind];
  // The lock refuses before the code is compared; the coded step decides again with the verdict.
  requireAllowed(operation, credentials.money);
  const matches = !!transfer.code && /^\d{4}$/.test(input.code) && input.codeMatches(transfer.code);
  const verdict = decideCheckCode({ userId: input.userId, matches, currentDigest: input.digestOf(request), at: input.at }, transfer);
  const failed = verdict.ok ? [] : verdict.events;
  const compared = verdict.ok || failed.some((e) => e.type === 'OneTimeCodeFailed');
  const step = decideCodedStep({ operation, subject: input.transferId, compared, matches: verdict.ok, message: verdict.ok ? '' : verdict.message, at: input.at }, credentials.money);
  if (!step.ok) {
    const { code, message } = step.refusal;
    const outcome = code === 'locked' ? refusal(code, wordsOf(message)) : refusal(code, wordsOf(message), { code: message });
    return { events: { transfer: failed, credentials: step.counted }, result: { outcome, lockedAt: step.lockedAt } };
  }
  // The payee's stream and lock were chosen from the request as it stood a moment before; a request changed since is confirmed again.
  if (request.recipientUserId !== input.recipientUserId) refuse('validation', processMessages.changed);
  const moved = decideMoneyMoved({ request, reference: input.reference, at: input.at }, states);
  const payerAfter = (moved.payer ?? []).reduce(evolveUser, states.payer) as User;
  const completed = transferProcessDecider.decide({ type: 'CompleteTransfer', userId: input.userId, reference: input.reference, at: input.at }, transfer);
  const outcome: IdempotencyOutcome = { kind: 'accepted', answer: { receipt: receiptOf(request, payerAfter, input.reference, input.at) } };
  return { events: { ...moved, transfer: completed, credentials: step.counted }, result: { outcome, lockedAt: null } };
}

/** Step 3 of every transfer wizard, declared: the streams by role, the payer's and payee's locks, the composed decision. */
export const confirmTransferCommand: IdempotentCommand<ConfirmTransferInput, ConfirmTransferStates, ConfirmTransferResult> = {
  name: 'transfer-confirm',
  // The order the roles' events are appended in: the money, the transfer completed, the code's count.
  folds: { payer: userDecider, payee: userDecider, transfer: transferProcessDecider, credentials: credentialsDecider, payees: payeesDecider, settings: settingsDecider },
  streams: (input) => ({
    payer: userStream(input.userId), payee: input.recipientUserId ? userStream(input.recipientUserId) : null, transfer: transferStream(input.transferId),
    credentials: credentialsStream(input.userId), payees: payeesStream(input.userId), settings: SETTINGS_STREAM,
  }),
  locks: (input) => (input.recipientUserId ? [input.userId, input.recipientUserId] : [input.userId]),
  decide: decideConfirm,
  idempotency: { request: (input) => input.idempotency, outcome: (result) => result.outcome },
} satisfies DeclaredCommand<ConfirmTransferInput, ConfirmTransferStates, ConfirmTransferResult>;
