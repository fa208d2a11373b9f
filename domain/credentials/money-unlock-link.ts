/**
 * The e-mailed link that lets a customer lift their own money movement lock (DECISIONS 26),
 * built like the password-reset link: a random token whose SHA-256 names the stream
 * `money-unlock-<hash>`, recording the issue and, once, the use. It works for the lock it was
 * sent for, for the customer it was sent to, signed in again, within 24 hours.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { foldEvents, type Decider } from '../decider.ts';
import { english, refuse } from '../errors.ts';
import { evolveLink, linkStatus, unissuedLink, type LinkState } from './single-use-link.ts';

export const moneyUnlockStream = (tokenHash: string): string => `money-unlock-${tokenHash}`;

export const UNLOCK_LINK_HOURS = 24;

export const unlockLinkMessages = {
  invalid: english('links.unlockLinkUnusable'),
} as const;

const isoTime = z.string().min(20).max(40);

export const moneyUnlockEventSchemas = {
  MoneyUnlockLinkIssued: z.object({ userId: z.string().min(1).max(64), lockedAt: isoTime, expiresAt: isoTime, at: isoTime }),
  MoneyUnlockLinkUsed: z.object({ userId: z.string().min(1).max(64), at: isoTime }),
};

export type MoneyUnlockEvent = EventUnion<typeof moneyUnlockEventSchemas>;

export interface UseMoneyUnlockLink {
  type: 'UseMoneyUnlockLink';
  userId: string;
  currentLockAt: string | null;
  at: string;
}

type MoneyUnlockLink = LinkState<{ userId: string; lockedAt: string; expiresAt: string }>;

/**
 * Uses the link for the signed-in customer. Unknown, used, expired, someone else's, or sent for
 * a lock that was already lifted: all refused alike, so a link tells nothing to whoever holds it.
 */
export const moneyUnlockLinkDecider: Decider<UseMoneyUnlockLink, MoneyUnlockEvent, MoneyUnlockLink> = {
  initialState: unissuedLink,
  evolve: evolveLink('MoneyUnlockLinkIssued'),
  decide(use, link) {
    const fits = link.issued?.userId === use.userId && link.issued.lockedAt === use.currentLockAt;
    if (linkStatus(link, use.at) !== 'ready' || !fits) return refuse('validation', unlockLinkMessages.invalid);
    return [{ type: 'MoneyUnlockLinkUsed', data: { userId: use.userId, at: use.at } }];
  },
};

export function decideUnlockLinkUse(use: { userId: string; currentLockAt: string | null; at: string }, events: readonly MoneyUnlockEvent[]): MoneyUnlockEvent[] {
  return [...moneyUnlockLinkDecider.decide({ type: 'UseMoneyUnlockLink', ...use }, foldEvents(moneyUnlockLinkDecider, events))];
}
