/**
 * The back office's functions (part 2 section 2, issue 5): every one is for administrators only
 * (auth 'admin', refused before the body is read); bodies are parsed with the API contract.
 */
import { exportAccounts, listAccounts, setFrozen } from '../../bank/admin-accounts.ts';
import { diffAudit, listAudit, replayAudit } from '../../bank/admin-audit.ts';
import { adminCharts } from '../../bank/admin-charts.ts';
import { adminActivityLog, adminDashboard } from '../../bank/admin-dashboard.ts';
import { resetDemo } from '../../bank/admin-demo.ts';
import { listAdminNotifications, listMessages, markMessageRead } from '../../bank/admin-inbox.ts';
import { approveInvitation, inviteAdmin, listAdministrators, revokeInvitation } from '../../bank/admin-invitation-service.ts';
import { adminOverview, issueMembershipAsAdmin, listMembershipNumbers } from '../../bank/admin-service.ts';
import { getSettings, saveSettings } from '../../bank/admin-settings.ts';
import { createTransaction, deleteTransaction, exportTransactions, listTransactions, updateTransaction } from '../../bank/admin-transactions.ts';
import { editUser, listUsers, toggleStatus, userDetails } from '../../bank/admin-users.ts';
import type { BankContext } from '../../bank/context.ts';
import { chainHead, exportLogChain, verifyLogChain } from '../../bank/log-chain-service.ts';
import { adminUnlockMoney } from '../../bank/money-lock-service.ts';
import { reply, type FunctionTable } from './entry.ts';

const features = (ctx: BankContext) => ctx.features ?? { demoMode: false, mailerConfigured: false, priceFeedConfigured: false };

export const adminFunctions = {
  'admin-overview': { auth: 'admin', reads: 'all', input: 'ignored', idempotent: false, run: (ctx, principal) => adminOverview(ctx, principal) },
  'admin-membership': {
    auth: 'admin', reads: ['list'], idempotent: false,
    run: async (ctx, principal, body, meta) => body.action === 'list'
      ? reply<'admin-membership', 'list'>(await listMembershipNumbers(ctx, principal))
      : reply<'admin-membership', 'issue'>(await issueMembershipAsAdmin(ctx, principal, body.number, meta.requestId)),
  },
  'admin-users': {
    auth: 'admin', reads: ['list', 'details'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'list': return reply<'admin-users', 'list'>({ ...(await listUsers(ctx, principal, body)), demoMode: features(ctx).demoMode });
        case 'details': return reply<'admin-users', 'details'>(await userDetails(ctx, principal, body.userId));
        case 'toggle_status': return reply<'admin-users', 'toggle_status'>(await toggleStatus(ctx, principal, body.userId, body.reason, requestId));
        case 'update': return reply<'admin-users', 'update'>(await editUser(ctx, principal, body, requestId));
        case 'add': return reply<'admin-users', 'add'>(await issueMembershipAsAdmin(ctx, principal, undefined, requestId));
        case 'unlock_money': return reply<'admin-users', 'unlock_money'>(await adminUnlockMoney(ctx, principal, body.userId, body.reason, requestId));
      }
    },
  },
  'admin-transactions': {
    auth: 'admin', reads: ['list', 'export'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'list': return reply<'admin-transactions', 'list'>(await listTransactions(ctx, principal, body));
        case 'export': return reply<'admin-transactions', 'export'>(await exportTransactions(ctx, principal, body));
        case 'create': return reply<'admin-transactions', 'create'>(await createTransaction(ctx, principal, body, requestId));
        case 'update': return reply<'admin-transactions', 'update'>(await updateTransaction(ctx, principal, body.transactionId, body, requestId));
        case 'delete': return reply<'admin-transactions', 'delete'>(await deleteTransaction(ctx, principal, body.transactionId, body.reason, requestId, body.valueDate));
      }
    },
  },
  'admin-accounts': {
    auth: 'admin', reads: ['list', 'export'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'list': return reply<'admin-accounts', 'list'>(await listAccounts(ctx, principal, body));
        case 'export': return reply<'admin-accounts', 'export'>(await exportAccounts(ctx, principal, body));
        case 'freeze': return reply<'admin-accounts', 'freeze'>(await setFrozen(ctx, principal, body.userId, body.frozen, body.reason, requestId));
      }
    },
  },
  'admin-settings': {
    auth: 'admin', reads: ['get'], idempotent: false,
    run: async (ctx, principal, body, meta) => body.action === 'get'
      ? reply<'admin-settings', 'get'>(await getSettings(ctx, principal))
      : reply<'admin-settings', 'save'>(await saveSettings(ctx, principal, body.category, body.values, meta.requestId)),
  },
  'admin-audit': {
    auth: 'admin', reads: 'all', idempotent: false,
    run: async (ctx, principal, body) => {
      if (body.action === 'list') return reply<'admin-audit', 'list'>(await listAudit(ctx, principal, body));
      if (body.action === 'replay') return reply<'admin-audit', 'replay'>(await replayAudit(ctx, principal, body.point));
      return reply<'admin-audit', 'diff'>(await diffAudit(ctx, principal, body.from, body.to));
    },
  },
  // Reads only: the auditor may call it too (docs/audit.md).
  'admin-log-chain': {
    auth: 'staff', staff: ['admin', 'auditor'], idempotent: false,
    run: async (ctx, principal, body) => {
      if (body.action === 'head') return reply<'admin-log-chain', 'head'>(await chainHead(ctx, principal));
      if (body.action === 'verify') return reply<'admin-log-chain', 'verify'>(await verifyLogChain(ctx, principal));
      return reply<'admin-log-chain', 'export'>(await exportLogChain(ctx, principal, body));
    },
  },
  'admin-messages': {
    auth: 'admin', reads: ['list'], idempotent: false,
    run: async (ctx, principal, body, meta) => body.action === 'list'
      ? reply<'admin-messages', 'list'>(await listMessages(ctx, principal, body))
      : reply<'admin-messages', 'read'>(await markMessageRead(ctx, principal, body.messageId, meta.requestId)),
  },
  'admin-notifications': { auth: 'admin', reads: 'all', input: 'ignored', idempotent: false, run: (ctx, principal) => listAdminNotifications(ctx, principal) },
  'admin-dashboard': { auth: 'admin', reads: 'all', input: 'ignored', idempotent: false, run: (ctx, principal) => adminDashboard(ctx, principal, features(ctx)) },
  'admin-activity': { auth: 'admin', reads: 'all', idempotent: false, run: (ctx, principal, body) => adminActivityLog(ctx, principal, body.limit ?? 1000) },
  'admin-demo-reset': { auth: 'admin', idempotent: false, run: (ctx, principal, body, meta) => resetDemo(ctx, principal, body.reason, meta.requestId) },
  'admin-charts': { auth: 'admin', reads: 'all', input: 'ignored', idempotent: false, run: (ctx, principal) => adminCharts(ctx, principal) },
  'admin-administrators': {
    auth: 'admin', reads: ['list'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      if (body.action === 'invite') return reply<'admin-administrators', 'invite'>(await inviteAdmin(ctx, principal, body, requestId));
      if (body.action === 'approve') return reply<'admin-administrators', 'approve'>(await approveInvitation(ctx, principal, body.invitationId, requestId));
      if (body.action === 'revoke') return reply<'admin-administrators', 'revoke'>(await revokeInvitation(ctx, principal, body.invitationId, body.reason, requestId));
      return reply<'admin-administrators', 'list'>(await listAdministrators(ctx, principal));
    },
  },
} satisfies FunctionTable;
