/**
 * Calendar arithmetic on plain ISO dates (YYYY-MM-DD) in UTC, so a schedule's due dates are
 * the same on every machine and in every time zone, and no clock is read.
 */

export type IsoDate = string;

const MS_PER_DAY = 86_400_000;

const toUtc = (date: IsoDate): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export const dateOf = (at: string): IsoDate => at.slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromUtc(toUtc(date) + days * MS_PER_DAY);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);

/** The same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 month = Feb 28/29), as Fineract does. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(day, lastDay)));
}
