/**
 * The back office's functions (part 2 section 2, issue 5). Each resolves the caller and the
 * service refuses anyone who is not an administrator (403); bodies are parsed with the API contract.
 * `contact-message` is the one public function here: the contact form's target.
 */
import { exportAccounts, listAccounts, setFrozen } from '../../bank/admin-accounts.ts';
import { diffAudit, listAudit, replayAudit } from '../../bank/admin-audit.ts';
import { adminActivityLog, adminDashboard } from '../../bank/admin-dashboard.ts';
import { resetDemo } from '../../bank/admin-demo.ts';
import { listAdminNotifications, listMessages, markMessageRead, receiveContactMessage } from '../../bank/admin-inbox.ts';
import { issueMembershipAsAdmin } from '../../bank/admin-service.ts';
import { getSettings, saveSettings } from '../../bank/admin-settings.ts';
import { createTransaction, deleteTransaction, exportTransactions, listTransactions, updateTransaction } from '../../bank/admin-transactions.ts';
import { editUser, listUsers, toggleStatus, userDetails } from '../../bank/admin-users.ts';
import type { BankContext } from '../../bank/context.ts';
import { adminUnlockMoney } from '../../bank/money-lock-service.ts';
import type { App } from '../env.ts';
import { parse, reply } from '../contract-io.ts';
import { limitPerClient } from '../rate-limit.ts';
import { signedIn } from './session-helpers.ts';

export function mountAdminBackOffice(app: App, ctx: BankContext): void {
  const features = () => ctx.features ?? { demoMode: false, mailerConfigured: false, priceFeedConfigured: false };

  app.post('/functions/v1/admin-users', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-users');
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'list': return reply<'admin-users', 'list'>(c, { ...(await listUsers(ctx, principal, body)), demoMode: features().demoMode });
      case 'details': return reply<'admin-users', 'details'>(c, await userDetails(ctx, principal, body.userId));
      case 'toggle_status': return reply<'admin-users', 'toggle_status'>(c, await toggleStatus(ctx, principal, body.userId, body.reason, requestId));
      case 'update': return reply<'admin-users', 'update'>(c, await editUser(ctx, principal, body, requestId));
      case 'add': return reply<'admin-users', 'add'>(c, await issueMembershipAsAdmin(ctx, principal, undefined, requestId));
      case 'unlock_money': return reply<'admin-users', 'unlock_money'>(c, await adminUnlockMoney(ctx, principal, body.userId, body.reason, requestId));
    }
  });

  app.post('/functions/v1/admin-transactions', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-transactions');
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'list': return reply<'admin-transactions', 'list'>(c, await listTransactions(ctx, principal, body));
      case 'export': return reply<'admin-transactions', 'export'>(c, await exportTransactions(ctx, principal, body));
      case 'create': return reply<'admin-transactions', 'create'>(c, await createTransaction(ctx, principal, body, requestId));
      case 'update': return reply<'admin-transactions', 'update'>(c, await updateTransaction(ctx, principal, body.transactionId, body, requestId));
      case 'delete': return reply<'admin-transactions', 'delete'>(c, await deleteTransaction(ctx, principal, body.transactionId, body.reason, requestId));
    }
  });

  app.post('/functions/v1/admin-accounts', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-accounts');
    switch (body.action) {
      case 'list': return reply<'admin-accounts', 'list'>(c, await listAccounts(ctx, principal, body));
      case 'export': return reply<'admin-accounts', 'export'>(c, await exportAccounts(ctx, principal, body));
      case 'freeze': return reply<'admin-accounts', 'freeze'>(c, await setFrozen(ctx, principal, body.userId, body.frozen, body.reason, c.get('requestId')));
    }
  });

  app.post('/functions/v1/admin-settings', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-settings');
    if (body.action === 'get') return reply<'admin-settings', 'get'>(c, await getSettings(ctx, principal));
    return reply<'admin-settings', 'save'>(c, await saveSettings(ctx, principal, body.category, body.values, c.get('requestId')));
  });

  app.post('/functions/v1/admin-audit', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-audit');
    if (body.action === 'list') return reply<'admin-audit', 'list'>(c, await listAudit(ctx, principal, body));
    if (body.action === 'replay') return reply<'admin-audit', 'replay'>(c, await replayAudit(ctx, principal, body.point));
    return reply<'admin-audit', 'diff'>(c, await diffAudit(ctx, principal, body.from, body.to));
  });

  app.post('/functions/v1/admin-messages', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-messages');
    if (body.action === 'list') return reply<'admin-messages', 'list'>(c, await listMessages(ctx, principal, body));
    return reply<'admin-messages', 'read'>(c, await markMessageRead(ctx, principal, body.messageId, c.get('requestId')));
  });

  app.post('/functions/v1/admin-notifications', async (c) => reply<'admin-notifications'>(c, await listAdminNotifications(ctx, await signedIn(c, ctx))));

  app.post('/functions/v1/admin-dashboard', async (c) => reply<'admin-dashboard'>(c, await adminDashboard(ctx, await signedIn(c, ctx), features())));

  app.post('/functions/v1/admin-activity', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-activity');
    return reply<'admin-activity'>(c, await adminActivityLog(ctx, principal, body.limit ?? 1000));
  });

  app.post('/functions/v1/admin-demo-reset', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-demo-reset');
    return reply<'admin-demo-reset'>(c, await resetDemo(ctx, principal, body.reason, c.get('requestId')));
  });

  app.post('/functions/v1/contact-message', limitPerClient(ctx, 'contact-message'), async (c) => reply<'contact-message'>(c, await receiveContactMessage(ctx, await parse(c, 'contact-message'), c.get('requestId'))));
}
