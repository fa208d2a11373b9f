/**
 * Inviting another administrator (issue 17: maker-checker needs two). An administrator names
 * the invitee and gives a reason; the invitee gets a single-use link, good for 24 hours, to set
 * a password and a PIN. Every invitation lives in the one `admin-invitations` stream (they are
 * rare), so accepting or revoking is decided on all of them at once with one expected version,
 * and the back office lists them from that stream alone. Only the token's SHA-256 is stored.
 * Once the bank has two administrators, an invitation waits for another one's approval before
 * its link is sent (maker-checker.ts); the approval issues the link.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import type { Decider } from '../decider.ts';
import { english, refuse, said, unreachable, wordsOf } from '../errors.ts';
import { linkStatus, type IssuedLink, type LinkState, type LinkStatus } from './single-use-link.ts';
import { checkerRefusal, invitationNeedsApproval, type Checker, type Sponsor } from './maker-checker.ts';
import type { UserRole } from '../user/events.ts';
import { staffRoles, type StaffRole } from '../staff/roles.ts';

export const ADMIN_INVITATIONS_STREAM = 'admin-invitations';
export const INVITATION_HOURS = 24;

const isoTime = z.string().min(20).max(40);
const id = z.string().min(1).max(64);
const reason = z.string().min(1).max(500);

export const adminInvitationEventSchemas = {
  AdminInvited: z.object({
    invitationId: id,
    /** The id the new administrator will have: the link's owner, as single-use links name one. */
    userId: id,
    email: z.string().min(3).max(254),
    firstName: z.string().min(1).max(100),
    lastName: z.string().max(100),
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    by: id,
    byName: z.string().max(200),
    reason,
    expiresAt: isoTime,
    at: isoTime,
    /** Sent while the bank had two or more administrators: no link until another one approves (tokenHash then names no link). */
    awaitingApproval: z.boolean().optional(),
    /** The staff role the invitee will have (issue 28 item 5); an administrator when absent. */
    role: z.enum(staffRoles).optional(),
  }),
  /** Another administrator approved a waiting invitation: its link is issued now, good for 24 hours from here. */
  AdminInvitationApproved: z.object({ invitationId: id, by: id, byName: z.string().max(200), tokenHash: z.string().regex(/^[0-9a-f]{64}$/), expiresAt: isoTime, at: isoTime }),
  AdminInvitationAccepted: z.object({ invitationId: id, userId: id, at: isoTime }),
  AdminInvitationRevoked: z.object({ invitationId: id, by: id, byName: z.string().max(200), reason, at: isoTime }),
};

type Schemas = typeof adminInvitationEventSchemas;
export type AdminInvitationEvent = EventUnion<Schemas>;

export type IssuedInvitation = IssuedLink & z.infer<Schemas['AdminInvited']>;

export interface Invitation extends LinkState<IssuedInvitation> {
  issued: IssuedInvitation;
  revoked: { by: string; byName: string; reason: string; at: string } | null;
  acceptedAt: string | null;
  awaitingApproval: boolean;
  approved: { by: string; byName: string; at: string } | null;
}

export type InvitationStatus = LinkStatus | 'revoked' | 'awaiting_approval';

/** Every invitation by id, in the order sent. */
export type Invitations = ReadonlyMap<string, Invitation>;

export const invitationMessages = {
  invalid: english('links.invitationInvalid'),
  used: english('links.invitationUsed'),
  expired: english('links.invitationExpired', { hours: INVITATION_HOURS }),
  revoked: english('links.revoked'),
  reasonRequired: english('links.reasonRequired'),
  emailTaken: english('links.emailTaken'),
  pending: english('links.pending'),
  notPending: english('links.notPending'),
  awaitingApproval: english('links.awaitingApproval'),
  notAwaiting: english('links.notAwaiting'),
} as const;

/** What the link can do at `at`: a revoked invitation says so before anything else. */
export function invitationStatus(invitation: Invitation | undefined, at: string): InvitationStatus {
  if (!invitation) return 'invalid';
  if (invitation.revoked) return 'revoked';
  if (invitation.awaitingApproval) return 'awaiting_approval';
  return linkStatus(invitation, at);
}

