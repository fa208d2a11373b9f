/**
 * Changing the password or PIN while signed in (issue 13 item 6): the current PIN (counted with
 * the transfer PIN's failures and lockout), then an e-mailed one-time code bound to this change
 * and its purpose, then the new secret. A new password revokes every other session; the customer
 * is e-mailed that the change happened.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  checkNewPin, credentialChangeMessages, credentialChangeStream, credentialChangeDecider, foldCredentialChange,
  type CredentialChangeEvent, type CredentialKind,
} from '../../domain/credentials/credential-change.ts';
import { credentialsStream, decidePinCheck, foldCredentials, isPinLocked, MAX_PIN_ATTEMPTS, pinLockedMessage, wrongPinMessage, type CredentialsEvent } from '../../domain/credentials/credentials.ts';
import { checkNewPassword } from '../../domain/credentials/password-reset.ts';
import { enforcePasswordRule } from '../../domain/credentials/password-policy.ts';
import { refuse, said } from '../../domain/errors.ts';
import { requireAllowed, type StepUpOperation } from '../../domain/credentials/step-up.ts';
import { sessionStream, type SessionEvent } from '../../domain/session/session.ts';
import { PIN_SHAPE } from '../../domain/credentials/login-form.ts';
import { maskEmail } from '../mail/mailer.ts';
import { commonPasswordCheck } from '../security/password-check.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { languageOfCustomer } from './customer-language.ts';
import { dayText } from '../../domain/i18n/format.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { decodeEvent, encodeEvent } from '../engine/event-codec.ts';
import { currentCredentials, requireUnlocked } from './money-lock-service.ts';
import { afterCodedStep, throwRefusal } from './coded-step.ts';
import { runCommand, type Decision, type Reads } from '../engine/unit-of-work.ts';
import { execute } from '../engine/execute.ts';
import { confirmCredentialChangeCommand } from '../../domain/credentials/change-code-step.ts';

/** `binding` ties a code to what it was asked for (a statement's address and month): asked for one, it is wrong for another. */
const codeHash = (ctx: BankContext, changeId: string, kind: CredentialKind, code: string, binding?: string): string =>
  createHmac('sha256', ctx.money.otpSecret).update(`credential-change|${changeId}|${kind}|${code}${binding === undefined ? '' : `|${binding}`}`).digest('hex');

const safeEqual = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether a code typed matches a change's recorded hash: a declared command's comparison (domain/loans/repayment-confirm.ts). */
export const changeCodeMatches = (ctx: BankContext, check: { changeId: string; kind: CredentialKind; code: string; binding?: string }) => (recorded: string): boolean =>
  safeEqual(recorded, codeHash(ctx, check.changeId, check.kind, check.code, check.binding));

const what = (language: Language, kind: CredentialKind) => say(language, (m) => (kind === 'password' ? m.credentialChange.password : m.credentialChange.pin));

function customerOnly(principal: Principal): void {
  if (principal.user.role !== 'user') refuse('forbidden', said('codes.onlyCustomersChange'));
}

/** Step 1: the current PIN; on success a code for this change only is e-mailed. */
export async function startCredentialChange(ctx: BankContext, principal: Principal, body: { kind: 'password' | 'pin'; currentPin: string }, requestId: string) {
  customerOnly(principal);
  const started = await startCodedChange(ctx, principal, { operation: changeOperation[body.kind], kind: body.kind, pin: body.currentPin, pinField: 'currentPin' }, requestId);
  const language = await languageOfCustomer(ctx, principal.user.id);
  await ctx.money.mailer.send({
    to: principal.user.email,
    subject: say(language, (m) => m.credentialChange.codeSubject, { what: what(language, body.kind) }),
    text: say(language, (m) => m.credentialChange.codeBody, { code: started.code, what: what(language, body.kind) }),
  });
  return { success: true, changeId: started.changeId, codeSentTo: started.codeSentTo, expiresAt: started.expiresAt };
}

/** The step-up row of each change a customer makes here. */
const changeOperation = { password: 'password-change', pin: 'pin-change' } as const satisfies Record<string, StepUpOperation>;

export interface CodedChange {
  /** The step-up table's row: whether the lock refuses it. */
  operation: StepUpOperation;
  kind: CredentialKind;
  pin: string;
  /** The form field a PIN refusal is shown under. */
  pinField: string;
  /** What the code is bound to besides the change and its kind (changeCodeMatches must be given the same). */
  binding?: string;
  /** What else the change records when the PIN is right (a payee's request), in the same append. */
  alsoAppend?: (reads: Reads, changeId: string) => Promise<Decision<unknown>['appends']>;
}

/**
 * The PIN, then a one-time code bound to one change and its purpose (a password, a PIN, a payee):
 * the PIN's failures count with the transfer PIN's and lock with them. The caller e-mails the code.
 */
