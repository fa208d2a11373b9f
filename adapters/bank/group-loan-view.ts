/**
 * What staff and members read of group loans (issue 29 item 3): staff see the applications of
 * the groups they may see, with each member's amount, outstanding principal and status this
 * cycle (the officer's list of who is late); a member sees their group's status this cycle, paid,
 * due or late per member, names only: no amount or balance of anyone else.
 */
import { seesGroup } from '../../domain/field/access.ts';
import type { GroupLoanApplication } from '../../domain/field/group-loans.ts';
import { currentMembers, type FieldState } from '../../domain/field/state.ts';
import { memberCycle } from '../../domain/loans/group-status.ts';
import { outstandingPrincipal } from '../../domain/loans/money.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import type { AnswerTo, GroupLoanApplicationView } from '../contract/index.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { fieldActor, nameOf } from './field-service.ts';
import { loadField } from './field-view.ts';

const today = (ctx: BankContext): string => ctx.clock.now().toISOString().slice(0, 10);

function applicationView(state: FieldState, view: BankView, a: GroupLoanApplication, asOf: string): GroupLoanApplicationView {
  return {
    applicationId: a.applicationId, groupId: a.groupId, groupName: state.groups[a.groupId]?.name ?? a.groupId, productName: a.productName, term: a.term, purpose: a.purpose,
    status: a.status, proposedBy: a.proposedBy.name, decidedBy: a.decidedBy?.name ?? null, dueDates: a.dueDates,
    members: a.members.map((m) => {
      const loan = view.loans.get(m.loanId);
      const active = loan && loan.startDate !== null;
      const cycle = active ? memberCycle(loan, asOf) : null;
      return { customerId: m.customerId, name: m.customerName, amountMinor: m.amount, loanId: m.loanId, status: cycle?.status ?? null, daysLate: cycle?.daysLate ?? 0, outstandingMinor: active ? outstandingPrincipal(loan) : null };
    }),
  };
}

export async function groupLoansList(ctx: BankContext, principal: Principal): Promise<AnswerTo<'group-loans', 'list'>> {
  const actor = fieldActor(principal);
  const [state, view] = await Promise.all([loadField(ctx), ctx.live.catchUp()]);
  const asOf = today(ctx);
  const applications = Object.values(state.groupLoans)
    .filter((a) => { const group = state.groups[a.groupId]; return group !== undefined && seesGroup(state, actor, group); })
    .map((a) => applicationView(state, view, a, asOf));
  return { today: asOf, applications };
}

/** The member's group with a disbursed group loan, and each borrower's status this cycle. */
export async function myGroupStatus(ctx: BankContext, principal: Principal): Promise<AnswerTo<'group-status-mine'>> {
  const me = principal.user.id;
  const [state, view] = await Promise.all([loadField(ctx), ctx.live.catchUp()]);
  const asOf = today(ctx);
  const group = Object.values(state.groups).find((g) => currentMembers(g).includes(me) && g.activeLoans.includes(me));
  if (!group) return { group: null };
  const applications = Object.values(state.groupLoans).filter((a) => a.groupId === group.groupId && a.status === 'disbursed');
  const members = applications.flatMap((a) => a.members).flatMap((m) => {
    const loan = view.loans.get(m.loanId);
    if (!loan || loan.startDate === null) return [];
    const user = view.users.get(m.customerId);
    return [{ name: user ? nameOf(user) : m.customerName, status: memberCycle(loan, asOf).status, you: m.customerId === me, cycleDate: memberCycle(loan, asOf).cycleDate }];
  });
  const cycleDate = members.find((m) => m.you)?.cycleDate ?? null;
  return { group: { name: group.name, cycleDate, members: members.map(({ name, status, you }) => ({ name, status, you })) } };
}
