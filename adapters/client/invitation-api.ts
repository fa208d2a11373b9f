/** The browser's calls for administrator invitations (issue 17): the back office's list, invite and revoke, and the invitee's check and accept. */
import { call } from './bank-api.ts';

export type { AdministratorItem, InvitationItem, InvitationStatusName } from '../contract/index.ts';

export const listAdministrators = () => call('admin-administrators', { action: 'list' });

/** Invites a staff member with the role chosen (administrator when none is, issue 28 item 5). */
export const inviteAdministrator = (invite: { email: string; firstName: string; lastName: string; reason: string; role?: 'admin' | 'auditor' | 'branch_manager' | 'loan_officer' }) => call('admin-administrators', { action: 'invite', ...invite });

export const revokeInvitation = (invitationId: string, reason: string) => call('admin-administrators', { action: 'revoke', invitationId, reason });

/** Another administrator's approval of a waiting invitation (DECISIONS 31): the link is e-mailed then. */
export const approveInvitation = (invitationId: string) => call('admin-administrators', { action: 'approve', invitationId });

export const checkInvitation = (token: string) => call('admin-invitation-check', { token });

export const acceptInvitation = (form: { token: string; password: string; confirmPassword: string; pin: string; confirmPin: string }) => call('admin-invitation-accept', form);
