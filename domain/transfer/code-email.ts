/**
 * The words of the e-mail that carries a transfer's one-time code: what it authorises, so a
 * customer can spot a changed payee. Pure text; the use case sends it.
 */
import { formatBtc, formatUsd, type Currency } from '../money/money.ts';
import { valuationText } from './bitcoin-valuation.ts';
import type { TransferRequest } from './process.ts';

const money = (minor: number, currency: Currency): string => (currency === 'USD' ? formatUsd(minor) : `${formatBtc(minor)} BTC`);

/** The e-mail carries the code with what it authorises, so a customer can spot a changed payee. */
export function codeEmail(code: string, request: TransferRequest): { subject: string; text: string } {
  const payee = request.kind === 'bitcoin'
    ? `the Bitcoin address ${request.details.recipientAddress}`
    : `${request.details.recipientName} (account ${request.details.accountNumber}, ${request.details.bankName})`;
  const valued = request.kind === 'bitcoin' && request.btcPrice
    ? [`It is valued at ${valuationText(request.btcPrice, { priceLive: request.priceLive ?? undefined, priceAsOf: request.priceAsOf ?? undefined }, request.at)}.`]
    : [];
  const text = [
    `Your one-time code is ${code}.`,
    '',
    `It authorises a transfer of ${money(request.amount, request.currency)} (fee ${money(request.fee, request.currency)}, total ${money(request.amount + request.fee, request.currency)}) to ${payee}.`,
    ...valued,
    'It expires in 5 minutes and can be used once. If you did not start this transfer, do not share this code and contact us.',
  ].join('\n');
  return { subject: 'Your Trust Microfinance Bank transfer code', text };
}
