/**
 * Money as integers of minor units (US cents, satoshis): parsing from exact decimal text
 * and formatting for en-US, with no floating point ever touching an amount.
 */
export type Currency = 'USD' | 'BTC';

/** Digits after the decimal point: 2 for dollars, 8 for bitcoin (part 1 section 9). */
export const MINOR_DIGITS: Record<Currency, number> = { USD: 2, BTC: 8 };

/** Satoshis in one bitcoin and cents in one dollar. */
export const MINOR_PER_UNIT: Record<Currency, number> = { USD: 100, BTC: 100_000_000 };

export function assertMinor(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of minor units: ${value}`);
  return value;
}

const DECIMAL = /^(\d{1,15})(?:\.(\d*))?$/;

/**
 * Parses user text such as "1,250.5" into minor units; returns null for anything that is
 * not a plain non-negative decimal or has more decimals than the currency allows.
 */
export function parseAmount(text: string, currency: Currency): number | null {
  const match = DECIMAL.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const digits = MINOR_DIGITS[currency];
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = BigInt(match[1]!) * BigInt(MINOR_PER_UNIT[currency]) + BigInt(fraction.padEnd(digits, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** Exact decimal text without grouping, e.g. 125000 cents -> "1250.00"; used in APIs. */
export function toDecimalString(minor: number, currency: Currency): string {
  assertMinor(minor);
  const digits = MINOR_DIGITS[currency];
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** en-US grouping of an exact decimal string: "1250.00" -> "1,250.00". */
export function groupDecimal(decimal: string): string {
  const [whole = '0', fraction] = decimal.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${decimal.startsWith('-') ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "$1,250.00" (negative: "-$1,250.00"). */
export function formatUsd(minor: number): string {
  const grouped = groupDecimal(toDecimalString(minor, 'USD'));
  return grouped.startsWith('-') ? `-$${grouped.slice(1)}` : `$${grouped}`;
}

/** "0.00000000" with 8 decimals, grouped en-US. */
export function formatBtc(minor: number): string {
  return groupDecimal(toDecimalString(minor, 'BTC'));
}

/**
 * Money as a person reads it, from minor units: "$1,500.00", "-$5.00", "0.00100000 BTC". The
 * one formatter for every screen, log line and notification that shows an amount, so
 * cents are never read as dollars.
 */
export function formatMoney(minor: number, currency: Currency): string {
  return currency === 'BTC' ? `${formatBtc(minor)} BTC` : formatUsd(minor);
}

/** The same with an explicit sign for movements: "+$1,500.00", "-$5.00". */
export const formatSignedMoney = (minor: number, currency: Currency): string => (minor < 0 ? formatMoney(minor, currency) : `+${formatMoney(minor, currency)}`);

/** Converts a decimal string from the API back to minor units; throws on malformed input. */
export function fromDecimalString(decimal: string, currency: Currency): number {
  const negative = decimal.startsWith('-');
  const value = parseAmount(negative ? decimal.slice(1) : decimal, currency);
  if (value === null) throw new RangeError(`Not a ${currency} amount: ${decimal}`);
  return negative ? -value : value;
}
