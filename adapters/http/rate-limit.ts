/**
 * Rate limits at the HTTP edge: a middleware for a route's per-client policy, a `throttle`
 * for keys known only inside a handler (a customer, an e-mail), and the one 429 answer:
 * problem JSON with Retry-After, before anything is changed.
 */
import { english } from '../../domain/errors.ts';
import type { Context, MiddlewareHandler } from 'hono';
import type { BankContext } from '../bank/context.ts';
import { clientAddressKey, rateLimitsFor, type RatePolicyName } from '../security/rate-limits.ts';
import type { AppEnv } from './env.ts';
import { clientAddressOf } from './request.ts';

/** Thrown by `throttle`; app.ts answers it with `tooManyRequests`. */
export class RateLimitedError extends Error {
  /** `detail` replaces the general text where a flow has its own words (sign-in's delay). */
  constructor(readonly retryAfterSeconds: number, readonly detail?: string) {
    super('Too many requests');
  }
}

/**
 * The client's key: the TCP peer's address (IPv6 by /64); X-Forwarded-For only when the peer
 * is one of TRUSTED_PROXIES, and then only its last untrusted hop (client-address.ts).
 */
export function clientKey(c: Context): string {
  const address = clientAddressOf(c);
  return address === undefined ? 'unknown' : clientAddressKey(address);
}

/** 429 problem JSON with Retry-After (RFC 9110 section 10.2.3); `detail` defaults to the wait in words. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, detail?: string): Response {
  const { body, retryAfter } = tooManyRequestsBody(retryAfterSeconds, detail);
  return c.body(JSON.stringify(body), 429, { 'content-type': 'application/problem+json', 'retry-after': retryAfter });
}

/** The 429's problem JSON and its Retry-After value, for Hono's middleware and the function pipeline (functions/render.ts) alike. */
export function tooManyRequestsBody(retryAfterSeconds: number, detail: string = english('problems.tooManyRequestsWait', { wait: retryAfterSeconds })) {
  const body = {
    type: 'https://trustmicrofinance.bank/problems/rate_limited', title: 'Too many requests', status: 429, code: 'rate_limited',
    detail, retryAfterSeconds,
  };
  return { body, retryAfter: String(retryAfterSeconds) };
}

/** Counts one request against `name` for `key`; throws RateLimitedError when over the limit. */
export async function throttle(ctx: BankContext, name: RatePolicyName, key: string, points = 1): Promise<void> {
  const decision = await rateLimitsFor(ctx).consume(name, key, points);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}

/** Middleware: the route's per-client policy, counted before the body is read. */
export function limitPerClient(ctx: BankContext, name: RatePolicyName): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await rateLimitsFor(ctx).consume(name, clientKey(c));
    if (!decision.allowed) return tooManyRequests(c, decision.retryAfterSeconds);
    await next();
  };
}
