/**
 * The decisions of the collection sheet (issue 29 item 4), pure. A line the officer sends is
 * posted when it still matches the bank (domain/collection/post-line.ts), queued for the branch
 * manager with both versions when it does not (the member repaid online, the loan was rescheduled,
 * written off or closed), and refused when it cannot be right (a payment above what is due without
 * the member's agreement to save the rest, another officer's group). A line already decided
 * appends nothing. The manager posts a queued line up to what is due now, or rejects it with a reason.
 */
import { refuse, said } from '../errors.ts';
import { branchOfGroup, requireBranchManager, requireGroupAccess, type FieldActor } from '../field/access.ts';
import { isMeetingDate } from '../field/calendar.ts';
import { currentMembers, type FieldState } from '../field/state.ts';
import type { LoanEvent } from '../loans/events.ts';
import type { LoanState } from '../loans/state.ts';
import type { UserEvent } from '../user/events.ts';
import type { UserState } from '../user/state.ts';
import type { CollectionEvent, ConflictReason, RecordedLine } from './events.ts';
import { postLine, type LineFacts } from './post-line.ts';
import { dueBy, reschedulesOf } from './sheet.ts';
import type { CollectionState, LineStatus } from './state.ts';

export interface LineStates { field: FieldState; collection: CollectionState; loan: LoanState; customer: UserState }

export interface LineDecision {
  events: { collection: CollectionEvent[]; loan: LoanEvent[]; customer: UserEvent[] };
  result: { lineId: string; status: LineStatus; cash: number; reason: ConflictReason | null };
}

export interface SendLine {
  lineId: string; branchId: string; groupId: string; meetingDate: string; memberId: string; loanId: string | null;
  recorded: RecordedLine;
  actor: FieldActor; at: string; today: string;
}

const minor = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** Why the line no longer matches the bank, or null when it does. Only money for the loan can conflict. */
export function conflictOf(recorded: RecordedLine, loan: LoanState, meetingDate: string): ConflictReason | null {
  if (recorded.paid === 0 || !loan.exists) return null;
  if (loan.status === 'written_off') return 'written_off';
  if (loan.status !== 'active') return 'closed';
  if (reschedulesOf(loan) !== recorded.reschedules) return 'rescheduled';
  if (dueBy(loan, meetingDate) < recorded.due) return 'repaid_meanwhile';
  return null;
}

const already = (lineId: string, state: CollectionState): LineDecision | null => {
  const line = state.lines[lineId];
  return line ? { events: { collection: [], loan: [], customer: [] }, result: { lineId, status: line.status, cash: line.posted?.cash ?? 0, reason: line.queued?.reason ?? null } } : null;
};

