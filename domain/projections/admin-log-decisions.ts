/**
 * The admin activity log's entries for decisions taken outside a customer's own stream: each
 * maker-checker step on a loan (recommended, approved, rejected, paid out, rescheduled) and each
 * administrator invitation (sent, revoked). They take the data shape of the other entries (an
 * action code, the administrator, the customer or invitee, and details), so they are worded
 * wherever the others are.
 */
import type { AdminInvitationEvent } from '../credentials/admin-invitation.ts';
import type { LoanEvent } from '../loans/events.ts';
import type { Loan } from '../loans/state.ts';
import type { User } from '../user/state.ts';
import type { AdminLogEntry } from './admin-log.ts';

export type LogDraft = Omit<AdminLogEntry, 'id' | 'position'>;

/** Who an invitation was for, kept from AdminInvited so its revocation names them. */
export interface Invitee { userId: string; name: string; email: string }

const loanActions = {
  LoanRecommended: 'LOAN_RECOMMENDED',
  LoanApproved: 'LOAN_APPROVED',
  LoanRejected: 'LOAN_REJECTED',
  LoanDisbursed: 'LOAN_DISBURSED',
  LoanRescheduled: 'LOAN_RESCHEDULED',
} as const;

const nameOf = (user: User | undefined, fallback: string): string => (user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email : fallback);

/** The entry for an administrator's step on a loan, or null for the loan's other events (applying, instalments, payments). */
export function loanDecisionEntry(loan: Loan, event: LoanEvent, customer: User | undefined): LogDraft | null {
  if (!(event.type in loanActions)) return null;
  const step = event as Extract<LoanEvent, { type: keyof typeof loanActions }>;
  const { by, byName, at } = step.data;
  const given = step.type === 'LoanRejected' || step.type === 'LoanRescheduled' ? step.data.reason : step.type === 'LoanDisbursed' ? '' : step.data.note;
  // Paid out is money leaving the bank for the customer's account, so it is signed like the other money entries.
  const amount = { minor: loan.terms.principal, currency: 'USD' as const, signed: step.type === 'LoanDisbursed' };
  // What the step was about, as a key and values worded by the reader's catalogue (admin:log.says.loanTerms), never an English sentence.
  const instalments = step.type === 'LoanRescheduled' ? step.data.instalments.length : loan.terms.term;
  return {
    adminId: by, adminName: byName, action: loanActions[step.type],
    targetUserId: loan.userId, targetUserName: nameOf(customer, loan.customerName), targetUserEmail: customer?.email ?? '', targetAccountNumber: customer?.accountNumber ?? '',
    timestamp: at, details: { reason: given, says: { key: 'loanTerms', product: loan.productName, instalments }, amount },
  };
}

/** The entry for an invitation sent or revoked (its acceptance is the invitee's own step, not an administrator's). */
export function invitationEntry(event: AdminInvitationEvent, invitees: Map<string, Invitee>): LogDraft | null {
  if (event.type === 'AdminInvited') {
    const { invitationId, userId, email, firstName, lastName, by, byName, reason, at } = event.data;
    const invitee = { userId, name: `${firstName} ${lastName}`.trim(), email };
    invitees.set(invitationId, invitee);
    return { adminId: by, adminName: byName, action: 'ADMIN_INVITED', targetUserId: userId, targetUserName: invitee.name, targetUserEmail: email, targetAccountNumber: '', timestamp: at, details: { reason } };
  }
  if (event.type === 'AdminInvitationRevoked') {
    const { invitationId, by, byName, reason, at } = event.data;
    const invitee = invitees.get(invitationId);
    return { adminId: by, adminName: byName, action: 'ADMIN_INVITATION_REVOKED', targetUserId: invitee?.userId ?? null, targetUserName: invitee?.name ?? '', targetUserEmail: invitee?.email ?? '', targetAccountNumber: '', timestamp: at, details: { reason } };
  }
  return null;
}
