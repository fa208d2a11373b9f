/**
 * The browser's calls to the back office's functions (docs/api.md, admin section), one named
 * function per action, so admin pages never spell a wire name or build a request by hand.
 * Requests and answers are the API contract's; refusals are BankApiErrors from `call`.
 */
import { call } from './bank-api.ts';
import type { Request } from '../contract/index.ts';

export type * from '../contract/admin-answers.ts';
export type { AdminDeposit, DepositDecisionAnswer, DepositRejectionCode, Paged } from '../contract/index.ts';

/** The fields of one action's request, without the action itself. */
type Args<N extends 'admin-users' | 'admin-transactions' | 'admin-accounts' | 'admin-audit' | 'admin-messages' | 'admin-settings' | 'admin-deposits', A extends string> =
  Omit<Extract<Request<N>, { action: A }>, 'action'>;

export type AccountFilters = Required<Args<'admin-accounts', 'export'>>;
export type TransactionFilters = Required<Args<'admin-transactions', 'export'>>;
export type UserEdit = Args<'admin-users', 'update'>;
export type TransactionEntry = Args<'admin-transactions', 'create'>;
export type SettingsCategory = Args<'admin-settings', 'save'>['category'];

export const admin = {
  dashboard: () => call('admin-dashboard', {}),
  activity: (limit: number) => call('admin-activity', { limit }),
  listUsers: (query: Args<'admin-users', 'list'>) => call('admin-users', { action: 'list', ...query }),
  userDetails: (userId: string) => call('admin-users', { action: 'details', userId }),
  toggleStatus: (userId: string, reason?: string) => call('admin-users', { action: 'toggle_status', userId, ...(reason === undefined ? {} : { reason }) }),
  updateUser: (edit: Args<'admin-users', 'update'>) => call('admin-users', { action: 'update', ...edit }),
  addUser: () => call('admin-users', { action: 'add', mode: 'membership' }),
  unlockMoney: (userId: string, reason: string) => call('admin-users', { action: 'unlock_money', userId, reason }),
  adjustBalance: (adjustment: Request<'admin-adjust-balance'>) => call('admin-adjust-balance', adjustment),
  recordCreditScore: (score: Request<'admin-credit-score'>) => call('admin-credit-score', score),
  resetDemo: (reason: string | undefined) => call('admin-demo-reset', { reason }),
  listTransactions: (query: Args<'admin-transactions', 'list'>) => call('admin-transactions', { action: 'list', ...query }),
  exportTransactions: (query: Args<'admin-transactions', 'export'>) => call('admin-transactions', { action: 'export', ...query }),
  createTransaction: (entry: Args<'admin-transactions', 'create'>) => call('admin-transactions', { action: 'create', ...entry }),
  updateTransaction: (entry: Args<'admin-transactions', 'update'>) => call('admin-transactions', { action: 'update', ...entry }),
  deleteTransaction: (transactionId: string, reason: string | undefined) => call('admin-transactions', { action: 'delete', transactionId, reason }),
  listAccounts: (query: Args<'admin-accounts', 'list'>) => call('admin-accounts', { action: 'list', ...query }),
  exportAccounts: (query: Args<'admin-accounts', 'export'>) => call('admin-accounts', { action: 'export', ...query }),
  freezeAccount: (userId: string, frozen: boolean, reason: string | undefined) => call('admin-accounts', { action: 'freeze', userId, frozen, reason }),
  listDeposits: (status?: Args<'admin-deposits', 'list'>['status']) => call('admin-deposits', status === undefined ? { action: 'list' } : { action: 'list', status }),
  /** `valueDate`: the day the money arrived when earlier than today; refused inside a closed month (issue 28 item 3). */
  confirmDeposit: (depositId: string, valueDate?: string) => call('admin-deposits', { action: 'confirm', depositId, ...(valueDate ? { valueDate } : {}) }),
  rejectDeposit: (rejection: Args<'admin-deposits', 'reject'>) => call('admin-deposits', { action: 'reject', ...rejection }),
  settings: () => call('admin-settings', { action: 'get' }),
  saveSettings: (change: Args<'admin-settings', 'save'>) => call('admin-settings', { action: 'save', ...change }),
  listAudit: (query: Args<'admin-audit', 'list'>) => call('admin-audit', { action: 'list', ...query }),
  replay: (point: Args<'admin-audit', 'replay'>['point']) => call('admin-audit', { action: 'replay', point }),
  diff: (from: Args<'admin-audit', 'diff'>['from'], to: Args<'admin-audit', 'diff'>['to']) => call('admin-audit', { action: 'diff', from, to }),
  listMessages: (query: Args<'admin-messages', 'list'>) => call('admin-messages', { action: 'list', ...query }),
  markMessageRead: (messageId: string) => call('admin-messages', { action: 'read', messageId }),
  notifications: () => call('admin-notifications', {}),
  memberships: () => call('admin-membership', { action: 'list' }),
  issueMembership: () => call('admin-membership', { action: 'issue' }),
};
