/** A server call's outcome as a machine reads it: an answer, or a refusal with the server's texts; its own file so the sign-in page uses it without the contract client. */
import type { Refusal } from '../machines/support/server-answer.ts';
import { BankApiError } from '../adapters/client/bank-api-error.ts';

export type Answer<T> = { ok: true; value: T } | (Refusal & { errors: Record<string, string> });

/** A server refusal becomes an answer the machine shows (with any per-field messages); anything else (network, bug) stays a thrown error. */
export async function answerOf<T>(call: Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof BankApiError) return { ok: false, detail: error.detail, errors: error.errors };
    throw error;
  }
}
