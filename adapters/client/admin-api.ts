/**
 * The browser's calls to the back office's functions (docs/api.md, admin section): one
 * `adminCall` that turns a refusal into a BankApiError with the server's message, and the
 * shapes the admin pages render.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { BankApiError, type AccountStatus, type MoneyLockStatus } from './bank-api.ts';
import { supabase } from './supabase.ts';
import type { CreditScoreItem } from './records-api.ts';

export async function adminCall<T>(name: string, body: object): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const problem = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const errors = (typeof problem.errors === 'object' && problem.errors ? problem.errors : {}) as Record<string, string>;
    throw new BankApiError(response.status, typeof problem.detail === 'string' ? problem.detail : null, typeof problem.code === 'string' ? problem.code : null, errors);
  }
  if (error) throw error;
  return data as T;
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

export interface AdminUser {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  accountNumber: string;
  balance: string;
  bitcoinAmount: string;
  status: AccountStatus;
  role: 'admin' | 'user';
  frozen: boolean;
  joinDate: string;
  lastActivity: string | null;
}

export interface UserList extends Paged<AdminUser> {
  stats: { total: number; active: number; suspended: number; pending: number };
  demoMode: boolean;
}

export interface SuspensionEntry {
  id: string;
  action: string;
  adminName: string;
  timestamp: string;
  reason: string;
  previousStatus: string;
  newStatus: string;
}

export interface UserDetails {
  user: AdminUser & { address: string; city: string; state: string; zipCode: string; dateOfBirth: string; accountType: string; cards: number };
  financial: { transactionCount: number; totalCredits: string; totalDebits: string };
  suspensionHistory: SuspensionEntry[];
  moneyLock: MoneyLockStatus;
  /** The score on file (DECISIONS 20), or null. */
  creditScore: CreditScoreItem | null;
}

export interface AdminTransaction {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  type: string;
  direction: 'credit' | 'debit';
  currency: 'USD' | 'BTC';
  amount: string;
  fee: string;
  status: string;
  date: string;
  description: string;
  recipientName: string;
  recipientAccount: string;
  recipientBank: string;
  reference: string;
  editable: boolean;
  /** A customer's deposit still Processing: reviewed on /admin/deposits. */
  awaitingConfirmation: boolean;
}

/** One deposit instruction as admin-deposits lists it (amounts as exact decimals and minor units). */
export interface AdminDeposit {
  id: string;
  reference: string;
  method: 'bank' | 'wire' | 'check' | 'cash';
  amount: string;
  amount_minor: number;
  status: 'Processing' | 'Completed' | 'Failed';
  requestedAt: string;
  confirmedAt: string | null;
  rejectedAt: string | null;
  rejectionReason: string | null;
  userId: string;
  userName: string;
  userEmail: string;
  accountNumber: string;
}

export type DepositRejectionCode = 'not_received' | 'details_mismatch' | 'amount_mismatch' | 'check_returned';

/** The answer to Confirm or Reject: `alreadyDecided` when someone else (or a double click) decided it first. */
export interface DepositDecisionAnswer {
  deposit: AdminDeposit;
  alreadyDecided: boolean;
}

export interface TransactionList extends Paged<AdminTransaction> {
  counts: { total: number; completed: number; pending: number; failed: number };
  /** Customers' deposits still Processing, reviewed on /admin/deposits. */
  awaitingDeposits: number;
  users: { id: string; name: string; email: string }[];
}

export interface CsvExport {
  count: number;
  filename: string;
  csv: string;
}

export interface AdminAccount {
  id: string;
  userId: string;
  user: string;
  email: string;
  type: string;
  balance: string;
  bitcoin: string;
  status: 'active' | 'frozen' | 'pending';
  created: string;
  lastActivity: string;
}

export interface AccountList extends Paged<AdminAccount> {
  summary: { totalAccounts: number; totalBalance: string; active: number; frozen: number; pending: number };
}

export type SettingsGroups = Record<'general' | 'security' | 'notifications' | 'limits' | 'fees', Record<string, string | number | boolean>>;

export interface SettingsAnswer {
  settings: SettingsGroups;
  lastUpdated: string | null;
  updatedBy: string | null;
  history: { category: string; timestamp: string; updatedBy: string; action: string }[];
  message?: string;
}

export interface AuditRow {
  position: number;
  streamId: string;
  type: string;
  meaning: string;
  actor: string;
  actorName: string;
  actorRole: string | null;
  reason: string | null;
  at: string;
  recordedAt: string;
  data: unknown;
  /** Whose event it is: the customer by name, e-mail and account number, or what the bank's stream is about. */
  subject: { name: string; email: string; accountNumber: string };
  /** Money events: the amount as money and the customer's reference. */
  money: { amount?: string; reference?: string };
}

export interface AuditList extends Paged<AuditRow> {
  admins: { id: string; name: string }[];
  customers: { id: string; name: string }[];
  types: string[];
  head: number;
}

export interface UserSnapshot {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  frozen: boolean;
  usd: number;
  btc: number;
}

export interface BankSnapshot {
  position: number;
  eventCount: number;
  users: UserSnapshot[];
  settings: SettingsGroups;
  settingsUpdatedBy: string | null;
  book: Record<string, number>;
}

export interface FieldChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface BankDiff {
  from: number;
  to: number;
  events: number;
  users: { id: string; name: string; change: string; fields: FieldChange[] }[];
  settings: FieldChange[];
  book: FieldChange[];
}

export interface ContactMessage {
  messageId: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  at: string;
  readBy: string | null;
}

export interface Dashboard {
  totals: Record<'totalUsers' | 'totalTransactions' | 'totalBalance' | 'activeAccounts', { value: number | string; change: number | null }>;
  recentActivity: { at: string; userName: string; action: string }[];
  adminActivity: ActivityEntry[];
  systemStatus: { name: string; status: string; detail: string }[];
  events: number;
}

export interface ActivityEntry {
  id: string;
  adminName: string;
  action: string;
  targetUserName: string;
  targetUserEmail?: string;
  targetAccountNumber?: string;
  timestamp: string;
  details: { previousStatus?: string; newStatus?: string; reason: string; summary?: string; amount?: string; reference?: string };
}
