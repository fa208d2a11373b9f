// Proves the occurrence dates a customer would check on a calendar: monthly on the 31st lands on each month's last day when
// the month is shorter and back on the 31st after, weekly is 7 days apart, and an end date or a count ends the schedule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, occurrenceDate, type Schedule } from './schedule.ts';

const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const lastDayOf = (date: string): number => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();

describe('occurrence dates', () => {
  it('monthly on the 31st: Jan 31, Feb 29 (leap year), Mar 31, Apr 30', () => {
    const schedule: Schedule = { frequency: 'monthly', startDate: '2028-01-31', endDate: null, count: null };
    expect([0, 1, 2, 3].map((n) => occurrenceDate(schedule, n))).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
  });

  it('monthly: the day of the month is the start day, or the last day of a shorter month; one month apart', () => {
    fc.assert(fc.property(day, fc.integer({ min: 0, max: 240 }), (startDate, n) => {
      const date = occurrenceDate({ frequency: 'monthly', startDate, endDate: null, count: null }, n)!;
      const startDay = Number(startDate.slice(8));
      expect(Number(date.slice(8))).toBe(Math.min(startDay, lastDayOf(date)));
      const months = (Number(date.slice(0, 4)) - Number(startDate.slice(0, 4))) * 12 + Number(date.slice(5, 7)) - Number(startDate.slice(5, 7));
      expect(months).toBe(n);
    }));
  });

  it('weekly: every 7 days from the start; once: only the start', () => {
    fc.assert(fc.property(day, fc.integer({ min: 0, max: 500 }), (startDate, n) => {
      expect(occurrenceDate({ frequency: 'weekly', startDate, endDate: null, count: null }, n)).toBe(addDays(startDate, 7 * n));
      expect(occurrenceDate({ frequency: 'once', startDate, endDate: null, count: null }, n)).toBe(n === 0 ? startDate : null);
    }));
  });

  it('a count gives exactly that many dates, strictly increasing; an end date is never passed', () => {
    fc.assert(fc.property(day, fc.constantFrom('weekly' as const, 'monthly' as const), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 400 }), (startDate, frequency, count, span) => {
      const counted = Array.from({ length: count + 5 }, (_, n) => occurrenceDate({ frequency, startDate, endDate: null, count }, n));
      const dates = counted.filter((d) => d !== null);
      expect(dates).toHaveLength(count);
      expect(counted.slice(0, count).every((d) => d !== null)).toBe(true);
      for (let i = 1; i < dates.length; i += 1) expect(dates[i]! > dates[i - 1]!).toBe(true);
      const endDate = addDays(startDate, span);
      const ended = Array.from({ length: 80 }, (_, n) => occurrenceDate({ frequency, startDate, endDate, count: null }, n));
      const firstNull = ended.indexOf(null);
      expect(ended.filter((d) => d !== null).every((d) => d! <= endDate)).toBe(true);
      if (firstNull >= 0) expect(ended.slice(firstNull).every((d) => d === null)).toBe(true);
    }));
  });
});
