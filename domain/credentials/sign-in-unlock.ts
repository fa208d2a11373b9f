/**
 * The owner's way past sign-in delays (DECISIONS 26): an e-mailed link with a random token
 * whose SHA-256 names the stream `sign-in-unlock-<hash>`. Presented with a sign-in, it skips
 * the per-account delay (never the per-client limit); the first successful sign-in with it
 * uses it up. It expires after 30 minutes.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { foldEvents, type Decider } from '../decider.ts';
import { refuse } from '../errors.ts';
import { unlockMessages } from './unlock-messages.ts';
import { evolveLink, linkStatus, unissuedLink, type LinkState } from './single-use-link.ts';

export const signInUnlockStream = (tokenHash: string): string => `sign-in-unlock-${tokenHash}`;

export const UNLOCK_LINK_MINUTES = 30;

export const signInUnlockEventSchemas = {
  SignInUnlockIssued: z.object({ userId: z.string().min(1).max(64), expiresAt: z.string().min(20).max(40), at: z.string().min(20).max(40) }),
  SignInUnlockUsed: z.object({ userId: z.string().min(1).max(64), sessionId: z.string().max(64), at: z.string().min(20).max(40) }),
};

export type SignInUnlockEvent = EventUnion<typeof signInUnlockEventSchemas>;

export { unlockMessages };

export type UnlockStatus = { status: 'ready'; userId: string; expiresAt: string } | { status: 'used' | 'expired' | 'invalid' };

/** What the link can do now: skip the delay for its owner, or nothing, and why. */
export function unlockStatus(events: readonly SignInUnlockEvent[], at: string): UnlockStatus {
  return statusOf(foldEvents(signInUnlockDecider, events), at);
}

function statusOf(link: LinkState, at: string): UnlockStatus {
  const status = linkStatus(link, at);
  if (status !== 'ready' || !link.issued) return { status: status === 'ready' ? 'invalid' : status };
  return { status, userId: link.issued.userId, expiresAt: link.issued.expiresAt };
}

/** Refuses a link that cannot be used, with the message that says why. */
export function requireUsableUnlock(events: readonly SignInUnlockEvent[], at: string): { userId: string; expiresAt: string } {
  const status = unlockStatus(events, at);
  if (status.status !== 'ready') return refuse('validation', unlockMessages[status.status]);
  return status;
}

export interface UseSignInUnlock {
  type: 'UseSignInUnlock';
  sessionId: string;
  at: string;
}

/** Marks the link used by the sign-in it let through; an unusable link records nothing. */
export const signInUnlockDecider: Decider<UseSignInUnlock, SignInUnlockEvent, LinkState> = {
  initialState: unissuedLink,
  evolve: evolveLink('SignInUnlockIssued'),
  decide({ sessionId, at }, link) {
    const status = statusOf(link, at);
    return status.status === 'ready' ? [{ type: 'SignInUnlockUsed', data: { userId: status.userId, sessionId, at } }] : [];
  },
};

export function decideUnlockUse({ sessionId, at }: { sessionId: string; at: string }, events: readonly SignInUnlockEvent[]): SignInUnlockEvent[] {
  return [...signInUnlockDecider.decide({ type: 'UseSignInUnlock', sessionId, at }, foldEvents(signInUnlockDecider, events))];
}
