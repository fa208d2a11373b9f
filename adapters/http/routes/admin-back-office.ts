/**
 * The back office's functions (part 2 section 2, issue 5). Each resolves the caller and the
 * service refuses anyone who is not an administrator (403); bodies are validated with zod.
 * `contact-message` is the one public function here: the contact form's target.
 */
import { z } from 'zod';
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
import { adminTransactionKind, adminTransactionStatus } from '../../../domain/admin/events.ts';
import { contactForm } from '../../../domain/contact/contact.ts';
import type { App } from '../env.ts';
import { readBody } from '../request.ts';
import { limitPerClient } from '../rate-limit.ts';
import { signedIn } from './session-helpers.ts';

const id = z.string().min(1).max(64);
const text = (max: number) => z.string().max(max);
const reason = text(500).optional();
const paging = { page: z.number().int().min(1).max(100_000).optional(), pageSize: z.number().int().min(1).max(100).optional() };
const search = text(200).optional();

const usersBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), search, status: z.enum(['all', 'active', 'suspended', 'pending']).optional(), ...paging }),
  z.object({ action: z.literal('details'), userId: id }),
  z.object({ action: z.literal('toggle_status'), userId: id, reason }),
  z.object({
    action: z.literal('update'), userId: id, fullName: text(200), email: text(254), phone: text(40), accountNumber: text(20),
    status: z.enum(['active', 'suspended', 'pending']), role: z.enum(['admin', 'user']), reason,
  }),
  z.object({ action: z.literal('add'), mode: z.literal('membership') }),
  z.object({ action: z.literal('unlock_money'), userId: id, reason: text(500) }),
]);

const transactionFields = {
  amount: text(40), fee: text(40).optional(), status: adminTransactionStatus, description: text(500).optional(), reference: text(60).optional(),
  recipientName: text(120).optional(), recipientAccount: text(40).optional(), recipientBank: text(120).optional(), reason,
};
const transactionQuery = { search, userId: text(64).optional(), status: z.enum(['all', 'completed', 'pending', 'failed', 'reversed']).optional(), type: text(40).optional() };

const transactionsBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), ...transactionQuery, ...paging }),
  z.object({ action: z.literal('export'), ...transactionQuery }),
  z.object({ action: z.literal('create'), userId: text(64), type: adminTransactionKind, ...transactionFields }),
  z.object({ action: z.literal('update'), transactionId: id, ...transactionFields }),
  z.object({ action: z.literal('delete'), transactionId: id, reason }),
]);

const accountQuery = { search, status: z.enum(['all', 'active', 'frozen', 'pending']).optional(), type: z.enum(['all', 'savings', 'checking', 'business']).optional() };
const accountsBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), ...accountQuery, ...paging }),
  z.object({ action: z.literal('export'), ...accountQuery }),
  z.object({ action: z.literal('freeze'), userId: id, frozen: z.boolean(), reason }),
]);

const settingsBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('get') }),
  z.object({ action: z.literal('save'), category: z.enum(['general', 'security', 'notifications', 'limits', 'fees']), values: z.record(z.string().max(60), z.union([z.string().max(300), z.number(), z.boolean()])) }),
]);

const point = z.object({ position: z.number().int().min(0).optional(), at: z.string().max(40).optional() });
const auditBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), userId: text(64).optional(), actor: text(64).optional(), type: text(60).optional(), from: text(40).optional(), to: text(40).optional(), ...paging }),
  z.object({ action: z.literal('replay'), point }),
  z.object({ action: z.literal('diff'), from: point, to: point }),
]);

const messagesBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), unreadOnly: z.boolean().optional(), ...paging }),
  z.object({ action: z.literal('read'), messageId: id }),
]);

export function mountAdminBackOffice(app: App, ctx: BankContext): void {
  const features = () => ctx.features ?? { demoMode: false, mailerConfigured: false, priceFeedConfigured: false };

  app.post('/functions/v1/admin-users', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, usersBody);
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'list': return c.json({ ...(await listUsers(ctx, principal, body)), demoMode: features().demoMode });
      case 'details': return c.json(await userDetails(ctx, principal, body.userId));
      case 'toggle_status': return c.json(await toggleStatus(ctx, principal, body.userId, body.reason, requestId));
      case 'update': return c.json(await editUser(ctx, principal, body, requestId));
      case 'add': return c.json(await issueMembershipAsAdmin(ctx, principal, undefined, requestId));
      case 'unlock_money': return c.json(await adminUnlockMoney(ctx, principal, body.userId, body.reason, requestId));
    }
  });

  app.post('/functions/v1/admin-transactions', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, transactionsBody);
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'list': return c.json(await listTransactions(ctx, principal, body));
      case 'export': return c.json(await exportTransactions(ctx, principal, body));
      case 'create': return c.json(await createTransaction(ctx, principal, body, requestId));
      case 'update': return c.json(await updateTransaction(ctx, principal, body.transactionId, body, requestId));
      case 'delete': return c.json(await deleteTransaction(ctx, principal, body.transactionId, body.reason, requestId));
    }
  });

  app.post('/functions/v1/admin-accounts', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, accountsBody);
    switch (body.action) {
      case 'list': return c.json(await listAccounts(ctx, principal, body));
      case 'export': return c.json(await exportAccounts(ctx, principal, body));
      case 'freeze': return c.json(await setFrozen(ctx, principal, body.userId, body.frozen, body.reason, c.get('requestId')));
    }
  });

  app.post('/functions/v1/admin-settings', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, settingsBody);
    if (body.action === 'get') return c.json(await getSettings(ctx, principal));
    return c.json(await saveSettings(ctx, principal, body.category, body.values, c.get('requestId')));
  });

  app.post('/functions/v1/admin-audit', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, auditBody);
    if (body.action === 'list') return c.json(await listAudit(ctx, principal, body));
    if (body.action === 'replay') return c.json(await replayAudit(ctx, principal, body.point));
    return c.json(await diffAudit(ctx, principal, body.from, body.to));
  });

  app.post('/functions/v1/admin-messages', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, messagesBody);
    if (body.action === 'list') return c.json(await listMessages(ctx, principal, body));
    return c.json(await markMessageRead(ctx, principal, body.messageId, c.get('requestId')));
  });

  app.post('/functions/v1/admin-notifications', async (c) => c.json(await listAdminNotifications(ctx, await signedIn(c, ctx))));

  app.post('/functions/v1/admin-dashboard', async (c) => c.json(await adminDashboard(ctx, await signedIn(c, ctx), features())));

  app.post('/functions/v1/admin-activity', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, z.object({ limit: z.number().int().min(1).max(1000).optional() }));
    return c.json(await adminActivityLog(ctx, principal, body.limit ?? 1000));
  });

  app.post('/functions/v1/admin-demo-reset', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, z.object({ reason }));
    return c.json(await resetDemo(ctx, principal, body.reason, c.get('requestId')));
  });

  app.post('/functions/v1/contact-message', limitPerClient(ctx, 'contact-message'), async (c) => c.json(await receiveContactMessage(ctx, await readBody(c, contactForm), c.get('requestId'))));
}
