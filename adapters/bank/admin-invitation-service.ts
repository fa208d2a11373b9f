/**
 * Administrators inviting administrators (issue 17): send an e-mailed single-use link with a
 * reason, list administrators and invitations, revoke one, and let the invitee set a password
 * and PIN, which registers them as an administrator in the same append that uses the link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { foldEvents } from '../../domain/decider.ts';
import { refuse } from '../../domain/errors.ts';
import { ADMIN_INVITATIONS_STREAM, adminInvitationDecider, checkNewAdminSecrets, checkUsable, findByToken, INVITATION_HOURS, invitationMessages, invitationStatus, type AdminInvitationEvent, type InvitationStatus, type Invitations } from '../../domain/credentials/admin-invitation.ts';
import { credentialsStream } from '../../domain/credentials/credentials.ts';
import { enforcePasswordRule } from '../../domain/credentials/password-policy.ts';
import { accountNumberStream, claimOwner, emailStream, normalizeEmail, type ClaimEvent } from '../../domain/user/claims.ts';
import { userStream } from '../../domain/user/events.ts';
import { decideAdminRegistration } from '../../domain/user/registration.ts';
import { commonPasswordCheck } from '../security/password-check.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { handle } from '../engine/handle.ts';
import { runCommand } from '../engine/unit-of-work.ts';
import { adminActor, adminMetadata } from './admin-common.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { languageOfCustomer } from './customer-language.ts';
import { say } from '../../domain/i18n/server-messages.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

async function invitations(ctx: BankContext): Promise<Invitations> {
  const events = (await ctx.store.readStream(ADMIN_INVITATIONS_STREAM)).map(decodeEvent) as AdminInvitationEvent[];
  return foldEvents(adminInvitationDecider, events);
}

export interface InviteRequest {
  email: string;
  firstName: string;
  lastName: string;
  reason: string;
}

/** Records the invitation and mails its link; the token exists only in the e-mail. */
export async function inviteAdmin(ctx: BankContext, principal: Principal, request: InviteRequest, requestId: string) {
  const actor = adminActor(principal);
  const email = normalizeEmail(request.email);
  const view = await ctx.live.catchUp();
  const token = randomBytes(32).toString('base64url');
  const at = ctx.clock.now().toISOString();
  const command = { type: 'InviteAdmin' as const, invitationId: ctx.ids.uuid(), userId: ctx.ids.uuid(), email, firstName: request.firstName, lastName: request.lastName, tokenHash: sha256(token), reason: request.reason, emailTaken: view.usersByEmail.has(email), actor, at };
  const { events } = await handle(ctx.store, adminMetadata(ctx, principal, requestId, request.reason.trim()), adminInvitationDecider, ADMIN_INVITATIONS_STREAM, command);
  const link = ctx.publicUrl(`/admin-invitation?token=${token}`);
  // The invitee has no language on record yet: they are written to in the inviting administrator's.
  const language = await languageOfCustomer(ctx, principal.user.id);
  await ctx.money.mailer.send({
    to: email,
    subject: say(language, (m) => m.adminInvitation.subject),
    text: say(language, (m) => m.adminInvitation.body, { inviter: actor.name, hours: INVITATION_HOURS, link }),
  });
  return { success: true, message: `Invitation sent to ${email}.`, invitationId: events[0]!.data.invitationId };
}

export async function revokeInvitation(ctx: BankContext, principal: Principal, invitationId: string, reason: string, requestId: string) {
  const actor = adminActor(principal);
  const at = ctx.clock.now().toISOString();
  await handle(ctx.store, adminMetadata(ctx, principal, requestId, reason.trim()), adminInvitationDecider, ADMIN_INVITATIONS_STREAM, { type: 'RevokeInvitation', invitationId, reason, actor, at });
  return { success: true, message: 'Invitation revoked.' };
}

/** The administrators and every invitation with its status now, newest first. */
export async function listAdministrators(ctx: BankContext, principal: Principal) {
  adminActor(principal);
  const view = await ctx.live.catchUp();
  const now = ctx.clock.now().toISOString();
  const admins = [...view.users.values()].filter((u) => u.role === 'admin').map((u) => ({ id: u.id, name: `${u.profile.firstName} ${u.profile.lastName}`.trim(), email: u.email, since: u.createdAt }));
  const sent = [...(await invitations(ctx)).values()].reverse().map((i) => ({
    id: i.issued.invitationId, email: i.issued.email, name: `${i.issued.firstName} ${i.issued.lastName}`.trim(), status: invitationStatus(i, now) as InvitationStatus,
    invitedBy: i.issued.byName, reason: i.issued.reason, at: i.issued.at, expiresAt: i.issued.expiresAt, acceptedAt: i.acceptedAt, revokedReason: i.revoked?.reason ?? null,
  }));
  return { success: true, administrators: admins, invitations: sent };
}

/** What the invitation page shows before the form: whom it is for, or why it cannot be used. */
export async function checkInvitation(ctx: BankContext, token: string) {
  const invitation = findByToken(await invitations(ctx), sha256(token));
  const status = invitationStatus(invitation, ctx.clock.now().toISOString());
  return { success: true, status, email: status === 'ready' ? invitation?.issued.email ?? null : null, name: status === 'ready' ? invitation?.issued.firstName ?? null : null };
}

export interface AcceptRequest {
  token: string;
  password: string;
  confirmPassword: string;
  pin: string;
  confirmPin: string;
}

/** Uses the link once and registers the administrator; an unusable link is refused before the slow hashes. */
export async function acceptInvitation(ctx: BankContext, request: AcceptRequest, requestId: string) {
  const tokenHash = sha256(request.token);
  const invitation = checkUsable(findByToken(await invitations(ctx), tokenHash), ctx.clock.now().toISOString());
  checkNewAdminSecrets(request);
  // The administrators' password rule is the strictest (bootstrap.ts): they guard the whole bank.
  enforcePasswordRule(request.password, { complexity: true, isCommon: await commonPasswordCheck(), userInputs: [invitation.issued.email, invitation.issued.firstName, invitation.issued.lastName] });
  const [passwordHash, pinHash] = await Promise.all([ctx.hasher.hashPassword(request.password), ctx.hasher.hashPin(request.pin)]);
  const at = ctx.clock.now().toISOString();
  const accountNumber = ctx.ids.digits(10);
  const email = await runCommand(ctx.store, { actor: invitation.issued.userId, at, requestId, reason: 'accepted an administrator invitation' }, async (reads) => {
    const stream = await reads.load<AdminInvitationEvent>(ADMIN_INVITATIONS_STREAM);
    const used = adminInvitationDecider.decide({ type: 'AcceptInvitation', tokenHash, at }, foldEvents(adminInvitationDecider, stream.events));
    const { userId, email: invited, firstName, lastName } = invitation.issued;
    const owner = claimOwner((await reads.load<ClaimEvent>(emailStream(invited))).events);
    for (const streamId of [accountNumberStream(accountNumber), userStream(userId), credentialsStream(userId)]) await reads.load(streamId);
    const registration = decideAdminRegistration({ type: 'RegisterAdmin', userId, email: invited, accountNumber, passwordHash, pinHash, at, firstName, lastName }, owner);
    if (registration.length === 0) refuse('conflict', invitationMessages.emailTaken);
    return { appends: [{ streamId: stream.streamId, events: used }, ...registration], result: invited };
  });
  await ctx.live.catchUp();
  return { success: true, message: 'Your administrator account is ready. Sign in with your e-mail, password and PIN.', email };
}
