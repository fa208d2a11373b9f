/**
 * The money rules of a transfer: a USD transfer out of a customer's account, to another bank
 * through the clearing account or to a customer of this bank in the same atomic step
 * (DECISIONS 5, 6 and 8), and a Bitcoin transfer. Between two customers the payer's decision
 * and the payee's are made separately and composed. `canSend` runs the same checks without
 * events, for the price quoted at step 1.
 */
import { english, refuse, said } from '../errors.ts';
import { checkCoolingOff, knownSince } from '../payees/cooling-off.ts';
import { destinationKey } from '../payees/destination.ts';
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { balanced, move } from '../ledger/postings.ts';
import type { Settings } from '../settings/defaults.ts';
import type { UserEvent, UserEventOf } from '../user/events.ts';
import { dayOf, monthOf, type User } from '../user/state.ts';

export interface SendTransfer {
  type: 'SendTransfer';
  transferId: string;
  kind: 'local' | 'international';
  amount: number;
  recipientName: string;
  recipientAccount: string;
  recipientBank: string;
  description: string;
  reference: string;
  at: string;
  /** The fee quoted when the transfer was started; defaults to the setting in force. */
  fee?: number;
  /** Country, city, purpose and bank details of an international transfer (DECISIONS 7). */
  international?: InternationalDetails;
  /** When the saved payee this transfer pays was added (or its standing order set up), if it pays one; else the first payment to the details counts, else this one. */
  payeeAddedAt?: string | null;
}

export type InternationalDetails = NonNullable<UserEventOf<'TransferSent'>['data']['international']>;

export interface TransferDecision {
  sender: UserEvent[];
  /** Events for the recipient's stream when the payee banks with us. */
  recipient: UserEvent[];
}

/** The fee in force for this kind of transfer (DECISIONS 6). */
export const transferFee = (kind: SendTransfer['kind'], settings: Settings): number =>
  kind === 'international' ? settings.fees.internationalTransferFee : settings.fees.transferFee;

/** What a transfer is decided on: the payer, the payee when they bank here, and the settings in force. */
export interface TransferStates {
  sender: User;
  recipient: User | null;
  settings: Settings;
}

/** The two deciders composed: the payer's events, then (for a customer of this bank) the payee's. */
export function decideTransfer(command: SendTransfer, { sender, recipient, settings }: TransferStates): TransferDecision {
  const sent = payerDecides(command, sender, recipient, settings);
  return { sender: sent, recipient: recipient ? payeeDecides(command, sender, recipient) : [] };
}

/** The payer's side: funds, minimum balance and limits, then the money leaves with the fee. */
function payerDecides(command: SendTransfer, sender: User, recipient: User | null, settings: Settings): UserEvent[] {
  const fee = command.fee ?? transferFee(command.kind, settings);
  checkSender(command, sender, fee, settings);
  checkCoolingOff(command.amount, command.at, payeeKnownSince(command, sender), settings);
  const through = recipient ? bankAccount(bankAccounts.internalTransfers, 'USD') : bankAccount(bankAccounts.clearing, 'USD');
  const senderPostings = balanced([
    ...move(customerAccount(sender.id, 'USD'), through, 'USD', command.amount),
    ...move(customerAccount(sender.id, 'USD'), bankAccount(bankAccounts.feeIncome, 'USD'), 'USD', fee),
  ]);
  return [{ type: 'TransferSent', data: sentData(command, fee, recipient, senderPostings) }];
}

/** The payee's side: never oneself; the amount arrives from the internal-transfers account. */
function payeeDecides(command: SendTransfer, sender: User, recipient: User): UserEvent[] {
  checkPayee(sender, recipient);
  const postings = balanced(move(bankAccount(bankAccounts.internalTransfers, 'USD'), customerAccount(recipient.id, 'USD'), 'USD', command.amount));
  return [{ type: 'TransferReceived', data: receivedData(command, sender, postings) }];
}

