/**
 * Posting one collection line, pure: the cash goes into the officer's till and onto the member's
 * USD account (a cash deposit, `field_cash`), and what is for the loan is repaid from there
 * through the loan's own repayment decision, so interest, principal and arrears are allocated as
 * for any repayment. Every entry is balanced: till against the member, the member against the loan.
 */
import { balanced, move } from '../ledger/postings.ts';
import { customerAccount } from '../ledger/accounts.ts';
import { decideOnLoanAndCustomer } from '../loans/loan-command.ts';
import type { LoanState } from '../loans/state.ts';
import type { LoanEvent } from '../loans/events.ts';
import { userDecider } from '../user/aggregate.ts';
import type { UserEvent } from '../user/events.ts';
import type { UserState } from '../user/state.ts';
import { tillAccount, type CollectionEventOf } from './events.ts';
import { owedOf } from './sheet.ts';

export interface LineFacts {
  lineId: string; groupId: string; meetingDate: string; memberId: string; loanId: string | null;
  officerId: string; officerName: string; present: boolean;
  by: string; at: string; asOf: string;
}

export interface PostedLine {
  customer: UserEvent[];
  loan: LoanEvent[];
  posted: CollectionEventOf<'CollectionLinePosted'>;
}

export const lineReference = (lineId: string): string => `FC-${lineId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

export function postLine(facts: LineFacts, amounts: { loanPaid: number; savings: number }, states: { loan: LoanState; customer: UserState }, resolvedBy: string | null): PostedLine {
  const cash = amounts.loanPaid + amounts.savings;
  const customer: UserEvent[] = [];
  if (cash > 0) {
    customer.push({ type: 'DepositConfirmed', data: {
      depositId: `field-${facts.lineId}`, currency: 'USD', amount: cash, method: 'field_cash', by: facts.by,
      postings: balanced(move(tillAccount(facts.officerId), customerAccount(facts.memberId, 'USD'), 'USD', cash)), at: facts.at,
    } });
  }
  let user = customer.reduce(userDecider.evolve, states.customer);
  let loanEvents: LoanEvent[] = [];
  let owedAfter = states.loan.exists ? owedOf(states.loan) : 0;
  if (amounts.loanPaid > 0) {
    const decided = decideOnLoanAndCustomer(
      (payer) => ({ type: 'RepayLoan', paymentId: `field-${facts.lineId}`, amount: amounts.loanPaid, prepay: 'next', asOf: facts.asOf, payer, at: facts.at }),
      { loan: states.loan, customer: user },
    );
    loanEvents = decided.events;
    customer.push(...decided.customer);
    user = decided.customer.reduce(userDecider.evolve, user);
    owedAfter = owedOf(decided.loan);
  }
  const savingsAfter = user.exists ? user.balances.USD : 0;
  const posted: CollectionEventOf<'CollectionLinePosted'> = { type: 'CollectionLinePosted', data: {
    lineId: facts.lineId, groupId: facts.groupId, meetingDate: facts.meetingDate, memberId: facts.memberId, loanId: facts.loanId,
    officerId: facts.officerId, officerName: facts.officerName, cash, loanPaid: amounts.loanPaid, savings: amounts.savings,
    owedAfter, savingsAfter, present: facts.present, reference: lineReference(facts.lineId), resolvedBy, by: facts.by, at: facts.at,
  } };
  return { customer, loan: loanEvents, posted };
}
