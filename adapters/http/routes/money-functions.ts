/**
 * Moving money over HTTP (docs/api.md): the three transfer steps, deposits, the back
 * office's deposit confirmation and balance adjustment, the public Bitcoin price and,
 * in development without SMTP, the mailbox that shows the e-mails the bank sent.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { BankContext } from '../../bank/context.ts';
import { adjustBalance, confirmDeposit, createDeposit, decideDeposit, listDeposits, type DepositStatusName } from '../../bank/deposit-service.ts';
import { depositRejectionReason } from '../../../domain/user/events.ts';
import { requireIdempotencyKey, type IdempotentAnswer } from '../../engine/idempotent.ts';
import { unlockWithLink } from '../../bank/money-lock-service.ts';
import { confirmTransfer, startTransfer, verifyTransferPin } from '../../bank/transfer-service.ts';
import { priceResponse } from '../../price/bitcoin-price.ts';
import type { App, AppEnv } from '../env.ts';
import { problem, sendProblem } from '../problem.ts';
import { limitPerClient, throttle } from '../rate-limit.ts';
import { publicOriginOf, readBody } from '../request.ts';
import { mountDevMailbox } from './dev-mailbox.ts';
import { signedIn } from './session-helpers.ts';

const field = z.string().max(600);
const transferStart = z.object({
  kind: z.enum(['local', 'international', 'bitcoin']),
  details: z.record(z.string().max(40), field).refine((d) => Object.keys(d).length <= 20, 'too many fields'),
  transferId: z.string().uuid().optional(),
});
const transferPin = z.object({ transferId: z.string().uuid(), pin: z.string().max(20) });
const transferConfirm = z.object({ transferId: z.string().uuid(), code: z.string().trim().max(20) });
const moneyUnlock = z.object({ token: z.string().min(20).max(200) });
const depositCreate = z.object({ method: z.string().max(20), amount: z.string().max(40) });
const adminDeposits = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), status: z.enum(['Processing', 'processing', 'pending', 'Completed', 'completed', 'Failed', 'failed', 'rejected']).optional() }),
  z.object({ action: z.literal('confirm'), depositId: z.string().min(1).max(64), reason: z.string().max(500).optional() }),
  z.object({ action: z.literal('reject'), depositId: z.string().min(1).max(64), reasonCode: depositRejectionReason, note: z.string().max(500).optional().default('') }),
]);

/** The list's status filter: the API has always accepted a few spellings. */
const depositStatus = (status: string | undefined): DepositStatusName | undefined =>
  status === undefined ? undefined : /^c/i.test(status) ? 'Completed' : /^(f|r)/i.test(status) ? 'Failed' : 'Processing';
const adjust = z.object({ userId: z.string().min(1).max(64), currency: z.enum(['USD', 'BTC']), amount: z.string().min(1).max(40), reason: z.string().max(500) });

/** Renders an idempotent outcome: 200 with what was done, or the refusal as problem details; a replay says so in a header. */
function answer(c: Context<AppEnv>, { outcome, replayed }: IdempotentAnswer): Response {
  if (replayed) c.header('Idempotent-Replayed', 'true');
  if (outcome.kind === 'refused') return sendProblem(c, problem(outcome.code, outcome.message, outcome.fields));
  return c.body(JSON.stringify(outcome.answer), 200, { 'content-type': 'application/json' });
}

export function mountMoneyFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/transfer-start', async (c) => {
    const principal = await signedIn(c, ctx);
    await throttle(ctx, 'transfer-start', principal.user.id);
    return c.json(await startTransfer(ctx, principal, await readBody(c, transferStart), c.get('requestId')));
  });
  app.post('/functions/v1/transfer-pin', async (c) => {
    const principal = await signedIn(c, ctx);
    await throttle(ctx, 'transfer-pin', principal.user.id);
    return c.json(await verifyTransferPin(ctx, principal, await readBody(c, transferPin), c.get('requestId')));
  });
  app.post('/functions/v1/transfer-confirm', async (c) => {
    const principal = await signedIn(c, ctx);
    const key = requireIdempotencyKey(c.req.header('idempotency-key'));
    return answer(c, await confirmTransfer(ctx, principal, await readBody(c, transferConfirm), key, c.get('requestId'), publicOriginOf(ctx)));
  });
  // The e-mailed unlock link, used by its customer signed in again (DECISIONS 26).
  app.post('/functions/v1/money-unlock', async (c) => {
    const principal = await signedIn(c, ctx);
    return c.json(await unlockWithLink(ctx, principal, (await readBody(c, moneyUnlock)).token, c.get('requestId')));
  });
  app.post('/functions/v1/deposit-create', async (c) => {
    const principal = await signedIn(c, ctx);
    const key = requireIdempotencyKey(c.req.header('idempotency-key'));
    return answer(c, await createDeposit(ctx, principal, await readBody(c, depositCreate), key, c.get('requestId')));
  });
  app.post('/functions/v1/admin-deposits', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, adminDeposits);
    if (body.action === 'confirm') return c.json(await confirmDeposit(ctx, principal, body.depositId, body.reason, c.get('requestId')));
    if (body.action === 'reject') return c.json(await decideDeposit(ctx, principal, body.depositId, { type: 'reject', reasonCode: body.reasonCode, note: body.note }, c.get('requestId')));
    return c.json(await listDeposits(ctx, principal, depositStatus(body.status)));
  });
  app.post('/functions/v1/admin-adjust-balance', async (c) => {
    const principal = await signedIn(c, ctx);
    return c.json(await adjustBalance(ctx, principal, await readBody(c, adjust), c.get('requestId')));
  });
  app.get('/api/bitcoin-price', limitPerClient(ctx, 'bitcoin-price'), async (c) => {
    c.header('cache-control', 'public, max-age=10');
    return c.json(priceResponse(await ctx.money.prices.current()));
  });
  mountDevMailbox(app, ctx);
}