/** When the destination became known to this payer: saved, set up in an order, or first paid; else now (a new payee). */
function payeeKnownSince(transfer: Pick<SendTransfer, 'kind' | 'recipientAccount' | 'recipientBank' | 'at' | 'payeeAddedAt'>, sender: User): string {
  const paid = sender.paidTo[destinationKey(transfer.kind, transfer.recipientAccount, transfer.recipientBank)];
  return knownSince(transfer.at, transfer.payeeAddedAt, paid);
}

function checkPayee(sender: User, recipient: User | null): void {
  if (recipient && recipient.id === sender.id) refuse('validation', said('transfer.ownAccount'));
}

/** What step 1 quotes: the kind, the amount and fee in minor units, and when. */
export interface TransferQuote {
  kind: 'local' | 'international' | 'bitcoin';
  amount: number;
  fee: number;
  at: string;
  /** When the saved payee it pays was added (see SendTransfer). */
  payeeAddedAt?: string | null;
  /** Where it goes (a USD transfer): the first payment to it counts for the cooling-off. */
  recipientAccount?: string;
  recipientBank?: string;
}

/** Refuses, with the words the confirm step would use, a transfer the sender cannot make now; never records anything. */
export function canSend(quote: TransferQuote, sender: User, payee: User | null, settings: Settings): void {
  if (quote.kind === 'bitcoin') return checkBitcoinSender(quote, sender);
  checkSender(quote, sender, quote.fee, settings);
  checkCoolingOff(quote.amount, quote.at, payeeKnownSince({ ...quote, kind: quote.kind, recipientAccount: quote.recipientAccount ?? '', recipientBank: quote.recipientBank ?? '' }, sender), settings);
  checkPayee(sender, payee);
}

/**
 * What a standing order set up now can be refused for by the rules its run applies, checked
 * when it is set up (issue 25): the sender may send, the amount and fee fit within the daily and
 * monthly limits, the payee is not the sender, and the new payee's cooling-off lets its first
 * occurrence (at `firstRunAt`) through. Funds are checked only for an order starting today.
 */
export function canSendLater(quote: Omit<TransferQuote, 'kind'> & { kind: 'local'; firstRunAt: string; startsToday: boolean }, sender: User, payee: User | null, settings: Settings): void {
  const fresh: User = quote.startsToday ? sender : { ...sender, balances: { ...sender.balances, USD: Number.MAX_SAFE_INTEGER }, spent: { day: '', dayTotal: 0, month: '', monthTotal: 0 } };
  checkSender({ amount: quote.amount, at: quote.firstRunAt }, fresh, quote.fee, settings);
  checkCoolingOff(quote.amount, quote.firstRunAt, payeeKnownSince({ ...quote, recipientAccount: quote.recipientAccount ?? '', recipientBank: quote.recipientBank ?? '', at: quote.at }, sender), settings);
  checkPayee(sender, payee);
}

export const suspendedMessage = english('session.suspended');
export const pendingBitcoinMessage = english('transfer.pendingBitcoin');

function checkSender(command: Pick<SendTransfer, 'amount' | 'at'>, sender: User, fee: number, settings: Settings): void {
  if (sender.role !== 'user') refuse('forbidden', said('transfer.customersOnly'));
  if (sender.status === 'suspended') refuse('forbidden', suspendedMessage);
  if (sender.frozen) refuse('forbidden', said('transfer.frozen'));
  if (!Number.isSafeInteger(command.amount) || command.amount <= 0) refuse('validation', said('transfer.amount'), { amount: said('transfer.amount') });
  const total = command.amount + fee;
  const { minimumAccountBalance, dailyTransferLimit, monthlyTransferLimit } = settings.limits;
  if (total > sender.balances.USD) refuse('insufficient_funds', said('transfer.insufficientWithFee', { usd: fee, usd2: sender.balances.USD }));
  if (sender.balances.USD - total < minimumAccountBalance) refuse('insufficient_funds', said('transfer.belowMinimumBalance', { usd: minimumAccountBalance }));
  const spentToday = sender.spent.day === dayOf(command.at) ? sender.spent.dayTotal : 0;
  if (spentToday + total > dailyTransferLimit) refuse('limit_exceeded', said('transfer.dailyLimit', { usd: dailyTransferLimit }));
  const spentThisMonth = sender.spent.month === monthOf(command.at) ? sender.spent.monthTotal : 0;
  if (spentThisMonth + total > monthlyTransferLimit) refuse('limit_exceeded', said('transfer.monthlyLimit', { usd: monthlyTransferLimit }));
}

