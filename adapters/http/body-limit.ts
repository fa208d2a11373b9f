/**
 * The request-size limit (issue 12 item 9): a body over the limit is refused with 413 problem
 * JSON and `Connection: close`, so the client opens a fresh connection for its next request
 * instead of queueing it behind a body the server will not read; the server reads and discards
 * what is still in flight for a moment (@hono/node-server's drain) before closing its side.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Request bodies are small JSON documents; anything larger is refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

export function payloadTooLarge(c: Context, maxBytes = MAX_BODY_BYTES): Response {
  const body = {
    type: 'https://trustmicrofinance.bank/problems/payload_too_large', title: 'Payload too large', status: 413, code: 'payload_too_large',
    detail: `The request body is too large (at most ${Math.floor(maxBytes / 1024)} KB).`,
  };
  return c.body(JSON.stringify(body), 413, { 'content-type': 'application/problem+json', connection: 'close' });
}

/** Every request with a body, on every path: declared (Content-Length) or streamed (chunked). */
export function limitBody(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => payloadTooLarge(c, maxBytes) });
}
