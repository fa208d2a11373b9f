/** customer-records (the signed-in customer's dashboard, history, statements and cards), admin-credit-score and, on a demo instance, admin-demo-seed. */
import type { BankContext } from '../../bank/context.ts';
import { seedDemo } from '../../bank/demo-seed.ts';
import { dashboardRecords, historyRecords, revealCard, recordCreditScore, requestCard, setCardFrozen, statementRecords } from '../../bank/records-service.ts';
import { markNotificationsRead, notificationRecords } from '../../bank/notifications-service.ts';
import { emailStatement, startStatementMail } from '../../bank/statement-mail-service.ts';
import { publicOriginOf } from '../request.ts';
import { reply, type FunctionTable } from './entry.ts';

/** The demo seed over HTTP exists only on a demo instance (BANK_DEMO=true) or under test (NODE_ENV=test), never in production. */
const demoMode = (ctx: BankContext) => ctx.features?.demoMode === true || process.env.NODE_ENV === 'test';

export const recordsFunctions = {
  'admin-demo-seed': {
    auth: 'admin', available: demoMode, idempotent: false,
    run: async (ctx, _admin, body) => ({ success: true, customers: await seedDemo(ctx, undefined, body.from && body.to ? { from: body.from, to: body.to } : undefined) }),
  },
  'customer-records': {
    auth: 'signed-in', idempotent: false,
    // A statement to another address is a coded start like every other (step-up table, row statement-to-other-address), and a statement sent.
    throttle: [{ policy: 'code-start', per: 'customer', actions: ['email_statement_start'] }, { policy: 'statement-mail', per: 'customer', actions: ['email_statement_start', 'email_statement'] }],
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'dashboard':
          return reply<'customer-records', 'dashboard'>(await dashboardRecords(ctx, principal));
        case 'history':
          return reply<'customer-records', 'history'>(await historyRecords(ctx, principal));
        case 'notifications':
          return reply<'customer-records', 'notifications'>(await notificationRecords(ctx, principal));
        case 'notifications_read':
          return reply<'customer-records', 'notifications_read'>(await markNotificationsRead(ctx, principal, requestId));
        case 'statement':
          return reply<'customer-records', 'statement'>(await statementRecords(ctx, principal, body.period));
        case 'reveal_card':
          return reply<'customer-records', 'reveal_card'>(await revealCard(ctx, principal, body.cardId, body.pin, requestId));
        case 'freeze_card':
        case 'unfreeze_card':
          return reply<'customer-records', 'freeze_card'>(await setCardFrozen(ctx, principal, body.cardId, body.action === 'freeze_card', requestId));
        case 'email_statement_start':
          return reply<'customer-records', 'email_statement_start'>(await startStatementMail(ctx, principal, { ...body, includeTransactionDetails: body.includeTransactionDetails ?? true }, requestId));
        case 'email_statement':
          return reply<'customer-records', 'email_statement'>(await emailStatement(ctx, principal, { ...body, includeTransactionDetails: body.includeTransactionDetails ?? true }, requestId, publicOriginOf(ctx)));
        case 'request_card':
          return reply<'customer-records', 'request_card'>(await requestCard(ctx, principal, body.kind, body.replacesCardId ?? null, body.reason ?? '', requestId));
      }
    },
  },
  // Refused to customers before anything is looked up (auth 'admin'), so the answer tells them nothing about which users exist.
  'admin-credit-score': {
    auth: 'admin', idempotent: false,
    run: (ctx, principal, body, meta) => recordCreditScore(ctx, principal, body, meta.requestId),
  },
} satisfies FunctionTable;
