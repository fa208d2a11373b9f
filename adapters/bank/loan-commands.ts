/**
 * Runs one loan command (domain/loans/loan-command.ts, declared and run by execute): the loan
 * decides, the customer's side is derived, both are appended together under the customer's lock.
 */
import { refuse, said } from '../../domain/errors.ts';
import type { LoanCommand, Payer } from '../../domain/loans/decider.ts';
import { decideOnLoanAndCustomer, onLoanCommand } from '../../domain/loans/loan-command.ts';
import { loanStream, type LoanEvent } from '../../domain/loans/events.ts';
import { foldLoan, type Loan } from '../../domain/loans/state.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { foldUser } from '../../domain/user/state.ts';
import { execute } from '../engine/execute.ts';
import type { Decision, Reads } from '../engine/unit-of-work.ts';
import type { BankContext } from './context.ts';

/** The customer a loan belongs to, from the live view (the decision itself reads the streams). */
export async function ownerOf(ctx: BankContext, loanId: string): Promise<string> {
  const loan = (await ctx.live.catchUp()).loans.get(loanId);
  if (!loan) return refuse('not_found', said('loans.noSuchLoan'));
  return loan.userId;
}

export function onLoan(ctx: BankContext, loanId: string, userId: string, meta: { actor: string; requestId: string; reason?: string }, command: (payer: Payer) => LoanCommand): Promise<{ loan: Loan; events: LoanEvent[] }> {
  const at = ctx.clock.now().toISOString();
  return execute(ctx, onLoanCommand, { loanId, userId, command }, { actor: meta.actor, at, requestId: meta.requestId, ...(meta.reason ? { reason: meta.reason } : {}) });
}

/** Inside a caller's unit of work: the loan's decision with the customer's side (domain/loans/loan-command.ts), and the appends of both streams. */
export async function decideOnLoanStreams(reads: Reads, loanId: string, userId: string, command: (payer: Payer) => LoanCommand): Promise<{ loan: Loan; events: LoanEvent[]; appends: Decision<unknown>['appends'] }> {
  const loanEvents = await reads.load<LoanEvent>(loanStream(loanId));
  const userEvents = await reads.load<UserEvent>(userStream(userId));
  const decided = decideOnLoanAndCustomer(command, { loan: foldLoan(loanEvents.events), customer: foldUser(userEvents.events) });
  return { loan: decided.loan, events: decided.events, appends: [{ streamId: loanEvents.streamId, events: decided.events }, { streamId: userEvents.streamId, events: decided.customer }] };
}
