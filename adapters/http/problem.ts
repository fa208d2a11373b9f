/**
 * The one mapping from a refusal to an HTTP answer: problem-details JSON (RFC 9457) with
 * the status for each domain error code and the user-facing message as `detail`.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorCode } from '../../domain/errors.ts';

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
  validation: 'Invalid request',
  unauthorized: 'Not signed in',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  conflict: 'Conflict',
  locked: 'Locked',
  insufficient_funds: 'Insufficient funds',
  limit_exceeded: 'Limit exceeded',
  unavailable: 'Temporarily unavailable',
};

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  errors?: Record<string, string>;
}

export function problem(code: DomainErrorCode, detail: string, errors?: Record<string, string>): Problem {
  return { type: `https://trustmicrofinance.bank/problems/${code}`, title: titleOf[code], status: statusOf[code], code, detail, ...(errors ? { errors } : {}) };
}

export function sendProblem(c: Context, body: Problem): Response {
  return c.body(JSON.stringify(body), body.status as ContentfulStatusCode, { 'content-type': 'application/problem+json' });
}

/** Anything that is not a DomainError is our fault: log it, never leak it. */
export function errorToProblem(error: unknown): Problem {
  if (error instanceof DomainError) return problem(error.code, error.message, error.fields);
  return { type: 'about:blank', title: 'Server error', status: 500, code: 'internal', detail: 'Something went wrong on our side. Please try again.' };
}
