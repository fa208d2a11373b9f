/**
 * The field's events (issue 29 items 1-3): branches, staff placed in a branch, customers'
 * branch and loan officer, centers with their meeting schedule, groups and their members,
 * attendance at a meeting and branch holidays. All live in the one `field` stream, so a rule
 * that spans them (one group per center for a customer, an officer's own groups) is decided on
 * one folded state with one version.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { groupLoanEventSchemas } from './group-loans.ts';

export const FIELD_STREAM = 'field';
/** The branch every customer belongs to until placed elsewhere, opened at the first start. */
export const HEAD_OFFICE_ID = 'head-office';

const id = z.string().min(1).max(64);
const name = z.string().min(1).max(120);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const at = z.string().min(20).max(40);
/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const weekday = z.number().int().min(1).max(7);

export const meetingFrequencies = ['weekly', 'fortnightly', 'monthly'] as const;
export type MeetingFrequency = (typeof meetingFrequencies)[number];

export const meetingScheduleSchema = z.object({
  frequency: z.enum(meetingFrequencies),
  weekday,
  /** The first meeting, on `weekday`; later ones follow the frequency (monthly: the same nth weekday). */
  firstMeeting: isoDate,
  place: z.string().min(1).max(200),
  /** HH:MM, 24-hour. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type MeetingSchedule = z.infer<typeof meetingScheduleSchema>;

export const fieldEventSchemas = {
  BranchOpened: z.object({ branchId: id, name, address: z.string().max(300), workingDays: z.array(weekday).min(1).max(7), by: id, at }),
  StaffAssignedToBranch: z.object({ staffId: id, staffName: z.string().max(200), role: z.enum(['branch_manager', 'loan_officer']), branchId: id, by: id, at }),
  CustomerAssignedToOfficer: z.object({ customerId: id, branchId: id, officerId: id, reason: z.string().min(1).max(500), by: id, at }),
  CenterOpened: z.object({ centerId: id, branchId: id, name, officerId: id, schedule: meetingScheduleSchema, by: id, at }),
  GroupFormed: z.object({
    groupId: id, centerId: id, name, officerId: id, leaderId: id, secretaryId: id,
    members: z.array(id).min(1).max(30), on: isoDate, approved: z.boolean(), by: id, at,
  }),
  GroupApproved: z.object({ groupId: id, by: id, at }),
  GroupMemberJoined: z.object({ groupId: id, customerId: id, on: isoDate, by: id, at }),
  GroupMemberLeft: z.object({ groupId: id, customerId: id, on: isoDate, reason: z.string().min(1).max(500), by: id, at }),
  GroupRolesChosen: z.object({ groupId: id, leaderId: id, secretaryId: id, by: id, at }),
  AttendanceRecorded: z.object({ groupId: id, meetingDate: isoDate, present: z.array(id).max(30), absent: z.array(id).max(30), by: id, at }),
  HolidayDeclared: z.object({ branchId: id, date: isoDate, name, by: id, at }),
  ...groupLoanEventSchemas,
};

export type FieldEvent = EventUnion<typeof fieldEventSchemas>;
export type FieldEventOf<K extends FieldEvent['type']> = Extract<FieldEvent, { type: K }>;
