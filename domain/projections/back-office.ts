/**
 * What the back office reads, folded from the same log as the rest of the bank: counts of the
 * transaction rows (for Transaction Management, the dashboard and its charts) and the newest
 * few, the state of back-office entries, the admin activity log (newest 1000), each
 * customer's suspension history, monthly figures for the dashboard, and the inbox. The rows
 * themselves stay in the log: every server holds this view in memory and in its snapshot,
 * so it grows with customers and entries, never with every payment (adapters/bank/transaction-rows.ts
 * reads the rows a page shows).
 */
import { correctEntry, emptyAdminEntries, postEntry, reverseEntry, type AdminEntries, type AdminEntryState } from './admin-entries.ts';
import { invitationEntry, loanDecisionEntry, type Invitee } from './admin-log-decisions.ts';
import { ADMIN_INVITATIONS_STREAM, type AdminInvitationEvent } from '../credentials/admin-invitation.ts';
import type { LoanEvent } from '../loans/events.ts';
import type { Loan } from '../loans/state.ts';
import type { BankEvent } from '../catalogue.ts';
import type { ContactEvent } from '../contact/contact.ts';
import { isCustomerAccount } from '../ledger/accounts.ts';
import { customerNet, signedFigure, type MoneyFigure } from './event-summary.ts';
import { addToDay, type DayFigures } from '../insights/back-office-charts.ts';
import { keepInLog, type AdminLogAction, type AdminLogEntry } from './admin-log.ts';
import type { UserEvent } from '../user/events.ts';
import type { User } from '../user/state.ts';
import { transactionRow, type TransactionRow } from './transactions.ts';

/** The newest money rows the view keeps, for the dashboard's recent activity. */
export const RECENT_ROWS = 10;

export interface SuspensionEntry {
  id: string;
  action: 'suspended' | 'activated' | 'pending';
  adminId: string;
  adminName: string;
  timestamp: string;
  reason: string;
  previousStatus: string;
  newStatus: string;
}

/**
 * Transaction Management's counts: one row per transaction as the list shows it (a customer's
 * deposit once, at its latest status; a back-office entry at its current status, reversed ones
 * counted in the total only).
 */
