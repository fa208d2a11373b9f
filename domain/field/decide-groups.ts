/**
 * Centers, groups, members and attendance (issue 29 item 2). A center belongs to a branch and
 * meets on a schedule whose first meeting may not fall on a holiday; a group of 5 to 30 of the
 * branch's customers sits in one center, with a leader and a secretary among its members; a
 * customer is in at most one group of a center; a member with an active group loan cannot leave.
 * A branch manager's group is approved as formed; a loan officer's waits for the manager.
 */
import { refuse, said } from '../errors.ts';
import { actsForCustomer, placementOf, requireBranchManager, requireGroupAccess } from './access.ts';
import { isoWeekday, isHoliday, isMeetingDate, isWorkingDay } from './calendar.ts';
import type { FieldCommandOf } from './commands.ts';
import type { FieldEvent, MeetingSchedule } from './events.ts';
import { branchOf } from './decide-branches.ts';
import { currentMembers, type Branch, type Center, type FieldState, type Group } from './state.ts';

export const MIN_GROUP_MEMBERS = 5;
export const MAX_GROUP_MEMBERS = 30;

function centerOf(state: FieldState, centerId: string): Center {
  const center = state.centers[centerId];
  if (!center) return refuse('not_found', said('field.noSuchCenter'));
  return center;
}

function groupOf(state: FieldState, groupId: string): Group {
  const group = state.groups[groupId];
  if (!group) return refuse('not_found', said('field.noSuchGroup'));
  return group;
}

/** The first meeting must be on the schedule's weekday, on a day the branch works, and never on a holiday. */
export function checkSchedule(schedule: MeetingSchedule, branch: Branch): void {
  const date = schedule.firstMeeting;
  if (isHoliday(date, branch)) refuse('validation', said('field.meetingOnHoliday', { date, holiday: branch.holidays[date] ?? '' }), { firstMeeting: said('field.meetingOnHoliday', { date, holiday: branch.holidays[date] ?? '' }) });
  if (isoWeekday(date) !== schedule.weekday) refuse('validation', said('field.firstMeetingWeekday'), { firstMeeting: said('field.firstMeetingWeekday') });
  if (!isWorkingDay(date, branch)) refuse('validation', said('field.meetingOnClosedDay', { date }), { firstMeeting: said('field.meetingOnClosedDay', { date }) });
}

function requireOfficerOf(state: FieldState, command: { staffRoles: Readonly<Record<string, string>> }, officerId: string, branchId: string): void {
  const officer = state.staff[officerId];
  if (command.staffRoles[officerId] !== 'loan_officer' || officer?.role !== 'loan_officer' || officer.branchId !== branchId) {
    refuse('validation', said('field.officerNotInBranch'), { officerId: said('field.officerNotInBranch') });
  }
}

/** The group of this center a customer is in now, other than `exceptGroupId`. */
export const groupInCenter = (state: FieldState, centerId: string, customerId: string, exceptGroupId?: string): Group | undefined =>
  Object.values(state.groups).find((g) => g.centerId === centerId && g.groupId !== exceptGroupId && currentMembers(g).includes(customerId));

/** One group per center: refused with the group the customer is already in. */
function requireNotInCenter(state: FieldState, centerId: string, customerId: string, exceptGroupId?: string): void {
  const other = groupInCenter(state, centerId, customerId, exceptGroupId);
  if (other) refuse('conflict', said('field.alreadyInCenterGroup', { group: other.name }));
}

function requireMemberOfBranch(state: FieldState, command: FieldCommandOf<'FormGroup' | 'JoinGroup'>, customerId: string, branchId: string): void {
  if (!command.customers.includes(customerId)) refuse('not_found', said('field.noSuchCustomer'));
  if (placementOf(state, customerId).branchId !== branchId) refuse('validation', said('field.customerOfAnotherBranch'));
  if (!actsForCustomer(state, command.actor, customerId)) refuse('forbidden', said('field.notYourCustomer'));
}

export function decideOpenCenter(command: FieldCommandOf<'OpenCenter'>, state: FieldState): FieldEvent[] {
  const branch = branchOf(state, command.branchId);
  requireBranchManager(state, command.actor, command.branchId);
  const name = command.name.trim();
  if (!name) refuse('validation', said('field.centerNameRequired'), { name: said('field.centerNameRequired') });
  if (state.centers[command.centerId]) refuse('conflict', said('field.centerExists'));
  requireOfficerOf(state, command, command.officerId, command.branchId);
  checkSchedule(command.schedule, branch);
  return [{ type: 'CenterOpened', data: { centerId: command.centerId, branchId: command.branchId, name, officerId: command.officerId, schedule: command.schedule, by: command.actor.id, at: command.at } }];
}

export function decideSetMeetingSchedule(command: FieldCommandOf<'SetMeetingSchedule'>, state: FieldState): FieldEvent[] {
  const center = centerOf(state, command.centerId);
  requireBranchManager(state, command.actor, center.branchId);
  checkSchedule(command.schedule, branchOf(state, center.branchId));
  return [{ type: 'CenterOpened', data: { ...center, schedule: command.schedule, by: command.actor.id, at: command.at } }];
}

