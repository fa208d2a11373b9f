/**
 * The field's writes (issue 29 items 1-3): each request becomes one field command run through
 * `execute` on the `field` stream. The edge supplies only facts the stream does not hold: who is
 * acting, which people named are customers, each named staff member's role, the time and today.
 */
import type { FieldActor } from '../../domain/field/access.ts';
import type { FieldCommand } from '../../domain/field/commands.ts';
import { FIELD_STREAM, HEAD_OFFICE_ID } from '../../domain/field/events.ts';
import { fieldCommand } from '../../domain/field/field-command.ts';
import { DomainError, refuse, said } from '../../domain/errors.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import { isStaff } from '../../domain/staff/roles.ts';
import type { Parsed } from '../contract/index.ts';
import { execute } from '../engine/execute.ts';
import type { EventMetadata } from '../store/types.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';

export const nameOf = (user: { profile: { firstName: string; lastName: string } }): string => `${user.profile.firstName} ${user.profile.lastName}`.trim();

export function fieldActor(principal: Principal): FieldActor {
  const role = principal.user.role;
  if (!isStaff(role)) return refuse('forbidden', said('field.staffOnly'));
  return { id: principal.user.id, name: nameOf(principal.user) || 'Staff', role };
}

type Body = Parsed<'field-branches'> | Parsed<'field-groups'>;
type Command = FieldCommand extends infer C ? C extends FieldCommand ? Omit<C, 'actor' | 'at' | 'today' | 'customers' | 'staffRoles'> : never : never;

/** Every person a request names, so the edge can say which are customers and what role each staff member has. */
function peopleIn(body: Body): string[] {
  const named = body as Partial<Record<'staffId' | 'customerId' | 'officerId' | 'leaderId' | 'secretaryId', string>> & { members?: string[]; present?: string[] };
  return [named.staffId, named.customerId, named.officerId, named.leaderId, named.secretaryId, ...(named.members ?? []), ...(named.present ?? [])].filter((x): x is string => typeof x === 'string');
}

async function run(ctx: BankContext, principal: Principal, body: Body, command: Command, requestId: string, reason: string) {
  const actor = fieldActor(principal);
  const view: BankView = await ctx.live.catchUp();
  const people = peopleIn(body);
  const customers = people.filter((id) => view.users.get(id)?.role === 'user');
  const staffRoles = Object.fromEntries(people.flatMap((id) => { const user = view.users.get(id); return user ? [[id, user.role]] : []; }));
  const at = ctx.clock.now().toISOString();
  const metadata: EventMetadata = { actor: actor.id, at, requestId, reason };
  return execute(ctx, fieldCommand, { ...command, actor, at, today: at.slice(0, 10), customers, staffRoles } as FieldCommand, metadata);
}

const saved = (message: string) => ({ success: true, message });

export async function fieldBranchesWrite(ctx: BankContext, principal: Principal, body: Parsed<'field-branches'>, requestId: string) {
  switch (body.action) {
    case 'open_branch': {
      const branchId = ctx.ids.uuid();
      await run(ctx, principal, body, { type: 'OpenBranch', branchId, name: body.name, address: body.address, workingDays: body.workingDays }, requestId, 'Branch opened');
      return { ...saved('Branch opened.'), branchId };
    }
    case 'assign_staff': {
      const staff = (await ctx.live.catchUp()).users.get(body.staffId);
      await run(ctx, principal, body, { type: 'AssignStaff', staffId: body.staffId, staffName: staff ? nameOf(staff) : '', branchId: body.branchId }, requestId, 'Staff placed in a branch');
      return saved('Staff member placed in the branch.');
    }
    case 'assign_customer':
      await run(ctx, principal, body, { type: 'AssignCustomer', customerId: body.customerId, branchId: body.branchId, officerId: body.officerId, reason: body.reason }, requestId, body.reason || 'Customer placed');
      return saved('Customer assigned.');
    case 'declare_holiday':
      await run(ctx, principal, body, { type: 'DeclareHoliday', branchId: body.branchId, date: body.date, name: body.name }, requestId, 'Holiday declared');
      return saved('Holiday declared.');
  }
}

export async function fieldGroupsWrite(ctx: BankContext, principal: Principal, body: Parsed<'field-groups'>, requestId: string) {
  switch (body.action) {
    case 'open_center': {
      const centerId = ctx.ids.uuid();
      await run(ctx, principal, body, { type: 'OpenCenter', centerId, branchId: body.branchId, name: body.name, officerId: body.officerId, schedule: body.schedule }, requestId, 'Center opened');
      return { ...saved('Center opened.'), centerId };
    }
    case 'set_schedule':
      await run(ctx, principal, body, { type: 'SetMeetingSchedule', centerId: body.centerId, schedule: body.schedule }, requestId, 'Meeting schedule changed');
      return saved('Meeting schedule saved.');
    case 'form_group': {
      const groupId = ctx.ids.uuid();
      await run(ctx, principal, body, { type: 'FormGroup', groupId, centerId: body.centerId, name: body.name, officerId: body.officerId, members: body.members, leaderId: body.leaderId, secretaryId: body.secretaryId }, requestId, 'Group formed');
      return { ...saved('Group formed.'), groupId };
    }
    case 'approve_group':
      await run(ctx, principal, body, { type: 'ApproveGroup', groupId: body.groupId }, requestId, 'Group approved');
      return saved('Group approved.');
    case 'join_group':
      await run(ctx, principal, body, { type: 'JoinGroup', groupId: body.groupId, customerId: body.customerId }, requestId, 'Member joined');
      return saved('Member joined the group.');
    case 'leave_group':
      await run(ctx, principal, body, { type: 'LeaveGroup', groupId: body.groupId, customerId: body.customerId, reason: body.reason }, requestId, body.reason || 'Member left');
      return saved('Member left the group.');
    case 'choose_roles':
      await run(ctx, principal, body, { type: 'ChooseGroupRoles', groupId: body.groupId, leaderId: body.leaderId, secretaryId: body.secretaryId }, requestId, 'Leader and secretary chosen');
      return saved('Leader and secretary saved.');
    case 'record_attendance':
      await run(ctx, principal, body, { type: 'RecordAttendance', groupId: body.groupId, meetingDate: body.meetingDate, present: body.present }, requestId, 'Attendance recorded');
      return saved('Attendance recorded.');
  }
}

/** The first start opens the head office, the branch every customer belongs to until placed elsewhere (docs/field.md). */
export async function ensureHeadOffice(ctx: BankContext, requestId: string): Promise<void> {
  const at = ctx.clock.now().toISOString();
  if ((await ctx.store.readStream(FIELD_STREAM)).length > 0) return;
  const actor: FieldActor = { id: 'bootstrap', name: 'Bank setup', role: 'admin' };
  try {
    await execute(ctx, fieldCommand, { type: 'OpenBranch', branchId: HEAD_OFFICE_ID, name: 'Head office', address: '', workingDays: [1, 2, 3, 4, 5], actor, at, today: at.slice(0, 10), customers: [], staffRoles: {} }, { actor: actor.id, at, requestId, reason: 'Head office' });
  } catch (error) {
    // Two servers starting together: the other one opened it first.
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
  }
}
