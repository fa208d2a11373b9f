/**
 * Who may see a customer's KYC documents (issue 29 item 6): the customer, and staff of the
 * customer's branch; never the auditor (who reads KYC status, never document bytes). The branches
 * come from the field stream: adapters/bank/kyc-read-service.ts passes the customer's placement
 * (the head office until placed) and the staff member's branch (null when not placed: an
 * administrator is placed nowhere and sees every branch's). A loan officer is further held to the
 * customers assigned to them there (domain/field/access.ts `actsForCustomer`).
 */
import type { StaffRole } from '../staff/roles.ts';

export interface DocumentViewer { id: string; role: StaffRole | 'user'; branch: string | null }

export interface DocumentOwner { id: string; branch: string | null }

/** Whether `viewer` may see the bytes of `owner`'s documents. */
export function mayViewDocuments(viewer: DocumentViewer, owner: DocumentOwner): boolean {
  if (viewer.role === 'user') return viewer.id === owner.id;
  if (viewer.role === 'auditor') return false;
  // Until branches exist the administrator sees every customer's; once they do, only their branch's.
  if (viewer.role === 'admin' && (owner.branch === null || viewer.branch === null)) return true;
  return owner.branch !== null && viewer.branch === owner.branch;
}
