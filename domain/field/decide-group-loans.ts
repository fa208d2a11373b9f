/**
 * The group loan application's decisions (issue 29 item 3): a loan officer (or their branch's
 * manager, or an administrator) proposes one application for their group with an amount per
 * current member; a different member of staff (the manager of the group's branch, or an
 * administrator) approves or rejects it, under the bank's maker-checker rule; the approver
 * disburses it, each member's instalments falling on the group's meeting days, a meeting on a
 * branch holiday moved to the next working day (calendar.ts); a member's loan closed or written
 * off is settled, freeing the member to leave. Pure, on the folded field state.
 */
import { checkerRefusal, type Sponsor } from '../credentials/maker-checker.ts';
import { refuse, said, wordsOf } from '../errors.ts';
import { applicationErrors } from '../loans/application-form.ts';
import { addDays } from '../loans/dates.ts';
import type { LoanProductTerms } from '../loans/product.ts';
import { managesBranch, requireGroupAccess, type FieldActor } from './access.ts';
import { meetingsFrom } from './calendar.ts';
import type { FieldEvent } from './events.ts';
import type { GroupLoanApplication, SettlementOutcome } from './group-loans.ts';
import { currentMembers, type FieldState } from './state.ts';

interface Facts { actor: FieldActor; at: string; today: string }

export type GroupLoanCommand = Facts & (
  | { type: 'ApplyForGroupLoan'; applicationId: string; groupId: string; productId: string; product: LoanProductTerms | null; term: number; purpose: string; members: { customerId: string; customerName: string; amount: number; loanId: string }[] }
  | { type: 'DecideGroupLoan'; applicationId: string; approve: boolean; note: string; sponsor: Sponsor | null }
  | { type: 'DisburseGroupLoan'; applicationId: string }
  /** The bank's own consequence (the group-loan-settlement reactor): a member's loan closed or was written off. */
  | { type: 'SettleGroupLoan'; applicationId: string; loanId: string; outcome: SettlementOutcome }
);

type Cmd<T extends GroupLoanCommand['type']> = Extract<GroupLoanCommand, { type: T }>;

export function decideGroupLoan(command: GroupLoanCommand, state: FieldState): FieldEvent[] {
  switch (command.type) {
    case 'ApplyForGroupLoan': return apply(command, state);
    case 'DecideGroupLoan': return decide(command, state);
    case 'DisburseGroupLoan': return disburse(command, state);
    case 'SettleGroupLoan': return settle(command, state);
  }
}

function apply(command: Cmd<'ApplyForGroupLoan'>, state: FieldState): FieldEvent[] {
  if (state.groupLoans[command.applicationId]) return refuse('conflict', said('loans.applicationAlreadyMade'));
  const group = state.groups[command.groupId];
  if (!group) return refuse('not_found', said('field.noSuchGroup'));
  requireGroupAccess(state, command.actor, group);
  if (!group.approved) refuse('conflict', said('field.groupNotApproved'));
  const product = command.product;
  if (!product) return refuse('not_found', said('loans.noSuchLoanProduct'));
  if (!product.active) refuse('validation', said('loans.productNotOffered'));
  if (product.frequency !== state.centers[group.centerId]?.schedule.frequency) refuse('validation', said('groupLoans.productNotMeetingFrequency'));
  if (command.members.length === 0) refuse('validation', said('groupLoans.noMembers'));
  const members = currentMembers(group);
  const ids = command.members.map((m) => m.customerId);
  if (new Set(ids).size !== ids.length) refuse('validation', said('groupLoans.memberTwice'));
  for (const m of command.members) {
    if (!members.includes(m.customerId)) refuse('validation', said('field.notAMember'));
    if (group.activeLoans.includes(m.customerId) || pendingFor(state, m.customerId)) refuse('conflict', said('groupLoans.memberHasGroupLoan', { name: m.customerName }));
    const fields = applicationErrors(m.amount, command.term, command.purpose, product) as Record<string, string>;
    if (fields.amount) refuse('validation', said('groupLoans.memberAmountInvalid', { name: m.customerName }), { [`amount-${m.customerId}`]: said('groupLoans.memberAmountInvalid', { name: m.customerName }) });
    const other = Object.values(fields)[0];
    if (other) refuse('validation', wordsOf(other), fields);
  }
  return [{
    type: 'GroupLoanApplied',
    data: {
      applicationId: command.applicationId, groupId: group.groupId, productId: command.productId, productName: product.name, term: command.term, purpose: command.purpose.trim(),
      members: command.members, by: command.actor.id, byName: command.actor.name, at: command.at,
    },
  }];
}

