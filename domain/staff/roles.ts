/**
 * Who works at the bank and what each may do (issues 28 and 29): the administrator acts on
 * everything, the auditor reads every back-office page and acts on nothing, the branch manager
 * approves within a branch and the loan officer acts for the customers and groups assigned to
 * them. Customers have the role 'user'. The function table (adapters/http/functions/entry.ts)
 * names which staff roles may call each function; this file is the one list of them.
 */
import { refuse, said } from '../errors.ts';

export const staffRoles = ['admin', 'auditor', 'branch_manager', 'loan_officer'] as const;

export type StaffRole = (typeof staffRoles)[number];

export const isStaff = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);

/** Refuses (403) anyone whose role is not among `allowed`; the auditor is never allowed to act, only to read. */
export function requireStaffRole(role: string, allowed: readonly StaffRole[]): void {
  if (!isStaff(role) || !allowed.includes(role)) refuse('forbidden', said('session.areaForAdministrators'));
}

/** Who reads the whole back office (every page, report and the audit replay): the administrator, and the auditor who acts on nothing. */
export const backOfficeReaders: readonly StaffRole[] = ['admin', 'auditor'];

/** Whether this role reads the back office; acting on it is the administrator's alone (requireAdmin). */
export const readsBackOffice = (role: string): boolean => (backOfficeReaders as readonly string[]).includes(role);

/** What the back office lets this role do, as the session answers it and the views read it (never re-deciding the rule). */
export interface BackOfficeCapability {
  /** Reads the back office's pages, reports and audit replay. */
  read: boolean;
  /** Acts: posts, corrects, freezes, approves, closes. False for an auditor. */
  act: boolean;
}

export const backOfficeCapability = (role: string): BackOfficeCapability => ({ read: readsBackOffice(role), act: role === 'admin' });
