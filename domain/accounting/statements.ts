/**
 * The financial statements computed from the accounting book as of a position (pure): the
 * trial balance, the balance sheet with the result to date, the income statement of a period
 * and two moments side by side. Amounts are minor units; each line is per currency.
 */
import type { Currency } from '../money/money.ts';
import { balanceAt, codesPosted, seriesKey, type AccountingBook } from './book.ts';
import { debitNormal, type AccountClass, type ChartAccount } from './chart.ts';

export interface TrialLine { code: string; name: string; class: AccountClass; debit: number; credit: number }
export interface TrialBalance { currency: Currency; position: number; lines: TrialLine[]; totalDebit: number; totalCredit: number; balanced: boolean }

export interface StatementLine { code: string; name: string; amount: number }
export interface BalanceSheet {
  currency: Currency; position: number;
  assets: StatementLine[]; liabilities: StatementLine[]; equity: StatementLine[];
  /** Income less expenses since the log began: the result not yet closed into equity. */
  result: number;
  totalAssets: number; totalLiabilities: number; totalEquity: number;
  /** Liabilities + equity + result. */
  totalLiabilitiesAndEquity: number;
  balanced: boolean;
}
export interface IncomeStatement { currency: Currency; from: number; to: number; income: StatementLine[]; expenses: StatementLine[]; totalIncome: number; totalExpenses: number; netResult: number }
export interface CompareLine { code: string; name: string; class: AccountClass; before: number; after: number; change: number }
export interface Comparison { currency: Currency; before: number; after: number; lines: CompareLine[] }

/** The chart's accounts (added ones included) and every code that has posted in this currency, by code. */
function accountsOf(book: AccountingBook, currency: Currency): ChartAccount[] {
  const posted = new Set(codesPosted(book, currency));
  const shown = [...book.chart.accounts.values()].filter((account) => posted.has(account.code) || (currency === 'USD' && account.origin === 'added'));
  return shown.sort((a, b) => a.code.localeCompare(b.code));
}

const bookBalance = (book: AccountingBook, account: ChartAccount, currency: Currency, position: number) => balanceAt(book.series.get(seriesKey(account.code, currency)), position);

/** The balance on the account's normal side: an asset's debit balance, a liability's credit balance, as a positive number. */
export const naturalBalance = (account: Pick<ChartAccount, 'class' | 'contra'>, bookAmount: number): number => (debitNormal(account) ? -bookAmount : bookAmount) || 0;

export function trialBalance(book: AccountingBook, currency: Currency, position: number): TrialBalance {
  const lines = accountsOf(book, currency).map((account): TrialLine => {
    const balance = bookBalance(book, account, currency, position);
    return { code: account.code, name: account.name, class: account.class, debit: balance < 0 ? -balance : 0, credit: balance > 0 ? balance : 0 };
  });
  const totalDebit = lines.reduce((sum, line) => sum + line.debit, 0);
  const totalCredit = lines.reduce((sum, line) => sum + line.credit, 0);
  return { currency, position, lines, totalDebit, totalCredit, balanced: totalDebit === totalCredit };
}

export function balanceSheet(book: AccountingBook, currency: Currency, position: number): BalanceSheet {
  const accounts = accountsOf(book, currency);
  const linesOf = (cls: AccountClass, sign: 1 | -1) => accounts.filter((a) => a.class === cls).map((a) => ({ code: a.code, name: a.name, amount: sign * bookBalance(book, a, currency, position) || 0 }));
  const assets = linesOf('asset', -1);
  const liabilities = linesOf('liability', 1);
  const equity = linesOf('equity', 1);
  const result = [...linesOf('income', 1), ...linesOf('expense', 1)].reduce((sum, line) => sum + line.amount, 0);
  const total = (lines: StatementLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);
  const totalAssets = total(assets);
  const totalLiabilities = total(liabilities);
  const totalEquity = total(equity);
  const totalLiabilitiesAndEquity = totalLiabilities + totalEquity + result;
  return { currency, position, assets, liabilities, equity, result, totalAssets, totalLiabilities, totalEquity, totalLiabilitiesAndEquity, balanced: totalAssets === totalLiabilitiesAndEquity };
}

/** Income and expenses earned between two positions (after `from`, up to and including `to`). */
export function incomeStatement(book: AccountingBook, currency: Currency, from: number, to: number): IncomeStatement {
  const accounts = accountsOf(book, currency);
  const moved = (a: ChartAccount) => bookBalance(book, a, currency, to) - bookBalance(book, a, currency, from);
  const income = accounts.filter((a) => a.class === 'income').map((a) => ({ code: a.code, name: a.name, amount: moved(a) }));
  const expenses = accounts.filter((a) => a.class === 'expense').map((a) => ({ code: a.code, name: a.name, amount: -moved(a) || 0 }));
  const totalIncome = income.reduce((sum, line) => sum + line.amount, 0);
  const totalExpenses = expenses.reduce((sum, line) => sum + line.amount, 0);
  return { currency, from, to, income, expenses, totalIncome, totalExpenses, netResult: totalIncome - totalExpenses };
}

/** Every account's natural balance at two positions and what changed between them. */
export function compareMoments(book: AccountingBook, currency: Currency, before: number, after: number): Comparison {
  const lines = accountsOf(book, currency).map((account): CompareLine => {
    const then = naturalBalance(account, bookBalance(book, account, currency, before));
    const now = naturalBalance(account, bookBalance(book, account, currency, after));
    return { code: account.code, name: account.name, class: account.class, before: then, after: now, change: now - then };
  });
  return { currency, before, after, lines };
}
