/** Renders an idempotent use case's outcome (transfers, deposits, loan repayments): 200 with what was done, or the refusal as problem details; a replay says so in a header. */
import { wordsOf } from '../../domain/errors.ts';
import type { Context } from 'hono';
import type { IdempotentAnswer } from '../engine/idempotent.ts';
import type { AppEnv } from './env.ts';
import { problem, sendProblem } from './problem.ts';

export function answerIdempotent(c: Context<AppEnv>, { outcome, replayed }: IdempotentAnswer): Response {
  if (replayed) c.header('Idempotent-Replayed', 'true');
  if (outcome.kind === 'refused') return sendProblem(c, problem(outcome.code, wordsOf(outcome.message), outcome.fields));
  return c.body(JSON.stringify(outcome.answer), 200, { 'content-type': 'application/json' });
}