export function decideFormGroup(command: FieldCommandOf<'FormGroup'>, state: FieldState): FieldEvent[] {
  const center = centerOf(state, command.centerId);
  const byOfficer = command.actor.role === 'loan_officer';
  if (byOfficer ? command.officerId !== command.actor.id : !['admin', 'branch_manager'].includes(command.actor.role)) refuse('forbidden', said('field.notYourGroup'));
  if (!byOfficer) requireBranchManager(state, command.actor, center.branchId);
  const name = command.name.trim();
  if (!name) refuse('validation', said('field.groupNameRequired'), { name: said('field.groupNameRequired') });
  if (state.groups[command.groupId]) refuse('conflict', said('field.groupExists'));
  requireOfficerOf(state, command, command.officerId, center.branchId);
  const members = [...new Set(command.members)];
  if (members.length !== command.members.length) refuse('validation', said('field.memberTwice'), { members: said('field.memberTwice') });
  if (members.length < MIN_GROUP_MEMBERS || members.length > MAX_GROUP_MEMBERS) refuse('validation', said('field.groupSize', { min: MIN_GROUP_MEMBERS, max: MAX_GROUP_MEMBERS }), { members: said('field.groupSize', { min: MIN_GROUP_MEMBERS, max: MAX_GROUP_MEMBERS }) });
  for (const customerId of members) {
    requireMemberOfBranch(state, command, customerId, center.branchId);
    requireNotInCenter(state, center.centerId, customerId);
  }
  if (!members.includes(command.leaderId) || !members.includes(command.secretaryId)) refuse('validation', said('field.leaderSecretaryMembers'), { leaderId: said('field.leaderSecretaryMembers') });
  if (command.leaderId === command.secretaryId) refuse('validation', said('field.leaderNotSecretary'), { secretaryId: said('field.leaderNotSecretary') });
  return [{
    type: 'GroupFormed',
    data: { groupId: command.groupId, centerId: center.centerId, name, officerId: command.officerId, leaderId: command.leaderId, secretaryId: command.secretaryId, members, on: command.today, approved: !byOfficer, by: command.actor.id, at: command.at },
  }];
}

export function decideApproveGroup(command: FieldCommandOf<'ApproveGroup'>, state: FieldState): FieldEvent[] {
  const group = groupOf(state, command.groupId);
  requireBranchManager(state, command.actor, centerOf(state, group.centerId).branchId);
  if (group.approved) return [];
  return [{ type: 'GroupApproved', data: { groupId: group.groupId, by: command.actor.id, at: command.at } }];
}

export function decideJoinGroup(command: FieldCommandOf<'JoinGroup'>, state: FieldState): FieldEvent[] {
  const group = groupOf(state, command.groupId);
  requireGroupAccess(state, command.actor, group);
  const members = currentMembers(group);
  if (members.includes(command.customerId)) return [];
  if (members.length >= MAX_GROUP_MEMBERS) refuse('validation', said('field.groupFull', { max: MAX_GROUP_MEMBERS }));
  requireMemberOfBranch(state, command, command.customerId, centerOf(state, group.centerId).branchId);
  requireNotInCenter(state, group.centerId, command.customerId, group.groupId);
  return [{ type: 'GroupMemberJoined', data: { groupId: group.groupId, customerId: command.customerId, on: command.today, by: command.actor.id, at: command.at } }];
}

export function decideLeaveGroup(command: FieldCommandOf<'LeaveGroup'>, state: FieldState): FieldEvent[] {
  const group = groupOf(state, command.groupId);
  requireGroupAccess(state, command.actor, group);
  const members = currentMembers(group);
  if (!members.includes(command.customerId)) refuse('not_found', said('field.notAMember'));
  if (group.activeLoans.includes(command.customerId)) refuse('conflict', said('field.activeGroupLoan'));
  if (command.customerId === group.leaderId || command.customerId === group.secretaryId) refuse('conflict', said('field.chooseNewLeaderFirst'));
  if (members.length <= MIN_GROUP_MEMBERS) refuse('conflict', said('field.groupTooSmallToLeave', { min: MIN_GROUP_MEMBERS }));
  const reason = command.reason.trim();
  if (!reason) refuse('validation', said('field.reasonRequired'), { reason: said('field.reasonRequired') });
  return [{ type: 'GroupMemberLeft', data: { groupId: group.groupId, customerId: command.customerId, on: command.today, reason, by: command.actor.id, at: command.at } }];
}

export function decideChooseGroupRoles(command: FieldCommandOf<'ChooseGroupRoles'>, state: FieldState): FieldEvent[] {
  const group = groupOf(state, command.groupId);
  requireGroupAccess(state, command.actor, group);
  const members = currentMembers(group);
  if (!members.includes(command.leaderId) || !members.includes(command.secretaryId)) refuse('validation', said('field.leaderSecretaryMembers'));
  if (command.leaderId === command.secretaryId) refuse('validation', said('field.leaderNotSecretary'));
  return [{ type: 'GroupRolesChosen', data: { groupId: group.groupId, leaderId: command.leaderId, secretaryId: command.secretaryId, by: command.actor.id, at: command.at } }];
}

export function decideRecordAttendance(command: FieldCommandOf<'RecordAttendance'>, state: FieldState): FieldEvent[] {
  const group = groupOf(state, command.groupId);
  requireGroupAccess(state, command.actor, group);
  if (!group.approved) refuse('conflict', said('field.groupNotApproved'));
  const center = centerOf(state, group.centerId);
  const branch = branchOf(state, center.branchId);
  if (command.meetingDate > command.today) refuse('validation', said('field.meetingInFuture'));
  if (!isMeetingDate(center.schedule, branch, command.meetingDate)) refuse('validation', said('field.noMeetingThatDay', { date: command.meetingDate }));
  const members = currentMembers(group);
  const present = [...new Set(command.present)];
  if (present.some((id) => !members.includes(id))) refuse('validation', said('field.notAMember'));
  return [{ type: 'AttendanceRecorded', data: { groupId: group.groupId, meetingDate: command.meetingDate, present, absent: members.filter((id) => !present.includes(id)), by: command.actor.id, at: command.at } }];
}
