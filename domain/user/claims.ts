/**
 * Uniqueness by reservation streams: an e-mail address or an account number is taken by
 * appending to its own stream with expected version 0, so two sign-ups can never share one.
 */
import { z } from 'zod';

export const emailStream = (email: string): string => `email-${normalizeEmail(email)}`;
export const accountNumberStream = (accountNumber: string): string => `account-${accountNumber}`;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const claimEventSchemas = {
  EmailClaimed: z.object({ email: z.string().min(3).max(254), userId: z.string().min(1).max(64), at: z.string() }),
  /** The address was given up by its owner (an administrator moved them to another one); it may be claimed again. */
  EmailReleased: z.object({ email: z.string().min(3).max(254), userId: z.string().min(1).max(64), at: z.string() }),
  AccountNumberClaimed: z.object({ accountNumber: z.string().regex(/^\d{10}$/), userId: z.string().min(1).max(64), at: z.string() }),
};

export type ClaimEvent =
  | { type: 'EmailClaimed'; data: z.infer<typeof claimEventSchemas.EmailClaimed> }
  | { type: 'EmailReleased'; data: z.infer<typeof claimEventSchemas.EmailReleased> }
  | { type: 'AccountNumberClaimed'; data: z.infer<typeof claimEventSchemas.AccountNumberClaimed> };

/** The owner recorded in a claim stream, or null when nobody holds it (never claimed, or released last). */
export function claimOwner(events: readonly ClaimEvent[]): string | null {
  const last = events.at(-1);
  return last && last.type !== 'EmailReleased' ? last.data.userId : null;
}
