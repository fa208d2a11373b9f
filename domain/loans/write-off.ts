/**
 * Writing a loan off and recovering it afterwards (issue 28, item 4), decided on the loan's own
 * state: one administrator proposes with a reason, a different one approves (the maker-checker rule
 * of credentials/maker-checker.ts: never the proposer, nor the proposer's invitee within 30 days).
 * The approval charges the outstanding principal to the allowance for loan losses and reverses the
 * interest and fees still receivable out of income, so the loan's accounts are left at zero. A
 * payment on a written-off loan is a recovery: income, never the loan receivable.
 */
import { refuse, said, wordsOf } from '../errors.ts';
import { checkerRefusal, type Sponsor } from '../credentials/maker-checker.ts';
import { customerAccount } from '../ledger/accounts.ts';
import { balanced, move, type Posting } from '../ledger/postings.ts';
import type { LoanEvent } from './events.ts';
import { interestIncomeAccount, loanAccount, loanFeeIncomeAccount } from './ledger.ts';
import { feeOwed, interestOwed, principalLeft } from './money.ts';
import { allowanceAccount, recoveriesAccount } from './provisioning.ts';
import type { Loan } from './state.ts';

export interface WriteOffActor { id: string; name: string; role: string; sponsor?: Sponsor | null }

function checkAdmin(actor: WriteOffActor, loan: Loan): void {
  if (actor.role !== 'admin') refuse('forbidden', said('loans.decisionAdminOnly'));
  if (actor.id === loan.userId) refuse('forbidden', said('loans.notOwnLoan'));
}

export function proposeWriteOff(actor: WriteOffActor, reason: string, at: string, loan: Loan): LoanEvent[] {
  checkAdmin(actor, loan);
  if (loan.status !== 'active') refuse('conflict', said('loans.writeOffActiveOnly'));
  if (loan.writeOffProposal) refuse('conflict', said('loans.writeOffAlreadyProposed'));
  const why = reason.trim();
  if (why.length === 0) refuse('validation', said('loans.writeOffReasonRequired'), { reason: said('loans.writeOffReasonRequired') });
  return [{ type: 'LoanWriteOffProposed', data: { by: actor.id, byName: actor.name, reason: why, at } }];
}

/** What the loan still owes, part by part: what a write-off takes off the book. */
export function owedParts(loan: Loan): { principal: number; interest: number; fees: number } {
  const sum = (part: (i: Loan['instalments'][number]) => number) => loan.instalments.reduce((total, i) => total + part(i), 0);
  return { principal: sum(principalLeft), interest: sum(interestOwed), fees: sum(feeOwed) };
}

/**
 * The write-off entry: the allowance is debited with the principal (the loan's principal account
 * back to zero), interest and fee income are debited with what was still receivable.
 */
export function writeOffPostings(loanId: string, parts: { principal: number; interest: number; fees: number }): Posting[] {
  return balanced([
    ...move(allowanceAccount, loanAccount(loanId, 'principal'), 'USD', parts.principal),
    ...move(interestIncomeAccount, loanAccount(loanId, 'interest'), 'USD', parts.interest),
    ...move(loanFeeIncomeAccount, loanAccount(loanId, 'fees'), 'USD', parts.fees),
  ]);
}

export function approveWriteOff(actor: WriteOffActor, at: string, loan: Loan): LoanEvent[] {
  checkAdmin(actor, loan);
  const proposal = loan.writeOffProposal;
  if (loan.status !== 'active') refuse('conflict', said('loans.writeOffActiveOnly'));
  if (!proposal) return refuse('conflict', said('loans.noWriteOffProposed'));
  if (proposal.by === actor.id) refuse('forbidden', said('loans.youProposedWriteOff'));
  const refusal = checkerRefusal(proposal.by, { id: actor.id, sponsor: actor.sponsor ?? null }, at);
  if (refusal) refuse('forbidden', wordsOf(refusal));
  const parts = owedParts(loan);
  return [{
    type: 'LoanWrittenOff',
    data: { by: actor.id, byName: actor.name, proposedBy: proposal.by, proposedByName: proposal.byName, reason: proposal.reason, ...parts, postings: writeOffPostings(loan.loanId, parts), at },
  }];
}

/** What the customer still owes on a written-off loan: what was written off less what they paid since. */
export const stillOwedAfterWriteOff = (loan: Loan): number =>
  loan.writtenOff ? loan.writtenOff.principal + loan.writtenOff.interest + loan.writtenOff.fees - loan.writtenOff.recovered : 0;

/** A payment on a written-off loan, at most what is still owed: recorded as a recovery. */
export function recover(loan: Loan, paymentId: string, amount: number, payer: { balance: number; frozen: boolean }, at: string): LoanEvent[] {
  const left = stillOwedAfterWriteOff(loan);
  if (loan.paymentIds.includes(paymentId)) refuse('conflict', said('payees.paymentAlreadyMade'));
  if (payer.frozen) refuse('forbidden', said('transfer.frozen'));
  if (!Number.isSafeInteger(amount) || amount <= 0 || left === 0) refuse('validation', said('transfer.amount'), { amount: said('transfer.amount') });
  if (amount > left) refuse('validation', said('loans.recoveryTooMuch', { usd: left }), { amount: said('loans.recoveryTooMuch', { usd: left }) });
  if (amount > payer.balance) refuse('insufficient_funds', said('loans.insufficientFunds', { usd: payer.balance }));
  return [{ type: 'LoanRecoveryPosted', data: { paymentId, amount, at } }];
}

/** The recovery's money: out of the customer's savings into recoveries income. */
export const recoveryPostings = (userId: string, amount: number): Posting[] => balanced(move(customerAccount(userId, 'USD'), recoveriesAccount, 'USD', amount));
