/**
 * Runs one loan command: loads the loan's stream and its customer's, lets the loan decider
 * decide, derives the customer's side (disbursement in, repayments out), and appends both with
 * the versions read, under the customer's money lock so it queues with their transfers.
 */
import { refuse, said } from '../../domain/errors.ts';
import { customerEventsOf } from '../../domain/loans/customer-money.ts';
import { decideLoan, type LoanCommand, type Payer } from '../../domain/loans/decider.ts';
import { loanStream, type LoanEvent } from '../../domain/loans/events.ts';
import { evolveLoan, foldLoan, type Loan } from '../../domain/loans/state.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { foldUser } from '../../domain/user/state.ts';
import { withMoneyLock } from '../engine/keyed-lock.ts';
import { runCommand, type Decision, type Reads } from '../engine/unit-of-work.ts';
import type { BankContext } from './context.ts';

/** The customer a loan belongs to, from the live view (the decision itself reads the streams). */
export async function ownerOf(ctx: BankContext, loanId: string): Promise<string> {
  const loan = (await ctx.live.catchUp()).loans.get(loanId);
  if (!loan) return refuse('not_found', said('loans.noSuchLoan'));
  return loan.userId;
}

export async function onLoan(ctx: BankContext, loanId: string, userId: string, meta: { actor: string; requestId: string; reason?: string }, command: (payer: Payer) => LoanCommand): Promise<{ loan: Loan; events: LoanEvent[] }> {
  const at = ctx.clock.now().toISOString();
  return withMoneyLock(ctx.engine.moneyLock, userId, (exclusive) => runCommand(ctx.store, { actor: meta.actor, at, requestId: meta.requestId, ...(meta.reason ? { reason: meta.reason } : {}) }, async (reads) => {
    const decided = await decideOnLoanStreams(reads, loanId, userId, command);
    return { appends: decided.appends, result: { loan: decided.loan, events: decided.events } };
  }, exclusive));
}

/** Inside a caller's unit of work: the loan's decision with the customer's side, and the appends of both streams. */
export async function decideOnLoanStreams(reads: Reads, loanId: string, userId: string, command: (payer: Payer) => LoanCommand): Promise<{ loan: Loan; events: LoanEvent[]; appends: Decision<unknown>['appends'] }> {
  const loanEvents = await reads.load<LoanEvent>(loanStream(loanId));
  const userEvents = await reads.load<UserEvent>(userStream(userId));
  const user = foldUser(userEvents.events);
  if (!user.exists) return refuse('not_found', said('session.userNotFound'));
  const before = foldLoan(loanEvents.events);
  const events = decideLoan(command({ balance: user.balances.USD, frozen: user.frozen }), before);
  const loan = events.reduce(evolveLoan, before);
  if (!loan.exists) return refuse('not_found', said('loans.noSuchLoan'));
  const customer = customerEventsOf(loan, events);
  return { loan, events, appends: [{ streamId: loanEvents.streamId, events }, { streamId: userEvents.streamId, events: customer }] };
}
