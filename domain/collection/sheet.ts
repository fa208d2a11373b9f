/**
 * A meeting's collection sheet (issue 29 item 4), pure: for a group and a meeting date, one line
 * per member and active loan (a member without a loan has a savings-only line) with the instalment
 * due on or before that day, the savings deposit expected and attendance, and the totals. Group
 * loans are ordinary loans per member, so the loans are read, not a group-loan type.
 * The expected deposit is one figure for every member, given by the caller (0 until a group
 * setting exists), shown on the first line of each member.
 */
import type { Group } from '../field/state.ts';
import { currentMembers } from '../field/state.ts';
import { feeOwed, principalLeft } from '../loans/money.ts';
import type { Loan } from '../loans/state.ts';
import type { CollectionState, LineStatus } from './state.ts';
import { tillOn } from './state.ts';

/** What the member owes on the loan for instalments due on or before `date` (interest as scheduled when its day has not been run yet). */
export function dueBy(loan: Loan, date: string): number {
  if (loan.status !== 'active') return 0;
  return loan.instalments
    .filter((i) => i.dueDate <= date)
    .reduce((sum, i) => sum + feeOwed(i) + (i.fellDue ? i.interestDue : i.interest) - i.interestPaid + principalLeft(i), 0);
}

/** Everything still owed on the loan as scheduled: the receipt's "still owed". */
export const owedOf = (loan: Loan): number => dueBy(loan, '9999-12-31');

export const reschedulesOf = (loan: Loan): number => loan.steps.filter((s) => s.step === 'rescheduled').length;

export interface SheetLine {
  memberId: string;
  memberName: string;
  loanId: string | null;
  productName: string | null;
  due: number;
  reschedules: number;
  expectedDeposit: number;
  present: boolean | null;
  /** What happened to a line of this member and loan already sent for this meeting. */
  sent: { lineId: string; status: LineStatus; cash: number } | null;
}

export interface Sheet {
  groupId: string;
  groupName: string;
  officerId: string;
  meetingDate: string;
  lines: SheetLine[];
  totals: { due: number; expectedDeposit: number; members: number };
  /** The officer's till for the day: the cash of the lines posted. */
  till: number;
}

export interface SheetFacts {
  group: Group;
  meetingDate: string;
  /** Each member's loans (any status: only active ones make lines). */
  loans: readonly Loan[];
  names: Readonly<Record<string, string>>;
  expectedDeposit: number;
  collection: CollectionState;
}

export function collectionSheet({ group, meetingDate, loans, names, expectedDeposit, collection }: SheetFacts): Sheet {
  const attendance = group.attendance[meetingDate];
  const sentFor = (memberId: string, loanId: string | null) => {
    const found = Object.entries(collection.lines).find(([, l]) => {
      const d = l.posted ?? l.queued;
      return d !== null && d.memberId === memberId && d.loanId === loanId && d.meetingDate === meetingDate && d.groupId === group.groupId;
    });
    return found ? { lineId: found[0], status: found[1].status, cash: found[1].posted?.cash ?? 0 } : null;
  };
  const lines: SheetLine[] = currentMembers(group).flatMap((memberId): SheetLine[] => {
    const present = attendance ? attendance.present.includes(memberId) : null;
    const active = loans.filter((l) => l.userId === memberId && l.status === 'active');
    const base = { memberId, memberName: names[memberId] ?? memberId, present };
    if (active.length === 0) return [{ ...base, loanId: null, productName: null, due: 0, reschedules: 0, expectedDeposit, sent: sentFor(memberId, null) }];
    return active.map((loan, n) => ({
      ...base, loanId: loan.loanId, productName: loan.productName, due: dueBy(loan, meetingDate), reschedules: reschedulesOf(loan),
      expectedDeposit: n === 0 ? expectedDeposit : 0, sent: sentFor(memberId, loan.loanId),
    }));
  });
  return {
    groupId: group.groupId, groupName: group.name, officerId: group.officerId, meetingDate, lines,
    totals: { due: lines.reduce((s, l) => s + l.due, 0), expectedDeposit: lines.reduce((s, l) => s + l.expectedDeposit, 0), members: currentMembers(group).length },
    till: tillOn(collection, group.officerId, meetingDate),
  };
}
