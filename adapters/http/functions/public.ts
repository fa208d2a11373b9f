/**
 * The functions callable with the public key (part 1 section 7): sign-in (and its unlock link;
 * a customer's accepted sign-in carries their first read, adapters/bank/customer-home.ts),
 * sign-up, the membership check, the password rule's length, the forgotten password, the contact
 * form, and an invited administrator's check and accept of the e-mailed link.
 */
import { minPasswordLength } from '../../../domain/credentials/password-policy.ts';
import { validateLogin } from '../../../domain/credentials/login-form.ts';
import { DomainError, wordsOf } from '../../../domain/errors.ts';
import { acceptInvitation, checkInvitation } from '../../bank/admin-invitation-service.ts';
import { receiveContactMessage } from '../../bank/admin-inbox.ts';
import { login, signup } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import { homeOfNewSession } from '../../bank/customer-home.ts';
import { verifyMembership } from '../../bank/membership-check.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../bank/password-reset-service.ts';
import { checkUnlock } from '../../bank/sign-in-unlock-service.ts';
import { userResponse } from '../../bank/user-view.ts';
import type { CustomerHome } from '../../contract/public.ts';
import { emailKey } from '../../security/rate-limits.ts';
import { SignInThrottledError } from '../../security/sign-in-throttle.ts';
import { RateLimitedError } from '../rate-limit.ts';
import { publicOriginOf } from '../request.ts';
import { authUser } from '../routes/session-helpers.ts';
import { clientInfoOf, clientKeyOf, type FunctionTable } from './entry.ts';

/**
 * The first read of a session just issued, or none: the sign-in itself has succeeded and is
 * recorded, so a failure here must not refuse it; the browser then asks customer-home as before.
 */
async function firstReadOf(ctx: BankContext, accessToken: string, requestId: string): Promise<CustomerHome | undefined> {
  try {
    return await homeOfNewSession(ctx, accessToken);
  } catch (error) {
    console.error(`[${requestId}] the sign-in answer went without the customer's first read:`, error instanceof Error ? error.name : 'error');
    return undefined;
  }
}

export const publicFunctions = {
  'auth-login': {
    auth: 'public', idempotent: false,
    run: async (ctx, _caller, body, meta) => {
      const errors = validateLogin(body);
      const first = Object.values(errors)[0];
      if (first) throw new DomainError('validation', wordsOf(first), errors as Record<string, string>);
      const issued = await login(ctx, body, clientInfoOf(meta, body.deviceInfo), { clientKey: clientKeyOf(meta), origin: publicOriginOf(ctx) }).catch((error: unknown) => {
        if (error instanceof SignInThrottledError) throw new RateLimitedError(error.retryAfterSeconds, error.message);
        throw error;
      });
      const answer = { user: userResponse(issued.user), session: { ...issued.session, user: authUser(issued.user) } };
      // Every sign-in check has passed and the session is recorded: a customer's answer carries their first read (issue 30).
      const home = issued.user.role === 'user' ? await firstReadOf(ctx, issued.session.access_token, meta.requestId) : undefined;
      return home ? { ...answer, home } : answer;
    },
  },
  'auth-signup': {
    auth: 'public', throttle: [{ policy: 'signup', per: 'client' }], idempotent: false,
    run: async (ctx, _caller, { deviceInfo, confirmPassword, confirmPin, language, ...form }, meta) => {
      const issued = await signup(ctx, { ...form, confirmPassword: confirmPassword ?? form.password, confirmPin: confirmPin ?? form.pin }, clientInfoOf(meta, deviceInfo), language);
      return { user: userResponse(issued.user), session: { ...issued.session, user: authUser(issued.user) } };
    },
  },
  // The password rule's length for the sign-up and reset forms, from the same setting the server enforces (DECISIONS 27).
  'password-policy': {
    auth: 'public', input: 'ignored', idempotent: false,
    run: async (ctx) => {
      const { passwordComplexity } = (await ctx.live.catchUp()).settings.settings.security;
      return { passwordComplexity, minLength: minPasswordLength(passwordComplexity) };
    },
  },
  // The unlock page's check of an e-mailed link (DECISIONS 26): ready, used or expired, and nothing else.
  'sign-in-unlock': { auth: 'public', idempotent: false, run: (ctx, _caller, { token }) => checkUnlock(ctx, token) },
  'membership-verify': {
    auth: 'public', throttle: [{ policy: 'membership-verify', per: 'client' }], idempotent: false,
    run: async (ctx, _caller, { membershipNumber }) => ({ valid: await verifyMembership(ctx, membershipNumber) }),
  },
  // Counted for every address, with or without an account, so the answer reveals nothing.
  'password-reset-request': {
    auth: 'public', throttle: [{ policy: 'password-reset-request', per: 'client' }, { policy: 'password-reset-mail', per: 'input', key: (body) => emailKey(body.email) }], idempotent: false,
    run: (ctx, _caller, body, meta) => requestPasswordReset(ctx, body.email, meta.requestId),
  },
  'password-reset-confirm': {
    auth: 'public', throttle: [{ policy: 'password-reset-confirm', per: 'client' }], idempotent: false,
    run: (ctx, _caller, body, meta) => confirmPasswordReset(ctx, body.token, body.password, body.confirmPassword, meta.requestId),
  },
  'contact-message': {
    auth: 'public', throttle: [{ policy: 'contact-message', per: 'client' }], idempotent: false,
    run: (ctx, _caller, body, meta) => receiveContactMessage(ctx, body, meta.requestId),
  },
  // Guessing invitation tokens is bounded like the password reset's: the same limit and the same 256-bit tokens.
  'admin-invitation-check': {
    auth: 'public', throttle: [{ policy: 'password-reset-confirm', per: 'client' }], idempotent: false,
    run: (ctx, _caller, body) => checkInvitation(ctx, body.token),
  },
  'admin-invitation-accept': {
    auth: 'public', throttle: [{ policy: 'password-reset-confirm', per: 'client' }], idempotent: false,
    run: (ctx, _caller, body, meta) => acceptInvitation(ctx, body, meta.requestId),
  },
} satisfies FunctionTable;
