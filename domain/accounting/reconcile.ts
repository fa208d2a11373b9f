/**
 * The reconciliation of the books with what customers and the loans page see: the deposits
 * liability against the sum of customers' balances, loans outstanding against the portfolio's
 * principal, interest receivable against the interest owed, and no posting left unfiled.
 */
import type { Currency } from '../money/money.ts';
import { outstandingPrincipal } from '../loans/money.ts';
import type { Loan } from '../loans/state.ts';
import { balanceAt, seriesKey, type AccountingBook } from './book.ts';
import { codes } from './chart.ts';

export interface ReconcileCheck { check: 'deposits' | 'loans' | 'interest' | 'unclassified'; currency: Currency; books: number; operations: number; agrees: boolean }

/** What the operational side says at the same position: each customer's balances and each loan. */
export interface OperationalSide {
  customerBalances: Iterable<{ USD: number; BTC: number }>;
  loans: Iterable<Loan>;
}

export const interestOwed = (loan: Loan): number => loan.instalments.reduce((sum, i) => sum + i.interestDue - i.interestPaid, 0);

export function reconcile(book: AccountingBook, position: number, side: OperationalSide): ReconcileCheck[] {
  const balance = (code: string, currency: Currency) => balanceAt(book.series.get(seriesKey(code, currency)), position);
  const sums = { USD: 0, BTC: 0 };
  for (const balances of side.customerBalances) { sums.USD += balances.USD; sums.BTC += balances.BTC; }
  let principal = 0;
  let interest = 0;
  for (const loan of side.loans) {
    if (loan.status !== 'active') continue;
    principal += outstandingPrincipal(loan);
    interest += interestOwed(loan);
  }
  const check = (name: ReconcileCheck['check'], currency: Currency, books: number, operations: number): ReconcileCheck => ({ check: name, currency, books, operations, agrees: books === operations });
  return [
    check('deposits', 'USD', balance(codes.customerDeposits, 'USD'), sums.USD),
    check('deposits', 'BTC', balance(codes.customerDeposits, 'BTC'), sums.BTC),
    check('loans', 'USD', -balance(codes.loansOutstanding, 'USD') || 0, principal),
    check('interest', 'USD', -balance(codes.interestReceivable, 'USD') || 0, interest),
    check('unclassified', 'USD', book.unclassified.size, 0),
  ];
}
