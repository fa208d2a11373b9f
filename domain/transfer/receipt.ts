/**
 * The receipt a completed transfer answers with, as the browser reads it: declared once for
 * the server that builds it (receiptOf below), the browser client and the
 * transfer wizards, so the three cannot drift apart.
 */
import { toDecimalString } from '../money/money.ts';
import type { User } from '../user/state.ts';
import { priceAgeNote } from './bitcoin-valuation.ts';
import type { TransferRequest } from './process.ts';
import { satsToCents } from './send.ts';

export type TransferKind = TransferRequest['kind'];

export interface TransferReceipt {
  reference: string;
  kind: TransferKind;
  status: string;
  date: string;
  time: string;
  amount: string;
  fee: string;
  total: string;
  currency: string;
  newBalance: string;
  description?: string;
  /** Local and international. */
  recipientName?: string;
  accountNumber?: string;
  bankName?: string;
  routingNumber?: string;
  swiftCode?: string;
  recipientCountry?: string;
  recipientCurrency?: string;
  /** Bitcoin: valued at the price recorded with the transfer (DECISIONS 18). */
  btcPrice?: string | null;
  usdAmount?: string | null;
  /** "last known price, N minutes old" when the recorded price was not live (DECISIONS 29); null when it was. */
  priceNote?: string | null;
  walletAddress?: string;
  networkFee?: string;
  newBalanceUsd?: string | null;
  [field: string]: unknown;
}

/** The receipt of a completed transfer (part 2 sections 2 and 3): decimal strings, the fee charged and the new balance. */
export function receiptOf(request: TransferRequest, sender: User, reference: string, at: string): TransferReceipt {
  const { currency, amount, fee, kind, details } = request;
  const dec = (minor: number) => toDecimalString(minor, currency);
  const base = {
    reference, kind, status: 'completed' as const, at, date: at.slice(0, 10), time: at.slice(11, 16),
    amount: dec(amount), fee: dec(fee), total: dec(amount + fee), currency,
    amount_minor: amount, fee_minor: fee, total_minor: amount + fee,
    description: details.description ?? '',
    newBalance: dec(sender.balances[currency]), newBalance_minor: sender.balances[currency],
  };
  if (kind === 'bitcoin') {
    const price = request.btcPrice ?? 0;
    return {
      ...base, walletAddress: details.recipientAddress, networkFee: dec(fee), btcPrice: toDecimalString(price, 'USD'),
      usdAmount: toDecimalString(satsToCents(amount, price), 'USD'),
      priceNote: priceAgeNote({ priceLive: request.priceLive ?? undefined, priceAsOf: request.priceAsOf ?? undefined }, request.at),
      newBalanceUsd: toDecimalString(satsToCents(sender.balances.BTC, price), 'USD'),
    };
  }
  const recipient = {
    recipientName: details.recipientName, accountNumber: details.accountNumber, bankName: details.bankName,
    internal: request.recipientUserId !== null,
  };
  if (kind === 'local') return { ...base, ...recipient, routingNumber: details.routingNumber };
  return {
    ...base, ...recipient, swiftCode: details.swiftCode, recipientAddress: details.recipientAddress, recipientCity: details.recipientCity,
    recipientCountry: details.recipientCountry, bankAddress: details.bankAddress, purpose: details.purpose, recipientCurrency: details.currency,
  };
}
