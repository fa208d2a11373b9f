/**
 * Moving money over HTTP (docs/api.md): the three transfer steps, deposits, the back
 * office's deposit confirmation and balance adjustment, the public Bitcoin price and,
 * in development without SMTP, the mailbox that shows the e-mails the bank sent.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { BankContext } from '../../bank/context.ts';
import { adjustBalance, confirmDeposit, createDeposit, listDeposits } from '../../bank/deposit-service.ts';
import { requireIdempotencyKey } from '../../bank/idempotent.ts';
import { confirmTransfer, startTransfer, verifyTransferPin, type ConfirmAnswer } from '../../bank/transfer-service.ts';
import { priceResponse } from '../../price/bitcoin-price.ts';
import type { App, AppEnv } from '../env.ts';
import { readBody } from '../request.ts';
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
const depositCreate = z.object({ method: z.string().max(20), amount: z.string().max(40) });
const adminDeposits = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), status: z.enum(['Processing', 'processing', 'pending', 'Completed', 'completed']).optional() }),
  z.object({ action: z.literal('confirm'), depositId: z.string().min(1).max(64), reason: z.string().max(500).optional() }),
]);
const adjust = z.object({ userId: z.string().min(1).max(64), currency: z.enum(['USD', 'BTC']), amount: z.string().min(1).max(40), reason: z.string().max(500) });

/** Answers with the recorded outcome; a replay says so in a header. */
function answer(c: Context<AppEnv>, outcome: ConfirmAnswer): Response {
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
  const type = outcome.status >= 400 ? 'application/problem+json' : 'application/json';
  return c.body(JSON.stringify(outcome.body), outcome.status as 200, { 'content-type': type });
}

export function mountMoneyFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/transfer-start', async (c) => {
    const principal = await signedIn(c, ctx);
    return c.json(await startTransfer(ctx, principal, await readBody(c, transferStart), c.get('requestId')));
  });
  app.post('/functions/v1/transfer-pin', async (c) => {
    const principal = await signedIn(c, ctx);
    return c.json(await verifyTransferPin(ctx, principal, await readBody(c, transferPin), c.get('requestId')));
  });
  app.post('/functions/v1/transfer-confirm', async (c) => {
    const principal = await signedIn(c, ctx);
    const key = requireIdempotencyKey(c.req.header('idempotency-key'));
    return answer(c, await confirmTransfer(ctx, principal, await readBody(c, transferConfirm), key, c.get('requestId')));
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
    const status = body.status === undefined ? undefined : /^c/i.test(body.status) ? 'Completed' as const : 'Processing' as const;
    return c.json(await listDeposits(ctx, principal, status));
  });
  app.post('/functions/v1/admin-adjust-balance', async (c) => {
    const principal = await signedIn(c, ctx);
    return c.json(await adjustBalance(ctx, principal, await readBody(c, adjust), c.get('requestId')));
  });
  app.get('/api/bitcoin-price', async (c) => {
    c.header('cache-control', 'public, max-age=10');
    return c.json(priceResponse(await ctx.money.prices.current()));
  });
  mountDevMailbox(app, ctx);
}
