// Proves where a meeting falls: on its scheduled day, or moved past holidays and closed days to the next working day, never earlier; and the monthly rhythm keeps its nth weekday.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../loans/dates.ts';
import { isHoliday, isoWeekday, isWorkingDay, meetingOn, meetingsFrom, meetingsUntil, nextWorkingDay, scheduledMeeting, type BranchCalendar } from './calendar.ts';

const weekdays: BranchCalendar = { workingDays: [1, 2, 3, 4, 5], holidays: { '2026-12-25': 'Christmas', '2026-12-28': 'Boxing day (observed)' } };

describe('a branch calendar', () => {
  it('names ISO weekdays', () => {
    expect(isoWeekday('2026-11-02')).toBe(1);
    expect(isoWeekday('2026-11-08')).toBe(7);
  });

  it('moves a meeting on a holiday to the next working day, over a weekend and a second holiday', () => {
    expect(meetingOn('2026-12-25', weekdays)).toEqual({ scheduled: '2026-12-25', date: '2026-12-29', moved: true, holiday: 'Christmas' });
    expect(meetingOn('2026-12-22', weekdays)).toEqual({ scheduled: '2026-12-22', date: '2026-12-22', moved: false, holiday: null });
  });

  it('keeps weekly, fortnightly and monthly rhythms', () => {
    const base = { weekday: 1, firstMeeting: '2026-11-02', place: 'Hall', time: '09:00' };
    expect(scheduledMeeting({ ...base, frequency: 'weekly' }, 3)).toBe('2026-11-23');
    expect(scheduledMeeting({ ...base, frequency: 'fortnightly' }, 2)).toBe('2026-11-30');
    // The first Monday of each month.
    expect([1, 2, 3].map((k) => scheduledMeeting({ ...base, frequency: 'monthly' }, k))).toEqual(['2026-12-07', '2027-01-04', '2027-02-01']);
    // A fifth Thursday becomes the month's last Thursday where there is no fifth.
    expect(scheduledMeeting({ frequency: 'monthly', weekday: 4, firstMeeting: '2026-10-29' }, 1)).toBe('2026-11-26');
  });

  it('lists the meetings ahead and the meetings held, moved ones included', () => {
    const schedule = { frequency: 'weekly' as const, weekday: 5, firstMeeting: '2026-12-18', place: 'Hall', time: '09:00' };
    expect(meetingsFrom(schedule, weekdays, '2026-12-19', 2).map((m) => m.date)).toEqual(['2026-12-29', '2027-01-01']);
    expect(meetingsUntil(schedule, weekdays, '2026-12-30', 5).map((m) => m.date)).toEqual(['2026-12-29', '2026-12-18']);
  });
});

const isoDate = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2025-01-01', n));
const calendarArb = fc.record({
  workingDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  holidays: fc.array(fc.tuple(isoDate, fc.constant('Holiday')), { maxLength: 60 }).map((pairs) => Object.fromEntries(pairs)),
});

describe('the moved meeting date (property)', () => {
  it('is a working day, not a holiday, and never earlier than the scheduled date', () => {
    fc.assert(fc.property(isoDate, calendarArb, (date, calendar) => {
      const moved = nextWorkingDay(date, calendar);
      expect(moved >= date).toBe(true);
      expect(isHoliday(moved, calendar)).toBe(false);
      expect(isWorkingDay(moved, calendar)).toBe(true);
    }));
  });

  it('is the first such day: every day between is closed or a holiday', () => {
    fc.assert(fc.property(isoDate, calendarArb, (date, calendar) => {
      const moved = nextWorkingDay(date, calendar);
      for (let day = date; day < moved; day = addDays(day, 1)) expect(isWorkingDay(day, calendar)).toBe(false);
    }));
  });
});
