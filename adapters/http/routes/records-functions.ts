/** customer-records (the signed-in customer's dashboard, history, statements and cards) and admin-credit-score. */
import type { BankContext } from '../../bank/context.ts';
import { requireAdmin } from '../../bank/admin-service.ts';
import { seedDemo } from '../../bank/demo-seed.ts';
import { dashboardRecords, historyRecords, revealCard, recordCreditScore, requestCard, setCardFrozen, statementRecords } from '../../bank/records-service.ts';
import { markNotificationsRead, notificationRecords } from '../../bank/notifications-service.ts';
import { emailStatement, startStatementMail } from '../../bank/statement-mail-service.ts';
import type { App } from '../env.ts';
import { publicOriginOf } from '../request.ts';
import { parse, reply } from '../contract-io.ts';
import { throttle } from '../rate-limit.ts';
import { signedIn } from './session-helpers.ts';

/** The demo seed over HTTP exists only on a demo instance (BANK_DEMO=true) or under test (NODE_ENV=test), never in production. */
const demoMode = (ctx: BankContext) => ctx.features?.demoMode === true || process.env.NODE_ENV === 'test';

export function mountRecordsFunctions(app: App, ctx: BankContext): void {
  if (demoMode(ctx)) {
    app.post('/functions/v1/admin-demo-seed', async (c) => {
      requireAdmin(await signedIn(c, ctx));
      const body = await parse(c, 'admin-demo-seed');
      return reply<'admin-demo-seed'>(c, { success: true, customers: await seedDemo(ctx, undefined, body.from && body.to ? { from: body.from, to: body.to } : undefined) });
    });
  }
  app.post('/functions/v1/customer-records', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'customer-records');
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'dashboard':
        return reply<'customer-records', 'dashboard'>(c, await dashboardRecords(ctx, principal));
      case 'history':
        return reply<'customer-records', 'history'>(c, await historyRecords(ctx, principal));
      case 'notifications':
        return reply<'customer-records', 'notifications'>(c, await notificationRecords(ctx, principal));
      case 'notifications_read':
        return reply<'customer-records', 'notifications_read'>(c, await markNotificationsRead(ctx, principal, requestId));
      case 'statement':
        return reply<'customer-records', 'statement'>(c, await statementRecords(ctx, principal, body.period));
      case 'reveal_card':
        return reply<'customer-records', 'reveal_card'>(c, await revealCard(ctx, principal, body.cardId, body.pin, requestId));
      case 'freeze_card':
      case 'unfreeze_card':
        return reply<'customer-records', 'freeze_card'>(c, await setCardFrozen(ctx, principal, body.cardId, body.action === 'freeze_card', requestId));
      case 'email_statement_start':
        // A coded start like every other (step-up table, row statement-to-other-address), and a statement sent.
        await throttle(ctx, 'code-start', principal.user.id);
        await throttle(ctx, 'statement-mail', principal.user.id);
        return reply<'customer-records', 'email_statement_start'>(c, await startStatementMail(ctx, principal, { ...body, includeTransactionDetails: body.includeTransactionDetails ?? true }, requestId));
      case 'email_statement':
        await throttle(ctx, 'statement-mail', principal.user.id);
        return reply<'customer-records', 'email_statement'>(c, await emailStatement(ctx, principal, { ...body, includeTransactionDetails: body.includeTransactionDetails ?? true }, requestId, publicOriginOf(ctx)));
      case 'request_card':
        return reply<'customer-records', 'request_card'>(c, await requestCard(ctx, principal, body.kind, body.replacesCardId ?? null, body.reason ?? '', requestId));
    }
  });
  app.post('/functions/v1/admin-credit-score', async (c) => {
    const principal = await signedIn(c, ctx);
    // Refuse customers before anything is looked up, so the answer tells them nothing about which users exist.
    requireAdmin(principal);
    const body = await parse(c, 'admin-credit-score');
    return reply<'admin-credit-score'>(c, await recordCreditScore(ctx, principal, body, c.get('requestId')));
  });
}
