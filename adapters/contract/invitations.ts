/** Administrator invitations in the API contract (issue 17): the back office's list, invite and revoke, and the invitee's public check and accept. */
import { z } from 'zod';
import type { Said } from '../../domain/i18n/refusals/words.ts';
import { email, id, linkToken, text } from './fields.ts';
import { staffRoles, type StaffRole } from '../../domain/staff/roles.ts';

export const invitationRequests = {
  'admin-administrators': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }),
    z.object({ action: z.literal('invite'), email, firstName: text(100), lastName: text(100), reason: text(500), role: z.enum(staffRoles).optional() }),
    z.object({ action: z.literal('revoke'), invitationId: id, reason: text(500) }),
    z.object({ action: z.literal('approve'), invitationId: id }),
  ]),
  'admin-invitation-check': z.object({ token: linkToken }),
  'admin-invitation-accept': z.object({ token: linkToken, password: text(200), confirmPassword: text(200), pin: text(10), confirmPin: text(10) }),
};

export type InvitationStatusName = 'ready' | 'used' | 'expired' | 'revoked' | 'invalid' | 'awaiting_approval';

export interface AdministratorItem {
  id: string;
  name: string;
  email: string;
  since: string;
  /** Administrator, auditor, branch manager or loan officer. */
  role: StaffRole;
}

export interface InvitationItem {
  id: string;
  email: string;
  name: string;
  /** The staff role the invitee will have. */
  role: StaffRole;
  status: InvitationStatusName;
  invitedBy: string;
  reason: string;
  at: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedReason: string | null;
  /** Waiting for approval, and the caller may approve it (not the inviter, nor an administrator they invited within 30 days). */
  mayApprove: boolean;
  approvedBy: string | null;
}

/** A notice with a parameter also carries its key and parameters (messageSaid), so the browser words it in the reader's language; `message` stays the English. */
type Message = { success: boolean; message: string; messageSaid?: Said };

export interface InvitationAnswers {
  'admin-administrators': {
    list: { success: boolean; administrators: AdministratorItem[]; invitations: InvitationItem[] };
    invite: Message & { invitationId: string };
    revoke: Message;
    approve: Message;
  };
  'admin-invitation-check': { success: boolean; status: InvitationStatusName; email: string | null; name: string | null };
  'admin-invitation-accept': Message & { email: string };
}
