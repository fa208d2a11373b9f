/**
 * Joint-liability group loans at the edge (issue 29 item 3): each request becomes the group loan
 * command (domain/field/group-loan-command.ts) on the `field` stream, run through `execute`; an
 * approved application opens one ordinary loan per member and disbursement pays each into the
 * member's savings (domain/loans/member-loan.ts through the loan command), both idempotent, so
 * a disbursement asked again finishes whatever a crash left undone.
 */
import type { GroupLoanInput } from '../../domain/field/group-loan-command.ts';
import { groupLoanCommand } from '../../domain/field/group-loan-command.ts';
import type { GroupLoanApplication } from '../../domain/field/group-loans.ts';
import { refuse, said } from '../../domain/errors.ts';
import { isFirstDisbursement } from '../../domain/kyc/gates.ts';
import type { LoanProductTerms } from '../../domain/loans/product.ts';
import { parseAmount } from '../../domain/money/money.ts';
import type { Parsed } from '../contract/index.ts';
import { execute } from '../engine/execute.ts';
import { checkerOf } from './admin-invitation-service.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { fieldActor, nameOf } from './field-service.ts';
import { loadField } from './field-view.ts';
import { requireKycCleared } from './kyc-read-service.ts';
import { onLoan } from './loan-commands.ts';

type Body = Parsed<'group-loans'>;
type Input = GroupLoanInput extends infer C ? C extends GroupLoanInput ? Omit<C, 'actor' | 'at' | 'today'> : never : never;

function run(ctx: BankContext, principal: Principal, input: Input, requestId: string, reason: string) {
  const actor = fieldActor(principal);
  const at = ctx.clock.now().toISOString();
  return execute(ctx, groupLoanCommand, { ...input, actor, at, today: at.slice(0, 10) } as GroupLoanInput, { actor: actor.id, at, requestId, reason });
}

const saved = (message: string) => ({ success: true, message });

export async function groupLoanWrite(ctx: BankContext, principal: Principal, body: Exclude<Body, { action: 'list' }>, requestId: string) {
  switch (body.action) {
    case 'apply': return apply(ctx, principal, body, requestId);
    case 'approve':
    case 'reject': {
      const sponsor = (await checkerOf(ctx, principal)).sponsor;
      const decided = await run(ctx, principal, { type: 'DecideGroupLoan', applicationId: body.applicationId, approve: body.action === 'approve', note: body.note, sponsor }, requestId, `Group loan ${body.action === 'approve' ? 'approved' : 'rejected'}`);
      if (body.action === 'approve') await openMemberLoans(ctx, decided.state.groupLoans[body.applicationId]!, decided.product, requestId);
      return saved(body.action === 'approve' ? 'Group loan approved.' : 'Group loan rejected.');
    }
    case 'disburse': return disburse(ctx, principal, body.applicationId, requestId);
  }
}

async function apply(ctx: BankContext, principal: Principal, body: Extract<Body, { action: 'apply' }>, requestId: string) {
  const view = await ctx.live.catchUp();
  const members = body.members.map((m) => {
    const amount = parseAmount(m.amount, 'USD');
    const user = view.users.get(m.customerId);
    if (!user || user.role !== 'user') return refuse('not_found', said('field.noSuchCustomer'));
    if (amount === null) return refuse('validation', said('groupLoans.memberAmountInvalid', { name: nameOf(user) }));
    return { customerId: m.customerId, customerName: nameOf(user), amount, loanId: ctx.ids.uuid() };
  });
  const applicationId = ctx.ids.uuid();
  await run(ctx, principal, { type: 'ApplyForGroupLoan', applicationId, groupId: body.groupId, productId: body.productId, term: body.term, purpose: body.purpose, members }, requestId, 'Group loan proposed');
  return { ...saved('Group loan proposed: a different member of staff decides on it.'), applicationId };
}

/** One ordinary loan per member, applied by the proposer and approved by the approver; a loan already open is left as it is. */
async function openMemberLoans(ctx: BankContext, application: GroupLoanApplication, product: LoanProductTerms | null, requestId: string): Promise<void> {
  if (!product || !application.decidedBy) return;
  const { proposedBy, decidedBy } = application;
  for (const m of application.members) {
    await onLoan(ctx, m.loanId, m.customerId, { actor: decidedBy.id, requestId, reason: 'Group loan approved' }, () => ({
      type: 'OpenMemberLoan', loanId: m.loanId, userId: m.customerId, customerName: m.customerName, productId: application.productId, product,
      amount: m.amount, term: application.term, purpose: application.purpose, group: { groupId: application.groupId, applicationId: application.applicationId },
      proposedBy: { id: proposedBy.id, name: proposedBy.name }, approvedBy: { id: decidedBy.id, name: decidedBy.name, note: decidedBy.note }, at: ctx.clock.now().toISOString(),
    }));
  }
}

async function disburse(ctx: BankContext, principal: Principal, applicationId: string, requestId: string) {
  // A member's first loan is paid out only once their KYC checklist is approved (issue 29 item 6): checked before anything is recorded.
  const [loans, field] = await Promise.all([ctx.live.catchUp().then((v) => v.loans), loadField(ctx)]);
  const waiting = field.groupLoans[applicationId];
  if (waiting?.status === 'approved') for (const m of waiting.members) if (isFirstDisbursement(loans.values(), m.loanId, m.customerId)) await requireKycCleared(ctx, m.customerId, 'disbursement');
  const decided = await run(ctx, principal, { type: 'DisburseGroupLoan', applicationId }, requestId, 'Group loan disbursed');
  const application = decided.state.groupLoans[applicationId]!;
  await openMemberLoans(ctx, application, decided.product, requestId);
  const actor = fieldActor(principal);
  for (const m of application.members) {
    await onLoan(ctx, m.loanId, m.customerId, { actor: actor.id, requestId, reason: 'Group loan disbursed' }, () => ({
      type: 'DisburseMemberLoan', actor: { id: actor.id, name: actor.name }, startDate: application.startDate!, dueDates: application.dueDates, at: ctx.clock.now().toISOString(),
    }));
  }
  return saved('Group loan disbursed into each member’s savings.');
}
