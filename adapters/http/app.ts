/**
 * The bank's one HTTP server: the Supabase-style functions and auth routes of docs/api.md
 * and the built UI, behind security headers, body limits and one error mapping.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { randomUUID } from 'node:crypto';
import { validateLogin } from '../../domain/validation/login.ts';
import { DomainError } from '../../domain/errors.ts';
import { authenticate, login, logout, refresh, revokeSession, signup, type Principal } from '../bank/auth-service.ts';
import { adminOverview } from '../bank/admin-service.ts';
import type { BankContext } from '../bank/context.ts';
import { activeSessions, getUserData, logActivity, recordActivity, syncPreferences, updateProfile } from '../bank/user-service.ts';
import { userResponse } from '../bank/user-view.ts';
import { verifyMembership } from '../bank/membership-check.ts';
import { errorToProblem, problem, sendProblem } from './problem.ts';
import { bearer, clientInfo, readBody } from './request.ts';
import { loginBody, membershipBody, profileChanges, refreshBody, sessionManagerBody, signupBody, userSyncBody } from './schemas.ts';
import { serveUi } from './static.ts';

export interface AppOptions {
  ctx: BankContext;
  /** Folder of the built UI (dist/); omitted in API-only tests. */
  uiRoot?: string;
}

type Env = { Variables: { requestId: string } };

/** Request bodies are small JSON documents; anything larger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

export function createApp({ ctx, uiRoot }: AppOptions): Hono<Env> {
  const app = new Hono<Env>();
  app.use('*', async (c, next) => {
    c.set('requestId', randomUUID());
    await next();
    c.header('x-request-id', c.get('requestId'));
  });
  app.use('*', secureHeaders(securityHeaderOptions));
  app.use('/functions/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => sendProblem(c, problem('validation', 'The request body is too large.')) }));
  app.use('/auth/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => sendProblem(c, problem('validation', 'The request body is too large.')) }));
  app.onError((error, c) => {
    const body = errorToProblem(error);
    if (body.status >= 500) console.error(`[${c.get('requestId')}]`, error);
    return sendProblem(c, body);
  });
  mountPublicFunctions(app, ctx);
  mountSignedInFunctions(app, ctx);
  mountAuthRoutes(app, ctx);
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.all('/functions/*', (c) => sendProblem(c, problem('not_found', 'No such function.')));
  app.all('/auth/*', (c) => sendProblem(c, problem('not_found', 'No such route.')));
  app.all('/api/*', (c) => sendProblem(c, problem('not_found', 'No such route.')));
  if (uiRoot) serveUi(app, uiRoot);
  return app;
}

const securityHeaderOptions: NonNullable<Parameters<typeof secureHeaders>[0]> = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
};

function mountPublicFunctions(app: Hono<Env>, ctx: BankContext): void {
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

async function signedIn(c: Context<Env>, ctx: BankContext): Promise<Principal> {
  return authenticate(ctx, bearer(c));
}

function mountSignedInFunctions(app: Hono<Env>, ctx: BankContext): void {
  app.post('/functions/v1/user-sync', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, userSyncBody);
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'get_user_data':
        return c.json(await getUserData(ctx, principal));
      case 'log_activity':
        return c.json(await logActivity(ctx, principal, { activityType: body.data.activityType, description: body.data.description, metadata: body.data.metadata }, requestId));
      case 'sync_preferences':
        return c.json(await syncPreferences(ctx, principal, body.data.preferences, requestId));
      case 'update_profile':
        return c.json(await updateProfile(ctx, principal, profileChanges(body.data.profileData), requestId));
    }
  });
  app.post('/functions/v1/session-manager', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, sessionManagerBody);
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'create_session':
      case 'update_activity':
        await recordActivity(ctx, principal, body.deviceInfo, requestId);
        return c.json({ success: true, session: { session_token: principal.session.id } });
      case 'get_active_sessions':
        return c.json({ success: true, sessions: await activeSessions(ctx, principal) });
      case 'revoke_session':
        await revokeSession(ctx, principal, body.sessionData.sessionId, 'revoked', requestId);
        return c.json({ success: true, signedOut: body.sessionData.sessionId === principal.session.id });
    }
  });
  app.post('/functions/v1/admin-overview', async (c) => c.json(await adminOverview(ctx, await signedIn(c, ctx))));
}

/** The user object of the Supabase auth contract (STACK.md). */
function authUser(user: Principal['user']) {
  return { id: user.id, aud: 'authenticated', role: 'authenticated', email: user.email, app_metadata: { role: user.role, provider: 'email' }, user_metadata: { first_name: user.profile.firstName, last_name: user.profile.lastName }, created_at: user.createdAt };
}

function mountAuthRoutes(app: Hono<Env>, ctx: BankContext): void {
  app.get('/auth/v1/user', async (c) => c.json(authUser((await signedIn(c, ctx)).user)));
  app.post('/auth/v1/token', async (c) => {
    if (c.req.query('grant_type') !== 'refresh_token') return sendProblem(c, problem('validation', 'Unsupported grant type.'));
    try {
      const { refresh_token } = await readBody(c, refreshBody);
      const issued = await refresh(ctx, refresh_token, c.get('requestId'));
      return c.json({ ...issued.session, user: authUser(issued.user) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return c.json({ error: 'invalid_grant', error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' }, 400);
    }
  });
  app.post('/auth/v1/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'local' && scope !== 'global' && scope !== 'others') return sendProblem(c, problem('validation', 'Unknown logout scope.'));
    const principal = await signedIn(c, ctx);
    await logout(ctx, principal, scope, c.get('requestId'));
    return c.body(null, 204);
  });
}
