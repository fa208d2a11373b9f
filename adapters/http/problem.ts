/**
 * The one mapping from a refusal to an HTTP answer: problem-details JSON (RFC 9457) with
 * the status for each domain error code, the user-facing message in English as `detail`, and
 * its key and parameters (`key`, `params`, per field `errorKeys`) so any reader's language can word it
 * (reader-language.ts on the server, the same catalogue in the browser).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorCode, english, type FieldWords, technical, type Words } from '../../domain/errors.ts';
import { englishOf, saidOf, type Said } from '../../domain/i18n/refusals/words.ts';

const statusOf: Record<DomainErrorCode, ContentfulStatusCode> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  locked: 423,
  insufficient_funds: 422,
  limit_exceeded: 422,
  unavailable: 503,
};

const titleOf: Record<DomainErrorCode, string> = {
  validation: english('problems.validation'),
  unauthorized: english('problems.unauthorized'),
  forbidden: english('problems.forbidden'),
  not_found: english('problems.not_found'),
  conflict: 'Conflict',
  locked: 'Locked',
  insufficient_funds: english('problems.insufficient_funds'),
  limit_exceeded: english('problems.limit_exceeded'),
  unavailable: english('problems.unavailable'),
};

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  errors?: Record<string, string>;
  /** The refusal's key and parameters (domain/i18n/refusals), when the catalogue has it. */
  key?: Said['key'];
  params?: Said['params'];
  errorKeys?: Record<string, Said>;
}

const englishText = (words: FieldWords): string => (typeof words === 'string' ? words : englishOf(words));
const keyed = (words: FieldWords): Said | undefined => (typeof words === 'string' ? saidOf(words) : words);

function errorsOf(errors: Readonly<Record<string, FieldWords>>): Pick<Problem, 'errors' | 'errorKeys'> {
  const entries = Object.entries(errors);
  const errorKeys = Object.fromEntries(entries.flatMap(([field, words]) => { const found = keyed(words); return found ? [[field, found]] : []; }));
  return { errors: Object.fromEntries(entries.map(([field, words]) => [field, englishText(words)])), ...(Object.keys(errorKeys).length > 0 ? { errorKeys } : {}) };
}

export function problem(code: DomainErrorCode, detail: Words, errors?: Readonly<Record<string, FieldWords>>): Problem {
  const said = keyed(detail);
  return {
    type: `https://trustmicrofinance.bank/problems/${code}`, title: titleOf[code], status: statusOf[code], code, detail: englishText(detail),
    ...(said ? { key: said.key, ...(said.params ? { params: said.params } : {}) } : {}), ...(errors ? errorsOf(errors) : {}),
  };
}

export function sendProblem(c: Context, body: Problem): Response {
  return c.body(JSON.stringify(body), body.status as ContentfulStatusCode, { 'content-type': 'application/problem+json' });
}

/** Anything that is not a DomainError is our fault: log it, never leak it. */
export function errorToProblem(error: unknown): Problem {
  if (error instanceof DomainError) return problem(error.code, error.said ?? technical(error.message), error.fields && { ...error.fields, ...error.fieldsSaid });
  return { type: 'about:blank', title: 'Server error', status: 500, code: 'internal', detail: 'Something went wrong on our side. Please try again.' };
}
