/** The receipt a completed transfer answers with (part 2 sections 2 and 3): decimal strings, the fee charged and the new balance. */
import { toDecimalString } from '../../domain/money/money.ts';
import type { TransferRequest } from '../../domain/transfer/process.ts';
import type { TransferReceipt } from '../../domain/transfer/receipt.ts';
import type { User } from '../../domain/user/state.ts';
import { satsToCents } from '../../domain/transfer/send.ts';
import { priceAgeNote } from '../../domain/transfer/bitcoin-valuation.ts';

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
