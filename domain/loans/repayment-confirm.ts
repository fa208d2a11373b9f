/**
 * The customer's loan repayment confirm as one declared command (domain/command.ts): the change's
 * code checked and counted by the one coded step, then the repayment paid on the loan and the
 * customer's stream (loan-command.ts) in the same append.
 */
import type { IdempotentCommand, IdempotentRequest } from '../command.ts';
import { decideChangeCodeStep } from '../credentials/change-code-step.ts';
import { credentialChangeDecider, credentialChangeStream, type CredentialChange } from '../credentials/credential-change.ts';
import { credentialsDecider, credentialsStream, type CredentialsState } from '../credentials/credentials.ts';
import type { IdempotencyOutcome } from '../idempotency/idempotency.ts';
import { userDecider } from '../user/aggregate.ts';
import { userStream } from '../user/events.ts';
import type { UserState } from '../user/state.ts';
import { loanDecider } from './decider.ts';
import { loanStream } from './events.ts';
import { decideOnLoanAndCustomer } from './loan-command.ts';
import { coveredBy } from './money.ts';
import type { Loan, LoanState } from './state.ts';

export interface ConfirmRepaymentInput {
  loanId: string;
  userId: string;
  changeId: string;
  code: string;
  asOf: string;
  at: string;
  idempotency: IdempotentRequest;
  /** Whether the code typed matches the change's (an HMAC keyed by the server's secret). */
  codeMatches(codeHash: string): boolean;
  /** The loan as the customer's Loans page shows it, for the answer. */
  viewOf(loan: Loan, asOf: string): unknown;
}

export interface ConfirmRepaymentStates {
  change: CredentialChange;
  credentials: CredentialsState;
  loan: LoanState;
  customer: UserState;
}

export interface ConfirmRepaymentResult {
  outcome: IdempotencyOutcome;
  lockedAt: string | null;
}

function decideConfirmRepayment(input: ConfirmRepaymentInput, states: ConfirmRepaymentStates) {
  const step = decideChangeCodeStep({ operation: 'loan-repayment', kind: 'loan_repayment', userId: input.userId, changeId: input.changeId, code: input.code, at: input.at, codeMatches: input.codeMatches }, states);
  if (!step.ok) return { events: step.events, result: { outcome: step.outcome, lockedAt: step.lockedAt } };
  const paid = decideOnLoanAndCustomer((payer) => ({ type: 'ConfirmRepayment', changeId: input.changeId, asOf: input.asOf, payer, at: input.at }), states);
  const applied = paid.events.find((e) => e.type === 'LoanRepaymentApplied');
  const amountMinor = applied?.data.amount ?? 0;
  const closed = paid.loan.status === 'closed';
  // Which instalments the money went to, so the confirmation can say what it did.
  const covered = coveredBy(paid.loan, applied?.data.allocations ?? []).map((c) => ({ number: c.number, dueDate: c.dueDate, amountMinor: c.amount, settled: c.settled }));
  const answer = { success: true, message: closed ? 'Your loan is paid off.' : 'Your repayment was received.', loan: input.viewOf(paid.loan, input.asOf), amountMinor, covered };
  const outcome: IdempotencyOutcome = { kind: 'accepted', answer };
  return { events: { ...step.events, loan: paid.events, customer: paid.customer }, result: { outcome, lockedAt: null } };
}

/** The repayment's code step, declared: the change, the customer's guard, the loan and the customer's money, under the customer's lock. */
export const confirmRepaymentCommand: IdempotentCommand<ConfirmRepaymentInput, ConfirmRepaymentStates, ConfirmRepaymentResult> = {
  name: 'loan-repay-confirm',
  folds: { change: credentialChangeDecider, credentials: credentialsDecider, loan: loanDecider, customer: userDecider },
  streams: (input) => ({ change: credentialChangeStream(input.changeId), credentials: credentialsStream(input.userId), loan: loanStream(input.loanId), customer: userStream(input.userId) }),
  locks: (input) => [input.userId],
  decide: decideConfirmRepayment,
  idempotency: { request: (input) => input.idempotency, outcome: (result) => result.outcome },
};
