/**
 * The audit replay's answer: a plain snapshot of the bank as of a position (balances,
 * statuses, settings, the bank's own accounts, the loans and their portfolio) and the
 * difference between two snapshots.
 */
import { daysInArrears, dueNow, outstandingPrincipal } from '../loans/money.ts';
import { portfolioOf, type Portfolio } from '../loans/portfolio.ts';
import type { LoanStatus } from '../loans/state.ts';
import type { Settings } from '../settings/defaults.ts';
import type { BankView } from './bank.ts';
import type { UserRole } from '../user/events.ts';

export interface UserSnapshot {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: string;
  frozen: boolean;
  usd: number;
  btc: number;
}

/** One loan as the log tells it at a moment; money in cents, arrears as of the snapshot's day. */
export interface LoanSnapshot {
  id: string;
  userId: string;
  /** The customer's name then (their e-mail when they gave none), as the users of the snapshot read. */
  name: string;
  product: string;
  status: LoanStatus;
  principal: number;
  outstanding: number;
  /** What had fallen due and was unpaid (instalments, interest, fees). */
  arrears: number;
  daysInArrears: number;
}

export interface BankSnapshot {
  position: number;
  eventCount: number;
  /** The day the loans' arrears and the portfolio are counted on (YYYY-MM-DD). */
  asOf: string;
  users: UserSnapshot[];
  settings: Settings;
  settingsUpdatedBy: string | null;
  /** Every account of the book with a non-zero balance, minor units. */
  book: Record<string, number>;
  loans: LoanSnapshot[];
  /** The back office's portfolio figures (by status, outstanding, PAR30) from the loans then. */
  portfolio: Portfolio;
}

/** The bank at the view's position; `asOf` is the day of that moment, for what is late by then. */
export function snapshotBank(view: BankView, asOf: string): BankSnapshot {
  const users = [...view.users.values()].map((u) => ({
    id: u.id, name: `${u.profile.firstName} ${u.profile.lastName}`.trim(), email: u.email, role: u.role,
    status: u.status, frozen: u.frozen, usd: u.balances.USD, btc: u.balances.BTC,
  }));
  const book: Record<string, number> = {};
  for (const [account, balance] of [...view.book.entries()].sort(([a], [b]) => a.localeCompare(b))) if (balance !== 0) book[account] = balance;
  return {
    position: view.position, eventCount: view.eventCount, asOf, users, settings: structuredClone(view.settings.settings), settingsUpdatedBy: view.settings.updatedBy, book,
    loans: snapshotLoans(view, asOf), portfolio: portfolioOf(view.loans.values(), asOf),
  };
}

function snapshotLoans(view: BankView, asOf: string): LoanSnapshot[] {
  return [...view.loans.values()].map((loan) => {
    const user = view.users.get(loan.userId);
    const name = user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email : loan.customerName;
    const active = loan.status === 'active';
    return {
      id: loan.loanId, userId: loan.userId, name, product: loan.productName, status: loan.status, principal: loan.terms.principal,
      outstanding: outstandingPrincipal(loan), arrears: active ? dueNow(loan) : 0, daysInArrears: active ? daysInArrears(loan, asOf) : 0,
    };
  });
}

export interface FieldChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface UserDiff {
  id: string;
  name: string;
  change: 'added' | 'removed' | 'changed';
  fields: FieldChange[];
}

export interface BankDiff {
  from: number;
  to: number;
  events: number;
  users: UserDiff[];
  settings: FieldChange[];
  book: FieldChange[];
  /** Loans applied for in between (added) or whose status, outstanding principal or arrears moved. */
  loans: UserDiff[];
}

const USER_FIELDS = ['name', 'email', 'status', 'frozen', 'usd', 'btc'] as const;

export function diffBanks(before: BankSnapshot, after: BankSnapshot): BankDiff {
  return {
    from: before.position,
    to: after.position,
    events: after.eventCount - before.eventCount,
    users: diffUsers(before.users, after.users),
    settings: diffSettings(before.settings, after.settings),
    book: diffRecords(before.book, after.book, 0),
    loans: diffLoans(before.loans, after.loans),
  };
}

const LOAN_FIELDS = ['status', 'outstanding', 'arrears', 'daysInArrears'] as const;

function diffLoans(before: readonly LoanSnapshot[], after: readonly LoanSnapshot[]): UserDiff[] {
  const old = new Map(before.map((l) => [l.id, l]));
  const changes: UserDiff[] = [];
  for (const loan of after) {
    const prior = old.get(loan.id);
    const fields = LOAN_FIELDS.filter((field) => prior?.[field] !== loan[field]).map((field) => ({ field, from: prior ? prior[field] : null, to: loan[field] }));
    if (fields.length > 0) changes.push({ id: loan.id, name: `${loan.name}: ${loan.product}`, change: prior ? 'changed' : 'added', fields });
  }
  return changes;
}

function diffUsers(before: readonly UserSnapshot[], after: readonly UserSnapshot[]): UserDiff[] {
  const old = new Map(before.map((u) => [u.id, u]));
  const changes: UserDiff[] = [];
  for (const user of after) {
    const prior = old.get(user.id);
    old.delete(user.id);
    if (!prior) {
      changes.push({ id: user.id, name: user.name, change: 'added', fields: USER_FIELDS.map((field) => ({ field, from: null, to: user[field] })) });
      continue;
    }
    const fields = USER_FIELDS.filter((field) => prior[field] !== user[field]).map((field) => ({ field, from: prior[field], to: user[field] }));
    if (fields.length > 0) changes.push({ id: user.id, name: user.name, change: 'changed', fields });
  }
  for (const user of old.values()) changes.push({ id: user.id, name: user.name, change: 'removed', fields: [] });
  return changes;
}

function diffSettings(before: Settings, after: Settings): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const group of Object.keys(after) as (keyof Settings)[]) {
    const a = before[group] as Record<string, string | number | boolean>;
    const b = after[group] as Record<string, string | number | boolean>;
    for (const key of Object.keys(b)) if (a[key] !== b[key]) changes.push({ field: `${group}.${key}`, from: a[key] ?? null, to: b[key] ?? null });
  }
  return changes;
}

function diffRecords(before: Record<string, number>, after: Record<string, number>, missing: number): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.filter((key) => (before[key] ?? missing) !== (after[key] ?? missing)).map((key) => ({ field: key, from: before[key] ?? missing, to: after[key] ?? missing }));
}
