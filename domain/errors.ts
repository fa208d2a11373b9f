/**
 * The typed refusal every decider returns instead of events: a stable code that one HTTP
 * middleware maps to a status, and the user-facing message (the specification's words).
 */
export const DOMAIN_ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'locked',
  'insufficient_funds',
  'limit_exceeded',
  /** Something the bank needs is not available right now (a live Bitcoin price): try again later. */
  'unavailable',
] as const;

/** Listed as values too, so a recorded refusal (the idempotency event) can be validated. */
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const refuse = (code: DomainErrorCode, message: string, fields?: Record<string, string>): never => {
  throw new DomainError(code, message, fields);
};

/** Exhaustiveness check at the end of every `decide` switch. */
export function unreachable(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
