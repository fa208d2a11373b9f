/**
 * The offline collection sheet (issue 29 item 4), pure: a downloaded meeting's sheet and the lines
 * the officer records on the phone, each line with the UUID it was given once (its idempotency key,
 * kept across reloads and resends), its status (not recorded, pending here, sent and awaiting the
 * bank's answer, confirmed: posted or queued for review), which lines to send, and the merge of the
 * bank's answer. No I/O: the page stores the sheets (ui/collection-sheet-store.ts) and calls the bank.
 */
import { parseAmount } from '../domain/money/money.ts';
import type { CollectionLineAnswer, CollectionSheetView, FieldGroupView } from '../adapters/contract/index.ts';

/** What the member paid on the loan: the instalment due, part of it, or nothing. */
export type PaidChoice = 'all' | 'part' | 'nothing';
/** blank: not recorded yet; pending: recorded on this phone, not sent; sent: awaiting the bank's answer; the rest are the bank's. */
export type OfflineLineStatus = 'blank' | 'pending' | 'sent' | 'posted' | 'queued' | 'rejected' | 'refused';

/** What the officer records on a line, as typed (amounts are dollars and cents as text until sent). */
export interface LineEntry { paid: PaidChoice; part: string; deposit: string; present: boolean; savingsAgreed: boolean }
export interface OfflineLine extends LineEntry {
  lineId: string; status: OfflineLineStatus; message: string | null;
  /** The cash the bank posted for the line (its answer's), null until it answered. */
  cash: number | null;
}

export interface OfflineSheet {
  /** `groupId:meetingDate`, one stored sheet per meeting. */
  id: string;
  view: CollectionSheetView;
  /** By line key (member and loan, `lineKey`). */
  lines: Record<string, OfflineLine>;
  /** The officer's till for the meeting as the bank last said it (the download's, then each answer's). */
  till: number;
  downloadedAt: string;
}

/** A line of the submit request, as the contract takes it. */
export interface OutgoingLine {
  lineId: string; memberId: string; loanId: string | null; due: number; reschedules: number;
  paid: number; deposit: number; present: boolean; savingsAgreed: boolean;
}

/** How many lines one submit carries at most (the contract's limit); the rest go in the next. */
export const MAX_LINES_PER_SUBMIT = 60;
/** The week the officer downloads: meetings this many days before and after the bank's today. */
export const WEEK_DAYS = 7;

export const lineKey = (line: { memberId: string; loanId: string | null }): string => `${line.memberId}:${line.loanId ?? ''}`;
export const sheetIdOf = (groupId: string, meetingDate: string): string => `${groupId}:${meetingDate}`;

/** A line the officer may still change: not recorded, pending, or refused by the bank (which kept nothing). */
export const editable = (line: OfflineLine): boolean => line.status === 'blank' || line.status === 'pending' || line.status === 'refused';
/** A line waiting to reach the bank: pending, or sent with no answer yet (sending it again is safe: the bank replays it). */
export const waiting = (line: OfflineLine): boolean => line.status === 'pending' || line.status === 'sent';
/** A line the bank has answered for good: posted, or queued for the branch manager, or rejected by them. */
export const confirmed = (line: OfflineLine): boolean => line.status === 'posted' || line.status === 'queued' || line.status === 'rejected';

const blankLine = (lineId: string, present: boolean | null): OfflineLine => ({
  lineId, status: 'blank', message: null, cash: null, paid: 'nothing', part: '', deposit: '', present: present ?? true, savingsAgreed: false,
});

/**
 * A sheet as downloaded (or opened) from the bank. A line the bank says was already sent takes the
 * bank's id and status; a line this phone already holds keeps its id and what was recorded; any other
 * line is given its UUID now (`newId`), once.
 */
export function downloaded(view: CollectionSheetView, at: string, newId: () => string, kept?: OfflineSheet): OfflineSheet {
  const lines = Object.fromEntries(view.lines.map((line) => {
    const key = lineKey(line);
    const mine = kept?.lines[key];
    if (line.sent) {
      const message = mine?.lineId === line.sent.lineId ? mine.message : null;
      return [key, { ...(mine ?? blankLine(line.sent.lineId, line.present)), lineId: line.sent.lineId, status: line.sent.status, message, cash: line.sent.cash }];
    }
    return [key, mine ?? blankLine(newId(), line.present)];
  }));
  return { id: sheetIdOf(view.groupId, view.meetingDate), view, lines, till: view.till.sheet, downloadedAt: at };
}

/** The officer records (part of) a line: it becomes pending. A refused line gets a new id (the bank kept nothing of the old one). */
export function record(sheet: OfflineSheet, key: string, change: Partial<LineEntry>, newId: string): OfflineSheet {
  const line = sheet.lines[key];
  if (!line || !editable(line)) return sheet;
  const lineId = line.status === 'refused' ? newId : line.lineId;
  return { ...sheet, lines: { ...sheet.lines, [key]: { ...line, ...change, lineId, status: 'pending', message: null } } };
}

const cents = (text: string): number | null => (text.trim() === '' ? 0 : parseAmount(text, 'USD'));

/** The deposit recorded on a line, in cents (null when it is not dollars and cents). */
export const depositOf = (line: OfflineLine): number | null => cents(line.deposit);

/** What the member paid on the loan, in cents (null when the amount typed is not dollars and cents). */
export function paidOf(line: OfflineLine, due: number, loanId: string | null): number | null {
  if (loanId === null || line.paid === 'nothing') return 0;
  if (line.paid === 'all') return due;
  return line.part.trim() === '' ? null : cents(line.part);
}

