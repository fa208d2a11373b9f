/** The back office's requests in the API contract (docs/api.md, admin section) and the answer each function, or each action, gives. */
import { z } from 'zod';
import type { Said } from '../../domain/i18n/refusals/words.ts';
import { adminTransactionKind, adminTransactionStatus } from '../../domain/admin/events.ts';
import { contactForm } from '../../domain/contact/contact.ts';
import { settingsCategories } from '../../domain/settings/defaults.ts';
import type * as A from './admin-answers.ts';
import type * as C from './chain-answers.ts';
import { id, optionalReason as reason, paging, search, text, type Done, type Paged } from './fields.ts';

const transactionFields = {
  amount: text(40), fee: text(40).optional(), status: adminTransactionStatus, description: text(500).optional(), reference: text(60).optional(),
  recipientName: text(120).optional(), recipientAccount: text(40).optional(), recipientBank: text(120).optional(), reason,
  /** The day the entry takes effect, YYYY-MM-DD (today when absent): refused inside a closed month (issue 28 item 3). */
  valueDate: text(10).optional(),
};
const transactionQuery = { search, userId: text(64).optional(), status: z.enum(['all', 'completed', 'pending', 'failed', 'reversed']).optional(), type: text(40).optional() };
const accountQuery = { search, status: z.enum(['all', 'active', 'frozen', 'pending']).optional(), type: z.enum(['all', 'savings', 'checking', 'business']).optional() };
const point = z.object({ position: z.number().int().min(0).optional(), at: text(40).optional() });

export const adminRequests = {
  'admin-overview': z.object({}),
  'admin-membership': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }),
    z.object({ action: z.literal('issue'), number: text(64).optional() }),
  ]),
  'admin-users': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list'), search, status: z.enum(['all', 'active', 'suspended', 'pending']).optional(), branchId: id.optional(), officerId: id.optional(), ...paging }),
    z.object({ action: z.literal('details'), userId: id }),
    z.object({ action: z.literal('toggle_status'), userId: id, reason }),
    z.object({
      action: z.literal('update'), userId: id, fullName: text(200), email: text(254), phone: text(40), accountNumber: text(20),
      status: z.enum(['active', 'suspended', 'pending']), role: z.enum(['admin', 'user']), reason,
    }),
    z.object({ action: z.literal('add'), mode: z.literal('membership') }),
    z.object({ action: z.literal('unlock_money'), userId: id, reason: text(500) }),
  ]),
  'admin-transactions': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list'), ...transactionQuery, ...paging }),
    z.object({ action: z.literal('export'), ...transactionQuery }),
    z.object({ action: z.literal('create'), userId: text(64), type: adminTransactionKind, ...transactionFields }),
    z.object({ action: z.literal('update'), transactionId: id, ...transactionFields }),
    z.object({ action: z.literal('delete'), transactionId: id, reason, valueDate: text(10).optional() }),
  ]),
  'admin-accounts': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list'), ...accountQuery, ...paging }),
    z.object({ action: z.literal('export'), ...accountQuery }),
    z.object({ action: z.literal('freeze'), userId: id, frozen: z.boolean(), reason }),
  ]),
  'admin-settings': z.discriminatedUnion('action', [
    z.object({ action: z.literal('get') }),
    z.object({ action: z.literal('save'), category: z.enum(settingsCategories), values: z.record(text(60), z.union([text(300), z.number(), z.boolean()])) }),
  ]),
  'admin-audit': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list'), userId: text(64).optional(), actor: text(64).optional(), type: text(60).optional(), from: text(40).optional(), to: text(40).optional(), ...paging }),
    z.object({ action: z.literal('replay'), point }),
    z.object({ action: z.literal('diff'), from: point, to: point }),
  ]),
  /** The hash chain over the log (docs/audit.md): its head, the bank's own check, an export of a period (positions or dates). */
  'admin-log-chain': z.discriminatedUnion('action', [
    z.object({ action: z.literal('head') }),
    z.object({ action: z.literal('verify') }),
    z.object({ action: z.literal('export'), fromPosition: z.number().int().min(1).optional(), toPosition: z.number().int().min(1).optional(), from: text(40).optional(), to: text(40).optional() }),
  ]),
  'admin-messages': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list'), unreadOnly: z.boolean().optional(), ...paging }),
    z.object({ action: z.literal('read'), messageId: id }),
  ]),
  'admin-notifications': z.object({}),
  'admin-dashboard': z.object({}),
  'admin-activity': z.object({ limit: z.number().int().min(1).max(1000).optional() }),
  'admin-demo-reset': z.object({ reason }),
  /** The public contact form's target, kept with the inbox it fills. */
  'contact-message': contactForm,
};

/** A notice with a parameter also carries its key and parameters (messageSaid), so the browser words it in the reader's language; `message` stays the English. */
type Message = { success: boolean; message: string; messageSaid?: Said };

export interface AdminAnswers {
  'admin-overview': A.AdminOverview;
  'admin-membership': { list: A.MembershipList; issue: { success: boolean; number: string } };
  'admin-users': {
    list: A.UserList & { success: boolean };
    details: A.UserDetails;
    toggle_status: Message & { user: A.AdminUser };
    update: Message & { user: A.AdminUser };
    add: { success: boolean; number: string };
    unlock_money: Done;
  };
  'admin-transactions': {
    list: A.TransactionList;
    export: A.CsvExport;
    create: Message & { transaction: A.AdminTransaction | null };
    update: Message & { transaction: A.AdminTransaction | null };
    delete: Message & { transaction: A.AdminTransaction | null };
  };
  'admin-accounts': { list: A.AccountList; export: A.CsvExport; freeze: Message & { account: A.AdminAccount } };
  'admin-settings': { get: A.SettingsAnswer; save: A.SettingsAnswer };
  'admin-audit': {
    list: A.AuditList;
    replay: { success: boolean; snapshot: A.BankSnapshot; millis: number };
    diff: { success: boolean; before: A.BankSnapshot; after: A.BankSnapshot; diff: A.BankDiff };
  };
  'admin-log-chain': { head: C.ChainHeadAnswer; verify: C.ChainVerifyAnswer; export: C.ChainExportAnswer };
  'admin-messages': { list: Paged<A.ContactMessage> & { success: boolean; unread: number }; read: { success: boolean } };
  'admin-notifications': { success: boolean; items: { id: string; title: string; message: string; at: string; link?: string }[] };
  'admin-dashboard': A.Dashboard;
  'admin-activity': { success: boolean; entries: A.ActivityEntry[] };
  'admin-demo-reset': Message & { cleared: number };
  'contact-message': Message & { id: string };
}
