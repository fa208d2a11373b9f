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
import { technical } from '../../domain/errors.ts';
import type { BankContext } from '../bank/context.ts';
import type { App, AppEnv, MountRoutes } from './env.ts';
import { mountDevClock } from './routes/dev-clock.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { problem, sendProblem } from './problem.ts';
import { renderError } from './functions/render.ts';
import { mountAuthRoutes } from './routes/auth-routes.ts';
import { mountDevMailbox } from './routes/dev-mailbox.ts';
import { mountDevSms } from './routes/dev-sms.ts';
import { mountLiveRoutes } from './routes/live-routes.ts';
import { mountPublicData } from './routes/public-data.ts';
import { mountFunctionTable } from './functions/mount.ts';
import { limitBody } from './body-limit.ts';
import { declaredBodyLimit } from './functions/table.ts';
import { CLIENT_CLOSED_REQUEST, clientClosed, incomingOf, statusToRecord } from './client-abort.ts';
import { serveUi } from './static.ts';
import { refuseForbiddenCharacters } from './text-safety.ts';
import { speakReaderLanguage } from './reader-language.ts';
import { clientAddress, noTrustedProxies, type TrustedProxies } from '../ops/client-address.ts';
import type { Lifecycle } from './lifecycle.ts';
import { mountOperations, type Operations } from './routes/operations-routes.ts';
import { clientRequestIdOf, recordAnswer } from './answer-envelope.ts';

/** Every group of routes, one module each: the function table (every POST /functions/v1/<name>), then the routes that are not functions. */
const routeModules: MountRoutes[] = [mountFunctionTable, mountPublicData, mountAuthRoutes, mountDevMailbox, mountDevSms, mountLiveRoutes, mountDevClock];

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
    const clientRequestId = clientRequestIdOf(c.req.header('x-request-id'));
    if (clientRequestId) c.header('x-client-request-id', clientRequestId);
    // A client gone before its answer is counted as 499, whatever the handler made of its missing body.
    const status = statusToRecord(incomingOf(c), c.res.status);
    recordAnswer({ metrics: operations?.metrics, accessLog }, { requestId, clientRequestId, method: c.req.method, route: routePath(c), status, started });
  });
  if (lifecycle) app.use('*', lifecycle.track);
  // Outside every other layer, so each refusal (a route's, a limit's, the error mapping's) is in the reader's language.
  app.use('*', speakReaderLanguage(ctx));
  app.use('*', secureHeaders(securityHeaderOptions));
  // The 64 KB limit, unless the function table declares a larger one for the path (the KYC upload).
  const defaultLimit = limitBody();
  const declaredLimits = new Map<number, ReturnType<typeof limitBody>>();
  app.use('*', (c, next) => {
    const declared = declaredBodyLimit(c.req.path);
    if (declared === undefined) return defaultLimit(c, next);
    const limit = declaredLimits.get(declared) ?? limitBody(declared);
    declaredLimits.set(declared, limit);
    return limit(c, next);
  });
  // A function checks its own body in its pipeline (functions/pipeline.ts); the paths of no function are checked below.
  app.use('/auth/*', refuseForbiddenCharacters);
  app.onError((error, c) => {
    // Reading the body of a client that hung up fails; that is the client's doing, not a fault to log.
    if (clientClosed(incomingOf(c))) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    // The same mapping as the function pipeline's: a rate limit as 429, a refusal as its problem, anything else logged by path (no query) and class.
    const rendered = renderError(error, { requestId: c.get('requestId'), method: c.req.method, path: c.req.path });
    return c.body(rendered.body, rendered.status as ContentfulStatusCode, rendered.headers);
  });
  mountOperations(app, ctx, { ...operations, draining: () => lifecycle?.draining ?? false });
  for (const mount of routeModules) mount(app, ctx);
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.all('/functions/*', refuseForbiddenCharacters, (c) => sendProblem(c, problem('not_found', technical('No such function.'))));
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
