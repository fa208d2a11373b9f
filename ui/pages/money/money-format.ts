/** Exact conversions the receipts need (a Bitcoin amount at a recorded price), in integer minor units, never floats. */
import { fromDecimalString, toDecimalString } from '../../../domain/money/money.ts';

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

/** "$60,000.00" or, for a price that was not live, "$60,000.00 (last known price, 12 minutes old)" as the server recorded it. */
export const priceWithNote = (price: string, note: string | null | undefined): string => (note ? `${price} (${note})` : price);
