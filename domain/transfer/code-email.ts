/**
 * The words of the e-mail that carries a transfer's one-time code: what it authorises, so a
 * customer can spot a changed payee, in the customer's language (domain/i18n). Pure text; the use case sends it.
 */
import { btcText, usdText } from '../i18n/format.ts';
import type { Language } from '../i18n/language.ts';
import { say } from '../i18n/server-messages.ts';
import { toDecimalString, type Currency } from '../money/money.ts';
import { valuationText } from './bitcoin-valuation.ts';
import type { TransferRequest } from './process.ts';

const money = (language: Language, minor: number, currency: Currency): string =>
  currency === 'USD' ? usdText(language, toDecimalString(minor, 'USD')) : btcText(language, toDecimalString(minor, 'BTC'));

/** The e-mail carries the code with what it authorises, so a customer can spot a changed payee. */
export function codeEmail(code: string, request: TransferRequest, language: Language = 'en'): { subject: string; text: string } {
  const payee = request.kind === 'bitcoin'
    ? say(language, (m) => m.transferCode.bitcoinPayee, { address: request.details.recipientAddress })
    : say(language, (m) => m.transferCode.accountPayee, { name: request.details.recipientName, accountNumber: request.details.accountNumber, bankName: request.details.bankName });
  const valued = request.kind === 'bitcoin' && request.btcPrice
    ? [say(language, (m) => m.transferCode.valued, { valuation: valuationText(request.btcPrice, { priceLive: request.priceLive ?? undefined, priceAsOf: request.priceAsOf ?? undefined }, request.at) })]
    : [];
  const { amount, fee, currency } = request;
  const text = [
    say(language, (m) => m.transferCode.code, { code }),
    '',
    say(language, (m) => m.transferCode.authorises, { amount: money(language, amount, currency), fee: money(language, fee, currency), total: money(language, amount + fee, currency), payee }),
    ...valued,
    say(language, (m) => m.transferCode.expires),
  ].join('\n');
  return { subject: say(language, (m) => m.transferCode.subject), text };
}
