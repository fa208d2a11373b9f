/**
 * The general ledger of one chart account in one currency between two positions: its opening
 * balance, every entry with its debit or credit, the running balance on the account's normal
 * side, and each entry's source (a transfer, a repayment, a journal entry, interest, a provision...).
 */
import type { Currency } from '../money/money.ts';
import { balanceAt, lastAtOrBelow, seriesKey, type AccountingBook } from './book.ts';
import { naturalBalance } from './statements.ts';

export const entrySources = ['transfer', 'repayment', 'disbursement', 'journal', 'interest', 'accrual', 'fee', 'deposit', 'adjustment', 'provision', 'write_off', 'recovery', 'demo', 'other'] as const;
export type EntrySource = (typeof entrySources)[number];

const sourceByType: Record<string, EntrySource> = {
  TransferSent: 'transfer', TransferReceived: 'transfer',
  LoanRepaymentPaid: 'repayment', LoanRepaymentApplied: 'repayment',
  LoanDisbursed: 'disbursement', LoanFundsReceived: 'disbursement',
  AdminTransactionPosted: 'journal', AdminTransactionCorrected: 'journal', AdminTransactionReversed: 'journal',
  InterestPosted: 'interest', LoanInstalmentFellDue: 'accrual', LoanLateFeeCharged: 'fee',
  DepositConfirmed: 'deposit', BalanceAdjusted: 'adjustment', DemoTransactionPosted: 'demo',
};

/** The source of an entry by its event's type; the provisioning's events by their names (issue 28 item 4). */
export function sourceOf(eventType: string): EntrySource {
  const known = sourceByType[eventType];
  if (known) return known;
  if (/Provision/i.test(eventType)) return 'provision';
  if (/Write|Written/i.test(eventType)) return 'write_off';
  if (/Recover/i.test(eventType)) return 'recovery';
  return 'other';
}

export interface LedgerEntry { position: number; at: string; source: EntrySource; eventType: string; streamId: string; ledgerAccount: string; debit: number; credit: number; balance: number }
export interface GeneralLedger {
  code: string; name: string; currency: Currency; from: number; to: number;
  opening: number; closing: number; entries: LedgerEntry[];
  /** Entries left out at the start when the period holds more than `limit` (the opening is then the balance before the first shown). */
  omitted: number;
}

export function generalLedger(book: AccountingBook, code: string, currency: Currency, from: number, to: number, limit = 1_000): GeneralLedger | null {
  const account = book.chart.accounts.get(code);
  if (!account) return null;
  const series = book.series.get(seriesKey(code, currency));
  const last = series ? lastAtOrBelow(series.positions, to) : -1;
  const first = series ? lastAtOrBelow(series.positions, from) + 1 : 0;
  const start = Math.max(first, last + 1 - limit);
  const opening = naturalBalance(account, start > 0 && series ? series.cumulative[start - 1]! : 0);
  const entries: LedgerEntry[] = [];
  for (let index = start; series && index <= last; index += 1) {
    const amount = series.amounts[index]!;
    entries.push({
      position: series.positions[index]!, at: new Date(series.times[index]!).toISOString(), source: sourceOf(series.eventTypes[index]!), eventType: series.eventTypes[index]!,
      streamId: series.streamIds[index]!, ledgerAccount: series.ledgerAccounts[index]!,
      debit: amount < 0 ? -amount : 0, credit: amount > 0 ? amount : 0, balance: naturalBalance(account, series.cumulative[index]!),
    });
  }
  return { code, name: account.name, currency, from, to, opening, closing: naturalBalance(account, balanceAt(series, to)), entries, omitted: start - first };
}
