/** payees and standing-orders (issue 18): a signed-in customer's saved payees and standing orders; admin-standing-orders: the back office's view of them. */
import type { BankContext } from '../../bank/context.ts';
import { confirmPayee, deletePayee, listPayees, renamePayee, requestPayee } from '../../bank/payee-service.ts';
import { changeStandingOrder, confirmStandingOrder, createStandingOrder, listStandingOrders, requestResume } from '../../bank/standing-order-service.ts';
import { adminStandingOrders } from '../../bank/admin-standing-orders.ts';
import type { App } from '../env.ts';
import { parse, reply } from '../contract-io.ts';
import { throttle } from '../rate-limit.ts';
import { publicOriginOf } from '../request.ts';
import { signedIn } from './session-helpers.ts';

export function mountPaymentsFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/payees', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'payees');
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'list':
        return reply<'payees', 'list'>(c, await listPayees(ctx, principal));
      case 'request':
        // A PIN check that e-mails a code: a coded start, and counted with the transfer PIN's checks.
        await throttle(ctx, 'code-start', principal.user.id);
        await throttle(ctx, 'transfer-pin', principal.user.id);
        return reply<'payees', 'request'>(c, await requestPayee(ctx, principal, body, requestId));
      case 'confirm':
        return reply<'payees', 'confirm'>(c, await confirmPayee(ctx, principal, body, requestId, publicOriginOf(ctx)));
      case 'rename':
        return reply<'payees', 'rename'>(c, await renamePayee(ctx, principal, body, requestId));
      case 'delete':
        return reply<'payees', 'delete'>(c, await deletePayee(ctx, principal, body, requestId));
    }
  });
  app.post('/functions/v1/standing-orders', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'standing-orders');
    const requestId = c.get('requestId');
    if (body.action === 'list') return reply<'standing-orders', 'list'>(c, await listStandingOrders(ctx, principal));
    switch (body.action) {
      case 'create':
      case 'resume':
        // Coded starts (step-up rows standing-order-create and -resume), and PIN checks counted with the transfer PIN's.
        await throttle(ctx, 'code-start', principal.user.id);
        await throttle(ctx, 'transfer-pin', principal.user.id);
        return body.action === 'create'
          ? reply<'standing-orders', 'create'>(c, await createStandingOrder(ctx, principal, body, requestId))
          : reply<'standing-orders', 'resume'>(c, await requestResume(ctx, principal, body, requestId));
      case 'confirm':
        return reply<'standing-orders', 'confirm'>(c, await confirmStandingOrder(ctx, principal, body, requestId, publicOriginOf(ctx)));
      default:
        return reply<'standing-orders', 'pause'>(c, await changeStandingOrder(ctx, principal, { orderId: body.orderId, change: body.action }, requestId));
    }
  });
  app.post('/functions/v1/admin-standing-orders', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-standing-orders');
    return reply<'admin-standing-orders', 'list'>(c, await adminStandingOrders(ctx, principal, body.userId));
  });
}