export function evolveInvitations(state: Invitations, event: AdminInvitationEvent): Invitations {
  const next = new Map(state);
  const known = state.get(event.data.invitationId);
  if (event.type === 'AdminInvited') next.set(event.data.invitationId, { issued: event.data, used: false, revoked: null, acceptedAt: null, awaitingApproval: event.data.awaitingApproval === true, approved: null });
  else if (known && event.type === 'AdminInvitationApproved') {
    const { tokenHash, expiresAt, by, byName, at } = event.data;
    next.set(known.issued.invitationId, { ...known, issued: { ...known.issued, tokenHash, expiresAt }, awaitingApproval: false, approved: { by, byName, at } });
  }
  else if (known && event.type === 'AdminInvitationAccepted') next.set(known.issued.invitationId, { ...known, used: true, acceptedAt: event.data.at });
  else if (known && event.type === 'AdminInvitationRevoked') next.set(known.issued.invitationId, { ...known, revoked: { by: event.data.by, byName: event.data.byName, reason: event.data.reason, at: event.data.at } });
  return next;
}

export const findByToken = (state: Invitations, tokenHash: string): Invitation | undefined => [...state.values()].find((i) => !i.awaitingApproval && i.issued.tokenHash === tokenHash);

/** Who invited each administrator who came by invitation, and when they accepted: the maker-checker rule's sponsors. */
export function sponsorsOf(state: Invitations): Map<string, Sponsor> {
  const sponsors = new Map<string, Sponsor>();
  for (const invitation of state.values()) if (invitation.acceptedAt) sponsors.set(invitation.issued.userId, { by: invitation.issued.by, since: invitation.acceptedAt });
  return sponsors;
}

export interface Inviter {
  id: string;
  name: string;
  role: UserRole;
}

export type InvitationCommand =
  | { type: 'InviteAdmin'; invitationId: string; userId: string; email: string; firstName: string; lastName: string; role?: StaffRole; tokenHash: string; reason: string; emailTaken: boolean; administrators: number; actor: Inviter; at: string }
  | { type: 'ApproveInvitation'; invitationId: string; tokenHash: string; actor: Inviter & Checker; at: string }
  | { type: 'RevokeInvitation'; invitationId: string; reason: string; actor: Inviter; at: string }
  | { type: 'AcceptInvitation'; tokenHash: string; at: string };

function requireAdmin(actor: Inviter): void {
  if (actor.role !== 'admin') refuse('forbidden', said('session.actionRequiresAdministrator'));
}

function requireReason(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) refuse('validation', invitationMessages.reasonRequired, { reason: invitationMessages.reasonRequired });
  return trimmed;
}

function invite(command: Extract<InvitationCommand, { type: 'InviteAdmin' }>, state: Invitations): AdminInvitationEvent[] {
  requireAdmin(command.actor);
  const reason = requireReason(command.reason);
  if (!command.firstName.trim()) refuse('validation', said('signUp.firstNameRequired'), { firstName: said('signUp.firstNameRequired') });
  if (command.emailTaken) refuse('conflict', invitationMessages.emailTaken, { email: invitationMessages.emailTaken });
  const pending = [...state.values()].some((i) => i.issued.email === command.email && ['ready', 'awaiting_approval'].includes(invitationStatus(i, command.at)));
  if (pending) refuse('conflict', invitationMessages.pending, { email: invitationMessages.pending });
  const { invitationId, userId, email, tokenHash, actor, at } = command;
  const expiresAt = new Date(Date.parse(at) + INVITATION_HOURS * 3_600_000).toISOString();
  const awaitingApproval = invitationNeedsApproval(command.administrators) ? { awaitingApproval: true } : {};
  const role = command.role && command.role !== 'admin' ? { role: command.role } : {};
  return [{ type: 'AdminInvited', data: { invitationId, userId, email, firstName: command.firstName.trim(), lastName: command.lastName.trim(), tokenHash, by: actor.id, byName: actor.name, reason, expiresAt, at, ...awaitingApproval, ...role } }];
}

