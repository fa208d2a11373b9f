/**
 * What may be asked of the field (issue 29 items 1-3). Facts the `field` stream does not hold
 * travel in the command from the edge: who the actor is, which of the named people are customers,
 * and the role of each staff member named; the time (`at`) and today's date (`today`).
 */
import type { StaffRole } from '../staff/roles.ts';
import type { FieldActor } from './access.ts';
import type { MeetingSchedule } from './events.ts';

export interface FieldFacts {
  actor: FieldActor;
  at: string;
  today: string;
  /** The ids among this command's people that are customers of the bank. */
  customers: readonly string[];
  /** The role of each staff member this command names. */
  staffRoles: Readonly<Record<string, StaffRole | 'user'>>;
}

export type FieldCommand = FieldFacts & (
  | { type: 'OpenBranch'; branchId: string; name: string; address: string; workingDays: number[] }
  | { type: 'AssignStaff'; staffId: string; staffName: string; branchId: string }
  | { type: 'AssignCustomer'; customerId: string; branchId: string; officerId: string; reason: string }
  /** A customer a loan officer just registered: placed in the officer's branch, with them as loan officer. */
  | { type: 'PlaceRegisteredCustomer'; customerId: string }
  | { type: 'DeclareHoliday'; branchId: string; date: string; name: string }
  | { type: 'OpenCenter'; centerId: string; branchId: string; name: string; officerId: string; schedule: MeetingSchedule }
  | { type: 'SetMeetingSchedule'; centerId: string; schedule: MeetingSchedule }
  | { type: 'FormGroup'; groupId: string; centerId: string; name: string; officerId: string; members: string[]; leaderId: string; secretaryId: string }
  | { type: 'ApproveGroup'; groupId: string }
  | { type: 'JoinGroup'; groupId: string; customerId: string }
  | { type: 'LeaveGroup'; groupId: string; customerId: string; reason: string }
  | { type: 'ChooseGroupRoles'; groupId: string; leaderId: string; secretaryId: string }
  | { type: 'RecordAttendance'; groupId: string; meetingDate: string; present: string[] }
);

export type FieldCommandOf<T extends FieldCommand['type']> = Extract<FieldCommand, { type: T }>;
