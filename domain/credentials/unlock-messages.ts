/** The words of an unlock link's check (DECISIONS 26), apart from its decider so the sign-in forms' validation texts (ui/i18n/validation.ts) do not bring its zod event schemas. */
import { english } from '../errors.ts';

export const unlockMessages = {
  ready: english('links.ready'),
  used: english('links.used'),
  expired: english('links.expired'),
  invalid: english('links.invalid'),
} as const;
