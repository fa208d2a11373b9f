/**
 * The owner's unlock link for slowed sign-in (DECISIONS 26): mailed at most once every 15
 * minutes, only for real accounts, and never changing the sign-in's answer; checked by the
 * unlock page, and used up by the first successful sign-in that presents it.
 */
import { randomToken, sha256Hex } from '../security/hashing.ts';
import { rateLimitsFor } from '../security/rate-limits.ts';
import { requireUsableUnlock, signInUnlockStream, UNLOCK_LINK_MINUTES, unlockMessages, unlockStatus, type SignInUnlockEvent } from '../../domain/credentials/sign-in-unlock.ts';
import { normalizeEmail } from '../../domain/user/claims.ts';
import type { BankContext } from './context.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { languageOfCustomer } from './customer-language.ts';
import { decodeEvent, encodeEvent } from '../engine/event-codec.ts';

/** The one place the unlock link is built, on the configured public origin (DECISIONS 28). */
export const unlockLink = (origin: string, token: string): string => `${origin}/unlock-sign-in?token=${token}`;

async function readUnlock(ctx: BankContext, token: string): Promise<{ streamId: string; events: SignInUnlockEvent[] }> {
  const streamId = signInUnlockStream(sha256Hex(token));
  return { streamId, events: (await ctx.store.readStream(streamId)).map(decodeEvent) as SignInUnlockEvent[] };
}

/**
 * Mails the owner an unlock link unless one went out in the last 15 minutes. Called without
 * awaiting by sign-in, so a real account's answer takes no longer than an unknown one's.
 */
export async function offerUnlock(ctx: BankContext, userId: string, email: string, origin: string, requestId: string): Promise<void> {
  // A wait set by block(), not a count: a BANK_RATE_LIMITS override of points cannot turn this into a mail flood.
  const limits = rateLimitsFor(ctx);
  const key = normalizeEmail(email);
  if ((await limits.blockedFor('sign-in-unlock-mail', key)) > 0) return;
  await limits.block('sign-in-unlock-mail', key, limits.policy('sign-in-unlock-mail').blockSeconds);
  const token = randomToken();
  const now = ctx.clock.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + UNLOCK_LINK_MINUTES * 60_000).toISOString();
  const event: SignInUnlockEvent = { type: 'SignInUnlockIssued', data: { userId, expiresAt, at } };
  await ctx.store.append([{ streamId: signInUnlockStream(sha256Hex(token)), expectedVersion: 0, events: [encodeEvent(event, { actor: 'system', at, requestId, reason: 'sign-in slowed by failed attempts' })] }]);
  const language = await languageOfCustomer(ctx, userId);
  await ctx.money.mailer.send({
    to: normalizeEmail(email),
    subject: say(language, (m) => m.signInUnlock.subject),
    text: [
      say(language, (m) => m.signInUnlock.tried),
      say(language, (m) => m.signInUnlock.ifYou, { minutes: UNLOCK_LINK_MINUTES, link: unlockLink(origin, token) }),
      say(language, (m) => m.signInUnlock.ifNot),
    ].join('\n\n'),
  });
}

/** The unlock page's check: the link is ready, or the reason it is not (used, expired, unknown). */
export async function checkUnlock(ctx: BankContext, token: string): Promise<{ success: true; message: string; expiresAt: string }> {
  const { events } = await readUnlock(ctx, token);
  const { expiresAt } = requireUsableUnlock(events, ctx.clock.now().toISOString());
  return { success: true, message: unlockMessages.ready, expiresAt };
}

/** The stream of a link that may skip this user's sign-in delay now, or null (any other token is ignored). */
export async function usableUnlockFor(ctx: BankContext, token: string | undefined, userId: string | null): Promise<string | null> {
  if (!token || !userId) return null;
  const { streamId, events } = await readUnlock(ctx, token);
  const status = unlockStatus(events, ctx.clock.now().toISOString());
  return status.status === 'ready' && status.userId === userId ? streamId : null;
}
