/**
 * Characters no field of the bank may hold (issue 12 item 8): NUL, which PostgreSQL cannot
 * store in text or jsonb, and lone UTF-16 surrogates, which are not text at all. Checked once
 * at the edge on every parsed request body, keys included, so no route can forget it.
 */
import { english } from '../../domain/errors.ts';
import type { MiddlewareHandler } from 'hono';
import { problem, sendProblem } from './problem.ts';

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point of this pattern
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const forbiddenCharactersMessage = english('session.forbiddenCharacters');

/** True when any string in `value` (object keys too, at any depth) holds a forbidden character. */
export function hasForbiddenCharacters(value: unknown): boolean {
  // A loop, not recursion: a hostile body may nest thousands of levels deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (FORBIDDEN.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (FORBIDDEN.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** True when a key or value of the query string (`?a=b`, or '') holds a forbidden character. */
export function hasForbiddenQuery(search: string): boolean {
  const query = new URLSearchParams(search);
  return [...query.keys(), ...query.values()].some((part) => FORBIDDEN.test(part));
}

/**
 * Middleware for the auth routes and the paths of no function (the table's functions check in
 * their pipeline, functions/pipeline.ts): refuses, with 400 and before any handler runs,
 * a query value or a body holding a forbidden character: in JSON after parsing, so escapes
 * such as "\\u0000" count; any other body as its text.
 */
export const refuseForbiddenCharacters: MiddlewareHandler = async (c, next) => {
  if (hasForbiddenQuery(new URL(c.req.url).search)) return sendProblem(c, problem('validation', forbiddenCharactersMessage));
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const text = await c.req.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch { /* not JSON: checked as text below */ }
  if (hasForbiddenCharacters(parsed)) return sendProblem(c, problem('validation', forbiddenCharactersMessage));
  return next();
};
