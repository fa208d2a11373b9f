/**
 * Administrators inviting administrators (issue 17): send an e-mailed single-use link with a
 * reason, list administrators and invitations, revoke one, and let the invitee set a password
 * and PIN, which registers them as an administrator in the same append that uses the link.
 * Maker-checker (DECISIONS 31, issue 25 item 4; domain/credentials/maker-checker.ts): with two or
 * more administrators an invitation waits for another's approval, which sends the link; with one,
 * the bank's support address (System Settings) is told; every administrator is told of a new one.
 */
import { requireReader } from './admin-service.ts';
import { createHash, randomBytes } from 'node:crypto';
import { foldEvents } from '../../domain/decider.ts';
import { refuse } from '../../domain/errors.ts';
import { notice } from '../../domain/i18n/refusals/notice.ts';
import { isStaff, type StaffRole } from '../../domain/staff/roles.ts';
import { ADMIN_INVITATIONS_STREAM, adminInvitationDecider, roleOfInvitation, checkNewAdminSecrets, checkUsable, findByToken, INVITATION_HOURS, invitationMessages, invitationStatus, sponsorsOf, type AdminInvitationEvent, type Invitation, type InvitationStatus, type Invitations } from '../../domain/credentials/admin-invitation.ts';
import { checkerRefusal, SPONSOR_COOLING_OFF_DAYS, type Checker } from '../../domain/credentials/maker-checker.ts';
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
import { say, type ServerMessages } from '../../domain/i18n/server-messages.ts';
import type { Language } from '../../domain/i18n/language.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export async function invitations(ctx: BankContext): Promise<Invitations> {
  const events = (await ctx.store.readStream(ADMIN_INVITATIONS_STREAM)).map(decodeEvent) as AdminInvitationEvent[];
  return foldEvents(adminInvitationDecider, events);
}

export interface InviteRequest {
  email: string;
  firstName: string;
  lastName: string;
  reason: string;
  /** The staff role the invitee will have (domain/staff/roles.ts); an administrator when absent. */
  role?: StaffRole | undefined;
}

/**
 * Records the invitation. With one administrator its link is mailed at once and the bank's support
 * address is told; with more, it waits for another administrator's approval and they are asked.
 */
export async function inviteAdmin(ctx: BankContext, principal: Principal, request: InviteRequest, requestId: string) {
  const actor = adminActor(principal);
  const email = normalizeEmail(request.email);
  const view = await ctx.live.catchUp();
  const admins = administratorsOf(view);
  const token = randomBytes(32).toString('base64url');
  const at = ctx.clock.now().toISOString();
  const command = { type: 'InviteAdmin' as const, invitationId: ctx.ids.uuid(), userId: ctx.ids.uuid(), email, firstName: request.firstName, lastName: request.lastName, ...(request.role ? { role: request.role } : {}), tokenHash: sha256(token), reason: request.reason, emailTaken: view.usersByEmail.has(email), administrators: admins.length, actor, at };
  const { events } = await handle(ctx.store, adminMetadata(ctx, principal, requestId, request.reason.trim()), adminInvitationDecider, ADMIN_INVITATIONS_STREAM, command);
  const invited = events[0]!.data as Invitation['issued'];
  // The invitee has no language on record yet: they are written to in the inviting administrator's.
  const language = await languageOfCustomer(ctx, principal.user.id);
  const about = { inviter: actor.name, invitee: `${invited.firstName} ${invited.lastName}`.trim(), email, reason: invited.reason };
  if (invited.awaitingApproval) {
    for (const other of admins.filter((a) => a.id !== actor.id)) await mailAdmin(ctx, other.id, other.email, (m) => m.adminInvitation.approvalSubject, (m) => m.adminInvitation.approvalBody, about);
    return { success: true, ...notice('notices.invitationRecorded', { email }), invitationId: invited.invitationId };
  }
  await mailLink(ctx, language, email, actor.name, token);
  const support = view.settings.settings.general.supportEmail.trim();
  if (support) {
    await ctx.money.mailer.send({ to: support, subject: say(language, (m) => m.adminInvitation.onlyAdminSubject), text: say(language, (m) => m.adminInvitation.onlyAdminBody, about) });
  }
  return { success: true, ...notice('notices.invitationSent', { email }), invitationId: invited.invitationId };
}

type Pick = (m: ServerMessages) => string;

/** An administrator's e-mail in their own language. */
async function mailAdmin(ctx: BankContext, userId: string, to: string, subject: Pick, body: Pick, values: Record<string, string | number>): Promise<void> {
  const language = await languageOfCustomer(ctx, userId);
  await ctx.money.mailer.send({ to, subject: say(language, subject), text: say(language, body, values) });
}