/** The lines to send now (waiting ones, at most MAX_LINES_PER_SUBMIT) and the keys of waiting lines whose amounts cannot be read. */
export function toSend(sheet: OfflineSheet): { lines: OutgoingLine[]; unreadable: string[] } {
  const lines: OutgoingLine[] = [];
  const unreadable: string[] = [];
  for (const view of sheet.view.lines) {
    const key = lineKey(view);
    const line = sheet.lines[key];
    if (!line || !waiting(line)) continue;
    const paid = paidOf(line, view.due, view.loanId);
    const deposit = cents(line.deposit);
    if (paid === null || deposit === null) { unreadable.push(key); continue; }
    lines.push({ lineId: line.lineId, memberId: view.memberId, loanId: view.loanId, due: view.due, reschedules: view.reschedules, paid, deposit, present: line.present, savingsAgreed: line.savingsAgreed });
  }
  return { lines: lines.slice(0, MAX_LINES_PER_SUBMIT), unreadable };
}

const withLines = (sheet: OfflineSheet, lineIds: readonly string[], change: (line: OfflineLine) => OfflineLine): OfflineSheet => ({
  ...sheet,
  lines: Object.fromEntries(Object.entries(sheet.lines).map(([key, line]) => [key, lineIds.includes(line.lineId) ? change(line) : line])),
});

/** The lines are on their way: sent, awaiting the answer (a lost answer leaves them so, and they are sent again). */
export const sending = (sheet: OfflineSheet, lineIds: readonly string[]): OfflineSheet =>
  withLines(sheet, lineIds, (line) => (waiting(line) ? { ...line, status: 'sent' } : line));

/**
 * The bank's answer merged: each waiting line's status (posted, queued, rejected, refused with its
 * reason) and the till it says. A line already answered keeps its answer (a late or repeated answer
 * never takes a confirmed line back).
 */
export function answered(sheet: OfflineSheet, answer: { lines: readonly CollectionLineAnswer[]; till: { sheet: number } }): OfflineSheet {
  const byId = new Map(answer.lines.map((a) => [a.lineId, a]));
  const merged = withLines(sheet, [...byId.keys()], (line) => {
    const a = byId.get(line.lineId)!;
    if (!waiting(line)) return line;
    return { ...line, status: a.status, cash: a.status === 'refused' ? null : a.cash, message: a.message ?? (a.status === 'queued' || a.status === 'rejected' ? a.reason : null) };
  });
  return { ...merged, till: answer.till.sheet };
}

/** The bank refused the whole request (it kept nothing): the lines are pending again, with its reason. */
export const notSent = (sheet: OfflineSheet, lineIds: readonly string[], message: string): OfflineSheet =>
  withLines(sheet, lineIds, (line) => (line.status === 'sent' ? { ...line, status: 'pending', message } : line));

export interface SheetCounts { blank: number; pending: number; sent: number; confirmed: number; refused: number }

export function countsOf(sheet: OfflineSheet): SheetCounts {
  const counts: SheetCounts = { blank: 0, pending: 0, sent: 0, confirmed: 0, refused: 0 };
  for (const line of Object.values(sheet.lines)) {
    if (confirmed(line)) counts.confirmed += 1;
    else counts[line.status as 'blank' | 'pending' | 'sent' | 'refused'] += 1;
  }
  return counts;
}

/** The cash the officer recorded on the sheet (paid and deposits of every recorded line), what the till should hold once all is posted. */
export function cashRecorded(sheet: OfflineSheet): number {
  return sheet.view.lines.reduce((sum, view) => {
    const line = sheet.lines[lineKey(view)];
    if (!line || line.status === 'blank' || line.status === 'refused' || line.status === 'rejected') return sum;
    return sum + (paidOf(line, view.due, view.loanId) ?? 0) + (cents(line.deposit) ?? 0);
  }, 0);
}

const shiftDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The meetings to download: of the approved groups `officerId` runs, those held or due from WEEK_DAYS before the bank's today to WEEK_DAYS after. */
export function weekMeetings(groups: readonly FieldGroupView[], officerId: string, today: string): { groupId: string; meetingDate: string }[] {
  const from = shiftDays(today, -WEEK_DAYS);
  const to = shiftDays(today, WEEK_DAYS);
  return groups.filter((g) => g.approved && g.officerId === officerId).flatMap((g) => {
    const dates = new Set([...g.heldMeetings, ...g.nextMeetings].map((m) => m.date).filter((d) => d >= from && d <= to));
    return [...dates].sort().map((meetingDate) => ({ groupId: g.groupId, meetingDate }));
  });
}

export type SheetEvent =
  | { type: 'record'; key: string; change: Partial<LineEntry>; newId: string }
  | { type: 'sending'; lineIds: readonly string[] }
  | { type: 'answered'; answer: { lines: readonly CollectionLineAnswer[]; till: { sheet: number } } }
  | { type: 'notSent'; lineIds: readonly string[]; message: string };

/** The sheet's reducer: the one way the page changes a stored sheet. */
export function sheetReducer(sheet: OfflineSheet, event: SheetEvent): OfflineSheet {
  switch (event.type) {
    case 'record': return record(sheet, event.key, event.change, event.newId);
    case 'sending': return sending(sheet, event.lineIds);
    case 'answered': return answered(sheet, event.answer);
    case 'notSent': return notSent(sheet, event.lineIds, event.message);
  }
}
