/**
 * Changing the password or PIN while signed in (issue 13 item 6): the current PIN (counted with
 * the transfer PIN's failures and lockout), then an e-mailed one-time code bound to this change
 * and its purpose, then the new secret. A new password revokes every other session; the customer
 * is e-mailed that the change happened.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  checkNewPin, credentialChangeMessages, credentialChangeStream, decideCheckChangeCode, decideRequestChange, foldCredentialChange,
  type CodeVerdict, type CredentialChangeEvent, type CredentialKind,
} from '../../domain/credentials/credential-change.ts';
import { credentialsStream, decidePinCheck, foldCredentials, isPinLocked, MAX_PIN_ATTEMPTS, pinLockedMessage, wrongPinMessage, type CredentialsEvent } from '../../domain/credentials/credentials.ts';
import { checkNewPassword } from '../../domain/credentials/password-reset.ts';
import { enforcePasswordRule } from '../../domain/credentials/password-policy.ts';
import { DomainError, refuse } from '../../domain/errors.ts';
import { sessionStream, type SessionEvent } from '../../domain/session/session.ts';
import { PIN_SHAPE } from '../../domain/credentials/login-form.ts';
import { maskEmail } from '../mail/mailer.ts';
import { isCommonPassword } from '../security/password-strength.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { languageOfCustomer } from './customer-language.ts';
import { dayText } from '../../domain/i18n/format.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { decodeEvent, encodeEvent } from '../engine/event-codec.ts';
import { currentCredentials } from './money-lock-service.ts';
import { runCommand } from '../engine/unit-of-work.ts';

const codeHash = (ctx: BankContext, changeId: string, kind: CredentialKind, code: string): string =>
  createHmac('sha256', ctx.money.otpSecret).update(`credential-change|${changeId}|${kind}|${code}`).digest('hex');

const safeEqual = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const what = (language: Language, kind: CredentialKind) => say(language, (m) => (kind === 'password' ? m.credentialChange.password : m.credentialChange.pin));

function customerOnly(principal: Principal): void {
  if (principal.user.role !== 'user') refuse('forbidden', 'Only customers change their password or PIN here.');
}

/** Step 1: the current PIN; on success a code for this change only is e-mailed. */
export async function startCredentialChange(ctx: BankContext, principal: Principal, body: { kind: CredentialKind; currentPin: string }, requestId: string) {
  customerOnly(principal);
  if (!PIN_SHAPE.test(body.currentPin)) refuse('validation', credentialChangeMessages.pinRequired, { currentPin: credentialChangeMessages.pinRequired });
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const changeId = ctx.ids.uuid();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const sentTo = maskEmail(principal.user.email);
  // argon2 runs once, before the retried decision; the decision records the verdict only for the hash it was checked against.
  const before = await currentCredentials(ctx, userId);
  if (isPinLocked(before, at)) refuse('locked', pinLockedMessage);
  const verified = before.pinHash !== null && (await ctx.hasher.verifyPin(before.pinHash, body.currentPin));
  const outcome = await runCommand(ctx.store, { actor: userId, at, requestId }, async (reads) => {
    const credentials = await reads.load<CredentialsEvent>(credentialsStream(userId));
    const state = foldCredentials(credentials.events);
    const pinEvents = decidePinCheck({ verified, pinHash: before.pinHash, subject: { transferId: `credential-change-${changeId}` }, at }, state);
    const failed = pinEvents[0]?.type === 'PinFailed' ? pinEvents[0].data.attempt : 0;
    const change = await reads.load<CredentialChangeEvent>(credentialChangeStream(changeId));
    const requested = failed ? [] : decideRequestChange(foldCredentialChange(change.events), { changeId, userId, kind: body.kind, codeHash: codeHash(ctx, changeId, body.kind, code), sentTo, at });
    return { appends: [{ streamId: credentials.streamId, events: pinEvents }, { streamId: change.streamId, events: requested }], result: { failed, requested } };
  });
  if (outcome.failed >= MAX_PIN_ATTEMPTS) refuse('locked', pinLockedMessage);
  if (outcome.failed) refuse('validation', wrongPinMessage, { currentPin: wrongPinMessage });
  const language = await languageOfCustomer(ctx, userId);
  await ctx.money.mailer.send({
    to: principal.user.email,
    subject: say(language, (m) => m.credentialChange.codeSubject, { what: what(language, body.kind) }),
    text: say(language, (m) => m.credentialChange.codeBody, { code, what: what(language, body.kind) }),
  });
  const expiresAt = outcome.requested[0]?.type === 'CredentialChangeRequested' ? outcome.requested[0].data.expiresAt : at;
  return { success: true, changeId, codeSentTo: sentTo, expiresAt };
}

