/**
 * The bank's one HTTP server: the Supabase-style functions and auth routes of docs/api.md
 * and the built UI, behind security headers, body limits and one error mapping.
 */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/errors.ts';
import type { BankContext } from '../bank/context.ts';
import type { App, AppEnv, MountRoutes } from './env.ts';
import { mountDevClock } from './routes/dev-clock.ts';
import { errorToProblem, problem, sendProblem } from './problem.ts';
import { mountAdminBackOffice } from './routes/admin-back-office.ts';
import { mountAdminFunctions } from './routes/admin-functions.ts';
import { mountAuthRoutes } from './routes/auth-routes.ts';
import { mountMoneyFunctions } from './routes/money-functions.ts';
import { mountSignedInFunctions } from './routes/customer-functions.ts';
import { mountPublicFunctions } from './routes/public-functions.ts';
import { mountLiveRoutes } from './routes/live-routes.ts';
import { mountPasswordResetRoutes } from './routes/password-reset-routes.ts';
import { mountAdminInvitationRoutes } from './routes/admin-invitation-routes.ts';
import { mountRecordsFunctions } from './routes/records-functions.ts';
import { mountInsightsFunctions } from './routes/insights-functions.ts';
import { mountLoanFunctions } from './routes/loan-functions.ts';
import { mountPaymentsFunctions } from './routes/payments-functions.ts';
import { describeError } from '../security/safe-log.ts';
import { limitBody } from './body-limit.ts';
import { serveUi } from './static.ts';
import { refuseForbiddenCharacters } from './text-safety.ts';
import { RateLimitedError, tooManyRequests } from './rate-limit.ts';

/** Every group of routes, one module each; a new feature adds its module here. */
const routeModules: MountRoutes[] = [mountPublicFunctions, mountSignedInFunctions, mountAdminFunctions, mountAdminBackOffice, mountAuthRoutes, mountMoneyFunctions, mountRecordsFunctions, mountLiveRoutes, mountPasswordResetRoutes, mountAdminInvitationRoutes, mountInsightsFunctions, mountLoanFunctions, mountPaymentsFunctions, mountDevClock];

export interface AppOptions {
  ctx: BankContext;
  /** Folder of the built UI (dist/); omitted in API-only tests. */
  uiRoot?: string;
}

export function createApp({ ctx, uiRoot }: AppOptions): App {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('requestId', randomUUID());
    await next();
    c.header('x-request-id', c.get('requestId'));
  });
  app.use('*', secureHeaders(securityHeaderOptions));
  app.use('*', limitBody());
  app.use('/functions/*', refuseForbiddenCharacters);
  app.use('/auth/*', refuseForbiddenCharacters);
  app.onError((error, c) => {
    if (error instanceof RateLimitedError) return tooManyRequests(c, error.retryAfterSeconds, error.detail);
    const body = errorToProblem(error);
    // The path without its query, and the error without its message: neither may carry customer data.
    // A refusal the domain chose (a 503 while no live Bitcoin price exists) is not a fault to log.
    if (body.status >= 500 && !(error instanceof DomainError)) console.error(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
    return sendProblem(c, body);
  });
  for (const mount of routeModules) mount(app, ctx);
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
