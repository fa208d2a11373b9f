/** The events of a customer's account-setup link (field-registration.ts): issued when staff register them, done once they set their password and PIN. */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';

export const accountSetupStream = (tokenHash: string): string => `account-setup-${tokenHash}`;

/** The link is good for three days: a customer met in a village may read their e-mail later. */
export const SETUP_LINK_HOURS = 72;

export const accountSetupEventSchemas = {
  AccountSetupLinkIssued: z.object({ userId: z.string().min(1).max(64), by: z.string().min(1), expiresAt: z.string().min(20).max(40), at: z.string() }),
  AccountSetupDone: z.object({ userId: z.string().min(1).max(64), at: z.string() }),
};

export type AccountSetupEvent = EventUnion<typeof accountSetupEventSchemas>;