export interface ConfirmChange {
  changeId: string;
  code: string;
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
  newPin?: string | undefined;
  confirmPin?: string | undefined;
}

/** Step 2: the code and the new secret; sets the new hash, and for a password ends every other session. */
export async function confirmCredentialChange(ctx: BankContext, principal: Principal, body: ConfirmChange, requestId: string) {
  customerOnly(principal);
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const pending = foldCredentialChange((await ctx.store.readStream(credentialChangeStream(body.changeId))).map((r) => decodeEvent(r) as CredentialChangeEvent));
  const kind = pending.request?.userId === userId ? pending.request.kind : refuse('not_found', credentialChangeMessages.notFound);
  // The new secret is checked and hashed before the code is spent, so a typo does not cost a code.
  if (kind === 'password') await checkPasswordChange(ctx, principal, body.newPassword ?? '', body.confirmPassword ?? '');
  else checkNewPin(body.newPin ?? '', body.confirmPin ?? '');
  const newHash = kind === 'password' ? await ctx.hasher.hashPassword(body.newPassword ?? '') : await ctx.hasher.hashPin(body.newPin ?? '');
  const verdict = await runCommand<CodeVerdict>(ctx.store, { actor: userId, at, requestId }, async (reads) => {
    const change = await reads.load<CredentialChangeEvent>(credentialChangeStream(body.changeId));
    const state = foldCredentialChange(change.events);
    const matches = !!state.request && /^\d{4}$/.test(body.code) && safeEqual(state.request.codeHash, codeHash(ctx, body.changeId, kind, body.code));
    const checked = decideCheckChangeCode(state, { userId, matches, at });
    if (!checked.ok) return { appends: [{ streamId: change.streamId, events: checked.events }], result: checked };
    const credentials = await reads.load<CredentialsEvent>(credentialsStream(userId));
    const current = foldCredentials(credentials.events);
    if (!current.passwordHash || !current.pinHash) throw new Error('credentials missing');
    const set: CredentialsEvent = { type: 'CredentialsSet', data: { passwordHash: kind === 'password' ? newHash : current.passwordHash, pinHash: kind === 'pin' ? newHash : current.pinHash, at } };
    return { appends: [{ streamId: change.streamId, events: checked.events }, { streamId: credentials.streamId, events: [set] }], result: checked };
  });
  if (!verdict.ok) throw new DomainError('validation', verdict.message, { code: verdict.message });
  const revoked = kind === 'password' ? await revokeOtherSessions(ctx, principal, at, requestId) : 0;
  const language = await languageOfCustomer(ctx, userId);
  await ctx.money.mailer.send({
    to: principal.user.email,
    subject: say(language, (m) => m.credentialChange.doneSubject, { what: what(language, kind) }),
    text: say(language, (m) => m.credentialChange.doneBody, {
      what: what(language, kind), date: language === 'en' ? at.slice(0, 10) : dayText(language, at), time: at.slice(11, 16),
      signedOut: kind === 'password' ? say(language, (m) => m.credentialChange.signedOut) : '',
    }),
  });
  return { success: true, kind, otherSessionsSignedOut: revoked };
}

/** A new password meets the same rule as at sign-up and reset (DECISIONS 27): length by passwordComplexity, never a common one. */
async function checkPasswordChange(ctx: BankContext, principal: Principal, password: string, confirmPassword: string): Promise<void> {
  checkNewPassword(password, confirmPassword);
  const view = await ctx.live.catchUp();
  const user = view.users.get(principal.user.id);
  const userInputs = user ? [user.profile.firstName, user.profile.lastName, user.email] : [principal.user.email];
  enforcePasswordRule(password, { complexity: view.settings.settings.security.passwordComplexity, isCommon: isCommonPassword, userInputs });
}

/** A new password ends every session but the one that changed it (a stolen session cannot outlive the change). */
async function revokeOtherSessions(ctx: BankContext, principal: Principal, at: string, requestId: string): Promise<number> {
  const view = await ctx.live.catchUp();
  let count = 0;
  for (const session of view.sessions.values()) {
    if (session.userId !== principal.user.id || session.revoked || session.id === principal.session.id) continue;
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { reason: 'password_changed', by: principal.user.id, at } };
    await ctx.store.append([{ streamId: sessionStream(session.id), expectedVersion: 'any', events: [encodeEvent(revoked, { actor: principal.user.id, at, requestId })] }]);
    count += 1;
  }
  return count;
}
