/**
 * Step 1 of a transfer on the server, before its unit of work: the form's rules (the browser's
 * own), the payee (a customer of this bank or another bank) and the Bitcoin price; and the quote
 * step 1 answers from the request it recorded.
 */
import { english, wordsOf } from '../../domain/errors.ts';
import { refuse } from '../../domain/errors.ts';
import { parseAmount, toDecimalString, type Currency } from '../../domain/money/money.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import type { TransferRequest } from '../../domain/transfer/process.ts';
import { priceAgeNote, valuationFor, type BitcoinValuation } from '../../domain/transfer/bitcoin-valuation.ts';
import type { TransferKind } from '../../domain/transfer/receipt.ts';
import type { User } from '../../domain/user/state.ts';
import { satsToCents } from '../../domain/transfer/send.ts';
import {
  LOCAL_BANKS, emptyBitcoinTransferForm, emptyInternationalTransferForm, emptyLocalTransferForm, firstError,
  normalizeSwift, validateBitcoinTransfer, validateInternationalTransfer, validateLocalTransfer,
} from '../../domain/transfer/form.ts';
import type { BankContext } from './context.ts';

export type { TransferKind };

export const notOurAccountMessage = english('transfer.notOurAccount', { bank: LOCAL_BANKS[0] ?? '' });
export const ownAccountMessage = english('transfer.ownAccount');

/** Keeps only the form's own fields, trimmed, so the recorded details are bounded and clean. */
function pickFields<F extends Record<string, string>>(empty: F, details: Record<string, string>): F {
  const form = { ...empty };
  for (const key of Object.keys(empty) as (keyof F & string)[]) {
    const value = details[key];
    if (typeof value === 'string') form[key] = (key === 'description' ? value : value.trim()) as F[typeof key];
  }
  return form;
}

function validated(kind: TransferKind, details: Record<string, string>): Record<string, string> {
  const form = kind === 'local' ? pickFields(emptyLocalTransferForm, details)
    : kind === 'international' ? { ...pickFields(emptyInternationalTransferForm, details), swiftCode: normalizeSwift(details.swiftCode ?? '') }
    : pickFields(emptyBitcoinTransferForm, details);
  const errors = kind === 'local' ? validateLocalTransfer(form as typeof emptyLocalTransferForm)
    : kind === 'international' ? validateInternationalTransfer(form as typeof emptyInternationalTransferForm)
    : validateBitcoinTransfer(form as typeof emptyBitcoinTransferForm);
  const first = firstError(errors);
  if (first) refuse('validation', wordsOf(first), errors as Record<string, string>);
  return form;
}

/** A customer of this bank when the bank chosen is ours; refuses unknown numbers and one's own. */
export function payeeAtThisBank(view: BankView, sender: User, form: Record<string, string>): User | null {
  if (form.bankName !== LOCAL_BANKS[0]) return null;
  const payeeId = view.usersByAccountNumber.get(form.accountNumber ?? '');
  const payee = payeeId ? view.users.get(payeeId) : undefined;
  if (!payee || payee.role !== 'user') return refuse('validation', notOurAccountMessage, { accountNumber: notOurAccountMessage });
  if (payee.id === sender.id) return refuse('validation', ownAccountMessage, { accountNumber: ownAccountMessage });
  return payee;
}

const decimal = (minor: number, currency: Currency) => toDecimalString(minor, currency);

function recipientOf(kind: TransferKind, form: Record<string, string>, internal: boolean) {
  if (kind === 'bitcoin') return { walletAddress: form.recipientAddress };
  if (kind === 'local') return { name: form.recipientName, accountNumber: form.accountNumber, routingNumber: form.routingNumber, bankName: form.bankName, internal };
  return {
    name: form.recipientName, address: form.recipientAddress, city: form.recipientCity, country: form.recipientCountry, accountNumber: form.accountNumber,
    swiftCode: form.swiftCode, bankName: form.bankName, bankAddress: form.bankAddress, purpose: form.purpose, currency: form.currency,
  };
}

/**
 * What step 1 decides before its unit of work: the validated form, the payee at this bank and the
 * Bitcoin price. The fee, the saved payee's date and the money rules are the request's decision
 * (domain/transfer/request.ts), read from the streams in the same unit of work that records it.
 */
export async function priceTransfer(ctx: BankContext, view: BankView, user: User, kind: TransferKind, details: Record<string, string>) {
  const form = validated(kind, details);
  const currency: Currency = kind === 'bitcoin' ? 'BTC' : 'USD';
  const amount = parseAmount(form.amount ?? '', currency) ?? 0;
  const payee = kind === 'local' ? payeeAtThisBank(view, user, form) : null;
  // Never an invented price: without a fetched one the transfer is refused here (DECISIONS 17, 18).
  const price: BitcoinValuation | null = kind === 'bitcoin' ? valuationFor(await ctx.money.prices.current()) : null;
  return { kind, form, currency, amount, payee, price };
}

/** What step 1 answers: the request's amount, fee and total, its payee, and for Bitcoin the price used. */
export function quoteOf(request: TransferRequest, internal: boolean, price: BitcoinValuation | null, at: string) {
  const { kind, currency, amount, fee, details: form } = request;
  return {
    kind, currency,
    amount: decimal(amount, currency), fee: decimal(fee, currency), total: decimal(amount + fee, currency),
    amount_minor: amount, fee_minor: fee, total_minor: amount + fee,
    recipient: recipientOf(kind, form, internal),
    ...(price ? { btcPrice: decimal(price.btcPrice, 'USD'), usdAmount: decimal(satsToCents(amount, price.btcPrice), 'USD'), priceLive: price.priceLive, priceNote: priceAgeNote(price, at) } : {}),
  };
}