function sentData(command: SendTransfer, fee: number, recipient: User | null, postings: ReturnType<typeof balanced>) {
  const { transferId, amount, recipientName, recipientAccount, recipientBank, description, reference, at, international } = command;
  const kind = recipient ? 'internal' as const : command.kind;
  return { transferId, kind, currency: 'USD' as const, amount, fee, recipientName, recipientAccount, recipientBank, recipientUserId: recipient?.id ?? null, description, reference, ...(international ? { international } : {}), postings, at };
}

function receivedData(command: SendTransfer, sender: User, postings: ReturnType<typeof balanced>) {
  const { transferId, amount, description, reference, at } = command;
  const senderName = `${sender.profile.firstName} ${sender.profile.lastName}`.trim();
  return { transferId, currency: 'USD' as const, amount, senderUserId: sender.id, senderName, senderAccount: sender.accountNumber, description, reference, postings, at };
}

export interface SendBitcoin {
  type: 'SendBitcoin';
  transferId: string;
  /** Satoshis sent to the address, and the network fee in satoshis. */
  amount: number;
  fee: number;
  walletAddress: string;
  description: string;
  reference: string;
  /** US cents per BTC at the time (DECISIONS 18) and where that price came from. */
  btcPrice: number;
  priceSource: string;
  /** When the price was fetched and whether it was live (DECISIONS 29); absent means live. */
  priceAsOf?: string;
  priceLive?: boolean;
  at: string;
}

/** The US cents a satoshi amount is worth at a price in cents per BTC, rounded half up. */
export function satsToCents(sats: number, centsPerBtc: number): number {
  const scaled = BigInt(sats) * BigInt(centsPerBtc);
  return Number((scaled + 50_000_000n) / 100_000_000n);
}

/**
 * Decides a Bitcoin transfer out of the customer's BTC account: the amount leaves through
 * clearing and the network fee to the network-fees account. Pending customers cannot send
 * Bitcoin (part 1 section 4); USD limits do not apply to BTC (docs/security.md).
 */
export function decideBitcoinTransfer(command: SendBitcoin, sender: User): UserEvent[] {
  checkBitcoinSender(command, sender);
  const from = customerAccount(sender.id, 'BTC');
  const postings = balanced([
    ...move(from, bankAccount(bankAccounts.clearing, 'BTC'), 'BTC', command.amount),
    ...move(from, bankAccount(bankAccounts.networkFees, 'BTC'), 'BTC', command.fee),
  ]);
  const { transferId, amount, fee, walletAddress, description, reference, btcPrice, priceSource, priceAsOf, priceLive, at } = command;
  const recorded = { ...(priceAsOf ? { priceAsOf } : {}), ...(priceLive === undefined ? {} : { priceLive }) };
  const bitcoin = { walletAddress, btcPrice, usdAmount: satsToCents(amount, btcPrice), priceSource, ...recorded };
  return [{
    type: 'TransferSent',
    data: { transferId, kind: 'bitcoin', currency: 'BTC', amount, fee, recipientName: walletAddress, recipientAccount: walletAddress, recipientBank: 'Bitcoin network', recipientUserId: null, description, reference, bitcoin, postings, at },
  }];
}

function checkBitcoinSender(command: Pick<SendBitcoin, 'amount' | 'fee'>, sender: User): void {
  if (sender.role !== 'user') refuse('forbidden', said('transfer.customersOnly'));
  if (sender.status === 'suspended') refuse('forbidden', suspendedMessage);
  if (sender.status === 'pending') refuse('forbidden', pendingBitcoinMessage);
  if (!Number.isSafeInteger(command.amount) || command.amount <= 0) refuse('validation', said('transfer.amount'), { amount: said('transfer.amount') });
  const total = command.amount + command.fee;
  if (total > sender.balances.BTC) {
    refuse('insufficient_funds', said('transfer.insufficientBitcoin', { btc: command.fee, btc2: sender.balances.BTC }));
  }
}
