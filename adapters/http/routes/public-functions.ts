/** The functions callable with the public key: sign-in (and its unlock link), sign-up, the membership check and the password rule's length (part 1 section 7). */
import { percentOf } from '../../../domain/savings/earned.ts';
import { minPasswordLength } from '../../../domain/credentials/password-policy.ts';
import { DomainError, wordsOf } from '../../../domain/errors.ts';
import { validateLogin } from '../../../domain/credentials/login-form.ts';
import { login, signup } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import { verifyMembership } from '../../bank/membership-check.ts';
import { checkUnlock } from '../../bank/sign-in-unlock-service.ts';
import { SignInThrottledError } from '../../security/sign-in-throttle.ts';
import { userResponse } from '../../bank/user-view.ts';
import type { App } from '../env.ts';
import { clientInfo, publicOriginOf } from '../request.ts';
import { parse, reply } from '../contract-io.ts';
import { RateLimitedError, clientKey, limitPerClient } from '../rate-limit.ts';
import { authUser } from './session-helpers.ts';

export function mountPublicFunctions(app: App, ctx: BankContext): void {
  // The public site's savings APY comes from System Settings, not from text (issue 17).
  app.get('/api/savings-rate', limitPerClient(ctx, 'savings-rate'), async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json({ apy: percentOf((await ctx.live.catchUp()).settings.settings.interest.savingsInterestRate) });
  });
  // The bank's contact details for the public site and the Account Suspended page: System Settings, the one source the
  // deposit instructions and the statement also read (issue 26), never copies in the interface text.
  app.get('/api/bank-contact', limitPerClient(ctx, 'bank-contact'), async (c) => {
    c.header('cache-control', 'public, max-age=60');
    const { bankName, supportPhone, supportEmail, bankAddress } = (await ctx.live.catchUp()).settings.settings.general;
    return c.json({ name: bankName, phone: supportPhone, email: supportEmail, address: bankAddress });
  });
  app.post('/functions/v1/auth-login', async (c) => {
    const body = await parse(c, 'auth-login');
    const errors = validateLogin(body);
    const first = Object.values(errors)[0];
    if (first) throw new DomainError('validation', wordsOf(first), errors as Record<string, string>);
    const issued = await login(ctx, body, clientInfo(c, body.deviceInfo), { clientKey: clientKey(c), origin: publicOriginOf(ctx) }).catch((error: unknown) => {
      if (error instanceof SignInThrottledError) throw new RateLimitedError(error.retryAfterSeconds, error.message);
      throw error;
    });
    return reply<'auth-login'>(c, { user: userResponse(issued.user), session: { ...issued.session, user: authUser(issued.user) } });
  });
  app.post('/functions/v1/auth-signup', limitPerClient(ctx, 'signup'), async (c) => {
    const { deviceInfo, confirmPassword, confirmPin, language, ...form } = await parse(c, 'auth-signup');
    const issued = await signup(ctx, { ...form, confirmPassword: confirmPassword ?? form.password, confirmPin: confirmPin ?? form.pin }, clientInfo(c, deviceInfo), language);
    return reply<'auth-signup'>(c, { user: userResponse(issued.user), session: { ...issued.session, user: authUser(issued.user) } });
  });
  // The password rule's length for the sign-up and reset forms, from the same setting the server enforces (DECISIONS 27).
  app.post('/functions/v1/password-policy', async (c) => {
    const { passwordComplexity } = (await ctx.live.catchUp()).settings.settings.security;
    return reply<'password-policy'>(c, { passwordComplexity, minLength: minPasswordLength(passwordComplexity) });
  });
  // The unlock page's check of an e-mailed link (DECISIONS 26): ready, used or expired, and nothing else.
  app.post('/functions/v1/sign-in-unlock', async (c) => {
    const { token } = await parse(c, 'sign-in-unlock');
    return reply<'sign-in-unlock'>(c, await checkUnlock(ctx, token));
  });
  app.post('/functions/v1/membership-verify', limitPerClient(ctx, 'membership-verify'), async (c) => {
    const { membershipNumber } = await parse(c, 'membership-verify');
    return reply<'membership-verify'>(c, { valid: await verifyMembership(ctx, membershipNumber) });
  });
}
