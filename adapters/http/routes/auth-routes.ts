/** The Supabase auth routes supabase-js calls on its own: current user, token refresh and logout (STACK.md). */
import { DomainError, said } from '../../../domain/errors.ts';
import { logout, refresh } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { problem, sendProblem } from '../problem.ts';
import { readBody } from '../request.ts';
import { tokenRefresh } from '../../contract/public.ts';
import { limitPerClient } from '../rate-limit.ts';
import { authUser, signedIn } from './session-helpers.ts';

export function mountAuthRoutes(app: App, ctx: BankContext): void {
  app.get('/auth/v1/user', async (c) => c.json(authUser((await signedIn(c, ctx)).user)));
  app.post('/auth/v1/token', limitPerClient(ctx, 'token-refresh'), async (c) => {
    if (c.req.query('grant_type') !== 'refresh_token') return sendProblem(c, problem('validation', said('session.unsupportedGrantType')));
    try {
      const { refresh_token } = await readBody(c, tokenRefresh);
      const issued = await refresh(ctx, refresh_token, c.get('requestId'));
      return c.json({ ...issued.session, user: authUser(issued.user) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return c.json({ error: 'invalid_grant', error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' }, 400);
    }
  });
  app.post('/auth/v1/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'local' && scope !== 'global' && scope !== 'others') return sendProblem(c, problem('validation', said('session.unknownLogoutScope')));
    const principal = await signedIn(c, ctx);
    await logout(ctx, principal, scope, c.get('requestId'));
    return c.body(null, 204);
  });
}
