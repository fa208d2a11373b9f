/**
 * The field as one folded state (the `field` stream): branches with their staff and holidays,
 * each customer's branch and loan officer, centers, groups with their members past and present,
 * and attendance per meeting. The field's decider and read model both fold this.
 */
import type { FieldEvent, MeetingSchedule } from './events.ts';
import { evolveGroupLoans, type GroupLoans } from './group-loans.ts';

export interface Branch { branchId: string; name: string; address: string; workingDays: number[]; holidays: Record<string, string> }
export interface StaffPlacement { staffId: string; staffName: string; role: 'branch_manager' | 'loan_officer'; branchId: string }
export interface CustomerPlacement { branchId: string; officerId: string; reason: string; at: string }
export interface Center { centerId: string; branchId: string; name: string; officerId: string; schedule: MeetingSchedule }
export interface Membership { customerId: string; joinedOn: string; leftOn: string | null; leftReason: string | null }
export interface Group {
  groupId: string; centerId: string; name: string; officerId: string; leaderId: string; secretaryId: string;
  approved: boolean; formedOn: string;
  members: Membership[];
  /**
   * Customers with an active group loan in this group: they cannot leave until it is settled or
   * transferred. Fed by GroupLoanDisbursed, emptied member by member by GroupLoanSettled (group-loans.ts).
   */
  activeLoans: string[];
  /** Attendance by meeting date: who was present and who absent. */
  attendance: Record<string, { present: string[]; absent: string[] }>;
}

export interface FieldState {
  branches: Record<string, Branch>;
  staff: Record<string, StaffPlacement>;
  customers: Record<string, CustomerPlacement>;
  centers: Record<string, Center>;
  groups: Record<string, Group>;
  /** Group loan applications by id (group-loans.ts). */
  groupLoans: GroupLoans;
}

export const initialFieldState: FieldState = { branches: {}, staff: {}, customers: {}, centers: {}, groups: {}, groupLoans: {} };

export const currentMembers = (group: Group): string[] => group.members.filter((m) => m.leftOn === null).map((m) => m.customerId);

function withGroup(state: FieldState, groupId: string, change: (group: Group) => Group): FieldState {
  const group = state.groups[groupId];
  return group ? { ...state, groups: { ...state.groups, [groupId]: change(group) } } : state;
}

export function evolveField(state: FieldState, event: FieldEvent): FieldState {
  switch (event.type) {
    case 'BranchOpened': {
      const { branchId, name, address, workingDays } = event.data;
      return { ...state, branches: { ...state.branches, [branchId]: { branchId, name, address, workingDays, holidays: {} } } };
    }
    case 'StaffAssignedToBranch': {
      const { staffId, staffName, role, branchId } = event.data;
      return { ...state, staff: { ...state.staff, [staffId]: { staffId, staffName, role, branchId } } };
    }
    case 'CustomerAssignedToOfficer': {
      const { customerId, branchId, officerId, reason, at } = event.data;
      return { ...state, customers: { ...state.customers, [customerId]: { branchId, officerId, reason, at } } };
    }
    case 'CenterOpened': {
      const { centerId, branchId, name, officerId, schedule } = event.data;
      return { ...state, centers: { ...state.centers, [centerId]: { centerId, branchId, name, officerId, schedule } } };
    }
    case 'GroupFormed': {
      const { groupId, centerId, name, officerId, leaderId, secretaryId, members, on, approved } = event.data;
      const group: Group = {
        groupId, centerId, name, officerId, leaderId, secretaryId, approved, formedOn: on,
        members: members.map((customerId) => ({ customerId, joinedOn: on, leftOn: null, leftReason: null })), activeLoans: [], attendance: {},
      };
      return { ...state, groups: { ...state.groups, [groupId]: group } };
    }
    case 'GroupApproved':
      return withGroup(state, event.data.groupId, (g) => ({ ...g, approved: true }));
    case 'GroupMemberJoined':
      return withGroup(state, event.data.groupId, (g) => ({ ...g, members: [...g.members, { customerId: event.data.customerId, joinedOn: event.data.on, leftOn: null, leftReason: null }] }));
    case 'GroupMemberLeft':
      return withGroup(state, event.data.groupId, (g) => ({
        ...g, members: g.members.map((m) => (m.customerId === event.data.customerId && m.leftOn === null ? { ...m, leftOn: event.data.on, leftReason: event.data.reason } : m)),
      }));
    case 'GroupRolesChosen':
      return withGroup(state, event.data.groupId, (g) => ({ ...g, leaderId: event.data.leaderId, secretaryId: event.data.secretaryId }));
    case 'AttendanceRecorded':
      return withGroup(state, event.data.groupId, (g) => ({ ...g, attendance: { ...g.attendance, [event.data.meetingDate]: { present: event.data.present, absent: event.data.absent } } }));
    case 'HolidayDeclared': {
      const branch = state.branches[event.data.branchId];
      if (!branch) return state;
      return { ...state, branches: { ...state.branches, [branch.branchId]: { ...branch, holidays: { ...branch.holidays, [event.data.date]: event.data.name } } } };
    }
    case 'GroupLoanApplied': case 'GroupLoanApproved': case 'GroupLoanRejected':
      return { ...state, groupLoans: evolveGroupLoans(state.groupLoans, event) };
    case 'GroupLoanDisbursed': {
      const application = state.groupLoans[event.data.applicationId];
      const next = { ...state, groupLoans: evolveGroupLoans(state.groupLoans, event) };
      if (!application) return next;
      const borrowers = application.members.map((m) => m.customerId);
      return withGroup(next, application.groupId, (g) => ({ ...g, activeLoans: [...new Set([...g.activeLoans, ...borrowers])] }));
    }
    case 'GroupLoanSettled': {
      const next = { ...state, groupLoans: evolveGroupLoans(state.groupLoans, event) };
      return withGroup(next, event.data.groupId, (g) => ({ ...g, activeLoans: g.activeLoans.filter((id) => id !== event.data.customerId) }));
    }
  }
}
