/**
 * Forgot password: mails a single-use, 30-minute reset link (never says whether the address
 * has an account), and on use sets the new password hash and revokes every session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { resetPasswordCommand } from '../../domain/credentials/password-reset-command.ts';
import { checkNewPassword, decideResetUse, passwordResetStream, RESET_LINK_MINUTES, type PasswordResetEvent } from '../../domain/credentials/password-reset.ts';
import { enforcePasswordRule } from '../../domain/credentials/password-policy.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import { commonPasswordCheck } from '../security/password-check.ts';
import { sessionStream, type SessionEvent } from '../../domain/session/session.ts';
import { normalizeEmail } from '../../domain/user/claims.ts';
import type { BankContext } from './context.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { languageOfCustomer } from './customer-language.ts';
import { decodeEvent, encodeEvent } from '../engine/event-codec.ts';
import { execute } from '../engine/execute.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export async function requestPasswordReset(ctx: BankContext, email: string, requestId: string): Promise<{ success: true }> {
  const view = await ctx.live.catchUp();
  const userId = view.usersByEmail.get(normalizeEmail(email));
  if (!userId) return { success: true };
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString();
  const event: PasswordResetEvent = { type: 'PasswordResetRequested', data: { userId, expiresAt, at } };
  await ctx.store.append([{ streamId: passwordResetStream(sha256(token)), expectedVersion: 0, events: [encodeEvent(event, { actor: userId, at, requestId })] }]);
  const link = ctx.publicUrl(`/reset-password?token=${token}`);
  const language = await languageOfCustomer(ctx, userId);
  await ctx.money.mailer.send({
    to: normalizeEmail(email),
    subject: say(language, (m) => m.passwordReset.subject),
    text: say(language, (m) => m.passwordReset.body, { minutes: RESET_LINK_MINUTES, link }),
  });
  return { success: true };
}

export async function confirmPasswordReset(ctx: BankContext, token: string, password: string, confirmPassword: string, requestId: string): Promise<{ success: true }> {
  checkNewPassword(password, confirmPassword);
  const owner = await enforceRuleForLink(ctx, token, password);
  const passwordHash = await ctx.hasher.hashPassword(password);
  const at = ctx.clock.now().toISOString();
  const userId = await execute(ctx, resetPasswordCommand, { tokenHash: sha256(token), userId: owner, passwordHash, at }, { actor: 'password-reset', at, requestId });
  const view = await ctx.live.catchUp();
  await revokeSessions(ctx, view, userId, at, requestId);
  return { success: true };
}

/**
 * The password rule (DECISIONS 27) for the link's owner, checked before the slow hash: an
 * unusable link is refused first, so the rule's answer never hints at anything about it. Answers
 * the link's owner, whose credentials the reset then writes.
 */
async function enforceRuleForLink(ctx: BankContext, token: string, password: string): Promise<string> {
  const view = await ctx.live.catchUp();
  const reset = (await ctx.store.readStream(passwordResetStream(sha256(token)))).map(decodeEvent) as PasswordResetEvent[];
  const { userId } = decideResetUse({ at: ctx.clock.now().toISOString() }, reset);
  const user = view.users.get(userId);
  const userInputs = user ? [user.profile.firstName, user.profile.lastName, user.email] : [];
  enforcePasswordRule(password, { complexity: view.settings.settings.security.passwordComplexity, isCommon: await commonPasswordCheck(), userInputs });
  return userId;
}

async function revokeSessions(ctx: BankContext, view: BankView, userId: string, at: string, requestId: string): Promise<void> {
  for (const session of view.sessions.values()) {
    if (session.userId !== userId || session.revoked) continue;
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { reason: 'password_reset', by: userId, at } };
    await ctx.store.append([{ streamId: sessionStream(session.id), expectedVersion: 'any', events: [encodeEvent(revoked, { actor: userId, at, requestId })] }]);
  }
}
