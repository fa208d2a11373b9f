/**
 * Monthly statements (part 2 section 3) computed from a customer's own stream: one period
 * per calendar month (UTC) from the opening month to the current one, each line carrying
 * the running balance. Balances come from the postings to the customer's USD account, so a
 * period's closing balance is exactly the ledger balance at its end (fees included).
 */
import { customerAccount } from '../ledger/accounts.ts';
import { keptFrom, transactionRow, type TransactionRow } from '../projections/transactions.ts';
import { forCustomer } from './customer-row.ts';
import type { UserEvent } from '../user/events.ts';

export interface StatementLine {
  row: TransactionRow;
  /** Signed change to the USD balance, fee included (minor units). */
  delta: number;
  /** Balance after this line. */
  balance: number;
}

export interface StatementPeriod {
  /** YYYY-MM */
  period: string;
  startDate: string;
  endDate: string;
  openingBalance: number;
  closingBalance: number;
  totalCredits: number;
  totalDebits: number;
  transactionCount: number;
  status: 'current' | 'completed';
  lines: StatementLine[];
}

/** Months from `from` to `to` inclusive (both YYYY-MM). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > to) return months;
    months.push(key);
    month += 1;
    if (month > 12) { month = 1; year += 1; }
  }
}

function lastDay(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return `${period}-${String(days).padStart(2, '0')}`;
}

/** The USD lines of a stream in log order, each with its signed effect on the customer's balance. */
export function statementLines(userId: string, events: readonly { position: number; event: UserEvent }[]): StatementLine[] {
  const account = customerAccount(userId, 'USD');
  const lines: StatementLine[] = [];
  const seen = new Map<string, TransactionRow>();
  let balance = 0;
  for (const { position, event } of events) {
    const raw = transactionRow(userId, position, event);
    const kept = raw && keptFrom(seen.get(raw.id), raw);
    if (kept) seen.set(kept.id, kept);
    const row = kept && forCustomer(kept);
    if (!row || row.currency !== 'USD' || !('postings' in event.data)) continue;
    const delta = event.data.postings.filter((p) => p.account === account).reduce((sum, p) => sum + p.amount, 0);
    balance += delta;
    lines.push({ row, delta, balance });
  }
  return lines;
}

/**
 * Every period from the month the account opened (`openedAt`) to `now`'s month, oldest
 * first. Lines dated before the opening month (demo back-history) move it back.
 */
export function statementPeriods(userId: string, openedAt: string, now: string, events: readonly { position: number; event: UserEvent }[]): StatementPeriod[] {
  const lines = statementLines(userId, events);
  const firstLine = lines.reduce((min, line) => (line.row.at < min ? line.row.at : min), openedAt);
  const current = now.slice(0, 7);
  const byMonth = new Map<string, StatementLine[]>();
  for (const line of lines) {
    const month = line.row.at.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), line]);
  }
  let opening = 0;
  return monthsBetween(firstLine.slice(0, 7), current).map((period) => {
    const monthLines = byMonth.get(period) ?? [];
    const totalCredits = monthLines.filter((l) => l.delta > 0).reduce((s, l) => s + l.delta, 0);
    const totalDebits = monthLines.filter((l) => l.delta < 0).reduce((s, l) => s - l.delta, 0);
    const closing = opening + totalCredits - totalDebits;
    const result: StatementPeriod = {
      period, startDate: `${period}-01`, endDate: lastDay(period), openingBalance: opening, closingBalance: closing,
      totalCredits, totalDebits, transactionCount: monthLines.length, status: period === current ? 'current' : 'completed', lines: monthLines,
    };
    opening = closing;
    return result;
  });
}
