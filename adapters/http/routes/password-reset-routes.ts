/** Forgot password: request a reset link by e-mail and use it once. */
import { confirmPasswordReset, requestPasswordReset } from '../../bank/password-reset-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { limitPerClient, throttle } from '../rate-limit.ts';
import { parse, reply } from '../contract-io.ts';
import { emailKey } from '../../security/rate-limits.ts';

export function mountPasswordResetRoutes(app: App, ctx: BankContext): void {
  app.post('/functions/v1/password-reset-request', limitPerClient(ctx, 'password-reset-request'), async (c) => {
    const body = await parse(c, 'password-reset-request');
    // Counted for every address, with or without an account, so the answer reveals nothing.
    await throttle(ctx, 'password-reset-mail', emailKey(body.email));
    return reply<'password-reset-request'>(c, await requestPasswordReset(ctx, body.email, c.get('requestId')));
  });
  app.post('/functions/v1/password-reset-confirm', limitPerClient(ctx, 'password-reset-confirm'), async (c) => {
    const body = await parse(c, 'password-reset-confirm');
    return reply<'password-reset-confirm'>(c, await confirmPasswordReset(ctx, body.token, body.password, body.confirmPassword, c.get('requestId')));
  });
}
