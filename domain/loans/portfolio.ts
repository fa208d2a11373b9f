/**
 * The back office's portfolio figures, from the loans' folded states as of a day: loans by
 * status, outstanding principal, repayments due in the coming week, and portfolio at risk over
 * 30 days (PAR30: the outstanding principal of loans with an instalment more than 30 days late,
 * as a share of all outstanding principal; the microfinance health figure).
 */
import { addDays } from './dates.ts';
import { daysInArrears, outstandingPrincipal, owedOn, principalLeft } from './money.ts';
import type { Loan, LoanStatus } from './state.ts';

export interface Portfolio {
  byStatus: Record<LoanStatus, number>;
  outstandingPrincipal: number;
  dueThisWeek: number;
  atRisk30: number;
  /** PAR30 in basis points of the outstanding principal (0 when nothing is outstanding). */
  par30Bps: number;
  inArrears: number;
}

export const PAR_DAYS = 30;

export function portfolioOf(loans: Iterable<Loan>, asOf: string): Portfolio {
  const byStatus: Record<LoanStatus, number> = { applied: 0, recommended: 0, approved: 0, rejected: 0, active: 0, closed: 0, written_off: 0 };
  let outstanding = 0;
  let dueThisWeek = 0;
  let atRisk30 = 0;
  let inArrears = 0;
  const weekEnd = addDays(asOf, 7);
  for (const loan of loans) {
    byStatus[loan.status] += 1;
    if (loan.status !== 'active') continue;
    const principal = outstandingPrincipal(loan);
    outstanding += principal;
    const late = daysInArrears(loan, asOf);
    if (late > 0) inArrears += 1;
    if (late > PAR_DAYS) atRisk30 += principal;
    dueThisWeek += dueWithin(loan, asOf, weekEnd);
  }
  const par30Bps = outstanding === 0 ? 0 : Math.round((atRisk30 * 10_000) / outstanding);
  return { byStatus, outstandingPrincipal: outstanding, dueThisWeek, atRisk30, par30Bps, inArrears };
}

/** What falls due from `from` (inclusive) to `to` (exclusive), plus what is already overdue and unpaid. */
function dueWithin(loan: Loan, from: string, to: string): number {
  let sum = 0;
  for (const i of loan.instalments) {
    if (i.fellDue) sum += owedOn(i);
    else if (i.dueDate >= from && i.dueDate < to) sum += principalLeft(i) + i.interest;
  }
  return sum;
}
