/**
 * The back office's answers in the API contract: the shapes the admin pages render. Money
 * shown to people is an exact decimal string; a number that is money says its unit in its
 * name (totalBalanceMinor), its comment or its type (SettingsInCents).
 */
import type { SettingsCategory, Settings } from '../../domain/settings/defaults.ts';
import type { LoanSnapshot, UserSnapshot } from '../../domain/projections/audit.ts';
import type { Portfolio } from '../../domain/loans/portfolio.ts';
import type { AdminLogAction, AdminLogSays } from '../../domain/projections/admin-log.ts';
import type { ContactMessage } from '../../domain/projections/back-office.ts';
import type { Activity, ServiceStatus } from '../../domain/projections/admin-activity.ts';
import type { EventMoney, EventSubject, MoneyFigure } from '../../domain/projections/event-summary.ts';
import type { Paged } from './fields.ts';
import type { AccountStatus, MoneyLockStatus } from './public.ts';
import type { CreditScoreItem } from './records.ts';
import type { UserRole } from '../../domain/user/events.ts';

/** System Settings as the settings page edits them: limits and fees as decimal dollars ("10000.00"). */
export type SettingsInDollars = Record<SettingsCategory, Record<string, string | number | boolean>>;
/** System Settings as the log holds them (audit replay): limits and fees as integer cents. */
export type SettingsInCents = Settings;

/** One customer row of the admin overview. */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  account_number: string;
  status: AccountStatus;
  balance: string;
  join_date: string;
}

/** The bank's headline figures for the admin landing page; money as a decimal string plus minor units. */
export interface AdminTotals {
  totalUsers: number;
  activeUsers: number;
  pendingUsers: number;
  suspendedUsers: number;
  totalBalance: string;
  totalBalanceMinor: number;
  events: number;
  membershipNumbersAvailable: number;
}

export interface AdminOverview {
  success: boolean;
  users: AdminUserRow[];
  totals: AdminTotals;
}

export interface MembershipList {
  success: boolean;
  numbers: { number: string; issuedAt: string; usedBy: { name: string; email: string } | null; status: string }[];
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
  role: UserRole;
  frozen: boolean;
  joinDate: string;
  lastActivity: string | null;
  /** In the list: the customer's branch and loan officer (issue 29; the head office and no officer until placed). */
  placement?: { branchId: string; branchName: string; officerId: string | null; officerName: string | null };
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

export interface SettingsAnswer {
  settings: SettingsInDollars;
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
  /** Whose event it is: the customer by name, e-mail and account number, or what the bank's stream is about (a kind the reader's catalogue words). */
  subject: EventSubject;
  /** Money events: the amount (written in the reader's language) and the customer's reference. */
  money: EventMoney;
}

export interface AuditList extends Paged<AuditRow> {
  admins: { id: string; name: string }[];
  customers: { id: string; name: string }[];
  types: string[];
  head: number;
}

/** One customer at a moment of the log; balances in minor units (cents, satoshis). */
export type { LoanSnapshot, UserSnapshot };

export interface BankSnapshot {
  position: number;
  eventCount: number;
  /** The day arrears and the portfolio are counted on. */
  asOf: string;
  users: UserSnapshot[];
  settings: SettingsInCents;
  settingsUpdatedBy: string | null;
  book: Record<string, number>;
  /** Each loan then: status, principal, outstanding principal and arrears in cents, days late. */
  loans: LoanSnapshot[];
  portfolio: Portfolio;
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
  loans: { id: string; name: string; change: string; fields: FieldChange[] }[];
}

export type { ContactMessage };

export interface Dashboard {
  totals: Record<'totalUsers' | 'totalTransactions' | 'totalBalance' | 'activeAccounts', { value: number | string; change: number | null }>;
  /** What each customer did, as a kind and its figures, worded by the reader's catalogue (admin:dashboard.activity). */
  recentActivity: { at: string; userName: string; activity: Activity }[];
  adminActivity: ActivityEntry[];
  /** Each service by id, with its state and what was measured, worded by the reader's catalogue (admin:dashboard.services). */
  systemStatus: ServiceStatus[];
  events: number;
}

export interface ActivityEntry {
  id: string;
  adminName: string;
  action: AdminLogAction;
  targetUserName: string;
  targetUserEmail?: string;
  targetAccountNumber?: string;
  timestamp: string;
  details: { previousStatus?: string; newStatus?: string; reason: string; says?: AdminLogSays; amount?: MoneyFigure; reference?: string };
}

