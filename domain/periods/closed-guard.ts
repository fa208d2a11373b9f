/**
 * The one check every dated entry makes against month-end close (issue 28 item 3): an entry's
 * value date (a journal entry, its correction or reversal, a balance adjustment, a deposit
 * confirmed as received on an earlier day) is a real day, not in the future, and not inside a
 * closed month. Deciders call it with the periods folded from the `books-periods` stream.
 */
import { refuse, said } from '../errors.ts';
import { isClosed, periodOf, type Periods } from './periods.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The entry's value date: the one given, else the day of `at`. */
export const valueDateOf = (valueDate: string | undefined, at: string): string => valueDate ?? at.slice(0, 10);

/** Refuses a value date that is malformed, in the future, or inside a closed month; answers the date. */
export function checkValueDate(periods: Pick<Periods, 'closedThrough'>, valueDate: string | undefined, at: string): string {
  const date = valueDateOf(valueDate, at);
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    return refuse('validation', said('periods.invalidDate'), { valueDate: said('periods.invalidDate') });
  }
  if (date > at.slice(0, 10)) refuse('validation', said('periods.futureDate'), { valueDate: said('periods.futureDate') });
  if (isClosed(periods, date)) refuse('conflict', said('periods.entryInClosedPeriod', { period: periodOf(date), date }), { valueDate: said('periods.entryInClosedPeriod', { period: periodOf(date), date }) });
  return date;
}
