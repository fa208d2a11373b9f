/** The dashboard's "interest earned this year": the interest credited in a calendar year (by posting date, as a bank's yearly interest statement counts it). */
import type { UserEvent } from '../user/events.ts';

export function interestEarnedIn(events: readonly UserEvent[], year: string): number {
  let earned = 0;
  for (const event of events) if (event.type === 'InterestPosted' && event.data.at.startsWith(year)) earned += event.data.amount;
  return earned;
}

/** Basis points as the percentage people read: 450 -> "4.50". */
export const percentOf = (bps: number): string => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
