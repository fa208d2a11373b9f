/** Forgot password: request a reset link by e-mail and use it once. */
import { z } from 'zod';
import { confirmPasswordReset, requestPasswordReset } from '../../bank/password-reset-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { limitPerClient, throttle } from '../rate-limit.ts';
import { readBody } from '../request.ts';
import { emailKey } from '../../security/rate-limits.ts';

const requestBody = z.object({ email: z.string().trim().min(1, 'Email is required').max(254).email('Please enter a valid email address') });
const confirmBody = z.object({ token: z.string().min(20).max(200), password: z.string().max(200), confirmPassword: z.string().max(200) });

export function mountPasswordResetRoutes(app: App, ctx: BankContext): void {
  app.post('/functions/v1/password-reset-request', limitPerClient(ctx, 'password-reset-request'), async (c) => {
    const body = await readBody(c, requestBody);
    // Counted for every address, with or without an account, so the answer reveals nothing.
    await throttle(ctx, 'password-reset-mail', emailKey(body.email));
    return c.json(await requestPasswordReset(ctx, body.email, c.get('requestId')));
  });
  app.post('/functions/v1/password-reset-confirm', limitPerClient(ctx, 'password-reset-confirm'), async (c) => {
    const body = await readBody(c, confirmBody);
    return c.json(await confirmPasswordReset(ctx, body.token, body.password, body.confirmPassword, c.get('requestId')));
  });
}
