/** customer-records (the signed-in customer's dashboard, history, statements and cards) and admin-credit-score. */
import { z } from 'zod';
import type { BankContext } from '../../bank/context.ts';
import { requireAdmin } from '../../bank/admin-service.ts';
import { seedDemo } from '../../bank/demo-seed.ts';
import { dashboardRecords, emailStatement, historyRecords, markNotificationsRead, notificationRecords, revealCard, recordCreditScore, requestCard, setCardFrozen, statementRecords } from '../../bank/records-service.ts';
import type { App } from '../env.ts';
import { readBody } from '../request.ts';
import { throttle } from '../rate-limit.ts';
import { signedIn } from './session-helpers.ts';

const id = z.string().min(1).max(64);

const recordsBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('dashboard') }),
  z.object({ action: z.literal('history') }),
  z.object({ action: z.literal('notifications') }),
  z.object({ action: z.literal('notifications_read') }),
  z.object({ action: z.literal('statement'), period: z.string().regex(/^\d{4}-\d{2}$/).optional() }),
  z.object({ action: z.literal('freeze_card'), cardId: id }),
  z.object({ action: z.literal('reveal_card'), cardId: id, pin: z.string().max(10) }),
  z.object({ action: z.literal('unfreeze_card'), cardId: id }),
  z.object({ action: z.literal('email_statement'), email: z.string().trim().min(1, 'Email is required').max(254).email('Please enter a valid email address'), period: z.string().regex(/^\d{4}-\d{2}$/), format: z.enum(['pdf', 'csv']), includeTransactionDetails: z.boolean().optional() }),
  z.object({ action: z.literal('request_card'), kind: z.enum(['new', 'replacement']), replacesCardId: id.nullable().optional(), reason: z.string().max(200).optional() }),
]);

const factor = z.number().int().min(0).max(100);
const creditScoreBody = z.object({
  userId: id,
  score: z.number().int().min(300).max(900),
  bureau: z.string().max(100),
  reportDate: z.string().max(10),
  factors: z.object({ paymentHistory: factor, utilization: factor, age: factor, mix: factor, inquiries: factor }),
});

const demoSeedBody = z.object({ from: z.string().regex(/^\d{4}-\d{2}$/).optional(), to: z.string().regex(/^\d{4}-\d{2}$/).optional() });

/** The demo seed over HTTP exists only on a demo instance (BANK_DEMO=true) or under test (NODE_ENV=test), never in production. */
const demoMode = (ctx: BankContext) => ctx.features?.demoMode === true || process.env.NODE_ENV === 'test';

export function mountRecordsFunctions(app: App, ctx: BankContext): void {
  if (demoMode(ctx)) {
    app.post('/functions/v1/admin-demo-seed', async (c) => {
      requireAdmin(await signedIn(c, ctx));
      const body = await readBody(c, demoSeedBody);
      return c.json({ success: true, customers: await seedDemo(ctx, undefined, body.from && body.to ? { from: body.from, to: body.to } : undefined) });
    });
  }
  app.post('/functions/v1/customer-records', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, recordsBody);
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'dashboard':
        return c.json(await dashboardRecords(ctx, principal));
      case 'history':
        return c.json(await historyRecords(ctx, principal));
      case 'notifications':
        return c.json(await notificationRecords(ctx, principal));
      case 'notifications_read':
        return c.json(await markNotificationsRead(ctx, principal, requestId));
      case 'statement':
        return c.json(await statementRecords(ctx, principal, body.period));
      case 'reveal_card':
        return c.json(await revealCard(ctx, principal, body.cardId, body.pin, requestId));
      case 'freeze_card':
      case 'unfreeze_card':
        return c.json(await setCardFrozen(ctx, principal, body.cardId, body.action === 'freeze_card', requestId));
      case 'email_statement':
        await throttle(ctx, 'statement-mail', principal.user.id);
        return c.json(await emailStatement(ctx, principal, { email: body.email, period: body.period, format: body.format, includeTransactionDetails: body.includeTransactionDetails ?? true }, requestId));
      case 'request_card':
        return c.json(await requestCard(ctx, principal, body.kind, body.replacesCardId ?? null, body.reason ?? '', requestId));
    }
  });
  app.post('/functions/v1/admin-credit-score', async (c) => {
    const principal = await signedIn(c, ctx);
    // Refuse customers before anything is looked up, so the answer tells them nothing about which users exist.
    requireAdmin(principal);
    const body = await readBody(c, creditScoreBody);
    return c.json(await recordCreditScore(ctx, principal, body, c.get('requestId')));
  });
}
