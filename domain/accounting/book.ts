/**
 * The accounting read model's fold, pure (issue 28 item 2): every posting of the log, filed by
 * its chart code and currency into a series of positions and cumulative balances, so a balance
 * as of any position is one binary search per account, never a fold of the log per request.
 * Every event whose data carries `postings` counts, whatever its stream (the loans' and the
 * provisioning's entries as much as the customers'); the chart's own events keep the names.
 */
import type { Currency } from '../money/money.ts';
import type { Posting } from '../ledger/postings.ts';
import { initialChart, evolveChart, type ChartState } from './chart-decider.ts';
import type { ChartEvent } from './chart-events.ts';
import { codeOf } from './chart.ts';

/** One chart account in one currency: parallel arrays, one element per posting, in log order. */
export interface Series {
  positions: number[];
  /** The account's book balance (credit-positive) after this posting. */
  cumulative: number[];
  amounts: number[];
  ledgerAccounts: string[];
  /** Interned (one string per distinct value in the whole book), so a million postings keep a few thousand strings. */
  eventTypes: string[];
  streamIds: string[];
  /** Each event's time as epoch milliseconds (a number costs less than its ISO text). */
  times: number[];
}

export interface AccountingBook {
  position: number;
  /** By `code|currency`. */
  series: Map<string, Series>;
  chart: ChartState;
  /** Positions of events that posted, with the latest time (epoch ms) up to each (a time resolves by binary search). */
  postedPositions: number[];
  postedTimes: number[];
  /** Ledger accounts no rule files (posted to suspense), for the reconciliation. */
  unclassified: Set<string>;
  /** One copy of each repeated text (stream ids, event types, ledger accounts). */
  interned: Map<string, string>;
}

/** What the fold reads of a recorded event. */
export interface BookEvent {
  position: number;
  streamId: string;
  /** The bank's time of the event (its metadata's `at`, the clock that decided it); statements as of a time read it. */
  at: string;
  type: string;
  data: unknown;
}

export const emptyBook = (): AccountingBook => ({ position: 0, series: new Map(), chart: initialChart, postedPositions: [], postedTimes: [], unclassified: new Set(), interned: new Map() });

export const seriesKey = (code: string, currency: Currency): string => `${code}|${currency}`;

const postingsOf = (data: unknown): readonly Posting[] | null => {
  const postings = (data as { postings?: unknown } | null)?.postings;
  return Array.isArray(postings) && postings.length > 0 ? (postings as Posting[]) : null;
};

function intern(book: AccountingBook, text: string): string {
  const known = book.interned.get(text);
  if (known !== undefined) return known;
  book.interned.set(text, text);
  return text;
}

/** Lays one event into the book in place (the caller owns it); events at or below its position are ignored. */
export function applyToBook(book: AccountingBook, event: BookEvent): void {
  if (event.position <= book.position) return;
  book.position = event.position;
  if (event.type === 'ChartAccountAdded' || event.type === 'ChartAccountRenamed') {
    book.chart = evolveChart(book.chart, { type: event.type, data: event.data } as ChartEvent);
    return;
  }
  const postings = postingsOf(event.data);
  if (!postings) return;
  const last = book.postedTimes.at(-1);
  book.postedPositions.push(event.position);
  const time = Date.parse(event.at);
  book.postedTimes.push(last !== undefined && last > time ? last : time);
  const streamId = intern(book, event.streamId);
  const type = intern(book, event.type);
  for (const posting of postings) {
    if (posting.amount === 0) continue;
    const code = codeOf(posting.account);
    if (code === '1999') book.unclassified.add(posting.account);
    const key = seriesKey(code, posting.currency);
    let series = book.series.get(key);
    if (!series) book.series.set(key, (series = { positions: [], cumulative: [], amounts: [], ledgerAccounts: [], eventTypes: [], streamIds: [], times: [] }));
    series.positions.push(event.position);
    series.cumulative.push((series.cumulative.at(-1) ?? 0) + posting.amount);
    series.amounts.push(posting.amount);
    series.ledgerAccounts.push(intern(book, posting.account));
    series.eventTypes.push(type);
    series.streamIds.push(streamId);
    series.times.push(time);
  }
}

/** The index of the last element <= `value` in an ascending array, or -1. */
export function lastAtOrBelow<T>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= value) { found = middle; low = middle + 1; } else high = middle - 1;
  }
  return found;
}

/** The book balance (credit-positive) of one series as of `position`. */
export function balanceAt(series: Series | undefined, position: number): number {
  if (!series) return 0;
  const index = lastAtOrBelow(series.positions, position);
  return index < 0 ? 0 : series.cumulative[index]!;
}

/** The log position a time stands for: the last position whose balances were in force at `at` (the book's position when `at` is after everything). */
export function positionAtTime(book: AccountingBook, at: string): number {
  const index = lastAtOrBelow(book.postedTimes, Date.parse(at));
  if (index === book.postedTimes.length - 1) return book.position;
  return book.postedPositions[index + 1]! - 1;
}

/** Every (code, currency) that has ever posted in `currency`. */
export const codesPosted = (book: AccountingBook, currency: Currency): string[] =>
  [...book.series.keys()].filter((key) => key.endsWith(`|${currency}`)).map((key) => key.slice(0, key.indexOf('|')));
