/**
 * The bank's one HTTP server: the Supabase-style functions and auth routes of docs/api.md
 * and the built UI, behind security headers, body limits and one error mapping.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { randomUUID } from 'node:crypto';
import type { BankContext } from '../bank/context.ts';
import type { App, AppEnv, MountRoutes } from './env.ts';
import { errorToProblem, problem, sendProblem } from './problem.ts';
import { mountAdminBackOffice } from './routes/admin-back-office.ts';
import { mountAdminFunctions } from './routes/admin-functions.ts';
import { mountAuthRoutes } from './routes/auth-routes.ts';
import { mountMoneyFunctions } from './routes/money-functions.ts';
import { mountSignedInFunctions } from './routes/customer-functions.ts';
import { mountPublicFunctions } from './routes/public-functions.ts';
import { mountLiveRoutes } from './routes/live-routes.ts';
import { mountPasswordResetRoutes } from './routes/password-reset-routes.ts';
import { mountRecordsFunctions } from './routes/records-functions.ts';
import { serveUi } from './static.ts';

/** Every group of routes, one module each; a new feature adds its module here. */
const routeModules: MountRoutes[] = [mountPublicFunctions, mountSignedInFunctions, mountAdminFunctions, mountAdminBackOffice, mountAuthRoutes, mountMoneyFunctions, mountRecordsFunctions, mountLiveRoutes, mountPasswordResetRoutes];

export interface AppOptions {
  ctx: BankContext;
  /** Folder of the built UI (dist/); omitted in API-only tests. */
  uiRoot?: string;
}

/** Request bodies are small JSON documents; anything larger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

export function createApp({ ctx, uiRoot }: AppOptions): App {
  const app = new Hono<AppEnv>();
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
