/**
 * The field's functions (issue 29): the read (`field-view`) is open to every staff role, the
 * auditor included, and answers only what the caller may see; the writes refuse the auditor
 * (403 before the body is read) and leave the finer rule (their branch, their groups) to the domain.
 */
import { fieldBranchesWrite, fieldGroupsWrite } from '../../bank/field-service.ts';
import { fieldViewOf } from '../../bank/field-view.ts';
import { reply, type FunctionTable } from './entry.ts';

export const fieldFunctions = {
  'field-view': { auth: 'staff', staff: ['admin', 'auditor', 'branch_manager', 'loan_officer'], input: 'ignored', idempotent: false, run: (ctx, principal) => fieldViewOf(ctx, principal) },
  'field-branches': {
    auth: 'staff', staff: ['admin', 'branch_manager'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      const answer = await fieldBranchesWrite(ctx, principal, body, requestId);
      return body.action === 'open_branch' ? reply<'field-branches', 'open_branch'>(answer as { success: boolean; message: string; branchId: string }) : reply<'field-branches', 'assign_staff'>(answer);
    },
  },
  'field-groups': {
    auth: 'staff', staff: ['admin', 'branch_manager', 'loan_officer'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => reply<'field-groups', 'approve_group'>(await fieldGroupsWrite(ctx, principal, body, requestId)),
  },
} satisfies FunctionTable;