export async function startCodedChange(ctx: BankContext, principal: Principal, change: CodedChange, requestId: string) {
  const userId = principal.user.id;
  const changeId = ctx.ids.uuid();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const sentTo = maskEmail(principal.user.email);
  await requireUnlocked(ctx, userId, change.operation);
  const requested = await withPinChecked(ctx, principal, { operation: change.operation, pin: change.pin, pinField: change.pinField, subject: `credential-change-${changeId}` }, requestId, async (reads, at) => {
    const also = change.alsoAppend ? await change.alsoAppend(reads, changeId) : [];
    const stream = await reads.load<CredentialChangeEvent>(credentialChangeStream(changeId));
    const events = credentialChangeDecider.decide({ type: 'RequestCredentialChange', changeId, userId, kind: change.kind, codeHash: codeHash(ctx, changeId, change.kind, code, change.binding), sentTo, at }, foldCredentialChange(stream.events));
    return { appends: [...also, { streamId: stream.streamId, events }], result: events };
  });
  const expiresAt = requested[0]?.type === 'CredentialChangeRequested' ? requested[0].data.expiresAt : ctx.clock.now().toISOString();
  return { changeId, code, codeSentTo: sentTo, expiresAt };
}

/**
 * Runs a command only a right transaction PIN allows (a code change, a payee, a standing order):
 * the argon2 check runs once, before the retried decision, which records the verdict on the
 * credentials stream (failures count with the transfer PIN's and lock with them) and, when right,
 * the command's own appends in the same transaction.
 */
export async function withPinChecked<T>(ctx: BankContext, principal: Principal, check: { operation: StepUpOperation; pin: string; pinField: string; subject: string }, requestId: string, onRight: (reads: Reads, at: string) => Promise<Decision<T>>): Promise<T> {
  if (!PIN_SHAPE.test(check.pin)) refuse('validation', credentialChangeMessages.pinRequired, { [check.pinField]: credentialChangeMessages.pinRequired });
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const before = await currentCredentials(ctx, userId);
  if (isPinLocked(before, at)) refuse('locked', pinLockedMessage);
  // The decision records the verdict only for the hash it was checked against.
  const verified = before.pinHash !== null && (await ctx.hasher.verifyPin(before.pinHash, check.pin));
  const outcome = await runCommand<{ failed: number; result: T | null }>(ctx.store, { actor: userId, at, requestId }, async (reads) => {
    const credentials = await reads.load<CredentialsEvent>(credentialsStream(userId));
    const state = foldCredentials(credentials.events);
    requireAllowed(check.operation, state.money);
    const pinEvents = decidePinCheck({ verified, pinHash: before.pinHash, subject: { transferId: check.subject }, at }, state);
    const failed = pinEvents[0]?.type === 'PinFailed' ? pinEvents[0].data.attempt : 0;
    const pinAppend = { streamId: credentials.streamId, events: pinEvents };
    if (failed) return { appends: [pinAppend], result: { failed, result: null } };
    const decided = await onRight(reads, at);
    return { appends: [pinAppend, ...decided.appends], result: { failed, result: decided.result } };
  });
  if (outcome.failed >= MAX_PIN_ATTEMPTS) refuse('locked', pinLockedMessage);
  if (outcome.failed || outcome.result === null) refuse('validation', wrongPinMessage, { [check.pinField]: wrongPinMessage });
  return outcome.result as T;
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
export async function confirmCredentialChange(ctx: BankContext, principal: Principal, body: ConfirmChange, requestId: string, origin: string) {
  customerOnly(principal);
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const pending = foldCredentialChange((await ctx.store.readStream(credentialChangeStream(body.changeId))).map((r) => decodeEvent(r) as CredentialChangeEvent));
  const requested = pending.request?.userId === userId ? pending.request.kind : refuse('not_found', credentialChangeMessages.notFound);
  // A payee's code adds that payee (payee-service.ts), a loan repayment's pays it, a standing order's sets it up, a statement's sends it (statement-mail-service.ts): none sets a password or PIN.
  const kind = requested === 'password' || requested === 'pin' ? requested : refuse('not_found', credentialChangeMessages.notFound);
  await requireUnlocked(ctx, userId, changeOperation[kind]);
  // The new secret is checked and hashed before the code is spent, so a typo does not cost a code.
  if (kind === 'password') await checkPasswordChange(ctx, principal, body.newPassword ?? '', body.confirmPassword ?? '');
  else checkNewPin(body.newPin ?? '', body.confirmPin ?? '');
  const newHash = kind === 'password' ? await ctx.hasher.hashPassword(body.newPassword ?? '') : await ctx.hasher.hashPin(body.newPin ?? '');
  const step = await execute(ctx, confirmCredentialChangeCommand, {
    operation: changeOperation[kind], kind, userId, changeId: body.changeId, code: body.code, at, newHash, codeMatches: changeCodeMatches(ctx, { changeId: body.changeId, kind, code: body.code }),
  }, { actor: userId, at, requestId });
  if (!step.ok) {
    await afterCodedStep(ctx, principal.user, step, origin, requestId);
    throwRefusal(step.outcome);
  }
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
  enforcePasswordRule(password, { complexity: view.settings.settings.security.passwordComplexity, isCommon: await commonPasswordCheck(), userInputs });
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
