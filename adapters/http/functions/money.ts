/**
 * Moving money (docs/api.md): the three transfer steps, the e-mailed unlock link, deposits, and the
 * back office's deposit decisions and balance adjustment. The transfer steps are also served by
 * the node:http fast path (money-fast-path.ts), through the same pipeline.
 */
import { adjustBalance, confirmDeposit, createDeposit, decideDeposit, listDeposits, type DepositStatusName } from '../../bank/deposit-service.ts';
import { unlockWithLink } from '../../bank/money-lock-service.ts';
import { confirmTransfer, startTransfer, verifyTransferPin } from '../../bank/transfer-service.ts';
import { publicOriginOf } from '../request.ts';
import { reply, type FunctionTable } from './entry.ts';

/** The list's status filter: the API has always accepted a few spellings. */
const depositStatus = (status: string | undefined): DepositStatusName | undefined =>
  status === undefined ? undefined : /^c/i.test(status) ? 'Completed' : /^(f|r)/i.test(status) ? 'Failed' : 'Processing';

export const moneyFunctions = {
  'transfer-start': {
    auth: 'signed-in', throttle: [{ policy: 'transfer-start', per: 'customer' }], idempotent: false,
    run: (ctx, principal, input, meta) => startTransfer(ctx, principal, input, meta.requestId),
  },
  'transfer-pin': {
    auth: 'signed-in', throttle: [{ policy: 'transfer-pin', per: 'customer' }], idempotent: false,
    run: (ctx, principal, input, meta) => verifyTransferPin(ctx, principal, input, meta.requestId),
  },
  'transfer-confirm': {
    // Its one write is the confirm command, given the caller's viewAt: no read of the log per confirm (entry.ts).
    auth: 'signed-in', idempotent: true, signIn: 'on-view',
    run: (ctx, principal, input, meta) => confirmTransfer(ctx, principal, input, meta.idempotencyKey, meta.requestId, publicOriginOf(ctx)),
  },
  // The e-mailed unlock link, used by its customer signed in again (DECISIONS 26).
  'money-unlock': {
    auth: 'signed-in', idempotent: false,
    run: (ctx, principal, input, meta) => unlockWithLink(ctx, principal, input.token, meta.requestId),
  },
  'deposit-create': {
    auth: 'signed-in', idempotent: true,
    run: (ctx, principal, input, meta) => createDeposit(ctx, principal, input, meta.idempotencyKey, meta.requestId),
  },
  'admin-deposits': {
    auth: 'admin', reads: ['list'], idempotent: false,
    run: async (ctx, principal, body, meta) => {
      if (body.action === 'confirm') return reply<'admin-deposits', 'confirm'>(await confirmDeposit(ctx, principal, body.depositId, body.reason, meta.requestId, body.valueDate));
      if (body.action === 'reject') return reply<'admin-deposits', 'reject'>(await decideDeposit(ctx, principal, body.depositId, { type: 'reject', reasonCode: body.reasonCode, note: body.note }, meta.requestId));
      return reply<'admin-deposits', 'list'>(await listDeposits(ctx, principal, depositStatus(body.status)));
    },
  },
  'admin-adjust-balance': {
    auth: 'admin', idempotent: false,
    run: (ctx, principal, input, meta) => adjustBalance(ctx, principal, input, meta.requestId),
  },
} satisfies FunctionTable;
