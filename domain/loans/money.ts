/**
 * What a loan owes and how a payment is shared out, as Fineract's default repayment strategy
 * does: oldest instalment first, and within it fees, then interest, then principal. Money
 * beyond what is due prepays principal from the last instalment backwards (the term shortens;
 * an instalment whose principal is prepaid in full is never charged its interest).
 */
import { daysBetween } from './dates.ts';
import type { Allocation } from './events.ts';
import type { InstalmentState, Loan } from './state.ts';

export const feeOwed = (i: InstalmentState): number => i.fee - i.feePaid;
export const interestOwed = (i: InstalmentState): number => (i.fellDue ? i.interestDue - i.interestPaid : 0);
export const principalLeft = (i: InstalmentState): number => i.principal - i.principalPaid;

/** Owed now on one instalment: nothing before its date, everything unpaid after. */
export const owedOn = (i: InstalmentState): number => (i.fellDue ? feeOwed(i) + interestOwed(i) + principalLeft(i) : feeOwed(i));

export const isSettled = (i: InstalmentState): boolean => i.fellDue ? owedOn(i) === 0 : principalLeft(i) === 0 && feeOwed(i) === 0;

export const dueNow = (loan: Loan): number => loan.instalments.reduce((sum, i) => sum + owedOn(i), 0);

export const outstandingPrincipal = (loan: Loan): number => loan.instalments.reduce((sum, i) => sum + principalLeft(i), 0);

/** Days since the oldest instalment still unpaid fell due (0 when nothing is late). */
export function daysInArrears(loan: Loan, asOf: string): number {
  const late = loan.instalments.find((i) => i.fellDue && owedOn(i) > 0);
  return late ? Math.max(0, daysBetween(late.dueDate, asOf)) : 0;
}

/** The first instalment not yet due: the period a payoff today falls in. */
export const currentInstalment = (loan: Loan): InstalmentState | undefined => loan.instalments.find((i) => !i.fellDue && principalLeft(i) > 0);

/** Interest of the current period for the days elapsed so far (what a payoff today owes beyond what is due). */
export function interestToDate(loan: Loan, asOf: string): number {
  const current = currentInstalment(loan);
  if (!current || loan.startDate === null) return 0;
  const previous = loan.instalments.filter((i) => i.number < current.number).at(-1);
  const periodStart = previous?.dueDate ?? loan.startDate;
  const days = daysBetween(periodStart, current.dueDate);
  const elapsed = Math.min(days, Math.max(0, daysBetween(periodStart, asOf)));
  return days === 0 ? 0 : Math.round((current.interest * elapsed) / days);
}

/** What closes the loan today: everything due, every principal left, and the current period's interest so far. */
export const payoffAmount = (loan: Loan, asOf: string): number => dueNow(loan) + outstandingPrincipal(loan) - dueNowPrincipal(loan) + interestToDate(loan, asOf);

const dueNowPrincipal = (loan: Loan): number => loan.instalments.reduce((sum, i) => sum + (i.fellDue ? principalLeft(i) : 0), 0);

/** Shares `amount` out: due instalments oldest first (fees, interest, principal), then principal from the last instalment back. */
export function allocate(instalments: readonly InstalmentState[], amount: number): { allocations: Allocation[]; left: number } {
  let left = amount;
  const shares = new Map<number, Allocation>();
  const take = (i: InstalmentState, part: 'fees' | 'interest' | 'principal', owed: number) => {
    const paid = Math.min(left, owed);
    if (paid <= 0) return;
    left -= paid;
    const share = shares.get(i.number) ?? { number: i.number, fees: 0, interest: 0, principal: 0 };
    share[part] += paid;
    shares.set(i.number, share);
  };
  for (const i of instalments) {
    take(i, 'fees', feeOwed(i));
    if (i.fellDue) {
      take(i, 'interest', interestOwed(i));
      take(i, 'principal', principalLeft(i));
    }
  }
  for (const i of [...instalments].reverse()) if (!i.fellDue) take(i, 'principal', principalLeft(i));
  return { allocations: [...shares.values()].sort((a, b) => a.number - b.number), left };
}

/** The next instalment the customer has to pay, and how much. */
export function nextPayment(loan: Loan): { number: number; dueDate: string; amount: number } | null {
  const next = loan.instalments.find((i) => !isSettled(i));
  if (!next) return null;
  return { number: next.number, dueDate: next.dueDate, amount: next.fellDue ? owedOn(next) : feeOwed(next) + principalLeft(next) + next.interest };
}
