/**
 * Formats what people read (en-US): the server's exact decimal strings by rearranging digits,
 * never by float arithmetic, and dates in one style per kind (issue 13, DECISIONS 29).
 */
import { format, isValid } from 'date-fns';

interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** "1250.5" -> "$1,250.50"; money is shown with 2 decimals (part 1 section 9). */
export function formatUsd(amount: string): string {
  const { negative, whole, fraction } = parseDecimal(amount, 2);
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/** "0" -> "0.00000000 BTC"; Bitcoin amounts are shown with 8 decimals (part 1 section 9). */
export function formatBtc(amount: string): string {
  const { negative, whole, fraction } = parseDecimal(amount, 8);
  return `${negative ? '-' : ''}${groupThousands(whole)}.${fraction} BTC`;
}

const groupThousands = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Pads the fraction to `places`; extra digits are kept when not zero, so nothing is silently rounded away. */
function parseDecimal(amount: string, places: number): Decimal {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match || (!match[2] && !match[3])) throw new Error(`Not a decimal amount: "${amount}"`);
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const digits = (match[3] ?? '').padEnd(places, '0');
  const fraction = digits.slice(0, places) + digits.slice(places).replace(/0+$/, '');
  const negative = match[1] === '-' && /[1-9]/.test(whole + fraction);
  return { negative, whole, fraction };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})/;

/** A server date "2026-11-24" (with its "14:05" wall-clock time, if any) as the same calendar day; a full timestamp in the reader's zone. */
function dateOf(value: string, time?: string): Date | null {
  const day = DATE_ONLY.exec(value.trim());
  if (!day) {
    const instant = new Date(value);
    return isValid(instant) ? instant : null;
  }
  const clock = time ? CLOCK.exec(time.trim()) : null;
  const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock?.[1] ?? 0), Number(clock?.[2] ?? 0));
  return isValid(date) ? date : null;
}

/** "2026-11-24" or a timestamp -> "Nov 24, 2026"; anything unreadable is shown as it came. */
export function formatDate(value: string): string {
  const date = dateOf(value);
  return date ? format(date, 'MMM d, yyyy') : value;
}

/** ("2026-11-24", "14:05") or a timestamp -> "Nov 24, 2026, 2:05 PM". */
export function formatDateTime(value: string, time?: string): string {
  const date = dateOf(value, time);
  return date ? format(date, 'MMM d, yyyy, h:mm a') : [value, time].filter(Boolean).join(' ');
}

/** "14:05" -> "2:05 PM"; a timestamp -> its time in the reader's zone. */
export function formatTime(value: string): string {
  const clock = CLOCK.exec(value.trim());
  const date = clock ? new Date(2000, 0, 1, Number(clock[1]), Number(clock[2])) : dateOf(value);
  return date && isValid(date) ? format(date, 'h:mm a') : value;
}
