/**
 * Money as people read it, in the language shown (en-US or fr-FR, domain/i18n/format.ts): the server's exact decimal strings by rearranging digits,
 * never by float arithmetic (issue 13, DECISIONS 29), signed for the records, and the exact
 * conversions the receipts need in integer minor units.
 */
import { btcText, percentText, usdText } from '../../domain/i18n/format.ts';
import { fromDecimalString, toDecimalString } from '../../domain/money/money.ts';
import { currentLanguage } from '../i18n/languages.ts';

/** "1250.5" -> "$1,250.50" in English, "1 250,50 $US" in French; money is shown with 2 decimals (part 1 section 9). */
export const formatUsd = (amount: string): string => usdText(currentLanguage(), amount);

/** Minor units (cents) as the language shown writes dollars: 47093 -> "$470.93" | "470,93 $US" (the loans pages). */
export const formatUsdMinor = (minor: number): string => formatUsd(toDecimalString(minor, 'USD'));

/** "4.5" -> "4.5%" in English, "4,5 %" in French (rates: the savings APY, a loan's rate). */
export const formatPercent = (decimal: string): string => percentText(currentLanguage(), decimal);

/** "0" -> "0.00000000 BTC" ("0,00000000 BTC" in French); Bitcoin amounts are shown with 8 decimals (part 1 section 9). */
export const formatBtc = (amount: string): string => btcText(currentLanguage(), amount);

interface Amounted {
  type: 'credit' | 'debit';
  currency: 'USD' | 'BTC';
  amount: string;
}

/** Plus sign for money in, minus for money out (part 2 section 2). */
export function signedAmount(row: Amounted): string {
  const text = row.currency === 'BTC' ? formatBtc(row.amount) : formatUsd(row.amount);
  return `${row.type === 'credit' ? '+' : '-'}${text}`;
}

/** What left or reached the account, amount plus fee, signed (DECISIONS 29: history rows show fees and totals). */
export function signedTotal(row: Amounted & { total: string }): string {
  return signedAmount({ ...row, amount: row.total });
}

/** An unsigned amount in the row's own currency (the fee column, the amount before the fee). */
export const moneyText = (row: Pick<Amounted, 'currency'>, amount: string): string => (row.currency === 'BTC' ? formatBtc(amount) : formatUsd(amount));

/** "0.5" BTC at "60000.00" USD -> "30000.00": satoshis times cents, divided once, rounded half up. */
export function btcToUsd(btc: string, price: string | number): string {
  const sats = BigInt(fromDecimalString(btc, 'BTC'));
  // A price is a quote, not money held: it is rounded to cents before the exact multiplication.
  const cents = BigInt(fromDecimalString(Number(price).toFixed(2), 'USD'));
  const scaled = sats * cents;
  const unit = 100_000_000n;
  const usdCents = (scaled + unit / 2n) / unit;
  return toDecimalString(Number(usdCents), 'USD');
}