export function decideSendLine(input: SendLine, states: LineStates): LineDecision {
  const { field, collection, loan } = states;
  const group = field.groups[input.groupId];
  if (!group) return refuse('not_found', said('field.noSuchGroup'));
  requireGroupAccess(field, input.actor, group);
  if (branchOfGroup(field, group) !== input.branchId) return refuse('not_found', said('field.noSuchGroup'));
  const done = already(input.lineId, collection);
  if (done) return done;
  const { recorded } = input;
  if (![recorded.paid, recorded.deposit, recorded.due].every(minor)) refuse('validation', said('collection.amount'));
  if (!currentMembers(group).includes(input.memberId)) refuse('validation', said('collection.notAMember'));
  const center = field.centers[group.centerId];
  const branch = field.branches[input.branchId];
  if (input.meetingDate > input.today || !center || !branch || !isMeetingDate(center.schedule, branch, input.meetingDate)) refuse('validation', said('collection.notAMeeting', { date: input.meetingDate }));
  if (input.loanId === null && recorded.paid > 0) refuse('validation', said('collection.noLoan'));
  if (input.loanId !== null && (!loan.exists || loan.userId !== input.memberId)) refuse('not_found', said('loans.noSuchLoan'));
  const facts: LineFacts = {
    lineId: input.lineId, groupId: input.groupId, meetingDate: input.meetingDate, memberId: input.memberId, loanId: input.loanId,
    officerId: group.officerId, officerName: field.staff[group.officerId]?.staffName ?? '', present: recorded.present, by: input.actor.id, at: input.at, asOf: input.today,
  };
  const reason = conflictOf(recorded, loan, input.meetingDate);
  if (reason && loan.exists) {
    const queued: CollectionEvent = { type: 'CollectionLineQueued', data: {
      lineId: facts.lineId, groupId: facts.groupId, meetingDate: facts.meetingDate, memberId: facts.memberId, loanId: facts.loanId,
      officerId: facts.officerId, officerName: facts.officerName, recorded,
      bankNow: { due: dueBy(loan, input.meetingDate), status: loan.status, reschedules: reschedulesOf(loan) }, reason, by: facts.by, at: facts.at,
    } };
    return { events: { collection: [queued], loan: [], customer: [] }, result: { lineId: input.lineId, status: 'queued', cash: 0, reason } };
  }
  const due = loan.exists ? dueBy(loan, input.meetingDate) : 0;
  const above = Math.max(0, recorded.paid - due);
  if (above > 0 && !recorded.savingsAgreed) refuse('validation', said('collection.paidMoreThanDue', { usd: due }), { paid: said('collection.paidMoreThanDue', { usd: due }) });
  const posted = postLine(facts, { loanPaid: recorded.paid - above, savings: recorded.deposit + above }, states, null);
  return { events: { collection: [posted.posted], loan: posted.loan, customer: posted.customer }, result: { lineId: input.lineId, status: 'posted', cash: posted.posted.data.cash, reason: null } };
}

export interface ResolveLine {
  lineId: string; branchId: string; memberId: string; loanId: string | null;
  decision: 'post' | 'reject';
  reason: string;
  /** The manager confirms the member agreed that what is above the due goes to savings. */
  savingsAgreed: boolean;
  actor: FieldActor; at: string; today: string;
}

export function decideResolveLine(input: ResolveLine, states: LineStates): LineDecision {
  const { field, collection, loan } = states;
  requireBranchManager(field, input.actor, input.branchId);
  const line = collection.lines[input.lineId];
  const queued = line?.queued;
  if (!line || !queued || queued.memberId !== input.memberId || queued.loanId !== input.loanId) return refuse('not_found', said('collection.noSuchLine'));
  if (line.status !== 'queued' || line.resolution) return refuse('conflict', said('collection.alreadyResolved'));
  const reason = input.reason.trim();
  const agreed = input.savingsAgreed || queued.recorded.savingsAgreed;
  const resolved = (decision: 'posted' | 'rejected'): CollectionEvent => ({ type: 'CollectionLineResolved', data: { lineId: input.lineId, decision, reason, savingsAgreed: agreed, by: input.actor.id, byName: input.actor.name, at: input.at } });
  if (input.decision === 'reject') {
    if (!reason) refuse('validation', said('field.reasonRequired'), { reason: said('field.reasonRequired') });
    return { events: { collection: [resolved('rejected')], loan: [], customer: [] }, result: { lineId: input.lineId, status: 'rejected', cash: 0, reason: queued.reason } };
  }
  const due = loan.exists && loan.status === 'active' ? dueBy(loan, queued.meetingDate) : 0;
  const loanPaid = Math.min(queued.recorded.paid, due);
  const savings = queued.recorded.deposit + (agreed ? queued.recorded.paid - loanPaid : 0);
  const facts: LineFacts = { ...queued, present: queued.recorded.present, by: queued.by, at: input.at, asOf: input.today };
  const posted = postLine(facts, { loanPaid, savings }, states, input.actor.id);
  return {
    events: { collection: [resolved('posted'), posted.posted], loan: posted.loan, customer: posted.customer },
    result: { lineId: input.lineId, status: 'posted', cash: posted.posted.data.cash, reason: queued.reason },
  };
}