/** A member already in an application not yet decided or disbursed. */
const pendingFor = (state: FieldState, customerId: string): boolean =>
  Object.values(state.groupLoans).some((a) => (a.status === 'applied' || a.status === 'approved') && a.members.some((m) => m.customerId === customerId));

function applicationOf(state: FieldState, applicationId: string): GroupLoanApplication {
  const application = state.groupLoans[applicationId];
  return application ?? refuse('not_found', said('groupLoans.noSuchApplication'));
}

/** The checker: the manager of the group's branch or an administrator, never the proposer. */
function requireChecker(state: FieldState, actor: FieldActor, application: GroupLoanApplication): void {
  const group = state.groups[application.groupId];
  const branchId = group ? state.centers[group.centerId]?.branchId : undefined;
  if (!branchId || !managesBranch(state, actor, branchId)) refuse('forbidden', said('groupLoans.onlyManagerDecides'));
}

function decide(command: Cmd<'DecideGroupLoan'>, state: FieldState): FieldEvent[] {
  const application = applicationOf(state, command.applicationId);
  requireChecker(state, command.actor, application);
  if (application.status !== 'applied') refuse('conflict', said('groupLoans.alreadyDecided'));
  const refusal = checkerRefusal(application.proposedBy.id, { id: command.actor.id, sponsor: command.sponsor }, command.at);
  if (refusal) refuse('forbidden', application.proposedBy.id === command.actor.id ? said('groupLoans.youProposed') : wordsOf(refusal));
  const { applicationId } = application;
  const by = { by: command.actor.id, byName: command.actor.name, at: command.at };
  if (command.approve) return [{ type: 'GroupLoanApproved', data: { applicationId, note: command.note.trim(), ...by } }];
  const reason = command.note.trim();
  if (!reason) refuse('validation', said('loans.rejectReasonRequired'), { note: said('loans.rejectReasonRequired') });
  return [{ type: 'GroupLoanRejected', data: { applicationId, reason, ...by } }];
}

/** The group's next `term` meetings after today, each moved to the next working day when it falls on a holiday. */
export function meetingDueDates(state: FieldState, groupId: string, from: string, term: number): string[] {
  const group = state.groups[groupId];
  const center = group ? state.centers[group.centerId] : undefined;
  const branch = center ? state.branches[center.branchId] : undefined;
  if (!center || !branch) return [];
  return meetingsFrom(center.schedule, branch, addDays(from, 1), term).map((m) => m.date);
}

function disburse(command: Cmd<'DisburseGroupLoan'>, state: FieldState): FieldEvent[] {
  const application = applicationOf(state, command.applicationId);
  requireChecker(state, command.actor, application);
  if (application.status === 'disbursed') return [];
  if (application.status !== 'approved') refuse('conflict', said('loans.onlyApprovedLoan'));
  const dueDates = meetingDueDates(state, application.groupId, command.today, application.term);
  if (dueDates.length !== application.term) refuse('validation', said('groupLoans.noMeetingDays'));
  return [{ type: 'GroupLoanDisbursed', data: { applicationId: application.applicationId, startDate: command.today, dueDates, by: command.actor.id, byName: command.actor.name, at: command.at } }];
}

/** A member's loan settled frees the member to leave the group; once per loan (a replayed reactor records nothing more). */
function settle(command: Cmd<'SettleGroupLoan'>, state: FieldState): FieldEvent[] {
  const application = applicationOf(state, command.applicationId);
  const member = application.members.find((m) => m.loanId === command.loanId);
  if (!member) return refuse('not_found', said('loans.noSuchLoan'));
  if (application.status !== 'disbursed') return refuse('conflict', said('groupLoans.notDisbursed'));
  if (application.settled.includes(command.loanId)) return [];
  return [{ type: 'GroupLoanSettled', data: { applicationId: application.applicationId, groupId: application.groupId, customerId: member.customerId, loanId: command.loanId, outcome: command.outcome, at: command.at } }];
}
