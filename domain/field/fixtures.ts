/** A small field for the decider's tests: a branch with its manager and two officers, ten customers and a weekly center; pure data. */
import type { FieldActor } from './access.ts';
import type { FieldCommand } from './commands.ts';
import type { FieldEvent, MeetingSchedule } from './events.ts';

export const AT = '2026-11-02T09:00:00.000Z';
export const TODAY = '2026-11-02';
export const admin: FieldActor = { id: 'admin-1', name: 'Ada Admin', role: 'admin' };
export const manager: FieldActor = { id: 'manager-1', name: 'Mo Manager', role: 'branch_manager' };
export const otherManager: FieldActor = { id: 'manager-2', name: 'Nia Manager', role: 'branch_manager' };
export const officer: FieldActor = { id: 'officer-1', name: 'Oli Officer', role: 'loan_officer' };
export const otherOfficer: FieldActor = { id: 'officer-2', name: 'Pat Officer', role: 'loan_officer' };
export const customers = Array.from({ length: 40 }, (_, i) => `customer-${i + 1}`);
export const staffRoles = { [manager.id]: 'branch_manager', [otherManager.id]: 'branch_manager', [officer.id]: 'loan_officer', [otherOfficer.id]: 'loan_officer', [admin.id]: 'admin' } as const;

/** Weekly on Mondays from 2 November 2026 (a Monday), at the market. */
export const weekly: MeetingSchedule = { frequency: 'weekly', weekday: 1, firstMeeting: '2026-11-02', place: 'Market hall', time: '09:30' };

const by = { by: admin.id, at: AT };
/** Branch "north" (Monday to Friday) with manager-1 and both officers; "south" with manager-2; customers 1-30 with officer-1, 31-40 with officer-2. */
export const fieldHistory: FieldEvent[] = [
  { type: 'BranchOpened', data: { branchId: 'north', name: 'North', address: '1 Market Road', workingDays: [1, 2, 3, 4, 5], ...by } },
  { type: 'BranchOpened', data: { branchId: 'south', name: 'South', address: '2 River Road', workingDays: [1, 2, 3, 4, 5], ...by } },
  { type: 'StaffAssignedToBranch', data: { staffId: manager.id, staffName: manager.name, role: 'branch_manager', branchId: 'north', ...by } },
  { type: 'StaffAssignedToBranch', data: { staffId: otherManager.id, staffName: otherManager.name, role: 'branch_manager', branchId: 'south', ...by } },
  { type: 'StaffAssignedToBranch', data: { staffId: officer.id, staffName: officer.name, role: 'loan_officer', branchId: 'north', ...by } },
  { type: 'StaffAssignedToBranch', data: { staffId: otherOfficer.id, staffName: otherOfficer.name, role: 'loan_officer', branchId: 'north', ...by } },
  ...customers.map((customerId, i): FieldEvent => ({ type: 'CustomerAssignedToOfficer', data: { customerId, branchId: 'north', officerId: i < 30 ? officer.id : otherOfficer.id, reason: 'Opening', ...by } })),
  { type: 'CenterOpened', data: { centerId: 'center-1', branchId: 'north', name: 'Market center', officerId: officer.id, schedule: weekly, ...by } },
];

export const facts = (actor: FieldActor = manager) => ({ actor, at: AT, today: TODAY, customers, staffRoles });

export const formGroup = (members: string[], overrides: Partial<Extract<FieldCommand, { type: 'FormGroup' }>> = {}): FieldCommand => ({
  type: 'FormGroup', groupId: 'group-1', centerId: 'center-1', name: 'Sunrise', officerId: officer.id, members, leaderId: members[0] ?? '', secretaryId: members[1] ?? '', ...facts(), ...overrides,
});

export const groupFormed = (groupId: string, members: string[], officerId = officer.id): FieldEvent => ({
  type: 'GroupFormed', data: { groupId, centerId: 'center-1', name: groupId, officerId, leaderId: members[0]!, secretaryId: members[1]!, members, on: TODAY, approved: true, ...by },
});
