/**
 * Staff register a customer in the field (issue 29 item 6): the pending account and a single-use
 * setup link in one append, the link e-mailed in the customer's language; the customer sets their
 * own password and PIN through it, or texted through the SMS port when staff choose SMS
 * (docs/sms.md; the text recorded with the link blanked). A customer a loan officer registers is
 * placed at once in the officer's branch with that officer (`PlaceRegisteredCustomer`, docs/field.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { checkNewAdminSecrets } from '../../domain/credentials/admin-invitation.ts';
import { enforcePasswordRule } from '../../domain/credentials/password-policy.ts';
import { said } from '../../domain/errors.ts';
import { sayRefusal } from '../../domain/i18n/server-messages.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { accountSetupStream, completeSetupCommand, registerInFieldCommand, setupLinkFold, setupLinkOwner, SETUP_LINK_HOURS, type FieldCustomer } from '../../domain/kyc/field-registration.ts';
import { foldEvents } from '../../domain/decider.ts';
import { hasEmailAddress } from '../../domain/sms/channel.ts';
import type { BankEvent } from '../../domain/catalogue.ts';
import { branchOfStaff } from '../../domain/field/access.ts';
import { fieldCommand } from '../../domain/field/field-command.ts';
import { userStream } from '../../domain/user/events.ts';
import { execute } from '../engine/execute.ts';
import { commonPasswordCheck } from '../security/password-check.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { fieldActor } from './field-service.ts';
import { loadField } from './field-view.ts';
import { staffActor } from './kyc-service.ts';
import { textMember } from './sms-service.ts';

type LinkChannel = 'email' | 'sms';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export async function registerCustomerInField(ctx: BankContext, principal: Principal, customer: FieldCustomer & { language?: Language | undefined; sendLinkBy?: LinkChannel | undefined }, requestId: string) {
  const actor = staffActor(principal);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000).toISOString();
  const { userId } = await execute(ctx, registerInFieldCommand, {
    userId: ctx.ids.uuid(), accountNumber: ctx.ids.digits(10), tokenHash: sha256(token), customer, by: actor.id, byName: actor.name, at, expiresAt,
    sendLinkBy: customer.sendLinkBy ?? 'email', countryCode: ctx.sms.countryCode,
  }, { actor: actor.id, at, requestId, reason: 'Customer registered in the field' });
  // A loan officer placed in a branch keeps the customer they register (one not yet placed leaves them at the head office).
  if (principal.user.role === 'loan_officer' && branchOfStaff(await loadField(ctx), principal.user.id) !== null) {
    await execute(ctx, fieldCommand, { type: 'PlaceRegisteredCustomer', customerId: userId, actor: fieldActor(principal), at, today: at.slice(0, 10), customers: [userId], staffRoles: {} }, { actor: actor.id, at, requestId, reason: 'Customer registered by their loan officer' });
  }
  const channel: LinkChannel = customer.sendLinkBy ?? 'email';
  const sent = await sendSetupLink(ctx, { ...customer, userId }, actor.name, token, customer.language ?? 'en', channel);
  const message = channel === 'sms'
    ? (sent ? `Customer registered: a link to set their password and PIN was texted to ${customer.phone.trim()}.` : `Customer registered, but the link could not be texted to ${customer.phone.trim()}: check the phone number, or send it by e-mail.`)
    : `Customer registered: a link to set their password and PIN was e-mailed to ${customer.email.trim().toLowerCase()}.`;
  return { success: true, userId, message };
}

/** The link by e-mail, or by SMS through the SMS port (recorded with the link blanked: the log never holds a live token). */
async function sendSetupLink(ctx: BankContext, customer: FieldCustomer & { userId: string }, officer: string, token: string, language: Language, channel: LinkChannel): Promise<boolean> {
  const bank = (await ctx.live.catchUp()).settings.settings.general.bankName;
  const link = ctx.publicUrl(`/account-setup?token=${token}`);
  if (channel === 'sms') {
    const words = (shown: string) => sayRefusal(language, said('kyc.setupSms', { officer, bank, hours: SETUP_LINK_HOURS, link: shown }));
    const sms = await textMember(ctx, { messageId: `account_setup-${customer.userId}`, userId: customer.userId, purpose: 'account_setup', text: words(ctx.publicUrl('/account-setup?token=…')), sent: words(link), source: `${userStream(customer.userId)}@1` });
    return sms.status === 'submitted' || sms.status === 'delivered';
  }
  await ctx.money.mailer.send({
    to: customer.email.trim().toLowerCase(),
    subject: sayRefusal(language, said('kyc.setupMailSubject', { bank })),
    text: sayRefusal(language, said('kyc.setupMailBody', { name: customer.firstName.trim(), officer, bank, hours: SETUP_LINK_HOURS, link })),
  });
  return true;
}

export async function completeAccountSetup(ctx: BankContext, request: { token: string; password: string; confirmPassword: string; pin: string; confirmPin: string }, requestId: string) {
  const tokenHash = sha256(request.token);
  const at = ctx.clock.now().toISOString();
  const link = foldEvents(setupLinkFold, (await ctx.store.readStream(accountSetupStream(tokenHash))) as unknown as BankEvent[]);
  const userId = setupLinkOwner(link, at);
  checkNewAdminSecrets(request);
  const view = await ctx.live.catchUp();
  const user = view.users.get(userId);
  enforcePasswordRule(request.password, { complexity: view.settings.settings.security.passwordComplexity, isCommon: await commonPasswordCheck(), userInputs: user ? [user.email, user.profile.firstName, user.profile.lastName] : [] });
  const [passwordHash, pinHash] = await Promise.all([ctx.hasher.hashPassword(request.password), ctx.hasher.hashPin(request.pin)]);
  await execute(ctx, completeSetupCommand, { tokenHash, userId, passwordHash, pinHash, at }, { actor: userId, at, requestId, reason: 'set password and PIN through the setup link' });
  // A customer with no e-mail address signs in with their account number (docs/field.md): the page tells them which.
  const email = user?.email ?? '';
  return { success: true, message: 'Your password and PIN are set. You can sign in now.', email, accountNumber: hasEmailAddress(email) ? null : user?.accountNumber ?? null };
}
