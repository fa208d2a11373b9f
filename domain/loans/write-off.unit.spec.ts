// Proves the write-off by maker-checker and the recovery after it, decided on the loan: a reason is required, the proposer never approves, the approval takes the principal off the book against the allowance and the receivables out of income, and a later payment is recovery income that changes nothing in the loan's accounts.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../errors.ts';
import { customerEventsOf } from './customer-money.ts';
import { loanDecider, type Actor, type LoanCommand } from './decider.ts';
import type { LoanEvent } from './events.ts';
import { starterLoanProducts } from './fixtures.ts';
import { loanAccount } from './ledger.ts';
import { allowanceAccount, recoveriesAccount } from './provisioning.ts';
import type { Loan, LoanState } from './state.ts';

const maker: Actor = { id: 'a1', name: 'Maker', role: 'admin' };
const checker: Actor = { id: 'a2', name: 'Checker', role: 'admin' };
const at = '2026-06-30T10:00:00.000Z';
const payer = { balance: 5_000_00, frozen: false };

function disbursed(): LoanEvent[] {
  const commands: LoanCommand[] = [
    { type: 'ApplyForLoan', loanId: 'L', userId: 'u1', customerName: 'Ann', productId: 'personal', product: starterLoanProducts.personal!, amount: 1_200_00, term: 6, purpose: 'Sewing machine', at },
    { type: 'RecommendLoan', actor: maker, note: '', at },
    { type: 'ApproveLoan', actor: checker, note: '', at },
    { type: 'DisburseLoan', actor: checker, startDate: '2026-01-01', at },
    { type: 'CollectDue', asOf: '2026-05-10', payer: { balance: 0, frozen: false }, paymentIdPrefix: 'auto', at },
  ];
  const events: LoanEvent[] = [];
  for (const c of commands) events.push(...loanDecider.decide(c, foldEvents(loanDecider, events)));
  return events;
}

const decide = (events: LoanEvent[], command: LoanCommand): LoanEvent[] => [...loanDecider.decide(command, foldEvents(loanDecider, events))];
const refusal = (events: LoanEvent[], command: LoanCommand): string => {
  try { decide(events, command); } catch (error) { if (error instanceof DomainError) return error.message; throw error; }
  return 'decided';
};

describe('writing a loan off', () => {
  it('needs a reason, an administrator, and a different one to approve', () => {
    const history = disbursed();
    expect(refusal(history, { type: 'ProposeWriteOff', actor: maker, reason: '  ', at })).toBe('Give the reason for writing the loan off.');
    expect(refusal(history, { type: 'ProposeWriteOff', actor: { id: 'u9', name: 'C', role: 'user' }, reason: 'Gone', at })).toBe('Only an administrator can decide on a loan.');
    expect(refusal(history, { type: 'ApproveWriteOff', actor: checker, at })).toBe('Nobody has proposed writing this loan off.');
    const proposed = [...history, ...decide(history, { type: 'ProposeWriteOff', actor: maker, reason: 'Business closed, customer unreachable', at })];
    expect(refusal(proposed, { type: 'ProposeWriteOff', actor: checker, reason: 'Again', at })).toBe('A write-off of this loan is already waiting for approval.');
    expect(refusal(proposed, { type: 'ApproveWriteOff', actor: maker, at })).toBe('You proposed this write-off: a different administrator must approve it.');
    expect(refusal(proposed, { type: 'ApproveWriteOff', actor: { ...checker, sponsor: { by: maker.id, since: '2026-06-20T00:00:00.000Z' } }, at })).toMatch(/invited you less than 30 days ago/);
  });

  it('takes the outstanding off the book against the allowance, the receivables out of income, and marks the loan written off', () => {
    const history = disbursed();
    const before = foldEvents(loanDecider, history) as Loan;
    const proposed = [...history, ...decide(history, { type: 'ProposeWriteOff', actor: maker, reason: 'Uncollectable', at })];
    const [written] = decide(proposed, { type: 'ApproveWriteOff', actor: checker, at });
    if (written?.type !== 'LoanWrittenOff') throw new Error('expected LoanWrittenOff');
    const principal = before.instalments.reduce((s, i) => s + i.principal - i.principalPaid, 0);
    expect(written.data).toMatchObject({ by: 'a2', proposedBy: 'a1', reason: 'Uncollectable', principal });
    expect(written.data.interest).toBeGreaterThan(0);
    expect(written.data.postings).toContainEqual({ account: allowanceAccount, currency: 'USD', amount: -principal });
    expect(written.data.postings).toContainEqual({ account: loanAccount('L', 'principal'), currency: 'USD', amount: principal });
    const after = foldEvents(loanDecider, [...proposed, written]) as Loan;
    expect(after.status).toBe('written_off');
    expect(refusal([...proposed, written], { type: 'CollectDue', asOf: '2026-07-10', payer, paymentIdPrefix: 'auto', at })).toBe('decided');
    expect(decide([...proposed, written], { type: 'CollectDue', asOf: '2026-07-10', payer, paymentIdPrefix: 'auto', at })).toEqual([]);
  });

  it('posts a later repayment as a recovery into income, at most what was written off', () => {
    const history = disbursed();
    const proposed = [...history, ...decide(history, { type: 'ProposeWriteOff', actor: maker, reason: 'Uncollectable', at })];
    const written = [...proposed, ...decide(proposed, { type: 'ApproveWriteOff', actor: checker, at })];
    const events = decide(written, { type: 'RepayLoan', paymentId: 'p1', amount: 100_00, asOf: '2026-07-01', payer, at });
    expect(events).toEqual([{ type: 'LoanRecoveryPosted', data: { paymentId: 'p1', amount: 100_00, at } }]);
    const loan = foldEvents(loanDecider, written) as Loan;
    const [paid] = customerEventsOf(loan, events);
    expect((paid!.data as { postings: unknown[] }).postings).toEqual([{ account: 'customer:u1:USD', currency: 'USD', amount: -100_00 }, { account: recoveriesAccount, currency: 'USD', amount: 100_00 }]);
    const owed = loan.writtenOff!.principal + loan.writtenOff!.interest + loan.writtenOff!.fees;
    expect(refusal(written, { type: 'RepayLoan', paymentId: 'p2', amount: owed + 1, asOf: '2026-07-01', payer: { balance: 1_000_000_00, frozen: false }, at })).toMatch(/^The most still owed on this written-off loan is/);
    const state: LoanState = foldEvents(loanDecider, [...written, ...events]);
    expect((state as Loan).writtenOff!.recovered).toBe(100_00);
  });
});
