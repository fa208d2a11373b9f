/**
 * The branch decisions (issue 29 items 1 and 3): an administrator opens branches and places
 * branch managers and loan officers in them; a branch's manager (or an administrator) places a
 * customer with a loan officer of the branch, always with a reason, and declares the branch's
 * holidays.
 */
import { refuse, said } from '../errors.ts';
import { placementOf, requireAdministrator, requireBranchManager } from './access.ts';
import type { FieldCommandOf } from './commands.ts';
import type { FieldEvent } from './events.ts';
import type { Branch, FieldState } from './state.ts';

export function branchOf(state: FieldState, branchId: string): Branch {
  const branch = state.branches[branchId];
  if (!branch) return refuse('not_found', said('field.noSuchBranch'));
  return branch;
}

export function decideOpenBranch(command: FieldCommandOf<'OpenBranch'>, state: FieldState): FieldEvent[] {
  requireAdministrator(command.actor);
  const name = command.name.trim();
  if (!name) refuse('validation', said('field.branchNameRequired'), { name: said('field.branchNameRequired') });
  if (command.workingDays.length === 0) refuse('validation', said('field.workingDaysRequired'), { workingDays: said('field.workingDaysRequired') });
  if (state.branches[command.branchId]) refuse('conflict', said('field.branchExists'));
  if (Object.values(state.branches).some((b) => b.name.toLowerCase() === name.toLowerCase())) refuse('conflict', said('field.branchNameTaken', { name }), { name: said('field.branchNameTaken', { name }) });
  const workingDays = [...new Set(command.workingDays)].sort();
  return [{ type: 'BranchOpened', data: { branchId: command.branchId, name, address: command.address.trim(), workingDays, by: command.actor.id, at: command.at } }];
}

export function decideAssignStaff(command: FieldCommandOf<'AssignStaff'>, state: FieldState): FieldEvent[] {
  requireAdministrator(command.actor);
  branchOf(state, command.branchId);
  const role = command.staffRoles[command.staffId];
  if (role !== 'branch_manager' && role !== 'loan_officer') return refuse('validation', said('field.onlyFieldStaffPlaced'));
  if (state.staff[command.staffId]?.branchId === command.branchId) return [];
  return [{ type: 'StaffAssignedToBranch', data: { staffId: command.staffId, staffName: command.staffName, role, branchId: command.branchId, by: command.actor.id, at: command.at } }];
}

export function decideAssignCustomer(command: FieldCommandOf<'AssignCustomer'>, state: FieldState): FieldEvent[] {
  if (!command.customers.includes(command.customerId)) refuse('not_found', said('field.noSuchCustomer'));
  branchOf(state, command.branchId);
  const current = placementOf(state, command.customerId);
  // Moving a customer between branches needs the administrator; within a branch, its manager.
  requireBranchManager(state, command.actor, current.branchId);
  requireBranchManager(state, command.actor, command.branchId);
  const reason = command.reason.trim();
  if (!reason) refuse('validation', said('field.reasonRequired'), { reason: said('field.reasonRequired') });
  const officer = state.staff[command.officerId];
  if (command.staffRoles[command.officerId] !== 'loan_officer' || officer?.role !== 'loan_officer' || officer.branchId !== command.branchId) {
    refuse('validation', said('field.officerNotInBranch'), { officerId: said('field.officerNotInBranch') });
  }
  if (current.branchId === command.branchId && current.officerId === command.officerId) return [];
  return [{ type: 'CustomerAssignedToOfficer', data: { customerId: command.customerId, branchId: command.branchId, officerId: command.officerId, reason, by: command.actor.id, at: command.at } }];
}

/** The reason a registration's placement carries (CustomerAssignedToOfficer). */
export const REGISTERED_BY_OFFICER = 'Registered in the field by their loan officer';

/**
 * A customer a loan officer registers is theirs at once: placed in the officer's branch with the
 * officer as loan officer. Only a loan officer placed in a branch, only a customer never placed.
 */
export function decidePlaceRegisteredCustomer(command: FieldCommandOf<'PlaceRegisteredCustomer'>, state: FieldState): FieldEvent[] {
  if (!command.customers.includes(command.customerId)) refuse('not_found', said('field.noSuchCustomer'));
  const officer = state.staff[command.actor.id];
  if (command.actor.role !== 'loan_officer' || officer?.role !== 'loan_officer') return refuse('forbidden', said('field.notYourCustomer'));
  if (state.customers[command.customerId]) return [];
  return [{ type: 'CustomerAssignedToOfficer', data: { customerId: command.customerId, branchId: officer.branchId, officerId: command.actor.id, reason: REGISTERED_BY_OFFICER, by: command.actor.id, at: command.at } }];
}

export function decideDeclareHoliday(command: FieldCommandOf<'DeclareHoliday'>, state: FieldState): FieldEvent[] {
  const branch = branchOf(state, command.branchId);
  requireBranchManager(state, command.actor, command.branchId);
  const name = command.name.trim();
  if (!name) refuse('validation', said('field.holidayNameRequired'), { name: said('field.holidayNameRequired') });
  if (command.date < command.today) refuse('validation', said('field.holidayInPast'), { date: said('field.holidayInPast') });
  if (branch.holidays[command.date] !== undefined) refuse('conflict', said('field.holidayExists', { date: command.date }), { date: said('field.holidayExists', { date: command.date }) });
  return [{ type: 'HolidayDeclared', data: { branchId: command.branchId, date: command.date, name, by: command.actor.id, at: command.at } }];
}
