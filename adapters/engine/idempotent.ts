/**
 * The edge of idempotency: the Idempotency-Key header, a keyed hash of the request, and
 * the record appended with the effects (domain/idempotency). One key per attempt; a
 * network retry reuses it and gets the first outcome back. The record holds the domain's
 * outcome (what was done, or the refusal), never an HTTP answer: routes render it.
 */
import { createHmac } from 'node:crypto';
import { refuse } from '../../domain/errors.ts';
import { IDEMPOTENCY_KEY_SHAPE, idempotencyMessages, idempotencyStream, priorOutcome, type IdempotencyEvent, type IdempotencyOutcome } from '../../domain/idempotency/idempotency.ts';
import type { IdempotentRequest } from '../../domain/command.ts';
import type { Reads } from './unit-of-work.ts';

export function requireIdempotencyKey(header: string | undefined): string {
  const key = header?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_SHAPE.test(key)) return refuse('validation', idempotencyMessages.missing);
  return key.toLowerCase();
}

/** A keyed hash (not a plain digest): request bodies may hold a 4-digit code. `secret` is the server's (BankContext.money.otpSecret). */
export const requestHash = (secret: string, operation: string, body: unknown): string =>
  createHmac('sha256', secret).update(`${operation}\n${JSON.stringify(body)}`).digest('hex');

export type { IdempotentRequest };

/** What an idempotent use case answers: the outcome, and whether it is the first request's, replayed. */
export interface IdempotentAnswer {
  outcome: IdempotencyOutcome;
  replayed: boolean;
}

/** Reads the key's stream (so its version 0 becomes the expected version) and returns a prior outcome. */
export async function loadPrior(reads: Reads, request: IdempotentRequest): Promise<IdempotencyOutcome | null> {
  const loaded = await reads.load<IdempotencyEvent>(idempotencyStream(request.key));
  return priorOutcome(loaded.events, request);
}

export function recordOutcome(request: IdempotentRequest, outcome: IdempotencyOutcome, at: string) {
  const event: IdempotencyEvent = { type: 'IdempotencyRecorded', data: { ...request, outcome, at } };
  return { streamId: idempotencyStream(request.key), events: [event] };
}
