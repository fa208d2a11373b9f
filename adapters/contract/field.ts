/**
 * The field in the API contract (issue 29): one read of what the caller may see (an administrator
 * all, a branch manager their branch, a loan officer their customers and groups) and two writes,
 * the branches (branches, staff, customers' officers, holidays) and the groups (centers,
 * schedules, groups, members, attendance).
 */
import { z } from 'zod';
import { id, text } from './fields.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const weekday = z.number().int().min(1).max(7);
const schedule = z.object({
  frequency: z.enum(['weekly', 'fortnightly', 'monthly']), weekday, firstMeeting: isoDate,
  place: text(200), time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});

export const fieldRequests = {
  'field-view': z.object({}),
  'field-branches': z.discriminatedUnion('action', [
    z.object({ action: z.literal('open_branch'), name: text(120), address: text(300), workingDays: z.array(weekday).max(7) }),
    z.object({ action: z.literal('assign_staff'), staffId: id, branchId: id }),
    z.object({ action: z.literal('assign_customer'), customerId: id, branchId: id, officerId: id, reason: text(500) }),
    z.object({ action: z.literal('declare_holiday'), branchId: id, date: isoDate, name: text(120) }),
  ]),
  'field-groups': z.discriminatedUnion('action', [
    z.object({ action: z.literal('open_center'), branchId: id, name: text(120), officerId: id, schedule }),
    z.object({ action: z.literal('set_schedule'), centerId: id, schedule }),
    z.object({ action: z.literal('form_group'), centerId: id, name: text(120), officerId: id, members: z.array(id).max(40), leaderId: id, secretaryId: id }),
    z.object({ action: z.literal('approve_group'), groupId: id }),
    z.object({ action: z.literal('join_group'), groupId: id, customerId: id }),
    z.object({ action: z.literal('leave_group'), groupId: id, customerId: id, reason: text(500) }),
    z.object({ action: z.literal('choose_roles'), groupId: id, leaderId: id, secretaryId: id }),
    z.object({ action: z.literal('record_attendance'), groupId: id, meetingDate: isoDate, present: z.array(id).max(30) }),
  ]),
};

export type FieldRole = 'admin' | 'auditor' | 'branch_manager' | 'loan_officer';
export interface FieldMeetingView { scheduled: string; date: string; moved: boolean; holiday: string | null }
export interface FieldScheduleView { frequency: 'weekly' | 'fortnightly' | 'monthly'; weekday: number; firstMeeting: string; place: string; time: string }
export interface FieldBranchView { branchId: string; name: string; address: string; workingDays: number[]; holidays: { date: string; name: string }[] }
export interface FieldStaffView { staffId: string; name: string; role: 'branch_manager' | 'loan_officer'; branchId: string | null }
export interface FieldCenterView { centerId: string; branchId: string; name: string; officerId: string; officerName: string; schedule: FieldScheduleView; nextMeetings: FieldMeetingView[] }
export interface FieldMemberView { customerId: string; name: string; joinedOn: string; leftOn: string | null }
export interface FieldHeldMeetingView { date: string; moved: boolean; recorded: boolean; present: string[]; absent: string[] }
export interface FieldGroupView {
  groupId: string; centerId: string; centerName: string; branchId: string; name: string; officerId: string; officerName: string;
  leaderId: string; secretaryId: string; approved: boolean; members: FieldMemberView[];
  place: string; time: string; nextMeetings: FieldMeetingView[]; heldMeetings: FieldHeldMeetingView[];
}
export interface FieldCustomerView { customerId: string; name: string; accountNumber: string; branchId: string; officerId: string | null }

export interface FieldView {
  role: FieldRole;
  today: string;
  /** The branch the caller is placed in (null for an administrator, an auditor or staff not placed yet). */
  branchId: string | null;
  branches: FieldBranchView[];
  staff: FieldStaffView[];
  centers: FieldCenterView[];
  groups: FieldGroupView[];
  customers: FieldCustomerView[];
}

interface Saved { success: boolean; message: string }

export interface FieldAnswers {
  'field-view': FieldView;
  'field-branches': { open_branch: Saved & { branchId: string }; assign_staff: Saved; assign_customer: Saved; declare_holiday: Saved };
  'field-groups': {
    open_center: Saved & { centerId: string }; set_schedule: Saved; form_group: Saved & { groupId: string }; approve_group: Saved;
    join_group: Saved; leave_group: Saved; choose_roles: Saved; record_attendance: Saved;
  };
}
