/**
 * Forgot password (DECISIONS 15): a reset link carries a random token; only its SHA-256
 * names the stream `password-reset-<hash>`, which records the request and, once, its use.
 * A token expires after 30 minutes and works a single time.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { foldEvents, type Decider } from '../decider.ts';
import { english, refuse } from '../errors.ts';
import { evolveLink, linkStatus, unissuedLink, type LinkState } from './single-use-link.ts';

export const passwordResetStream = (tokenHash: string): string => `password-reset-${tokenHash}`;

export const RESET_LINK_MINUTES = 30;

export const passwordResetEventSchemas = {
  PasswordResetRequested: z.object({ userId: z.string().min(1).max(64), expiresAt: z.string().min(20).max(40), at: z.string().min(20).max(40) }),
  PasswordResetUsed: z.object({ userId: z.string().min(1).max(64), at: z.string().min(20).max(40) }),
};

export type PasswordResetEvent = EventUnion<typeof passwordResetEventSchemas>;

export const resetMessages = {
  invalidLink: english('links.invalidLink'),
  passwordRequired: english('signUp.passwordRequired'),
  passwordMismatch: english('signUp.passwordMismatch'),
  sent: 'If an account exists for that email, we have sent a password reset link.',
};

export interface UseResetLink {
  type: 'UseResetLink';
  at: string;
}

/** Uses the link once: refused alike when unknown, expired or already used. */
export const passwordResetDecider: Decider<UseResetLink, PasswordResetEvent, LinkState> = {
  initialState: unissuedLink,
  evolve: evolveLink('PasswordResetRequested'),
  decide(command, link) {
    if (linkStatus(link, command.at) !== 'ready' || !link.issued) return refuse('validation', resetMessages.invalidLink);
    return [{ type: 'PasswordResetUsed', data: { userId: link.issued.userId, at: command.at } }];
  },
};

/** The user whose password this token may reset, or a refusal when unknown, expired or already used. */
export function decideResetUse({ at }: { at: string }, events: readonly PasswordResetEvent[]): { userId: string; events: PasswordResetEvent[] } {
  const used = passwordResetDecider.decide({ type: 'UseResetLink', at }, foldEvents(passwordResetDecider, events));
  return { userId: used[0]!.data.userId, events: [...used] };
}

export function checkNewPassword(password: string, confirmPassword: string): void {
  if (!password) refuse('validation', resetMessages.passwordRequired, { password: resetMessages.passwordRequired });
  if (password !== confirmPassword) refuse('validation', resetMessages.passwordMismatch, { confirmPassword: resetMessages.passwordMismatch });
}
