/**
 * The admin activity log's entry: its kinds, what the bank says of it as a key and values, and
 * how many the view keeps. Its own file so that the writers of entries (the back office's fold,
 * the loan and invitation decisions) share the shape without importing each other.
 */
import type { MoneyFigure } from './event-summary.ts';

export const ADMIN_LOG_CAP = 1000;

/** Every kind of admin log entry; each reader's catalogue words each one (ui admin:log.actions.<kind>). */
export const ADMIN_LOG_ACTIONS = [
  'USER_SUSPENDED', 'USER_ACTIVATED', 'USER_STATUS_CHANGED', 'USER_UPDATED', 'ACCOUNT_FROZEN', 'ACCOUNT_UNFROZEN', 'BALANCE_ADJUSTED',
  'TRANSACTION_CREATED', 'TRANSACTION_UPDATED', 'TRANSACTION_DELETED', 'DEPOSIT_CONFIRMED', 'DEPOSIT_REJECTED', 'SETTINGS_UPDATED', 'MEMBERSHIP_ISSUED', 'DEMO_RESET',
  'LOAN_RECOMMENDED', 'LOAN_APPROVED', 'LOAN_REJECTED', 'LOAN_DISBURSED', 'LOAN_RESCHEDULED', 'ADMIN_INVITED', 'ADMIN_INVITATION_REVOKED',
] as const;

export type AdminLogAction = (typeof ADMIN_LOG_ACTIONS)[number];

/**
 * What the bank itself says of an entry, as a key and its values (never an English sentence),
 * worded when read in the reader's language (ui admin:log.says.<key>): the settings tab saved,
 * the number issued, how a deposit arrived, why it was turned down, the entry's kind and status,
 * the fields corrected. A person's own words stay in `reason`.
 */
export type AdminLogSays =
  | { key: 'settingsSaved'; category: string }
  | { key: 'membershipIssued'; number: string }
  | { key: 'depositReceived'; method: string }
  | { key: 'depositRejected'; reasonCode: string }
  | { key: 'transactionPosted'; kind: string; status: string }
  | { key: 'emailChanged'; from: string; to: string }
  | { key: 'profileCorrected'; fields: string[] }
  | { key: 'loanTerms'; product: string; instalments: number };

export interface AdminLogEntry {
  id: string;
  position: number;
  adminId: string;
  adminName: string;
  action: AdminLogAction;
  targetUserId: string | null;
  targetUserName: string;
  /** The customer's e-mail and account number as they were at this position, so the row names them without an id. */
  targetUserEmail: string;
  targetAccountNumber: string;
  timestamp: string;
  details: {
    previousStatus?: string;
    newStatus?: string;
    /** What the administrator wrote (empty when they wrote nothing). */
    reason: string;
    says?: AdminLogSays;
    /** Money events: the amount, written in the reader's language when read, and the reference the customer sees. */
    amount?: MoneyFigure;
    reference?: string;
  };
}

/** Keeps the newest ADMIN_LOG_CAP entries, trimming in batches so each push stays cheap. */
export function keepInLog(log: AdminLogEntry[], entry: AdminLogEntry): void {
  log.push(entry);
  if (log.length > ADMIN_LOG_CAP * 2) log.splice(0, log.length - ADMIN_LOG_CAP);
}

/** The newest `limit` admin log entries, newest first (the view is capped at 1000). */
export const adminLogNewestFirst = (office: { adminLog: readonly AdminLogEntry[] }, limit = ADMIN_LOG_CAP): AdminLogEntry[] =>
  office.adminLog.slice(-Math.min(limit, ADMIN_LOG_CAP)).reverse();
