/**
 * Dates as people read them, one style per kind (issue 13, DECISIONS 29), in the language shown:
 * en-US "Nov 24, 2026, 2:05 PM", fr-FR as Intl writes it, "24 nov. 2026, 14:05". A server's
 * calendar day stays that day; a timestamp is shown in the reader's zone.
 */
import { format, isValid } from 'date-fns';
import { intlLocale, monthText } from '../../domain/i18n/format.ts';
import { currentLanguage } from '../i18n/languages.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})/;

/** "2025-09" -> "September 2025" ("septembre 2025" in French). */
export const monthName = (period: string): string => monthText(currentLanguage(), period);

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

type Kind = 'date' | 'dateTime' | 'time';

const englishPatterns: Record<Kind, string> = { date: 'MMM d, yyyy', dateTime: 'MMM d, yyyy, h:mm a', time: 'h:mm a' };
const intlStyles: Record<Kind, Intl.DateTimeFormatOptions> = { date: { dateStyle: 'medium' }, dateTime: { dateStyle: 'medium', timeStyle: 'short' }, time: { timeStyle: 'short' } };

/** English keeps its date-fns patterns (word for word as before); other languages write dates as Intl does for their locale. */
function written(date: Date, kind: Kind): string {
  const language = currentLanguage();
  return language === 'en' ? format(date, englishPatterns[kind]) : new Intl.DateTimeFormat(intlLocale(language), intlStyles[kind]).format(date);
}

/** "2026-11-24" or a timestamp -> "Nov 24, 2026" | "24 nov. 2026"; anything unreadable is shown as it came. */
export function formatDate(value: string): string {
  const date = dateOf(value);
  return date ? written(date, 'date') : value;
}

/** ("2026-11-24", "14:05") or a timestamp -> "Nov 24, 2026, 2:05 PM" | "24 nov. 2026, 14:05". */
export function formatDateTime(value: string, time?: string): string {
  const date = dateOf(value, time);
  return date ? written(date, 'dateTime') : [value, time].filter(Boolean).join(' ');
}

/** "14:05" -> "2:05 PM" | "14:05"; a timestamp -> its time in the reader's zone. */
export function formatTime(value: string): string {
  const clock = CLOCK.exec(value.trim());
  const date = clock ? new Date(2000, 0, 1, Number(clock[1]), Number(clock[2])) : dateOf(value);
  return date && isValid(date) ? written(date, 'time') : value;
}

/** A statement month "2026-11" -> "Nov 2026" | "nov. 2026", for chart axes and their tables. */
export function formatMonth(period: string): string {
  const [year, month] = period.split('-').map(Number);
  const date = new Date(year ?? 0, (month ?? 1) - 1, 1);
  if (!isValid(date)) return period;
  const language = currentLanguage();
  return language === 'en' ? format(date, 'MMM yyyy') : new Intl.DateTimeFormat(intlLocale(language), { month: 'short', year: 'numeric' }).format(date);
}
