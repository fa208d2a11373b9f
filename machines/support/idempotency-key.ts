/**
 * Names the Idempotency-Key of each money-moving attempt without a random source in the machine:
 * the page gives one random UUID (the seed) and attempt n replaces its last four hex digits with n,
 * so keys are UUID-shaped as the server requires, unique per attempt, and a retry reuses its key.
 */

/** At most 65,535 attempts per page: far above any limit the server allows on codes or deposits. */
export const MAX_KEYED_ATTEMPTS = 0xffff;

export function idempotencyKeyFor(seed: string, attempt: number): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(seed)) throw new Error('The key seed must be a UUID');
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_KEYED_ATTEMPTS) throw new Error(`Attempt ${attempt} is out of range`);
  return `${seed.slice(0, 32)}${attempt.toString(16).padStart(4, '0')}`.toLowerCase();
}
