/**
 * A branch's calendar (issue 29 item 3): its working days and holidays, and where a meeting
 * falls. A meeting due on a holiday or a closed day moves to the next working day, never earlier;
 * the loan instalments of the next session take their dates from here too. Pure: plain ISO dates.
 */
import { addDays, addMonths, type IsoDate } from '../loans/dates.ts';
import type { MeetingSchedule } from './events.ts';

export interface BranchCalendar {
  /** ISO weekdays the branch works: 1 Monday ... 7 Sunday. */
  workingDays: readonly number[];
  /** Holidays by date (the value is the holiday's name). */
  holidays: Readonly<Record<string, string>>;
}

/** The ISO weekday of a date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const isHoliday = (date: IsoDate, calendar: BranchCalendar): boolean => calendar.holidays[date] !== undefined;

export const isWorkingDay = (date: IsoDate, calendar: BranchCalendar): boolean =>
  calendar.workingDays.includes(isoWeekday(date)) && !isHoliday(date, calendar);

/** Enough to step over any run of holidays a branch could declare; a calendar without a working day answers the date itself. */
const SEARCH_LIMIT_DAYS = 3660;

/** The date itself when it is a working day, else the first working day after it. */
export function nextWorkingDay(date: IsoDate, calendar: BranchCalendar): IsoDate {
  if (calendar.workingDays.length === 0) return date;
  let day = date;
  for (let i = 0; i < SEARCH_LIMIT_DAYS; i += 1) {
    if (isWorkingDay(day, calendar)) return day;
    day = addDays(day, 1);
  }
  return date;
}

/** Which occurrence of its weekday a date is in its month: 1 for the first Monday, ..., 5 for a fifth. */
const nthInMonth = (date: IsoDate): number => Math.floor((Number(date.slice(8, 10)) - 1) / 7) + 1;

/** The nth weekday of the month holding `monthDate` (the last one when the month has no nth). */
function nthWeekdayOfMonth(monthDate: IsoDate, weekday: number, nth: number): IsoDate {
  const first = `${monthDate.slice(0, 7)}-01`;
  const offset = (weekday - isoWeekday(first) + 7) % 7;
  let day = addDays(first, offset + (nth - 1) * 7);
  while (day.slice(0, 7) !== monthDate.slice(0, 7)) day = addDays(day, -7);
  return day;
}

/** The schedule's k-th meeting date as scheduled (k = 0 is the first meeting), before any holiday moves it. */
export function scheduledMeeting(schedule: Pick<MeetingSchedule, 'frequency' | 'firstMeeting' | 'weekday'>, k: number): IsoDate {
  switch (schedule.frequency) {
    case 'weekly': return addDays(schedule.firstMeeting, 7 * k);
    case 'fortnightly': return addDays(schedule.firstMeeting, 14 * k);
    case 'monthly': return nthWeekdayOfMonth(addMonths(`${schedule.firstMeeting.slice(0, 7)}-01`, k), schedule.weekday, nthInMonth(schedule.firstMeeting));
  }
}

export interface Meeting { scheduled: IsoDate; date: IsoDate; moved: boolean; holiday: string | null }

/** A meeting as held: on its scheduled date, or moved to the next working day (with the holiday that moved it). */
export function meetingOn(scheduled: IsoDate, calendar: BranchCalendar): Meeting {
  const date = nextWorkingDay(scheduled, calendar);
  return { scheduled, date, moved: date !== scheduled, holiday: calendar.holidays[scheduled] ?? null };
}

/** Up to `count` meetings held on or after `from`, in order. */
export function meetingsFrom(schedule: MeetingSchedule, calendar: BranchCalendar, from: IsoDate, count: number): Meeting[] {
  const meetings: Meeting[] = [];
  for (let k = 0; meetings.length < count && k < 2000; k += 1) {
    const meeting = meetingOn(scheduledMeeting(schedule, k), calendar);
    if (meeting.date >= from) meetings.push(meeting);
  }
  return meetings;
}

/** Up to `count` meetings held on or before `until`, newest first: the ones attendance may be recorded for. */
export function meetingsUntil(schedule: MeetingSchedule, calendar: BranchCalendar, until: IsoDate, count: number): Meeting[] {
  const held: Meeting[] = [];
  for (let k = 0; k < 2000; k += 1) {
    const meeting = meetingOn(scheduledMeeting(schedule, k), calendar);
    if (meeting.scheduled > until) break;
    if (meeting.date <= until) held.push(meeting);
  }
  return held.reverse().slice(0, count);
}

/** Whether a meeting of this schedule is held on `date`. */
export function isMeetingDate(schedule: MeetingSchedule, calendar: BranchCalendar, date: IsoDate): boolean {
  return meetingsFrom(schedule, calendar, date, 1)[0]?.date === date;
}
