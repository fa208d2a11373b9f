/**
 * A group's repayment status this cycle (issue 29 item 3): for each member's group loan, paid,
 * due or late, and nothing else, because in joint liability the group answers for each member
 * but no member sees another's balance. The cycle's instalment is the first one due on or after
 * today; a member is late when an instalment whose date has passed is still owed.
 */
import { daysBetween } from './dates.ts';
import { feeOwed, interestOwed, principalLeft } from './money.ts';
import type { InstalmentState, Loan } from './state.ts';

export type CycleStatus = 'paid' | 'due' | 'late';

/** What an instalment still needs, whether or not the collection job has marked its date yet. */
const stillOwed = (i: InstalmentState): number => principalLeft(i) + feeOwed(i) + (i.fellDue ? interestOwed(i) : Math.max(0, i.interest - i.interestPaid));

export interface MemberCycle { status: CycleStatus; cycleDate: string | null; daysLate: number }

export function memberCycle(loan: Loan, today: string): MemberCycle {
  const late = loan.instalments.find((i) => i.dueDate < today && stillOwed(i) > 0);
  const current = loan.instalments.find((i) => i.dueDate >= today) ?? null;
  if (late) return { status: 'late', cycleDate: current?.dueDate ?? late.dueDate, daysLate: daysBetween(late.dueDate, today) };
  if (loan.status !== 'active' || !current) return { status: 'paid', cycleDate: current?.dueDate ?? null, daysLate: 0 };
  return { status: stillOwed(current) > 0 ? 'due' : 'paid', cycleDate: current.dueDate, daysLate: 0 };
}
