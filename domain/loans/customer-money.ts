/**
 * The customer's side of a loan decision: the disbursement into their savings and each
 * repayment out of it, as events on their own stream with the balanced postings against the
 * loan's accounts. Composed with the loan's events in one append, as a transfer composes the
 * payer's and the payee's.
 */
import type { UserEvent } from '../user/events.ts';
import type { LoanEvent } from './events.ts';
import { disbursementPostings, repaymentPostings } from './ledger.ts';
import { recoveryPostings } from './write-off.ts';
import type { Loan } from './state.ts';

/** A short reference the customer reads on their history and statement (LN-<loan>-<n>). */
export const loanReference = (loanId: string, suffix: string): string => `LN-${loanId.slice(0, 8).toUpperCase()}-${suffix}`.slice(0, 40);

export function customerEventsOf(loan: Pick<Loan, 'loanId' | 'userId' | 'productName' | 'terms'>, events: readonly LoanEvent[]): UserEvent[] {
  const out: UserEvent[] = [];
  for (const event of events) {
    if (event.type === 'LoanDisbursed') {
      const amount = loan.terms.principal;
      out.push({ type: 'LoanFundsReceived', data: { loanId: loan.loanId, productName: loan.productName, amount, reference: loanReference(loan.loanId, 'D'), postings: disbursementPostings(loan.loanId, loan.userId, amount), at: event.data.at } });
    }
    if (event.type === 'LoanRepaymentApplied') {
      const { paymentId, source, amount, allocations, at } = event.data;
      out.push({ type: 'LoanRepaymentPaid', data: { loanId: loan.loanId, paymentId, source, productName: loan.productName, amount, reference: loanReference(loan.loanId, paymentId.slice(-8).toUpperCase()), postings: repaymentPostings(loan.loanId, loan.userId, allocations), at } });
    }
    // A payment on a written-off loan: the same line for the customer, the money to recoveries income.
    if (event.type === 'LoanRecoveryPosted') {
      const { paymentId, amount, at } = event.data;
      out.push({ type: 'LoanRepaymentPaid', data: { loanId: loan.loanId, paymentId, source: 'customer', productName: loan.productName, amount, reference: loanReference(loan.loanId, paymentId.slice(-8).toUpperCase()), postings: recoveryPostings(loan.userId, amount), at } });
    }
  }
  return out;
}
