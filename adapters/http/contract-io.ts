/**
 * A function route's two ends, bound to the API contract: the body parsed with the function's
 * request schema, and the answer checked by the compiler against what the browser expects.
 */
import type { Context } from 'hono';
import { requests, type ActionOf, type AnswerTo, type FunctionName, type Parsed } from '../contract/index.ts';
import { readBody } from './request.ts';

export function parse<N extends FunctionName>(c: Context, name: N): Promise<Parsed<N>> {
  return readBody(c, requests[name]) as Promise<Parsed<N>>;
}

/** JSON 200 with the contract's answer for the function (and action): `reply<'admin-users', 'list'>(c, rows)`. */
export function reply<N extends FunctionName, A extends ActionOf<N> = never>(c: Context, value: AnswerTo<N, A>): Response {
  return c.json(value as object);
}
