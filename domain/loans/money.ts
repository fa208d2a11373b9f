/**
 * What a loan owes and how a payment is shared out, as Fineract's default repayment strategy
 * does: oldest instalment first, and within it fees, then interest, then principal. Money
 * beyond what is due goes where the customer chose: it shortens the loan (principal prepaid
 * from the last instalment backwards; an instalment whose principal is prepaid in full is never
 * charged its interest), or it pays the next instalments early (each one covered in full falls
 * due now with its scheduled interest; what is left prepays the following one's principal).
 */
import { daysBetween } from './dates.ts';
import type { Allocation, PrepayChoice } from './events.ts';
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

/** Shares `amount` out: due instalments oldest first (fees, interest, principal), then principal from the last instalment back (or, to pay ahead, from the next one on). */
export function allocate(instalments: readonly InstalmentState[], amount: number, prepay: PrepayChoice = 'shorten'): { allocations: Allocation[]; left: number } {
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
  const ahead = prepay === 'next' ? instalments : [...instalments].reverse();
  for (const i of ahead) if (!i.fellDue) take(i, 'principal', principalLeft(i));
  return { allocations: [...shares.values()].sort((a, b) => a.number - b.number), left };
}

/** An instalment a payment brings forward: it falls due today with this interest. */
export interface DueEarly { number: number; interest: number }

export interface PaymentPlan { dueEarly: DueEarly[]; allocations: Allocation[] }

const broughtForward = (instalments: readonly InstalmentState[], early: readonly DueEarly[]): InstalmentState[] =>
  instalments.map((i) => {
    const due = early.find((e) => e.number === i.number);
    return due ? { ...i, fellDue: true, interestDue: due.interest } : i;
  });

/** The instalments not yet due that `amount`, beyond what is due now, pays in full with their scheduled interest, in date order. */
function coveredAhead(loan: Loan, amount: number): DueEarly[] {
  let left = amount - dueNow(loan);
  const early: DueEarly[] = [];
  for (const i of loan.instalments) {
    if (i.fellDue || isSettled(i)) continue;
    const whole = feeOwed(i) + principalLeft(i) + i.interest;
    if (whole > left) break;
    left -= whole;
    early.push({ number: i.number, interest: i.interest });
  }
  return early;
}

function planWith(loan: Loan, amount: number, prepay: PrepayChoice, early: DueEarly[]): PaymentPlan | null {
  const { allocations, left } = allocate(broughtForward(loan.instalments, early), amount, prepay);
  return left === 0 ? { dueEarly: early, allocations } : null;
}

/**
 * How a payment of `amount` (at most the payoff today) is shared out for the customer's choice,
 * to the cent: the allocations always sum to `amount`. A payment within a few cents of the payoff
 * that the instalments' principal cannot take brings the current period's interest so far
 * forward, as a payoff does.
 */
export function planPayment(loan: Loan, amount: number, prepay: PrepayChoice, asOf: string): PaymentPlan {
  const chosen = prepay === 'next' ? planWith(loan, amount, 'next', coveredAhead(loan, amount)) : planWith(loan, amount, 'shorten', []);
  if (chosen) return chosen;
  const current = currentInstalment(loan);
  const plan = planWith(loan, amount, 'shorten', current ? [{ number: current.number, interest: interestToDate(loan, asOf) }] : []);
  if (!plan) throw new Error(`planPayment: ${amount} is more than the loan ${loan.loanId} owes`);
  return plan;
}

/** The next instalment the customer has to pay, and how much. */
export function nextPayment(loan: Loan): { number: number; dueDate: string; amount: number } | null {
  const next = loan.instalments.find((i) => !isSettled(i));
  if (!next) return null;
  return { number: next.number, dueDate: next.dueDate, amount: next.fellDue ? owedOn(next) : feeOwed(next) + principalLeft(next) + next.interest };
}

/** What one payment did to each instalment it touched, so the customer sees where their money went. */
export interface CoveredInstalment { number: number; dueDate: string; amount: number; settled: boolean }

export function coveredBy(loan: Loan, allocations: readonly Allocation[]): CoveredInstalment[] {
  return allocations.flatMap((a) => {
    const i = loan.instalments.find((x) => x.number === a.number);
    return i ? [{ number: a.number, dueDate: i.dueDate, amount: a.fees + a.interest + a.principal, settled: isSettled(i) }] : [];
  });
}

/** The date of the last instalment still to pay, and how many are left: shortening the loan brings it closer. */
export function remainingTerm(loan: Loan): { instalmentsLeft: number; endsOn: string | null } {
  const open = loan.instalments.filter((i) => !isSettled(i));
  return { instalmentsLeft: open.length, endsOn: open.at(-1)?.dueDate ?? null };
}
