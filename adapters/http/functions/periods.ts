/**
 * Month-end close's function (issue 28 item 3): an administrator lists, closes and reopens months
 * (by maker-checker); an auditor may only list (`reads`, pipeline.ts).
 */
import { approveReopen, closePeriod, declineReopen, listPeriods, requestReopen } from '../../bank/period-service.ts';
import { reply, type FunctionTable } from './entry.ts';

export const periodFunctions = {
  'admin-periods': {
    auth: 'admin', reads: ['list'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'list': return reply<'admin-periods', 'list'>(await listPeriods(ctx, principal));
        case 'close': return reply<'admin-periods', 'close'>(await closePeriod(ctx, principal, body.period, body.reason, requestId));
        case 'request_reopen': return reply<'admin-periods', 'request_reopen'>(await requestReopen(ctx, principal, body.period, body.reason, requestId));
        case 'approve_reopen': return reply<'admin-periods', 'approve_reopen'>(await approveReopen(ctx, principal, body.requestId, requestId));
        case 'decline_reopen': return reply<'admin-periods', 'decline_reopen'>(await declineReopen(ctx, principal, body.requestId, body.reason, requestId));
      }
    },
  },
} satisfies FunctionTable;
