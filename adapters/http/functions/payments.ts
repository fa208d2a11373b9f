/** payees and standing-orders (issue 18): a signed-in customer's saved payees and standing orders; admin-standing-orders: the back office's view of them. */
import { adminStandingOrders } from '../../bank/admin-standing-orders.ts';
import { confirmPayee, deletePayee, listPayees, renamePayee, requestPayee } from '../../bank/payee-service.ts';
import { changeStandingOrder, confirmStandingOrder, createStandingOrder, listStandingOrders, requestResume } from '../../bank/standing-order-service.ts';
import { publicOriginOf } from '../request.ts';
import { reply, type FunctionTable } from './entry.ts';

export const paymentsFunctions = {
  'payees': {
    // A PIN check that e-mails a code: a coded start, and counted with the transfer PIN's checks.
    auth: 'signed-in', throttle: [{ policy: 'code-start', per: 'customer', actions: ['request'] }, { policy: 'transfer-pin', per: 'customer', actions: ['request'] }], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'list':
          return reply<'payees', 'list'>(await listPayees(ctx, principal));
        case 'request':
          return reply<'payees', 'request'>(await requestPayee(ctx, principal, body, requestId));
        case 'confirm':
          return reply<'payees', 'confirm'>(await confirmPayee(ctx, principal, body, requestId, publicOriginOf(ctx)));
        case 'rename':
          return reply<'payees', 'rename'>(await renamePayee(ctx, principal, body, requestId));
        case 'delete':
          return reply<'payees', 'delete'>(await deletePayee(ctx, principal, body, requestId));
      }
    },
  },
  'standing-orders': {
    // Coded starts (step-up rows standing-order-create and -resume), and PIN checks counted with the transfer PIN's.
    auth: 'signed-in', throttle: [{ policy: 'code-start', per: 'customer', actions: ['create', 'resume'] }, { policy: 'transfer-pin', per: 'customer', actions: ['create', 'resume'] }], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'list':
          return reply<'standing-orders', 'list'>(await listStandingOrders(ctx, principal));
        case 'create':
          return reply<'standing-orders', 'create'>(await createStandingOrder(ctx, principal, body, requestId));
        case 'resume':
          return reply<'standing-orders', 'resume'>(await requestResume(ctx, principal, body, requestId));
        case 'confirm':
          return reply<'standing-orders', 'confirm'>(await confirmStandingOrder(ctx, principal, body, requestId, publicOriginOf(ctx)));
        default:
          return reply<'standing-orders', 'pause'>(await changeStandingOrder(ctx, principal, { orderId: body.orderId, change: body.action }, requestId));
      }
    },
  },
  'admin-standing-orders': {
    auth: 'admin', reads: 'all', idempotent: false,
    run: async (ctx, principal, body) => reply<'admin-standing-orders', 'list'>(await adminStandingOrders(ctx, principal, body.userId)),
  },
} satisfies FunctionTable;
