/**
 * Idempotency of money-moving requests: each key has its own stream (`idempotency-<key>`)
 * that can hold one event, appended with expected version 0 in the same atomic append as
 * the money events, so a retry finds the first outcome and can never move money twice.
 */
import { z } from 'zod';
import { refuse } from '../errors.ts';

export const idempotencyStream = (key: string): string => `idempotency-${key.toLowerCase()}`;

export const IDEMPOTENCY_KEY_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const idempotencyMessages = {
  missing: 'An Idempotency-Key header (a UUID) is required for this request.',
  reused: 'This request was already made with different details. Please start again.',
} as const;

export const idempotencyEventSchemas = {
  IdempotencyRecorded: z.object({
    key: z.string().max(64),
    userId: z.string().max(64),
    operation: z.string().max(40),
    /** Keyed hash of the request body: the same key with another body is refused. */
    requestHash: z.string().min(16).max(128),
    /** The answer given the first time, returned again on every retry. */
    outcome: z.object({ status: z.number().int().min(200).max(599), body: z.record(z.string(), z.unknown()) }),
    at: z.string().min(20).max(40),
  }),
};

export type IdempotencyEvent = { type: 'IdempotencyRecorded'; data: z.infer<typeof idempotencyEventSchemas.IdempotencyRecorded> };
export type IdempotencyOutcome = IdempotencyEvent['data']['outcome'];

/** The recorded outcome for a retry of the same request, null for a fresh key; refuses a reused key. */
export function priorOutcome(events: readonly IdempotencyEvent[], request: { userId: string; operation: string; requestHash: string }): IdempotencyOutcome | null {
  const recorded = events[0]?.data;
  if (!recorded) return null;
  if (recorded.userId !== request.userId || recorded.operation !== request.operation || recorded.requestHash !== request.requestHash) {
    return refuse('conflict', idempotencyMessages.reused);
  }
  return recorded.outcome;
}