export interface ListCounts {
  total: number;
  completed: number;
  pending: number;
  failed: number;
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

export interface MonthFigures {
  newUsers: number;
  transactions: number;
  /** Net change of all customers' USD balances in the month, cents. */
  netUsd: number;
}

export interface BackOfficeView {
  /** Money rows of the current customers, one per money event (a deposit's request and its confirmation are two). */
  rowCount: number;
  /** The newest money rows, oldest first (at most 2 x RECENT_ROWS). */
  recentRows: TransactionRow[];
  /** Money rows per day (YYYY-MM-DD). */
  daily: Map<string, DayFigures>;
  listCounts: ListCounts;
  /** Customers' deposit instructions still Processing, by deposit id: their request row is the one the list shows. */
  pendingDeposits: Set<string>;
  adminEntries: AdminEntries;
  /** Oldest first, at most ADMIN_LOG_CAP entries (the newest ones). */
  adminLog: AdminLogEntry[];
  suspensions: Map<string, SuspensionEntry[]>;
  lastActivity: Map<string, string>;
  monthly: Map<string, MonthFigures>;
  contact: Map<string, ContactMessage>;
  /** Who each administrator invitation was for, so the log names them when it is revoked. */
  invitees: Map<string, Invitee>;
  epoch: number;
  /** False for an audit replay, which needs balances, statuses and settings but not the back office's lists. */
  enabled: boolean;
}

const noCounts = (): ListCounts => ({ total: 0, completed: 0, pending: 0, failed: 0 });

export const emptyBackOffice = (enabled = true): BackOfficeView => ({
  rowCount: 0, recentRows: [], daily: new Map(), listCounts: noCounts(), pendingDeposits: new Set(), adminEntries: emptyAdminEntries(), adminLog: [], suspensions: new Map(), lastActivity: new Map(), monthly: new Map(), contact: new Map(), invitees: new Map(), epoch: 0, enabled,
});

const noTarget = { targetUserId: null, targetUserName: '', targetUserEmail: '', targetAccountNumber: '' };

const nameOf = (user: User | undefined): string => (user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email : '');

/** Applies one event; `users` and `loans` are the bank's maps after the event was applied. */
export function applyToBackOffice(office: BackOfficeView, position: number, streamId: string, event: BankEvent, users: Map<string, User>, recordedAt = '', loans?: ReadonlyMap<string, Loan>): void {
  if (!office.enabled) return;
  if (streamId.startsWith('user-')) return applyUser(office, position, streamId.slice(5), event as UserEvent, users);
  if (streamId.startsWith('loan-') && loans) return logDraft(office, position, logLoan(loans.get(streamId.slice(5)), event as LoanEvent, users));
  if (streamId === ADMIN_INVITATIONS_STREAM) return logDraft(office, position, invitationEntry(event as AdminInvitationEvent, office.invitees));
  if (event.type === 'ContactMessageReceived' || event.type === 'ContactMessageRead') return applyContact(office, event);
  if (event.type === 'SettingsUpdated') return log(office, position, { adminId: event.data.updatedBy, adminName: event.data.updatedByName, action: 'SETTINGS_UPDATED', ...noTarget, timestamp: recordedAt, details: { reason: '', says: { key: 'settingsSaved', category: event.data.category } } });
  if (event.type === 'MembershipNumberIssued' && event.data.issuedBy !== 'system') {
    log(office, position, { adminId: event.data.issuedBy, adminName: nameOf(users.get(event.data.issuedBy)), action: 'MEMBERSHIP_ISSUED', ...noTarget, timestamp: event.data.at, details: { reason: '', says: { key: 'membershipIssued', number: event.data.number } } });
  }
  if (event.type === 'DemoEpochStarted') {
    office.epoch = event.data.epoch;
    forgetRows(office);
    log(office, position, { adminId: event.data.by, adminName: event.data.byName, action: 'DEMO_RESET', ...noTarget, timestamp: event.data.at, details: { reason: event.data.reason } });
  }
}

/** A demo reset closes every customer: their rows leave the counts, the charts and the recent activity (the log keeps them). */
function forgetRows(office: BackOfficeView): void {
  office.rowCount = 0;
  office.recentRows = [];
  office.daily.clear();
  office.listCounts = noCounts();
  office.pendingDeposits.clear();
}

function applyUser(office: BackOfficeView, position: number, userId: string, event: UserEvent, users: Map<string, User>): void {
  const user = users.get(userId);
  const row = transactionRow(userId, position, event);
  if (row) {
    office.lastActivity.set(userId, row.at);
    month(office, row.at).transactions += 1;
    if (user) countRow(office, row, event);
  }
  if ('postings' in event.data) {
    const net = event.data.postings.filter((p) => p.currency === 'USD' && isCustomerAccount(p.account)).reduce((sum, p) => sum + p.amount, 0);
    month(office, event.data.at).netUsd += net;
  }
  if (event.type === 'UserRegistered' && event.data.role === 'user') month(office, event.data.at).newUsers += 1;
  const prior = event.type === 'AdminTransactionCorrected' || event.type === 'AdminTransactionReversed' ? office.adminEntries.references.get(event.data.transactionId) : undefined;
  trackEntries(office, userId, event, users);
  logUserEvent({ office, position, userId, userName: nameOf(user), email: user?.email ?? '', accountNumber: user?.accountNumber ?? '' }, event, user, prior);
}

function month(office: BackOfficeView, at: string): MonthFigures {
  const key = at.slice(0, 7);
  let figures = office.monthly.get(key);
  if (!figures) office.monthly.set(key, (figures = { newUsers: 0, transactions: 0, netUsd: 0 }));
  return figures;
}

/** One money row of a current customer: counted, charted, kept among the newest, and counted as the list shows it. */
function countRow(office: BackOfficeView, row: TransactionRow, event: UserEvent): void {
  office.rowCount += 1;
  addToDay(office.daily, row);
  office.recentRows.push(row);
  if (office.recentRows.length > RECENT_ROWS * 2) office.recentRows.splice(0, office.recentRows.length - RECENT_ROWS);
  const counts = office.listCounts;
  // A customer's deposit is one row in the list: its confirmation or rejection replaces its request's row.
  if (row.kind === 'deposit' && event.type !== 'AdminTransactionPosted') {
    if (office.pendingDeposits.delete(row.id)) bump(counts, 'pending', -1);
    if (row.status === 'pending') office.pendingDeposits.add(row.id);
  }
  bump(counts, row.status, 1);
}

/** Adds `by` rows of `status` (and to the total); reversed entries count in the total only. */
function bump(counts: ListCounts, status: string, by: number): void {
  counts.total += by;
  if (status === 'completed' || status === 'pending' || status === 'failed') counts[status] += by;
}

/** Moves an entry's row in the counts from one status to another (a correction or reversal), when its customer is current. */
function recount(office: BackOfficeView, before: AdminEntryState | undefined, users: Map<string, User>, to: string): void {
  if (!before || !users.has(before.userId) || before.reversed) return;
  bump(office.listCounts, before.status, -1);
  bump(office.listCounts, to, 1);
}

function trackEntries(office: BackOfficeView, userId: string, event: UserEvent, users: Map<string, User>): void {
  const entries = office.adminEntries;
  if (event.type === 'AdminTransactionPosted') {
    const { transactionId, kind, status, reference } = event.data;
    postEntry(entries, transactionId, users.get(userId)?.id ?? userId, kind, status, reference);
  } else if (event.type === 'AdminTransactionCorrected') {
    const { amount, fee, status, description, reference, recipientName, recipientAccount, recipientBank } = event.data;
    recount(office, correctEntry(entries, event.data.transactionId, { amount, fee, status, description, reference, recipientName, recipientAccount, recipientBank }), users, status);
  } else if (event.type === 'AdminTransactionReversed') {
    recount(office, reverseEntry(entries, event.data.transactionId), users, 'reversed');
  }
}

type Target = { office: BackOfficeView; position: number; userId: string; userName: string; email: string; accountNumber: string };

function logUserEvent(target: Target, event: UserEvent, user: User | undefined, priorReference: string | undefined): void {
  const { office, userId, position } = target;
  switch (event.type) {
    case 'UserStatusChanged': {
      const { from, to, reason, by, byName, at } = event.data;
      const action = to === 'suspended' ? 'USER_SUSPENDED' : to === 'active' ? 'USER_ACTIVATED' : 'USER_STATUS_CHANGED';
      customerEntry(target, by, byName, action, at, { previousStatus: from, newStatus: to, reason });
      const history = office.suspensions.get(userId) ?? [];
      history.unshift({ id: String(position), action: to === 'active' ? 'activated' : to, adminId: by, adminName: byName, timestamp: at, reason, previousStatus: from, newStatus: to });
      office.suspensions.set(userId, history);
      return;
    }
    case 'AdminTransactionPosted': {
      const { kind, currency, amount, fee, reference, status } = event.data;
      const signed = kind === 'deposit' ? amount : -(amount + fee);
      return customerEntry(target, event.data.by, event.data.byName, 'TRANSACTION_CREATED', event.data.at, { reason: event.data.reason, says: { key: 'transactionPosted', kind, status }, amount: signedFigure(signed, currency), reference });
    }
    case 'AdminTransactionCorrected':
      return customerEntry(target, event.data.by, event.data.byName, 'TRANSACTION_UPDATED', event.data.at, { reason: event.data.reason, ...moneyOf(customerNet(event.data.postings), priorReference ?? event.data.reference) });
    case 'AdminTransactionReversed':
      return customerEntry(target, event.data.by, event.data.byName, 'TRANSACTION_DELETED', event.data.at, { reason: event.data.reason, ...moneyOf(customerNet(event.data.postings), priorReference) });
    case 'AccountFreezeChanged':
      return customerEntry(target, event.data.by, event.data.byName, event.data.frozen ? 'ACCOUNT_FROZEN' : 'ACCOUNT_UNFROZEN', event.data.at, { reason: event.data.reason });
    case 'EmailChanged':
      return customerEntry(target, event.data.by, event.data.byName, 'USER_UPDATED', event.data.at, { reason: event.data.reason, says: { key: 'emailChanged', from: event.data.from, to: event.data.to } });
    case 'ProfileCorrected':
      return customerEntry(target, event.data.by, event.data.byName, 'USER_UPDATED', event.data.at, { reason: event.data.reason, says: { key: 'profileCorrected', fields: Object.keys(event.data.changes) } });
    case 'BalanceAdjusted':
      return customerEntry(target, event.data.by, '', 'BALANCE_ADJUSTED', event.data.at, { reason: event.data.reason, amount: signedFigure(event.data.amount, event.data.currency) });
    case 'DepositConfirmed': {
      const reference = user?.deposits[event.data.depositId]?.reference;
      return customerEntry(target, event.data.by, '', 'DEPOSIT_CONFIRMED', event.data.at, { reason: event.data.reason ?? '', says: { key: 'depositReceived', method: event.data.method }, ...moneyOf(signedFigure(event.data.amount, event.data.currency), reference) });
    }
    case 'DepositRejected': {
      const reference = user?.deposits[event.data.depositId]?.reference;
      return customerEntry(target, event.data.by, '', 'DEPOSIT_REJECTED', event.data.at, { reason: event.data.note, says: { key: 'depositRejected', reasonCode: event.data.reasonCode }, ...moneyOf({ minor: event.data.amount, currency: event.data.currency, signed: false }, reference) });
    }
    default:
      return;
  }
}

/** Only the money fields that are known, so a row never shows an empty amount or reference. */
const moneyOf = (amount: MoneyFigure | undefined, reference: string | undefined): Pick<AdminLogEntry['details'], 'amount' | 'reference'> => ({
  ...(amount ? { amount } : {}), ...(reference ? { reference } : {}),
});

/** One admin log entry about a customer; a plain function, not a closure, as it runs for most events of a rebuild. */
function customerEntry(target: Target, adminId: string, adminName: string, action: AdminLogAction, timestamp: string, details: AdminLogEntry['details']): void {
  const { office, position, userId, userName, email, accountNumber } = target;
  keepInLog(office.adminLog, { adminId, adminName, action, targetUserId: userId, targetUserName: userName, targetUserEmail: email, targetAccountNumber: accountNumber, timestamp, details, id: String(position), position });
}

function log(office: BackOfficeView, position: number, entry: Omit<AdminLogEntry, 'id' | 'position'>): void {
  keepInLog(office.adminLog, { ...entry, id: String(position), position });
}

const logDraft = (office: BackOfficeView, position: number, entry: Omit<AdminLogEntry, 'id' | 'position'> | null): void => {
  if (entry) log(office, position, entry);
};

const logLoan = (loan: Loan | undefined, event: LoanEvent, users: Map<string, User>) => (loan ? loanDecisionEntry(loan, event, users.get(loan.userId)) : null);

function applyContact(office: BackOfficeView, event: ContactEvent): void {
  if (event.type === 'ContactMessageReceived') office.contact.set(event.data.messageId, { ...event.data, readBy: null });
  else {
    const message = office.contact.get(event.data.messageId);
    if (message) office.contact.set(message.messageId, { ...message, readBy: event.data.byName });
  }
}
