/**
 * The loan's accounts in the book: its outstanding principal, its interest receivable and its
 * fees receivable (each negative while the customer owes: the bank's asset mirrors the money it
 * paid out), and the income accounts they are earned into. The entries here are the only
 * ones a loan posts, each balanced.
 */
import { customerAccount } from '../ledger/accounts.ts';
import { balanced, move, type Posting } from '../ledger/postings.ts';
import type { Allocation } from './events.ts';

export const loanAccount = (loanId: string, part: 'principal' | 'interest' | 'fees'): string => `bank:loan-portfolio:${loanId}:${part}:USD`;
export const interestIncomeAccount = 'bank:loan-interest-income:USD';
export const loanFeeIncomeAccount = 'bank:loan-fee-income:USD';

/** Disbursement: from the loan portfolio into the customer's savings. */
export const disbursementPostings = (loanId: string, userId: string, amount: number): Posting[] =>
  balanced(move(loanAccount(loanId, 'principal'), customerAccount(userId, 'USD'), 'USD', amount));

/** Interest now owed: the receivable grows against interest income. */
export const accrualPostings = (loanId: string, amount: number): Posting[] =>
  balanced(move(loanAccount(loanId, 'interest'), interestIncomeAccount, 'USD', amount));

export const lateFeePostings = (loanId: string, amount: number): Posting[] =>
  balanced(move(loanAccount(loanId, 'fees'), loanFeeIncomeAccount, 'USD', amount));

/** A repayment: out of the customer's savings into the fees, interest and principal it was allocated to. */
export function repaymentPostings(loanId: string, userId: string, allocations: readonly Allocation[]): Posting[] {
  const sum = (part: 'fees' | 'interest' | 'principal') => allocations.reduce((total, a) => total + a[part], 0);
  const fees = sum('fees');
  const interest = sum('interest');
  const principal = sum('principal');
  return balanced([
    { account: customerAccount(userId, 'USD'), currency: 'USD', amount: -(fees + interest + principal) },
    { account: loanAccount(loanId, 'fees'), currency: 'USD', amount: fees },
    { account: loanAccount(loanId, 'interest'), currency: 'USD', amount: interest },
    { account: loanAccount(loanId, 'principal'), currency: 'USD', amount: principal },
  ]);
}
