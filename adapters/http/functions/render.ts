/**
 * How a function's outcome becomes an answer, for every transport: JSON 200 with what was done,
 * a recorded money outcome (a replay says so), or a refusal as problem details (RFC 9457), in the
 * reader's language. The one place a refusal is worded for the wire.
 */
import { DomainError, wordsOf } from '../../../domain/errors.ts';
import type { Language } from '../../../domain/i18n/language.ts';
import type { Refusal } from '../../../domain/idempotency/idempotency.ts';
import type { BankContext } from '../../bank/context.ts';
import type { IdempotentAnswer } from '../../engine/idempotent.ts';
import { log } from '../../ops/log.ts';
import { describeError } from '../../security/safe-log.ts';
import { errorToProblem, problem, type Problem } from '../problem.ts';
import { RateLimitedError, tooManyRequestsBody } from '../rate-limit.ts';
import { readerLanguageOf, translated } from '../reader-language.ts';

/** An answer before a transport writes it: status, body text and the function's own headers. */
export interface Rendered {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const PROBLEM_TYPE = 'application/problem+json';

export const renderJson = (value: unknown): Rendered => ({ status: 200, body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

export const renderProblem = (body: Problem): Rendered => ({ status: body.status, body: JSON.stringify(body), headers: { 'content-type': PROBLEM_TYPE } });

/** A recorded refusal as problem details: from its recorded key and parameters, else (recorded before them) from its English. */
const refusalProblem = ({ code, message, fields, said, fieldsSaid }: Refusal): Problem =>
  problem(code, said ?? wordsOf(message), fields && { ...fields, ...fieldsSaid });

/** An idempotent use case's outcome: 200 with what was done, or the refusal; a replay says so in a header. */
export function renderOutcome({ outcome, replayed }: IdempotentAnswer): Rendered {
  const rendered = outcome.kind === 'refused' ? renderProblem(refusalProblem(outcome)) : renderJson(outcome.answer);
  if (replayed) rendered.headers['idempotent-replayed'] = 'true';
  return rendered;
}

/** Where an error happened, for the log line of a fault of ours: never the query or the error's message, which may carry customer data. */
export interface ErrorPlace {
  requestId: string;
  method: string;
  path: string;
}

/** A rate limit as 429 with Retry-After; a refusal as its problem; anything else is our fault: logged, never leaked. */
export function renderError(error: unknown, place: ErrorPlace): Rendered {
  if (error instanceof RateLimitedError) {
    const { body, retryAfter } = tooManyRequestsBody(error.retryAfterSeconds, error.detail);
    return { status: 429, body: JSON.stringify(body), headers: { 'content-type': PROBLEM_TYPE, 'retry-after': retryAfter } };
  }
  const body = errorToProblem(error);
  // A refusal the domain chose (a 503 while no live Bitcoin price exists) is not a fault to log.
  if (body.status >= 500 && !(error instanceof DomainError)) log('error', 'request failed', { requestId: place.requestId, method: place.method, path: place.path, error: describeError(error) });
  return renderProblem(body);
}

/** A refusal reworded in the reader's language (reader-language.ts); English and answers that are not problems pass untouched. */
export async function inReaderLanguage(ctx: BankContext, rendered: Rendered, token: string | null, said: string | undefined): Promise<Rendered> {
  if (!rendered.headers['content-type']?.startsWith(PROBLEM_TYPE)) return rendered;
  const language = await readerLanguageOf(ctx, token, said).catch((): Language => 'en');
  if (language === 'en') return rendered;
  const body = JSON.parse(rendered.body) as Parameters<typeof translated>[1];
  return { ...rendered, body: JSON.stringify(translated(language, body)), headers: { ...rendered.headers, 'content-language': language } };
}