async function mailLink(ctx: BankContext, language: Language, to: string, inviter: string, token: string): Promise<void> {
  const link = ctx.publicUrl(`/admin-invitation?token=${token}`);
  await ctx.money.mailer.send({
    to,
    subject: say(language, (m) => m.adminInvitation.subject),
    text: say(language, (m) => m.adminInvitation.body, { inviter, hours: INVITATION_HOURS, link }),
  });
}

const administratorsOf = (view: { users: ReadonlyMap<string, { id: string; role: string; email: string; status?: string }> }) => [...view.users.values()].filter((u) => u.role === 'admin');

/** The administrator as the maker-checker rule sees them: who invited them, and when they accepted. */
export async function checkerOf(ctx: BankContext, principal: Principal): Promise<Checker> {
  return { id: principal.user.id, sponsor: sponsorsOf(await invitations(ctx)).get(principal.user.id) ?? null };
}

/** Another administrator approves a waiting invitation: the link is issued and mailed now. */
export async function approveInvitation(ctx: BankContext, principal: Principal, invitationId: string, requestId: string) {
  const actor = { ...adminActor(principal), ...(await checkerOf(ctx, principal)) };
  const token = randomBytes(32).toString('base64url');
  const at = ctx.clock.now().toISOString();
  await handle(ctx.store, adminMetadata(ctx, principal, requestId, 'approved an administrator invitation'), adminInvitationDecider, ADMIN_INVITATIONS_STREAM, { type: 'ApproveInvitation', invitationId, tokenHash: sha256(token), actor, at });
  const invitation = (await invitations(ctx)).get(invitationId)!;
  await mailLink(ctx, await languageOfCustomer(ctx, invitation.issued.by), invitation.issued.email, invitation.issued.byName, token);
  return { success: true, ...notice('notices.invitationApproved', { email: invitation.issued.email }) };
}

export async function revokeInvitation(ctx: BankContext, principal: Principal, invitationId: string, reason: string, requestId: string) {
  const actor = adminActor(principal);
  const at = ctx.clock.now().toISOString();
  await handle(ctx.store, adminMetadata(ctx, principal, requestId, reason.trim()), adminInvitationDecider, ADMIN_INVITATIONS_STREAM, { type: 'RevokeInvitation', invitationId, reason, actor, at });
  return { success: true, message: 'Invitation revoked.' };
}

/** The administrators and every invitation with its status now, newest first. */
export async function listAdministrators(ctx: BankContext, principal: Principal) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const now = ctx.clock.now().toISOString();
  const admins = [...view.users.values()].filter((u) => isStaff(u.role)).map((u) => ({ id: u.id, name: `${u.profile.firstName} ${u.profile.lastName}`.trim(), email: u.email, since: u.createdAt, role: u.role as StaffRole }));
  const me = await checkerOf(ctx, principal);
  const sent = [...(await invitations(ctx)).values()].reverse().map((i) => ({
    id: i.issued.invitationId, email: i.issued.email, name: `${i.issued.firstName} ${i.issued.lastName}`.trim(), role: roleOfInvitation(i), status: invitationStatus(i, now) as InvitationStatus,
    mayApprove: invitationStatus(i, now) === 'awaiting_approval' && checkerRefusal(i.issued.by, me, now) === null, approvedBy: i.approved?.byName ?? null,
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
    const registration = decideAdminRegistration({ type: 'RegisterAdmin', userId, email: invited, accountNumber, passwordHash, pinHash, at, firstName, lastName, role: roleOfInvitation(invitation) }, owner);
    if (registration.length === 0) refuse('conflict', invitationMessages.emailTaken);
    return { appends: [{ streamId: stream.streamId, events: used }, ...registration], result: invited };
  });
  await tellAdministrators(ctx, invitation.issued.invitationId);
  return { success: true, message: 'Your administrator account is ready. Sign in with your e-mail, password and PIN.', email };
}

/** Every administrator but the new one is e-mailed that an administrator was created, by whom, and the rule that now holds. */
async function tellAdministrators(ctx: BankContext, invitationId: string): Promise<void> {
  const view = await ctx.live.catchUp();
  const invitation = (await invitations(ctx)).get(invitationId);
  if (!invitation) return;
  const { issued, approved } = invitation;
  for (const admin of administratorsOf(view).filter((a) => a.id !== issued.userId)) {
    const language = await languageOfCustomer(ctx, admin.id);
    const approval = approved ? say(language, (m) => m.adminInvitation.approvedBy, { approver: approved.byName }) : '';
    await mailAdmin(ctx, admin.id, admin.email, (m) => m.adminInvitation.createdSubject, (m) => m.adminInvitation.createdBody,
      { invitee: `${issued.firstName} ${issued.lastName}`.trim(), email: issued.email, inviter: issued.byName, approval, days: SPONSOR_COOLING_OFF_DAYS });
  }
}
