/**
 * Runs one loan command: loads the loan's stream and its customer's, lets the loan decider
 * decide, derives the customer's side (disbursement in, repayments out), and appends both with
 * the versions read, under the customer's money lock so it queues with their transfers.
 */
import { refuse } from '../../domain/errors.ts';
import type { LoanCommand, Payer } from '../../domain/loans/decider.ts';
import { decideOnLoanAndCustomer } from '../../domain/loans/repayment-confirm.ts';
import { loanStream, type LoanEvent } from '../../domain/loans/events.ts';
import { foldLoan, type Loan } from '../../domain/loans/state.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { foldUser } from '../../domain/user/state.ts';
import { withMoneyLock } from '../engine/keyed-lock.ts';
import { runCommand, type Decision, type Reads } from '../engine/unit-of-work.ts';
import type { BankContext } from './context.ts';

/** The customer a loan belongs to, from the live view (the decision itself reads the streams). */
export async function ownerOf(ctx: BankContext, loanId: string): Promise<string> {
  const loan = (await ctx.live.catchUp()).loans.get(loanId);
  if (!loan) return refuse('not_found', 'No such loan.');
  return loan.userId;
}

export async function onLoan(ctx: BankContext, loanId: string, userId: string, meta: { actor: string; requestId: string; reason?: string }, command: (payer: Payer) => LoanCommand): Promise<{ loan: Loan; events: LoanEvent[] }> {
  const at = ctx.clock.now().toISOString();
  return withMoneyLock(ctx.engine.moneyLock, userId, (exclusive) => runCommand(ctx.store, { actor: meta.actor, at, requestId: meta.requestId, ...(meta.reason ? { reason: meta.reason } : {}) }, async (reads) => {
    const decided = await decideOnLoanStreams(reads, loanId, userId, command);
    return { appends: decided.appends, result: { loan: decided.loan, events: decided.events } };
  }, exclusive));
}

/** Inside a caller's unit of work: the loan's decision with the customer's side (domain/loans/repayment-confirm.ts), and the appends of both streams. */
export async function decideOnLoanStreams(reads: Reads, loanId: string, userId: string, command: (payer: Payer) => LoanCommand): Promise<{ loan: Loan; events: LoanEvent[]; appends: Decision<unknown>['appends'] }> {
  const loanEvents = await reads.load<LoanEvent>(loanStream(loanId));
  const userEvents = await reads.load<UserEvent>(userStream(userId));
  const decided = decideOnLoanAndCustomer(command, foldLoan(loanEvents.events), foldUser(userEvents.events));
  return { loan: decided.loan, events: decided.events, appends: [{ streamId: loanEvents.streamId, events: decided.events }, { streamId: userEvents.streamId, events: decided.customer }] };
}