/** Another administrator, allowed by the maker-checker rule to check the inviter, approves: the link is issued now. */
function approve(command: Extract<InvitationCommand, { type: 'ApproveInvitation' }>, state: Invitations): AdminInvitationEvent[] {
  requireAdmin(command.actor);
  const invitation = state.get(command.invitationId);
  if (!invitation) return refuse('not_found', invitationMessages.invalid);
  if (invitationStatus(invitation, command.at) !== 'awaiting_approval') refuse('conflict', invitationMessages.notAwaiting);
  const refusal = checkerRefusal(invitation.issued.by, command.actor, command.at);
  if (refusal) refuse('forbidden', wordsOf(refusal));
  const expiresAt = new Date(Date.parse(command.at) + INVITATION_HOURS * 3_600_000).toISOString();
  return [{ type: 'AdminInvitationApproved', data: { invitationId: command.invitationId, by: command.actor.id, byName: command.actor.name, tokenHash: command.tokenHash, expiresAt, at: command.at } }];
}

function revoke(command: Extract<InvitationCommand, { type: 'RevokeInvitation' }>, state: Invitations): AdminInvitationEvent[] {
  requireAdmin(command.actor);
  const reason = requireReason(command.reason);
  const invitation = state.get(command.invitationId);
  if (!invitation) return refuse('not_found', invitationMessages.invalid);
  if (invitationStatus(invitation, command.at) === 'revoked') return [];
  if (!['ready', 'awaiting_approval'].includes(invitationStatus(invitation, command.at))) refuse('conflict', invitationMessages.notPending);
  return [{ type: 'AdminInvitationRevoked', data: { invitationId: command.invitationId, by: command.actor.id, byName: command.actor.name, reason, at: command.at } }];
}

/** The link used once: refused with words that say why when it is unknown, used, expired or revoked. */
export function checkUsable(invitation: Invitation | undefined, at: string): Invitation {
  const status = invitationStatus(invitation, at);
  if (status !== 'ready' || !invitation) return refuse(status === 'invalid' ? 'not_found' : 'conflict', invitationMessages[status === 'ready' ? 'invalid' : status === 'awaiting_approval' ? 'awaitingApproval' : status]);
  return invitation;
}

function accept(command: Extract<InvitationCommand, { type: 'AcceptInvitation' }>, state: Invitations): AdminInvitationEvent[] {
  const invitation = checkUsable(findByToken(state, command.tokenHash), command.at);
  return [{ type: 'AdminInvitationAccepted', data: { invitationId: invitation.issued.invitationId, userId: invitation.issued.userId, at: command.at } }];
}

export const adminInvitationDecider: Decider<InvitationCommand, AdminInvitationEvent, Invitations> = {
  initialState: new Map(),
  evolve: evolveInvitations,
  decide(command, state) {
    switch (command.type) {
      case 'InviteAdmin':
        return invite(command, state);
      case 'RevokeInvitation':
        return revoke(command, state);
      case 'ApproveInvitation':
        return approve(command, state);
      case 'AcceptInvitation':
        return accept(command, state);
      default:
        return unreachable(command);
    }
  },
};

/** The accept form's own rules (the password rule itself is checked beside it): both entries match, the PIN is 4 digits. */
export function checkNewAdminSecrets(form: { password: string; confirmPassword: string; pin: string; confirmPin: string }): void {
  const errors: Record<string, string> = {};
  if (!form.password) errors.password = 'Password is required';
  else if (form.password !== form.confirmPassword) errors.confirmPassword = 'Passwords do not match';
  if (!/^\d{4}$/.test(form.pin)) errors.pin = 'PIN must be exactly 4 digits';
  else if (form.pin !== form.confirmPin) errors.confirmPin = 'PINs do not match';
  const first = Object.values(errors)[0];
  if (first) refuse('validation', wordsOf(first), errors);
}

/** The staff role an invitation gives: the one the inviter chose, an administrator when none was. */
export const roleOfInvitation = (invitation: Pick<Invitation, 'issued'>): StaffRole => invitation.issued.role ?? 'admin';
