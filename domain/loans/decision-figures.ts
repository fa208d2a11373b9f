/**
 * What an administrator has in front of them when deciding on a loan: the schedule it would
 * have if paid out today (the instalment, how many, the total interest), and the applicant's
 * means and record: balance, savings over the last months, their other loans with any arrears,
 * and the credit score on file. Computed here so the back office only renders it.
 */
import { daysInArrears, dueNow, outstandingPrincipal } from './money.ts';
import { buildSchedule, type Instalment } from './schedule.ts';
import type { Loan, LoanStatus } from './state.ts';

/** How many month-end balances the decision shows. */
export const SAVINGS_MONTHS = 6;

export interface MonthEnd { month: string; balance: number }

export interface Applicant {
  balance: number;
  /** Month-end balances, oldest first (the current month as it stands). */
  monthEnds: readonly MonthEnd[];
  creditScore: { score: number; bureau: string | null; reportDate: string | null } | null;
}

export interface OtherLoan {
  loanId: string;
  productName: string;
  status: LoanStatus;
  principal: number;
  outstandingPrincipal: number;
  /** What fell due and is unpaid today. */
  overdue: number;
  daysInArrears: number;
}

export interface DecisionFigures {
  principal: number;
  term: number;
  annualRateBps: number;
  /** The regular instalment (the first one after any interest-only grace). */
  instalmentAmount: number;
  totalInterest: number;
  totalRepayable: number;
  firstDueDate: string;
  schedule: Instalment[];
  balance: number;
  savings: { months: MonthEnd[]; average: number };
  otherLoans: OtherLoan[];
  arrears: { loans: number; overdue: number };
  creditScore: Applicant['creditScore'];
}

/** The loan's own instalments once paid out; before, the schedule disbursing it on `asOf` would give. */
function scheduleOf(loan: Loan, asOf: string): Instalment[] {
  if (loan.instalments.length > 0) {
    let balance = loan.terms.principal;
    return loan.instalments.map((i) => ({ number: i.number, dueDate: i.dueDate, principal: i.principal, interest: i.interest, balanceAfter: (balance -= i.principal) }));
  }
  return buildSchedule({ ...loan.terms, startDate: asOf }).instalments;
}

function otherLoan(loan: Loan, asOf: string): OtherLoan {
  const active = loan.status === 'active';
  return {
    loanId: loan.loanId, productName: loan.productName, status: loan.status, principal: loan.terms.principal,
    outstandingPrincipal: active ? outstandingPrincipal(loan) : 0, overdue: active ? dueNow(loan) : 0, daysInArrears: active ? daysInArrears(loan, asOf) : 0,
  };
}

export function decisionFigures(loan: Loan, applicant: Applicant, loans: Iterable<Loan>, asOf: string): DecisionFigures {
  const schedule = scheduleOf(loan, asOf);
  const regular = schedule[Math.min(loan.terms.graceOnPrincipal, schedule.length - 1)]!;
  const totalInterest = schedule.reduce((sum, i) => sum + i.interest, 0);
  const months = applicant.monthEnds.slice(-SAVINGS_MONTHS);
  const average = months.length === 0 ? 0 : Math.round(months.reduce((sum, m) => sum + m.balance, 0) / months.length);
  const others = [...loans].filter((l) => l.userId === loan.userId && l.loanId !== loan.loanId).sort((a, b) => b.appliedAt.localeCompare(a.appliedAt)).map((l) => otherLoan(l, asOf));
  const late = others.filter((l) => l.overdue > 0);
  return {
    principal: loan.terms.principal, term: loan.terms.term, annualRateBps: loan.terms.annualRateBps,
    instalmentAmount: regular.principal + regular.interest, totalInterest, totalRepayable: loan.terms.principal + totalInterest, firstDueDate: schedule[0]!.dueDate, schedule,
    balance: applicant.balance, savings: { months: [...months], average },
    otherLoans: others, arrears: { loans: late.length, overdue: late.reduce((sum, l) => sum + l.overdue, 0) },
    creditScore: applicant.creditScore,
  };
}
