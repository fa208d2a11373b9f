/**
 * The bank's one HTTP server: the Supabase-style functions and auth routes of docs/api.md
 * and the built UI, behind security headers, body limits and one error mapping.
 */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { routePath } from 'hono/route';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { DomainError, technical } from '../../domain/errors.ts';
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
import { CLIENT_CLOSED_REQUEST, clientClosed, incomingOf, statusToRecord } from './client-abort.ts';
import { serveUi } from './static.ts';
import { refuseForbiddenCharacters } from './text-safety.ts';
import { RateLimitedError, tooManyRequests } from './rate-limit.ts';
import { speakReaderLanguage } from './reader-language.ts';
import { clientAddress, noTrustedProxies, type TrustedProxies } from '../ops/client-address.ts';
import { log } from '../ops/log.ts';
import type { Lifecycle } from './lifecycle.ts';
import { mountOperations, type Operations } from './routes/operations-routes.ts';

/** Every group of routes, one module each; a new feature adds its module here. */
const routeModules: MountRoutes[] = [mountPublicFunctions, mountSignedInFunctions, mountAdminFunctions, mountAdminBackOffice, mountAuthRoutes, mountMoneyFunctions, mountRecordsFunctions, mountLiveRoutes, mountPasswordResetRoutes, mountAdminInvitationRoutes, mountInsightsFunctions, mountLoanFunctions, mountPaymentsFunctions, mountDevClock];

export interface AppOptions {
  ctx: BankContext;
  /** Folder of the built UI (dist/); omitted in API-only tests. */
  uiRoot?: string;
  /** Balancers whose X-Forwarded-For is believed (TRUSTED_PROXIES); default none. */
  trustedProxies?: TrustedProxies;
  /** The server's lifecycle (main.ts): requests in flight, the drain on SIGTERM. */
  lifecycle?: Lifecycle;
  /** /readyz's verdict and /metrics; absent in tests = never draining, no metrics. */
  operations?: Omit<Operations, 'draining'>;
  /** One JSON line per answered request (BANK_ACCESS_LOG); off in in-process tests. */
  accessLog?: boolean;
}

/** A client's own X-Request-Id, echoed back and logged beside ours, never used for anything else. */
export const CLIENT_REQUEST_ID = /^[\w.:-]{1,128}$/;

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function createApp({ ctx, uiRoot, trustedProxies = noTrustedProxies, lifecycle, operations, accessLog = false }: AppOptions): App {
  const app = new Hono<AppEnv>();
  // Our own id for every request, carried into the events' metadata and every log line; a client's is only echoed.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('clientAddress', clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trustedProxies));
    await next();
    c.header('x-request-id', requestId);
    const theirs = c.req.header('x-request-id');
    const clientRequestId = theirs && CLIENT_REQUEST_ID.test(theirs) ? theirs : undefined;
    if (clientRequestId) c.header('x-client-request-id', clientRequestId);
    const route = routePath(c);
    const seconds = (performance.now() - started) / 1000;
    // A client gone before its answer is counted as 499, whatever the handler made of its missing body.
    const status = statusToRecord(incomingOf(c), c.res.status);
    operations?.metrics?.observeRequest(route, c.req.method, status, seconds);
    if (accessLog) log('info', 'request', { requestId, clientRequestId, method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10 });
  });
  if (lifecycle) app.use('*', lifecycle.track);
  // Outside every other layer, so each refusal (a route's, a limit's, the error mapping's) is in the reader's language.
  app.use('*', speakReaderLanguage(ctx));
  app.use('*', secureHeaders(securityHeaderOptions));
  app.use('*', limitBody());
  app.use('/functions/*', refuseForbiddenCharacters);
  app.use('/auth/*', refuseForbiddenCharacters);
  app.onError((error, c) => {
    if (error instanceof RateLimitedError) return tooManyRequests(c, error.retryAfterSeconds, error.detail);
    // Reading the body of a client that hung up fails; that is the client's doing, not a fault to log.
    if (clientClosed(incomingOf(c))) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    const body = errorToProblem(error);
    // The path without its query, and the error without its message: neither may carry customer data.
    // A refusal the domain chose (a 503 while no live Bitcoin price exists) is not a fault to log.
    if (body.status >= 500 && !(error instanceof DomainError)) log('error', 'request failed', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, error: describeError(error) });
    return sendProblem(c, body);
  });
  mountOperations(app, ctx, { ...operations, draining: () => lifecycle?.draining ?? false });
  for (const mount of routeModules) mount(app, ctx);
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.all('/functions/*', (c) => sendProblem(c, problem('not_found', technical('No such function.'))));
  app.all('/auth/*', (c) => sendProblem(c, problem('not_found', technical('No such route.'))));
  app.all('/api/*', (c) => sendProblem(c, problem('not_found', technical('No such route.'))));
  if (uiRoot) serveUi(app, uiRoot);
  return app;
}

/** The security headers of every answer; money-fast-path.ts takes the same ones from the same middleware. */
export const securityHeaderOptions: NonNullable<Parameters<typeof secureHeaders>[0]> = {
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
