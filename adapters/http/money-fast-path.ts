/**
 * The three transfer steps (transfer-start, -pin, -confirm) served straight from node:http,
 * ahead of Hono: building a web Request, its streams and headers, then a Response, was about a
 * fifth of the server's CPU per transfer (docs/benchmarks.md). This path is only a transport: it
 * reads the body, hands it to the same function pipeline the Hono routes use (functions/pipeline.ts:
 * limits, sign-in, Idempotency-Key, the contract's schema, the use case, problem details in the
 * reader's language), and writes the answer with what app.ts's middleware adds to every answer
 * (request id, security headers taken from Hono's own middleware, the drain; answer-envelope.ts's
 * client request id, metrics and access log).
 * Anything it does not take whole (another path or method, a query string, a body without a
 * Content-Length or over the limit) goes to Hono untouched, so the 413 and every other edge stay Hono's.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { BankContext } from '../bank/context.ts';
import type { FunctionName } from '../contract/index.ts';
import { clientAddress, noTrustedProxies, type TrustedProxies } from '../ops/client-address.ts';
import { log } from '../ops/log.ts';
import type { BankMetrics } from '../ops/metrics.ts';
import { describeError } from '../security/safe-log.ts';
import { clientRequestIdOf, recordAnswer } from './answer-envelope.ts';
import { securityHeaderOptions } from './app.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';
import { CLIENT_CLOSED_REQUEST, clientClosed, statusToRecord } from './client-abort.ts';
import { runFunction } from './functions/pipeline.ts';
import type { Rendered } from './functions/render.ts';
import type { Lifecycle } from './lifecycle.ts';

/** Takes the request and answers it (true), or leaves it to the next listener (false) without reading anything. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FastPathOptions {
  ctx: BankContext;
  lifecycle?: Lifecycle;
  metrics?: Pick<BankMetrics, 'observeRequest'>;
  accessLog?: boolean;
  /** Balancers whose X-Forwarded-For is believed (TRUSTED_PROXIES), as app.ts is given them. */
  trustedProxies?: TrustedProxies;
}

/** The functions this path carries, by their path; every other request is Hono's. */
const FAST_FUNCTIONS: ReadonlyMap<string, FunctionName> = new Map((['transfer-start', 'transfer-pin', 'transfer-confirm'] as const).map((name) => [`/functions/v1/${name}`, name]));

/** The headers Hono's secureHeaders middleware adds to every answer, taken from the middleware itself so the two never differ. */
export async function securityHeaders(): Promise<Record<string, string>> {
  const bare = await new Hono().get('/', (c) => c.body('')).request('/');
  const secured = await new Hono().use('*', secureHeaders(securityHeaderOptions)).get('/', (c) => c.body('')).request('/');
  return Object.fromEntries([...secured.headers].filter(([name]) => !bare.headers.has(name)));
}

/** The body's bytes; rejects when the client is gone before the end of its body, so nothing hangs. */
function readBody(req: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => { if (!req.complete) reject(new Error('The request ended before its body did.')); });
  });
}

/** A header as a web Request shows it: repeats joined with ", " (node keeps only the first Authorization). */
function joinedHeader(req: IncomingMessage, name: string): string | undefined {
  return req.headersDistinct[name]?.join(', ');
}

/** The function's answer for this request, or 499 for a client that hung up before its body ended. */
async function answerOf(req: IncomingMessage, options: FastPathOptions, name: FunctionName, path: string, requestId: string): Promise<Rendered> {
  let body: Uint8Array;
  try {
    body = await readBody(req);
  } catch {
    return { status: CLIENT_CLOSED_REQUEST, body: '', headers: {} };
  }
  const header = (headerName: string) => joinedHeader(req, headerName);
  const address = clientAddress(req.socket.remoteAddress, header('x-forwarded-for'), options.trustedProxies ?? noTrustedProxies);
  return runFunction(options.ctx, name, { method: 'POST', path, query: '', header, body, clientAddress: address, requestId, clientClosed: () => clientClosed(req) });
}

export async function createMoneyFastPath(options: FastPathOptions): Promise<FastPath> {
  const { lifecycle, metrics, accessLog = false } = options;
  const secured = await securityHeaders();
  const serve = async (req: IncomingMessage, res: ServerResponse, path: string, name: FunctionName): Promise<void> => {
    const started = performance.now();
    const requestId = randomUUID();
    const leave = lifecycle?.enter();
    let answer: Rendered;
    try {
      answer = await answerOf(req, options, name, path, requestId);
    } finally {
      leave?.();
    }
    const clientRequestId = clientRequestIdOf(joinedHeader(req, 'x-request-id'));
    const headers: Record<string, string> = { ...answer.headers, ...secured, 'x-request-id': requestId, ...(clientRequestId ? { 'x-client-request-id': clientRequestId } : {}) };
    if (lifecycle?.draining) headers.connection = 'close';
    headers['content-length'] = String(Buffer.byteLength(answer.body));
    const status = statusToRecord(req, answer.status);
    if (status === CLIENT_CLOSED_REQUEST) res.destroy();
    else {
      res.writeHead(answer.status, headers);
      res.end(answer.body);
    }
    recordAnswer({ metrics, accessLog }, { requestId, clientRequestId, method: 'POST', route: path, status, started });
  };
  return (req, res) => {
    const path = req.url ?? '';
    const name = req.method === 'POST' ? FAST_FUNCTIONS.get(path) : undefined;
    const length = Number(req.headers['content-length'] ?? Number.NaN);
    if (!name || !(length <= MAX_BODY_BYTES) || req.headers['transfer-encoding'] !== undefined) return false;
    serve(req, res, path, name).catch((error: unknown) => {
      // Only writing the answer can fail here (the pipeline answers every error as problem JSON): the client is gone.
      log('error', 'answer failed', { method: 'POST', path, error: describeError(error) });
      res.destroy();
    });
    return true;
  };
}

/** node:http's createServer with the fast path ahead of the given listener (Hono's), for @hono/node-server's serve(). */
export function serverWithFastPath(fast: FastPath): typeof createServer {
  const create = (options: Parameters<typeof createServer>[0], listener: RequestListener) =>
    createServer(options ?? {}, (req, res) => {
      if (!fast(req, res)) void listener(req, res);
    });
  return create as typeof createServer;
}
