/**
 * The three transfer steps (transfer-start, -pin, -confirm) served straight from node:http,
 * ahead of Hono: building a web Request, its streams and headers, then a Response, was about a
 * fifth of the server's CPU per transfer (docs/benchmarks.md). This path reads the body once
 * and runs what app.ts's middleware and the route would, in the same order, with the same
 * answers: request id, requests in flight, security headers, the forbidden-character check,
 * authentication, rate limits, the Idempotency-Key, the contract's zod schema, the same
 * service call and problem JSON. Anything it does not take whole (another path or method, a
 * query string, a body without a Content-Length or over the limit) goes to Hono untouched, so
 * the 413 and every other edge stays Hono's. money-fast-path.int.spec.ts sends the same
 * requests both ways.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { DomainError } from '../../domain/errors.ts';
import { authenticate } from '../bank/auth-service.ts';
import type { BankContext } from '../bank/context.ts';
import { confirmTransfer, startTransfer, verifyTransferPin } from '../bank/transfer-service.ts';
import { requests, type FunctionName, type Parsed } from '../contract/index.ts';
import { requireIdempotencyKey, type IdempotentAnswer } from '../engine/idempotent.ts';
import { log } from '../ops/log.ts';
import type { BankMetrics } from '../ops/metrics.ts';
import { describeError } from '../security/safe-log.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';
import { CLIENT_CLOSED_REQUEST, clientClosed, statusToRecord } from './client-abort.ts';
import type { Lifecycle } from './lifecycle.ts';
import { errorToProblem, problem, type Problem } from './problem.ts';
import { RateLimitedError, throttle, tooManyRequestsBody } from './rate-limit.ts';
import { CLIENT_REQUEST_ID, securityHeaderOptions } from './app.ts';
import { bearerOf, parseWith, publicOriginOf } from './request.ts';
import { forbiddenCharactersMessage, hasForbiddenCharacters } from './text-safety.ts';
import { LANGUAGE_HEADER, readerLanguageOf, translated } from './reader-language.ts';
import type { Language } from '../../domain/i18n/language.ts';

/** Takes the request and answers it (true), or leaves it to the next listener (false) without reading anything. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FastPathOptions {
  ctx: BankContext;
  lifecycle?: Lifecycle;
  metrics?: Pick<BankMetrics, 'observeRequest'>;
  accessLog?: boolean;
}

/** What a handler answers: status, body text and the headers of its own (content type, replay). */
interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
  /** The route that answered, for the metrics, when it is not the function's: Hono's middleware for /functions/*. */
  route?: string;
}

/** A request as a handler sees it: one header by name (repeated ones joined, as a web Request does), the parsed body and our id. */
interface Input {
  header: (name: string) => string | undefined;
  /** The body as JSON, or `notJson` when it did not parse. */
  json: unknown;
  requestId: string;
}

const notJson: unique symbol = Symbol('not JSON');

const json = (status: number, value: unknown, type = 'application/json'): Answer => ({ status, body: JSON.stringify(value), headers: { 'content-type': type } });
const problemAnswer = (body: Problem): Answer => json(body.status, body, 'application/problem+json');

/** The body through the contract's schema, as the Hono routes' parse() does after their JSON read. */
function bodyOf<N extends FunctionName>(input: Input, name: N): Parsed<N> {
  if (input.json === notJson) throw new DomainError('validation', 'The request body is not valid JSON.');
  return parseWith(requests[name], input.json) as Parsed<N>;
}

/** The routes this path serves; each does what its Hono route in routes/ does, with the same calls in the same order. */
function routes(ctx: BankContext): Map<string, (input: Input) => Promise<Answer>> {
  return new Map([
    ['/functions/v1/transfer-start', async (input: Input) => {
      const principal = await authenticate(ctx, bearerOf(input.header('authorization')));
      await throttle(ctx, 'transfer-start', principal.user.id);
      return json(200, await startTransfer(ctx, principal, bodyOf(input, 'transfer-start'), input.requestId));
    }],
    ['/functions/v1/transfer-pin', async (input: Input) => {
      const principal = await authenticate(ctx, bearerOf(input.header('authorization')));
      await throttle(ctx, 'transfer-pin', principal.user.id);
      return json(200, await verifyTransferPin(ctx, principal, bodyOf(input, 'transfer-pin'), input.requestId));
    }],
    ['/functions/v1/transfer-confirm', async (input: Input) => {
      const principal = await authenticate(ctx, bearerOf(input.header('authorization')));
      const key = requireIdempotencyKey(input.header('idempotency-key'));
      return idempotentAnswer(await confirmTransfer(ctx, principal, bodyOf(input, 'transfer-confirm'), key, input.requestId, publicOriginOf(ctx)));
    }],
  ]);
}

/** money-functions.ts's answer(): 200 with what was done, or the refusal as problem JSON; a replay says so. */
function idempotentAnswer({ outcome, replayed }: IdempotentAnswer): Answer {
  const answer = outcome.kind === 'refused' ? problemAnswer(problem(outcome.code, outcome.message, outcome.fields)) : json(200, outcome.answer);
  if (replayed) answer.headers['idempotent-replayed'] = 'true';
  return answer;
}

