/**
 * A loan command on the loan's stream and its customer's, composed (Chassaing's compose, as the
 * loan does it): the loan decides on the payer's balance, the customer's side is derived from the
 * loan's events (disbursement in, repayments out), and both are appended together under the
 * customer's money lock, so it queues with their transfers.
 */
import type { DeclaredCommand } from '../command.ts';
import { refuse, said } from '../errors.ts';
import { userDecider } from '../user/aggregate.ts';
import { userStream, type UserEvent } from '../user/events.ts';
import type { UserState } from '../user/state.ts';
import { customerEventsOf } from './customer-money.ts';
import { loanDecider, type LoanCommand, type Payer } from './decider.ts';
import { loanStream, type LoanEvent } from './events.ts';
import { LOAN_PRODUCTS_STREAM, loanProductsDecider, type LoanProductsState } from './products.ts';
import { evolveLoan, type Loan, type LoanState } from './state.ts';

/** The loan's events and the customer's derived from them, with the loan after them. */
export interface LoanDecision { loan: Loan; events: LoanEvent[]; customer: UserEvent[] }

/** The loan decider composed with the customer's stream: the payer's balance goes in, the customer's side comes out. */
export function decideOnLoanAndCustomer(command: (payer: Payer) => LoanCommand, { loan: loanState, customer: user }: { loan: LoanState; customer: UserState }): LoanDecision {
  if (!user.exists) return refuse('not_found', said('session.userNotFound'));
  const events = [...loanDecider.decide(command({ balance: user.balances.USD, frozen: user.frozen }), loanState)];
  const loan = events.reduce(evolveLoan, loanState);
  if (!loan.exists) return refuse('not_found', said('loans.noSuchLoan'));
  return { loan, events, customer: customerEventsOf(loan, events) };
}

export interface OnLoanInput {
  loanId: string;
  /** The customer the loan belongs to. */
  userId: string;
  command(payer: Payer): LoanCommand;
}

/** Any loan command, declared: the loan and its customer, the customer's lock, the composed decision. */
export const onLoanCommand: DeclaredCommand<OnLoanInput, { loan: LoanState; customer: UserState }, { loan: Loan; events: LoanEvent[] }> = {
  name: 'loan',
  folds: { loan: loanDecider, customer: userDecider },
  streams: (input) => ({ loan: loanStream(input.loanId), customer: userStream(input.userId) }),
  locks: (input) => [input.userId],
  decide(input, states) {
    const decided = decideOnLoanAndCustomer(input.command, states);
    return { events: { loan: decided.events, customer: decided.customer }, result: { loan: decided.loan, events: decided.events } };
  },
};

export type ApplyForLoanInput = Omit<Extract<LoanCommand, { type: 'ApplyForLoan' }>, 'type' | 'product'>;

/** A customer's application, declared: the product in force read from the products stream, the new loan's stream. */
export const applyForLoanCommand: DeclaredCommand<ApplyForLoanInput, { products: LoanProductsState; loan: LoanState }, Loan> = {
  name: 'loan-apply',
  folds: { products: loanProductsDecider, loan: loanDecider },
  streams: (input) => ({ products: LOAN_PRODUCTS_STREAM, loan: loanStream(input.loanId) }),
  decide(input, states) {
    const product = states.products.products[input.productId];
    if (!product) return refuse('not_found', said('loans.noSuchLoanProduct'));
    const events = [...loanDecider.decide({ type: 'ApplyForLoan', ...input, product }, states.loan)];
    return { events: { loan: events }, result: events.reduce(evolveLoan, states.loan) as Loan };
  },
};
