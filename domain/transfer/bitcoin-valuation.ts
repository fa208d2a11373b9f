/**
 * The price a Bitcoin transfer is valued at (DECISIONS 17, 18 and 29): only a market price
 * the server fetched. A stale one (every source failing since) is used and labelled with its
 * age on the quote, the code e-mail, the receipt and the history; the built-in default is
 * never a price, so a transfer is refused until a real one exists.
 */
// The function's own file: the package's index loads every date-fns module (a tenth of a second at start).
import { differenceInMinutes } from 'date-fns/differenceInMinutes';
import { english, refuse } from '../errors.ts';
import { formatUsd } from '../money/money.ts';

/** What the server's price feed answered, as far as the valuation needs it. */
export interface PriceReading {
  /** US cents per BTC. */
  cents: number;
  source: string;
  /** When this price was obtained (ISO). */
  asOf: string;
  /** An older price served because every source failed since. */
  stale: boolean;
  /** The specified default: no market price has been seen. */
  indicative: boolean;
}

/** How the transfer records its price. */
export interface BitcoinValuation {
  btcPrice: number;
  priceSource: string;
  priceAsOf: string;
  /** False when the price was the last known one rather than a fresh fetch. */
  priceLive: boolean;
}

export const noLivePriceMessage =
  english('transfer.noLivePrice');

/**
 * Whether a transfer can be valued at this price: a market price, live or last known, never the
 * default. The Bitcoin form asks it of the price it shows, so it is paused before it is filled in
 * (issue 26 item 7), and the server asks it again when the transfer is quoted.
 */
export function canValueAt(reading: { indicative?: boolean | undefined; source?: string | undefined }): boolean {
  return reading.indicative !== true && reading.source !== 'default';
}

/** The price to record for a transfer made now, or a refusal when there is none but the default. */
export function valuationFor(reading: PriceReading): BitcoinValuation {
  if (!canValueAt(reading) || reading.cents <= 0) return refuse('unavailable', noLivePriceMessage);
  return { btcPrice: reading.cents, priceSource: reading.source, priceAsOf: reading.asOf, priceLive: !reading.stale };
}

/** "last known price, 12 minutes old" for a price that was not live when used; null for a live one. */
export function priceAgeNote(valuation: { priceLive?: boolean | undefined; priceAsOf?: string | undefined }, at: string): string | null {
  if (valuation.priceLive !== false || !valuation.priceAsOf) return null;
  const minutes = Math.max(0, differenceInMinutes(Date.parse(at), Date.parse(valuation.priceAsOf)));
  return `last known price, ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} old`;
}

/** "$60,000.00 per BTC" with the age note when there is one, as the e-mail and history print it. */
export function valuationText(btcPrice: number, valuation: { priceLive?: boolean | undefined; priceAsOf?: string | undefined }, at: string): string {
  const note = priceAgeNote(valuation, at);
  return `${formatUsd(btcPrice)} per BTC${note ? ` (${note})` : ''}`;
}
