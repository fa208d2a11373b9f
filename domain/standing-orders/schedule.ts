/**
 * When a standing order's occurrences fall: once on the start date, weekly every 7 days, or
 * monthly on the start date's day, on the month's last day when it is shorter (the 31st becomes
 * Feb 28 or 29, then the 31st again in March). Each date is counted from the start, never from
 * the previous one, so a short month does not pull later dates earlier. Days are UTC calendar days.
 */
import type { Frequency } from './events.ts';

export interface Schedule {
  frequency: Frequency;
  startDate: string;
  endDate: string | null;
  count: number | null;
}

const DAY_MS = 86_400_000;

const parts = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day `n` calendar months after `day`, clamped to that month's last day. */
export function addMonthsClamped(day: string, n: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The date of occurrence `n` (0 is the first), or null when the schedule has ended before it. */
export function occurrenceDate(schedule: Schedule, n: number): string | null {
  if (n < 0 || (schedule.count !== null && n >= schedule.count)) return null;
  if (schedule.frequency === 'once' && n > 0) return null;
  const date = schedule.frequency === 'weekly' ? addDays(schedule.startDate, 7 * n) : addMonthsClamped(schedule.startDate, n);
  return schedule.endDate !== null && date > schedule.endDate ? null : date;
}

/** The calendar day (UTC) of an instant. */
export const dayOfInstant = (iso: string): string => iso.slice(0, 10);
