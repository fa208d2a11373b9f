/**
 * Who may see and act for what in the field (issue 29): an administrator for everything, a branch
 * manager for the branch they are placed in, a loan officer for the customers and groups assigned
 * to them. The decider refuses with these; the read model filters with the same functions, so what
 * an officer sees is exactly what they may act on.
 */
import { refuse, said } from '../errors.ts';
import type { StaffRole } from '../staff/roles.ts';
import { HEAD_OFFICE_ID } from './events.ts';
import type { Center, FieldState, Group } from './state.ts';

export interface FieldActor { id: string; name: string; role: StaffRole }

/** A customer's branch and officer: a customer never placed belongs to the head office, with no officer yet. */
export function placementOf(state: FieldState, customerId: string): { branchId: string; officerId: string | null } {
  const placed = state.customers[customerId];
  return placed ? { branchId: placed.branchId, officerId: placed.officerId } : { branchId: HEAD_OFFICE_ID, officerId: null };
}

/** The branch a staff member is placed in, or null. */
export const branchOfStaff = (state: FieldState, staffId: string): string | null => state.staff[staffId]?.branchId ?? null;

export const managesBranch = (state: FieldState, actor: FieldActor, branchId: string): boolean =>
  actor.role === 'admin' || (actor.role === 'branch_manager' && branchOfStaff(state, actor.id) === branchId);

/** Reading is wider than acting: the auditor reads everything. */
export const seesBranch = (state: FieldState, actor: FieldActor, branchId: string): boolean => actor.role === 'auditor' || managesBranch(state, actor, branchId);

export const branchOfGroup = (state: FieldState, group: Group): string => state.centers[group.centerId]?.branchId ?? HEAD_OFFICE_ID;

export const actsForGroup = (state: FieldState, actor: FieldActor, group: Group): boolean =>
  managesBranch(state, actor, branchOfGroup(state, group)) || (actor.role === 'loan_officer' && group.officerId === actor.id);

export const seesGroup = (state: FieldState, actor: FieldActor, group: Group): boolean => actor.role === 'auditor' || actsForGroup(state, actor, group);

export const seesCenter = (state: FieldState, actor: FieldActor, center: Center): boolean =>
  seesBranch(state, actor, center.branchId) || (actor.role === 'loan_officer' && Object.values(state.groups).some((g) => g.centerId === center.centerId && g.officerId === actor.id)) || (actor.role === 'loan_officer' && center.officerId === actor.id);

export function actsForCustomer(state: FieldState, actor: FieldActor, customerId: string): boolean {
  const placement = placementOf(state, customerId);
  return managesBranch(state, actor, placement.branchId) || (actor.role === 'loan_officer' && placement.officerId === actor.id);
}

export const seesCustomer = (state: FieldState, actor: FieldActor, customerId: string): boolean => actor.role === 'auditor' || actsForCustomer(state, actor, customerId);

/** Refuses (403) unless the actor manages the branch: its manager or an administrator. */
export function requireBranchManager(state: FieldState, actor: FieldActor, branchId: string): void {
  if (!managesBranch(state, actor, branchId)) refuse('forbidden', said('field.onlyBranchManager'));
}

export function requireGroupAccess(state: FieldState, actor: FieldActor, group: Group): void {
  if (!actsForGroup(state, actor, group)) refuse('forbidden', said('field.notYourGroup'));
}

export function requireAdministrator(actor: FieldActor): void {
  if (actor.role !== 'admin') refuse('forbidden', said('field.onlyAdministrator'));
}
