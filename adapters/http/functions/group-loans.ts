/**
 * Group loans' functions (issue 29 item 3): staff propose, decide, disburse and list (the auditor
 * reads only, refused by the domain as it acts for no group; the finer rules, their group, their branch, not their own proposal, are the
 * domain's); a signed-in member reads their group's repayment status this cycle.
 */
import { groupLoansList, myGroupStatus } from '../../bank/group-loan-view.ts';
import { groupLoanWrite } from '../../bank/group-loan-service.ts';
import { reply, type FunctionTable } from './entry.ts';

export const groupLoanFunctions = {
  'group-loans': {
    auth: 'staff', staff: ['admin', 'auditor', 'branch_manager', 'loan_officer'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      if (body.action === 'list') return reply<'group-loans', 'list'>(await groupLoansList(ctx, principal));
      const answer = await groupLoanWrite(ctx, principal, body, requestId);
      return body.action === 'apply' ? reply<'group-loans', 'apply'>(answer as { success: boolean; message: string; applicationId: string }) : reply<'group-loans', 'approve'>(answer);
    },
  },
  'group-status-mine': { auth: 'signed-in', idempotent: false, run: (ctx, principal) => myGroupStatus(ctx, principal) },
} satisfies FunctionTable;
