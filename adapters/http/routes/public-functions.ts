/** The functions callable with the public key: sign-in, sign-up and the membership check (part 1 section 7). */
import { DomainError } from '../../../domain/errors.ts';
import { validateLogin } from '../../../domain/validation/login.ts';
import { login, signup } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import { verifyMembership } from '../../bank/membership-check.ts';
import { userResponse } from '../../bank/user-view.ts';
import type { App } from '../env.ts';
import { clientInfo, readBody } from '../request.ts';
import { loginBody, membershipBody, signupBody } from '../schemas.ts';
import { authUser } from './session-helpers.ts';

export function mountPublicFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/auth-login', async (c) => {
    const body = await readBody(c, loginBody);
    const errors = validateLogin(body);
    const first = Object.values(errors)[0];
    if (first) throw new DomainError('validation', first, errors as Record<string, string>);
    const issued = await login(ctx, body, clientInfo(c, body.deviceInfo));
    return c.json({ user: userResponse(issued.user), session: { ...issued.session, user: authUser(issued.user) } });
  });
  app.post('/functions/v1/auth-signup', async (c) => {
    const { deviceInfo, confirmPassword, confirmPin, ...form } = await readBody(c, signupBody);
    const issued = await signup(ctx, { ...form, confirmPassword: confirmPassword ?? form.password, confirmPin: confirmPin ?? form.pin }, clientInfo(c, deviceInfo));
    return c.json({ user: userResponse(issued.user), session: { ...issued.session, user: authUser(issued.user) } });
  });
  app.post('/functions/v1/membership-verify', async (c) => {
    const { membershipNumber } = await readBody(c, membershipBody);
    return c.json({ valid: await verifyMembership(ctx, membershipNumber) });
  });
}
