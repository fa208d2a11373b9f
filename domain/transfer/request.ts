/**
 * Step 1 of a transfer as one declared command (domain/command.ts): the fee from the settings in
 * force (the settings stream, as the confirm and standing orders read it), the saved payee's date
 * from the payees stream, and the money rules' canSend check on the payer's stream, all in the
 * unit of work that records the request; the edge hands in the validated form, the payee at this
 * bank and the Bitcoin price (fetched before, never invented).
 */
import type { DeclaredCommand } from '../command.ts';
import { credentialsDecider, credentialsStream, type CredentialsState } from '../credentials/credentials.ts';
import { requireAllowed, transferOperation } from '../credentials/step-up.ts';
import { refuse, said } from '../errors.ts';
import type { Currency } from '../money/money.ts';
import { payeeFor, payeesDecider, payeesStream, type Payees } from '../payees/payees.ts';
import { settingsDecider } from '../settings/decider.ts';
import type { Settings } from '../settings/defaults.ts';
import { SETTINGS_STREAM } from '../settings/events.ts';
import { userDecider } from '../user/aggregate.ts';
import { userStream } from '../user/events.ts';
import type { User, UserState } from '../user/state.ts';
import type { BitcoinValuation } from './bitcoin-valuation.ts';
import { BITCOIN_NETWORK_FEE_SATS } from './form.ts';
import { openRequest, transferProcessDecider, transferStream, type TransferProcess, type TransferRequest } from './process.ts';
import type { TransferKind } from './receipt.ts';
import { canSend, transferFee } from './send.ts';

export interface RequestTransferInput {
  transferId: string;
  userId: string;
  kind: TransferKind;
  /** The form's own fields, validated by the step-1 rules. */
  form: Record<string, string>;
  currency: Currency;
  amount: number;
  /** The customer of this bank the form pays (a local transfer to our bank), or null. */
  payee: User | null;
  /** The Bitcoin price in force (Bitcoin only; null when none could be fetched). */
  price: BitcoinValuation | null;
  at: string;
  /** What a code for this request will be bound to (payeeBinding, digested at the edge). */
  digestOf(request: Omit<TransferRequest, 'payeeDigest'>): string;
}

export interface RequestTransferStates {
  transfer: TransferProcess;
  credentials: CredentialsState;
  payer: UserState;
  payees: Payees;
  settings: Settings;
}

/** The request recorded: amount, fee and price as quoted, and the payee it binds a code to. */
function decideRequest(input: RequestTransferInput, states: RequestTransferStates) {
  const { kind, form, amount, at, price, payee } = input;
  const fee = kind === 'bitcoin' ? BITCOIN_NETWORK_FEE_SATS : transferFee(kind, states.settings);
  // The checks the confirm step's decision makes: funds, minimum balance and limits.
  const payeeAddedAt = kind === 'bitcoin' ? null : payeeFor(states.payees, kind, form)?.addedAt ?? null;
  const payer = states.payer.exists ? states.payer : refuse('not_found', said('session.userNotFound'));
  if (price || kind !== 'bitcoin') canSend({ kind, amount, fee, at, payeeAddedAt, recipientAccount: form.accountNumber ?? '', recipientBank: form.bankName ?? '' }, payer, payee, states.settings);
  // A request changed back at step 1 must still be this customer's open one (the process decider checks it).
  if (states.transfer.request) openRequest(states.transfer, input.userId);
  requireAllowed(transferOperation[kind], states.credentials.money);
  const unbound: Omit<TransferRequest, 'payeeDigest'> = {
    transferId: input.transferId, userId: input.userId, kind, details: form, currency: input.currency, amount, fee, recipientUserId: payee?.id ?? null,
    btcPrice: price?.btcPrice ?? null, priceSource: price?.priceSource ?? null, priceAsOf: price?.priceAsOf ?? null, priceLive: price?.priceLive ?? null, at,
  };
  const request: TransferRequest = { ...unbound, payeeDigest: input.digestOf(unbound) };
  return { events: { transfer: transferProcessDecider.decide({ type: 'RequestTransfer', request }, states.transfer) }, result: request };
}

/** Step 1 of every transfer wizard, declared: the transfer's stream and the streams its checks read. */
export const requestTransferCommand: DeclaredCommand<RequestTransferInput, RequestTransferStates, TransferRequest> = {
  name: 'transfer-start',
  folds: { transfer: transferProcessDecider, credentials: credentialsDecider, payer: userDecider, payees: payeesDecider, settings: settingsDecider },
  streams: (input) => ({
    transfer: transferStream(input.transferId), credentials: credentialsStream(input.userId), payer: userStream(input.userId),
    payees: payeesStream(input.userId), settings: SETTINGS_STREAM,
  }),
  decide: decideRequest,
};
