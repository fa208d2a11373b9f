/**
 * The customer's loan repayment confirm as one declared command (domain/command.ts): the change's
 * code checked and counted by the one coded step, then the repayment paid on the loan and the
 * customer's stream (loan-command.ts) in the same append.
 */
import type { IdempotentCommand, IdempotentRequest } from '../command.ts';
import { credentialChangeDecider, credentialChangeMessages, credentialChangeStream, decideCheckChangeCode, type CredentialChange } from '../credentials/credential-change.ts';
import { credentialsDecider, credentialsStream, type CredentialsState } from '../credentials/credentials.ts';
import { decideCodedStep, requireAllowed } from '../credentials/step-up.ts';
import { refuse } from '../errors.ts';
import { refusal, type IdempotencyOutcome } from '../idempotency/idempotency.ts';
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

/** The change's code compared: only a code actually compared is a guess. */
function checkCode(input: ConfirmRepaymentInput, change: CredentialChange) {
  if (change.request && change.request.kind !== 'loan_repayment') refuse('not_found', credentialChangeMessages.notFound);
  const matches = !!change.request && /^\d{4}$/.test(input.code) && input.codeMatches(change.request.codeHash);
  const verdict = decideCheckChangeCode(change, { userId: input.userId, matches, at: input.at });
  return { verdict, compared: verdict.ok || verdict.events.some((e) => e.type === 'CredentialChangeCodeFailed') };
}

function decideConfirmRepayment(input: ConfirmRepaymentInput, states: ConfirmRepaymentStates) {
  // The lock refuses before the code is compared; the coded step decides again with the verdict.
  requireAllowed('loan-repayment', states.credentials.money);
  const { verdict, compared } = checkCode(input, states.change);
  const step = decideCodedStep('loan-repayment', states.credentials.money, { subject: input.changeId, compared, matches: verdict.ok, message: verdict.ok ? '' : verdict.message, at: input.at });
  if (!step.ok) {
    const { code, message } = step.refusal;
    const outcome = code === 'locked' ? refusal(code, message) : refusal(code, message, { code: message });
    return { events: { change: verdict.events, credentials: step.counted }, result: { outcome, lockedAt: step.lockedAt } };
  }
  const paid = decideOnLoanAndCustomer((payer) => ({ type: 'ConfirmRepayment', changeId: input.changeId, asOf: input.asOf, payer, at: input.at }), states.loan, states.customer);
  const applied = paid.events.find((e) => e.type === 'LoanRepaymentApplied');
  const amountMinor = applied?.data.amount ?? 0;
  const closed = paid.loan.status === 'closed';
  // Which instalments the money went to, so the confirmation can say what it did.
  const covered = coveredBy(paid.loan, applied?.data.allocations ?? []).map((c) => ({ number: c.number, dueDate: c.dueDate, amountMinor: c.amount, settled: c.settled }));
  const answer = { success: true, message: closed ? 'Your loan is paid off.' : 'Your repayment was received.', loan: input.viewOf(paid.loan, input.asOf), amountMinor, covered };
  const outcome: IdempotencyOutcome = { kind: 'accepted', answer };
  return { events: { change: verdict.events, credentials: step.counted, loan: paid.events, customer: paid.customer }, result: { outcome, lockedAt: null } };
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
