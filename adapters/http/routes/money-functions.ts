/**
 * Moving money over HTTP (docs/api.md): the three transfer steps, deposits, the back
 * office's deposit confirmation and balance adjustment, the public Bitcoin price and,
 * in development without SMTP, the mailbox that shows the e-mails the bank sent.
 */
import type { BankContext } from '../../bank/context.ts';
import { adjustBalance, confirmDeposit, createDeposit, decideDeposit, listDeposits, type DepositStatusName } from '../../bank/deposit-service.ts';
import { requireIdempotencyKey } from '../../engine/idempotent.ts';
import { answerIdempotent } from '../idempotent-answer.ts';
import { unlockWithLink } from '../../bank/money-lock-service.ts';
import { confirmTransfer, startTransfer, verifyTransferPin } from '../../bank/transfer-service.ts';
import { priceResponse } from '../../price/bitcoin-price.ts';
import type { App } from '../env.ts';
import { limitPerClient, throttle } from '../rate-limit.ts';
import { publicOriginOf } from '../request.ts';
import { parse, reply } from '../contract-io.ts';
import { mountDevMailbox } from './dev-mailbox.ts';
import { signedIn } from './session-helpers.ts';

/** The list's status filter: the API has always accepted a few spellings. */
const depositStatus = (status: string | undefined): DepositStatusName | undefined =>
  status === undefined ? undefined : /^c/i.test(status) ? 'Completed' : /^(f|r)/i.test(status) ? 'Failed' : 'Processing';

export function mountMoneyFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/transfer-start', async (c) => {
    const principal = await signedIn(c, ctx);
    await throttle(ctx, 'transfer-start', principal.user.id);
    return reply<'transfer-start'>(c, await startTransfer(ctx, principal, await parse(c, 'transfer-start'), c.get('requestId')));
  });
  app.post('/functions/v1/transfer-pin', async (c) => {
    const principal = await signedIn(c, ctx);
    await throttle(ctx, 'transfer-pin', principal.user.id);
    return reply<'transfer-pin'>(c, await verifyTransferPin(ctx, principal, await parse(c, 'transfer-pin'), c.get('requestId')));
  });
  app.post('/functions/v1/transfer-confirm', async (c) => {
    const principal = await signedIn(c, ctx);
    const key = requireIdempotencyKey(c.req.header('idempotency-key'));
    return answerIdempotent(c, await confirmTransfer(ctx, principal, await parse(c, 'transfer-confirm'), key, c.get('requestId'), publicOriginOf(ctx)));
  });
  // The e-mailed unlock link, used by its customer signed in again (DECISIONS 26).
  app.post('/functions/v1/money-unlock', async (c) => {
    const principal = await signedIn(c, ctx);
    return reply<'money-unlock'>(c, await unlockWithLink(ctx, principal, (await parse(c, 'money-unlock')).token, c.get('requestId')));
  });
  app.post('/functions/v1/deposit-create', async (c) => {
    const principal = await signedIn(c, ctx);
    const key = requireIdempotencyKey(c.req.header('idempotency-key'));
    return answerIdempotent(c, await createDeposit(ctx, principal, await parse(c, 'deposit-create'), key, c.get('requestId')));
  });
  app.post('/functions/v1/admin-deposits', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-deposits');
    if (body.action === 'confirm') return reply<'admin-deposits', 'confirm'>(c, await confirmDeposit(ctx, principal, body.depositId, body.reason, c.get('requestId')));
    if (body.action === 'reject') return reply<'admin-deposits', 'reject'>(c, await decideDeposit(ctx, principal, body.depositId, { type: 'reject', reasonCode: body.reasonCode, note: body.note }, c.get('requestId')));
    return reply<'admin-deposits', 'list'>(c, await listDeposits(ctx, principal, depositStatus(body.status)));
  });
  app.post('/functions/v1/admin-adjust-balance', async (c) => {
    const principal = await signedIn(c, ctx);
    return reply<'admin-adjust-balance'>(c, await adjustBalance(ctx, principal, await parse(c, 'admin-adjust-balance'), c.get('requestId')));
  });
  app.get('/api/bitcoin-price', limitPerClient(ctx, 'bitcoin-price'), async (c) => {
    c.header('cache-control', 'public, max-age=10');
    return c.json(priceResponse(await ctx.money.prices.current()));
  });
  mountDevMailbox(app, ctx);
}