/** The headers Hono's secureHeaders middleware adds to every answer, taken from the middleware itself so the two never differ. */
export async function securityHeaders(): Promise<Record<string, string>> {
  const bare = await new Hono().get('/', (c) => c.body('')).request('/');
  const secured = await new Hono().use('*', secureHeaders(securityHeaderOptions)).get('/', (c) => c.body('')).request('/');
  return Object.fromEntries([...secured.headers].filter(([name]) => !bare.headers.has(name)));
}

/** The body's text, decoded as a web Request's text() does (UTF-8, a leading BOM dropped, bad bytes replaced). */
function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new TextDecoder().decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    req.on('error', reject);
    // A client gone before the end of its body: nothing to answer, and nothing may hang.
    req.on('close', () => { if (!req.complete) reject(new Error('The request ended before its body did.')); });
  });
}

/** Response.json() of the text: a second BOM is dropped by its decoding too. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return notJson;
  }
}

/** app.ts's onError: the rate-limit answer, or the problem for the error (logged when it is our fault). */
function errorAnswer(error: unknown, requestId: string, path: string): Answer {
  if (error instanceof RateLimitedError) {
    const { body, retryAfter } = tooManyRequestsBody(error.retryAfterSeconds, error.detail);
    return { ...json(429, body, 'application/problem+json'), headers: { 'content-type': 'application/problem+json', 'retry-after': retryAfter } };
  }
  const body = errorToProblem(error);
  if (body.status >= 500 && !(error instanceof DomainError)) log('error', 'request failed', { requestId, method: 'POST', path, error: describeError(error) });
  return problemAnswer(body);
}

/** Every step between the body and the answer, in app.ts's order: the forbidden-character check, then the route. */
async function answerOf(req: IncomingMessage, run: (input: Input) => Promise<Answer>, requestId: string, path: string): Promise<Answer> {
  try {
    const text = await readText(req);
    const parsed = parseJson(text);
    if (hasForbiddenCharacters(parsed === notJson ? text : parsed)) return { ...problemAnswer(problem('validation', forbiddenCharactersMessage)), route: '/functions/*' };
    const header = (name: string) => joinedHeader(req, name);
    return await run({ header, json: parsed, requestId });
  } catch (error) {
    // A body cut short by a client that hung up: nobody to answer, and no fault of ours (client-abort.ts).
    if (clientClosed(req)) return { status: CLIENT_CLOSED_REQUEST, body: '', headers: {} };
    return errorAnswer(error, requestId, path);
  }
}

/** reader-language.ts's middleware for this path: a refusal rewritten in the reader's language; English and answers that are not problems pass untouched. */
async function inReaderLanguage(ctx: BankContext, req: IncomingMessage, answer: Answer): Promise<Answer> {
  if (!answer.headers['content-type']?.startsWith('application/problem+json')) return answer;
  const language = await readerLanguageOf(ctx, bearerOf(joinedHeader(req, 'authorization')), joinedHeader(req, LANGUAGE_HEADER)).catch((): Language => 'en');
  if (language === 'en') return answer;
  const body = JSON.parse(answer.body) as Parameters<typeof translated>[1];
  return { ...answer, body: JSON.stringify(translated(language, body)), headers: { ...answer.headers, 'content-language': language } };
}

/** A header as a web Request shows it: repeats joined with ", " (node keeps only the first Authorization). */
function joinedHeader(req: IncomingMessage, name: string): string | undefined {
  return req.headersDistinct[name]?.join(', ');
}

export async function createMoneyFastPath({ ctx, lifecycle, metrics, accessLog = false }: FastPathOptions): Promise<FastPath> {
  const served = routes(ctx);
  const secured = await securityHeaders();
  const serve = async (req: IncomingMessage, res: ServerResponse, path: string, run: (input: Input) => Promise<Answer>): Promise<void> => {
    const started = performance.now();
    const requestId = randomUUID();
    const leave = lifecycle?.enter();
    let answer: Answer;
    try {
      answer = await answerOf(req, run, requestId, path);
    } finally {
      leave?.();
    }
    answer = await inReaderLanguage(ctx, req, answer);
    const theirs = joinedHeader(req, 'x-request-id');
    const clientRequestId = theirs && CLIENT_REQUEST_ID.test(theirs) ? theirs : undefined;
    const headers: Record<string, string> = { ...answer.headers, ...secured, 'x-request-id': requestId, ...(clientRequestId ? { 'x-client-request-id': clientRequestId } : {}) };
    if (lifecycle?.draining) headers.connection = 'close';
    headers['content-length'] = String(Buffer.byteLength(answer.body));
    const status = statusToRecord(req, answer.status);
    if (status === CLIENT_CLOSED_REQUEST) res.destroy();
    else {
      res.writeHead(answer.status, headers);
      res.end(answer.body);
    }
    const seconds = (performance.now() - started) / 1000;
    const route = answer.route ?? path;
    metrics?.observeRequest(route, 'POST', status, seconds);
    if (accessLog) log('info', 'request', { requestId, clientRequestId, method: 'POST', route, status, ms: Math.round(seconds * 10_000) / 10 });
  };
  return (req, res) => {
    const path = req.url ?? '';
    const run = req.method === 'POST' ? served.get(path) : undefined;
    const length = Number(req.headers['content-length'] ?? Number.NaN);
    if (!run || !(length <= MAX_BODY_BYTES) || req.headers['transfer-encoding'] !== undefined) return false;
    serve(req, res, path, run).catch((error: unknown) => {
      // Only writing the answer can fail here (everything before it is answered as problem JSON): the client is gone.
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
