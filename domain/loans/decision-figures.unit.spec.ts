// Proves the figures an administrator decides on: the schedule the loan would have if paid out today (instalment, number, total interest), the applicant's balance and average month-end savings, their other loans with arrears, and the credit score or none on file.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { decisionFigures } from './decision-figures.ts';
import { loanDecider, type Actor, type LoanCommand } from './decider.ts';
import type { LoanEvent } from './events.ts';
import { starterLoanProducts } from './fixtures.ts';
import { buildSchedule } from './schedule.ts';
import type { Loan } from './state.ts';

const at = '2026-01-01T10:00:00.000Z';
const maker: Actor = { id: 'admin-1', name: 'Ada Maker', role: 'admin' };
const checker: Actor = { id: 'admin-2', name: 'Chen Checker', role: 'admin' };
const product = starterLoanProducts.personal!;

function loan(loanId: string, commands: (id: string) => LoanCommand[] = () => []): Loan {
  const events: LoanEvent[] = [];
  const all: LoanCommand[] = [{ type: 'ApplyForLoan', loanId, userId: 'u1', customerName: 'Uma', productId: 'personal', product, amount: 120_000, term: 6, purpose: 'Sewing machine', at }, ...commands(loanId)];
  for (const command of all) events.push(...loanDecider.decide(command, foldEvents(loanDecider, events)));
  return foldEvents(loanDecider, events) as Loan;
}

const paidOut = (startDate: string) => (): LoanCommand[] => [
  { type: 'RecommendLoan', actor: maker, note: '', at }, { type: 'ApproveLoan', actor: checker, note: '', at }, { type: 'DisburseLoan', actor: checker, startDate, at },
  { type: 'CollectDue', asOf: '2026-03-20', payer: { balance: 0, frozen: false }, paymentIdPrefix: 'auto', at },
];

const applicant = { balance: 45_000, monthEnds: [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000].map((balance, n) => ({ month: `2026-0${n + 1}`, balance })), creditScore: null };

describe('the figures of a loan decision', () => {
  it('shows the schedule paying the loan out today would give: the instalment, how many, the total interest', () => {
    const expected = buildSchedule({ ...loan('L1').terms, startDate: '2026-03-20' });
    const figures = decisionFigures(loan('L1'), applicant, [], '2026-03-20');
    expect(figures).toMatchObject({ principal: 120_000, term: 6, annualRateBps: 1299, totalInterest: expected.totalInterest, totalRepayable: 120_000 + expected.totalInterest, firstDueDate: '2026-04-20' });
    expect(figures.instalmentAmount).toBe(expected.instalments[0]!.principal + expected.instalments[0]!.interest);
    expect(figures.schedule).toHaveLength(6);
  });

  it('shows the balance, the last six month-ends and their average, and no credit score on file', () => {
    const figures = decisionFigures(loan('L1'), applicant, [], '2026-03-20');
    expect(figures.balance).toBe(45_000);
    expect(figures.savings).toEqual({ months: applicant.monthEnds.slice(1), average: 45_000 });
    expect(figures.creditScore).toBeNull();
  });

  it('lists the applicant\'s other loans with what is overdue on them, and the score on file', () => {
    const late = loan('L0', paidOut('2026-01-01'));
    const figures = decisionFigures(loan('L1'), { ...applicant, creditScore: { score: 712, bureau: 'Equifax', reportDate: '2026-02-01' } }, [late, loan('L1'), { ...loan('L9'), userId: 'someone-else' }], '2026-03-20');
    expect(figures.otherLoans).toEqual([{ loanId: 'L0', productName: 'Personal Loan', status: 'active', principal: 120_000, outstandingPrincipal: 120_000, overdue: expect.any(Number), daysInArrears: 47 }]);
    const overdue = figures.otherLoans[0]!.overdue;
    expect(overdue).toBe(late.instalments.slice(0, 2).reduce((s, i) => s + i.principal + i.interestDue + i.fee, 0));
    expect(figures.arrears).toEqual({ loans: 1, overdue });
    expect(figures.creditScore).toEqual({ score: 712, bureau: 'Equifax', reportDate: '2026-02-01' });
  });
});
