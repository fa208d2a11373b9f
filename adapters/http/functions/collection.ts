/**
 * The collection sheet's function (issue 29 item 4): loan officers open and submit their own
 * groups' sheets, branch managers and administrators too and resolve the review queue, the
 * auditor reads (open, queue) and is refused every write by the domain's access rules (403).
 */
import { openSheet, resolveLine, reviewQueueOf, submitSheet } from '../../bank/collection-service.ts';
import { reply, type FunctionTable } from './entry.ts';

export const collectionFunctions = {
  'collection-sheet': {
    auth: 'staff', staff: ['admin', 'auditor', 'branch_manager', 'loan_officer'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'open': return reply<'collection-sheet', 'open'>(await openSheet(ctx, principal, body));
        case 'submit': return reply<'collection-sheet', 'submit'>(await submitSheet(ctx, principal, body, requestId));
        case 'queue': return reply<'collection-sheet', 'queue'>(await reviewQueueOf(ctx, principal, body));
        case 'resolve': return reply<'collection-sheet', 'resolve'>(await resolveLine(ctx, principal, body, requestId));
      }
    },
  },
} satisfies FunctionTable;
