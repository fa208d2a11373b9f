/**
 * Idempotency of money-moving requests: each key has its own stream (`idempotency-<key>`)
 * that can hold one event, appended with expected version 0 in the same atomic append as
 * the money events, so a retry finds the first outcome and can never move money twice.
 */
import { z } from 'zod';
import { DOMAIN_ERROR_CODES, DomainError, type DomainErrorCode, english, type FieldWords, knownSaid, refuse, type Said, type Words } from '../errors.ts';

export const idempotencyStream = (key: string): string => `idempotency-${key.toLowerCase()}`;

export const IDEMPOTENCY_KEY_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const idempotencyMessages = {
  missing: english('session.missing'),
  reused: english('session.reused'),
} as const;

/** A refusal's key and parameters as recorded (a key may be renamed later: knownSaid reads it back). */
const recordedSaid = z.object({ key: z.string().max(100), params: z.record(z.string(), z.union([z.string().max(2_000), z.number()])).optional() });

/** The first answer as the domain decided it: what was done (a receipt, a deposit), or the refusal. */
const recordedOutcome = z.union([
  z.object({ kind: z.literal('accepted'), answer: z.record(z.string(), z.unknown()) }),
  z.object({
    kind: z.literal('refused'), code: z.enum(DOMAIN_ERROR_CODES), message: z.string().max(2_000), fields: z.record(z.string(), z.string()).optional(),
    /** Its key and parameters (and each field's), so a replay is worded in the reader's language with its figures; absent before they were recorded. */
    said: recordedSaid.optional(), fieldsSaid: z.record(z.string(), recordedSaid).optional(),
  }),
  /** Recorded before issue 14: the HTTP answer itself (status and body); outcomeOf reads it as the domain outcome it carried. */
  z.object({ status: z.number().int().min(200).max(599), body: z.record(z.string(), z.unknown()) }),
]);

export const idempotencyEventSchemas = {
  IdempotencyRecorded: z.object({
    key: z.string().max(64),
    userId: z.string().max(64),
    operation: z.string().max(40),
    /** Keyed hash of the request body: the same key with another body is refused. */
    requestHash: z.string().min(16).max(128),
    /** The outcome of the first request, returned again on every retry. */
    outcome: recordedOutcome,
    at: z.string().min(20).max(40),
  }),
};

export type IdempotencyEvent = { type: 'IdempotencyRecorded'; data: z.infer<typeof idempotencyEventSchemas.IdempotencyRecorded> };
export type RecordedOutcome = IdempotencyEvent['data']['outcome'];

/** A refusal as recorded: the DomainError's code, message and per-field messages in English, and their keys and parameters. */
export interface Refusal {
  kind: 'refused';
  code: DomainErrorCode;
  message: string;
  fields?: Record<string, string>;
  said?: Said;
  fieldsSaid?: Record<string, Said>;
}

/** What an idempotent request decided, in the domain's terms; the HTTP edge maps it to an answer. */
export type IdempotencyOutcome = { kind: 'accepted'; answer: Record<string, unknown> } | Refusal;

/** A DomainError as an outcome to record: its English as before, and its key and parameters (and each field's). */
export const refusalOf = ({ code, message, fields, said, fieldsSaid }: DomainError): Refusal =>
  ({ kind: 'refused', code, message, ...(fields ? { fields } : {}), ...(said ? { said } : {}), ...(fieldsSaid ? { fieldsSaid } : {}) });

/** A refusal decided without throwing (a wrong code): worded as a DomainError would be, so its key is recorded with it. */
export const refusal = (code: DomainErrorCode, words: Words, fields?: Readonly<Record<string, FieldWords>>): Refusal =>
  refusalOf(new DomainError(code, words, fields));

/** Each recorded field's key the catalogue still knows. */
function knownFieldsSaid(recorded: Readonly<Record<string, z.infer<typeof recordedSaid>>> | undefined): Record<string, Said> | undefined {
  const known = Object.entries(recorded ?? {}).flatMap(([field, words]) => { const found = knownSaid(words); return found ? [[field, found] as const] : []; });
  return known.length > 0 ? Object.fromEntries(known) : undefined;
}

/** A recorded refusal read back: the key and parameters kept only when the catalogue knows the key; the English always. */
function recordedRefusal({ code, message, fields, said, fieldsSaid }: Extract<RecordedOutcome, { kind: 'refused' }>): Refusal {
  const known = knownSaid(said);
  const knownFields = knownFieldsSaid(fieldsSaid);
  return { kind: 'refused', code, message, ...(fields ? { fields } : {}), ...(known ? { said: known } : {}), ...(knownFields ? { fieldsSaid: knownFields } : {}) };
}

const isDomainErrorCode = (code: unknown): code is DomainErrorCode => (DOMAIN_ERROR_CODES as readonly unknown[]).includes(code);

/**
 * Upcasts an outcome recorded before issue 14 (status and problem-details body) to the domain
 * outcome it carried: every refusal then was a DomainError rendered as problem details, so its
 * code, detail and errors give back the refusal, and the edge renders the same answer again.
 */
export function outcomeOf(recorded: RecordedOutcome): IdempotencyOutcome {
  if ('kind' in recorded) return recorded.kind === 'accepted' ? recorded : recordedRefusal(recorded);
  if (recorded.status < 400) return { kind: 'accepted', answer: recorded.body };
  const { code, detail, errors } = recorded.body as { code?: unknown; detail?: unknown; errors?: Record<string, string> };
  return { kind: 'refused', code: isDomainErrorCode(code) ? code : 'conflict', message: typeof detail === 'string' ? detail : '', ...(errors ? { fields: errors } : {}) };
}

/** The recorded outcome for a retry of the same request, null for a fresh key; refuses a reused key. */
export function priorOutcome(events: readonly IdempotencyEvent[], request: { userId: string; operation: string; requestHash: string }): IdempotencyOutcome | null {
  const recorded = events[0]?.data;
  if (!recorded) return null;
  if (recorded.userId !== request.userId || recorded.operation !== request.operation || recorded.requestHash !== request.requestHash) {
    return refuse('conflict', idempotencyMessages.reused);
  }
  return outcomeOf(recorded.outcome);
}
