/**
 * The field's read model (issue 29): the `field` stream folded, then cut to what the caller may
 * see with the domain's own access rules (an administrator and an auditor everything, a branch
 * manager their branch, a loan officer their customers and groups), with each center's and group's
 * next meetings moved past the branch's holidays.
 */
import { seesBranch, seesCenter, seesCustomer, seesGroup, placementOf, type FieldActor } from '../../domain/field/access.ts';
import { meetingsFrom, meetingsUntil } from '../../domain/field/calendar.ts';
import { fieldDecider } from '../../domain/field/decider.ts';
import { FIELD_STREAM, HEAD_OFFICE_ID, type FieldEvent } from '../../domain/field/events.ts';
import type { FieldState } from '../../domain/field/state.ts';
import { foldEvents } from '../../domain/decider.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import type { FieldView } from '../contract/index.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { fieldActor, nameOf } from './field-service.ts';

const NEXT_MEETINGS = 4;
const HELD_MEETINGS = 6;

export async function loadField(ctx: BankContext): Promise<FieldState> {
  return foldEvents(fieldDecider, (await ctx.store.readStream(FIELD_STREAM)).map(decodeEvent) as FieldEvent[]);
}

const nameIn = (view: BankView, id: string): string => { const user = view.users.get(id); return user ? nameOf(user) : id; };

export function fieldViewFor(state: FieldState, view: BankView, actor: FieldActor, today: string): FieldView {
  const branches = Object.values(state.branches).filter((b) => seesBranch(state, actor, b.branchId) || state.staff[actor.id]?.branchId === b.branchId);
  const calendarOf = (branchId: string) => state.branches[branchId] ?? { workingDays: [1, 2, 3, 4, 5], holidays: {} };
  const fieldStaff = [...view.users.values()].filter((u) => u.role === 'branch_manager' || u.role === 'loan_officer');
  const staff = fieldStaff
    .map((u) => ({ staffId: u.id, name: nameOf(u), role: u.role as 'branch_manager' | 'loan_officer', branchId: state.staff[u.id]?.branchId ?? null }))
    .filter((s) => actor.role === 'admin' || actor.role === 'auditor' || (s.branchId !== null && seesBranch(state, actor, s.branchId)) || s.staffId === actor.id);
  const centers = Object.values(state.centers).filter((c) => seesCenter(state, actor, c)).map((c) => ({
    centerId: c.centerId, branchId: c.branchId, name: c.name, officerId: c.officerId, officerName: nameIn(view, c.officerId), schedule: c.schedule,
    nextMeetings: meetingsFrom(c.schedule, calendarOf(c.branchId), today, NEXT_MEETINGS),
  }));
  const groups = Object.values(state.groups).filter((g) => seesGroup(state, actor, g)).map((g) => {
    const center = state.centers[g.centerId]!;
    const calendar = calendarOf(center.branchId);
    return {
      groupId: g.groupId, centerId: g.centerId, centerName: center.name, branchId: center.branchId, name: g.name, officerId: g.officerId, officerName: nameIn(view, g.officerId),
      leaderId: g.leaderId, secretaryId: g.secretaryId, approved: g.approved, place: center.schedule.place, time: center.schedule.time,
      members: g.members.map((m) => ({ customerId: m.customerId, name: nameIn(view, m.customerId), joinedOn: m.joinedOn, leftOn: m.leftOn })),
      nextMeetings: meetingsFrom(center.schedule, calendar, today, NEXT_MEETINGS),
      heldMeetings: meetingsUntil(center.schedule, calendar, today, HELD_MEETINGS).map((m) => {
        const record = g.attendance[m.date];
        return { date: m.date, moved: m.moved, recorded: record !== undefined, present: record?.present ?? [], absent: record?.absent ?? [] };
      }),
    };
  });
  const customers = [...view.users.values()].filter((u) => u.role === 'user' && seesCustomer(state, actor, u.id)).map((u) => {
    const placement = placementOf(state, u.id);
    return { customerId: u.id, name: nameOf(u), accountNumber: u.accountNumber, branchId: placement.branchId, officerId: placement.officerId };
  });
  return {
    role: actor.role, today, branchId: state.staff[actor.id]?.branchId ?? null,
    branches: branches.map((b) => ({ branchId: b.branchId, name: b.name, address: b.address, workingDays: b.workingDays, holidays: Object.entries(b.holidays).sort().map(([date, name]) => ({ date, name })) })),
    staff, centers, groups, customers,
  };
}

export async function fieldViewOf(ctx: BankContext, principal: Principal): Promise<FieldView> {
  const actor = fieldActor(principal);
  const [state, view] = await Promise.all([loadField(ctx), ctx.live.catchUp()]);
  return fieldViewFor(state, view, actor, ctx.clock.now().toISOString().slice(0, 10));
}

/** Each customer's branch and officer, for the back office's customer list (a customer never placed is at the head office). */
export async function customerPlacements(ctx: BankContext): Promise<{ state: FieldState; placementOf: (customerId: string) => { branchId: string; officerId: string | null } }> {
  const state = await loadField(ctx);
  return { state, placementOf: (customerId) => (state.customers[customerId] ? placementOf(state, customerId) : { branchId: HEAD_OFFICE_ID, officerId: null }) };
}
