/**
 * A demo customer's loan history (DECISIONS 21: demo customers only, deterministic): a personal
 * loan applied for, recommended and approved by two demo officers, disbursed months ago, and each
 * instalment since collected when the balance covered it, all decided by the loan decider itself.
 */
import type { UserEvent } from '../user/events.ts';
import { customerEventsOf } from './customer-money.ts';
import { addMonths } from './dates.ts';
import { decideLoan, type Actor, type LoanCommand } from './decider.ts';
import type { LoanEvent } from './events.ts';
import { starterLoanProducts } from './fixtures.ts';
import { evolveLoan, initialLoanState, type Loan, type LoanState } from './state.ts';

const maker: Actor = { id: 'demo-loan-officer', name: 'Demo Loan Officer', role: 'admin' };
const checker: Actor = { id: 'demo-credit-manager', name: 'Demo Credit Manager', role: 'admin' };

export interface DemoLoan { loanEvents: LoanEvent[]; userEvents: UserEvent[] }

/** `balance` is the customer's USD balance before the loan; `today` bounds the collections. */
export function demoLoanHistory(loanId: string, user: { id: string; name: string }, startDate: string, today: string, balance: number): DemoLoan {
  const product = starterLoanProducts.personal!;
  let state: LoanState = initialLoanState;
  let funds = balance;
  const loanEvents: LoanEvent[] = [];
  const userEvents: UserEvent[] = [];
  const at = (date: string) => `${date}T10:00:00.000Z`;
  const run = (command: LoanCommand) => {
    const events = decideLoan(command, state);
    state = events.reduce(evolveLoan, state);
    const paid = customerEventsOf(state as Loan, events);
    for (const event of paid) funds += event.type === 'LoanFundsReceived' ? event.data.amount : event.type === 'LoanRepaymentPaid' ? -event.data.amount : 0;
    loanEvents.push(...events);
    userEvents.push(...paid);
  };
  run({ type: 'ApplyForLoan', loanId, userId: user.id, customerName: user.name, productId: 'personal', product, amount: 6_000_00, term: 12, purpose: 'Stock for the market stall', at: at(startDate) });
  run({ type: 'RecommendLoan', actor: maker, note: 'Steady deposits for years', at: at(startDate) });
  run({ type: 'ApproveLoan', actor: checker, note: 'Agreed', at: at(startDate) });
  run({ type: 'DisburseLoan', actor: checker, startDate, at: at(startDate) });
  for (let month = 1; month <= 12 && addMonths(startDate, month) <= today; month += 1) {
    const date = addMonths(startDate, month);
    run({ type: 'CollectDue', asOf: date, payer: { balance: funds, frozen: false }, paymentIdPrefix: `auto-${date}`, at: at(date) });
  }
  return { loanEvents, userEvents };
}
