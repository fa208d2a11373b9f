/**
 * The money movement lock at the edge (DECISIONS 26): what happens once wrong codes lock a
 * customer (every session revoked, a single-use unlock link e-mailed), the customer lifting it
 * through that link after signing in again, an administrator lifting it with a reason, and
 * the lock state shown to the customer and the back office.
 */
import { createHash, randomBytes } from 'node:crypto';
import { credentialsStream, foldCredentials, type CredentialsEvent, type CredentialsState } from '../../domain/credentials/credentials.ts';
import { decideMoneyUnlock, moneyLockMessages, type MoneyLockReason } from '../../domain/credentials/money-lock.ts';
import { requireAllowed, type StepUpOperation } from '../../domain/credentials/step-up.ts';
import { decideUnlockLinkUse, moneyUnlockStream, UNLOCK_LINK_HOURS, type MoneyUnlockEvent } from '../../domain/credentials/money-unlock-link.ts';
import { refuse, said } from '../../domain/errors.ts';
import { decideRevoke, evolveSession, initialSessionState, sessionStream, type SessionEvent } from '../../domain/session/session.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { languageOfCustomer } from './customer-language.ts';
import { decodeEvent, encodeEvent } from '../engine/event-codec.ts';
import { runCommand } from '../engine/unit-of-work.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The customer's credentials stream folded as it stands now (for checks before the retried decision and for display). */
export async function currentCredentials(ctx: BankContext, userId: string): Promise<CredentialsState> {
  return foldCredentials((await ctx.store.readStream(credentialsStream(userId))).map((r) => decodeEvent(r) as CredentialsEvent));
}

/** Refuses early, before any pricing or hashing, what the lock refuses (the step-up table's row); decisions check again on what they load. */
export async function requireUnlocked(ctx: BankContext, userId: string, operation: StepUpOperation): Promise<CredentialsState> {
  const credentials = await currentCredentials(ctx, userId);
  requireAllowed(operation, credentials.money);
  return credentials;
}

/** What the customer's pages and the back office show of the lock. */
export interface MoneyLockStatus {
  locked: boolean;
  lockedAt: string | null;
  reason: MoneyLockReason | null;
}

export async function moneyLockStatus(ctx: BankContext, userId: string): Promise<MoneyLockStatus> {
  const lock = (await currentCredentials(ctx, userId)).money.lock;
  return { locked: lock !== null, lockedAt: lock?.at ?? null, reason: lock?.reason ?? null };
}

/**
 * After a lock has been committed: ends every open session of the customer (whoever holds
 * the password and PIN must sign in again, and so must the owner), then mails the unlock link.
 * `origin` is the configured public origin (publicOriginOf in adapters/http/request.ts), never a request header.
 */
export async function afterMoneyLocked(ctx: BankContext, user: { id: string; email: string }, lockedAt: string, origin: string, requestId: string): Promise<void> {
  await revokeEverySession(ctx, user.id, requestId);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + UNLOCK_LINK_HOURS * 3_600_000).toISOString();
  const issued: MoneyUnlockEvent = { type: 'MoneyUnlockLinkIssued', data: { userId: user.id, lockedAt, expiresAt, at } };
  await ctx.store.append([{ streamId: moneyUnlockStream(sha256(token)), expectedVersion: 0, events: [encodeEvent(issued, { actor: 'system', at, requestId })] }]);
  const language = await languageOfCustomer(ctx, user.id);
  await ctx.money.mailer.send({
    to: user.email,
    subject: say(language, (m) => m.moneyLock.subject),
    text: say(language, (m) => m.moneyLock.body, { hours: UNLOCK_LINK_HOURS, link: `${origin}/unlock-money?token=${token}` }),
  });
}

async function revokeEverySession(ctx: BankContext, userId: string, requestId: string): Promise<void> {
  const view = await ctx.live.catchUp();
  const at = ctx.clock.now().toISOString();
  for (const session of view.sessions.values()) {
    if (session.userId !== userId || session.revoked) continue;
    await runCommand(ctx.store, { actor: 'system', at, requestId }, async (reads) => {
      const loaded = await reads.load<SessionEvent>(sessionStream(session.id));
      const state = loaded.events.reduce(evolveSession, initialSessionState);
      // The bank itself ends the session: 'system' with the authority of the bank, as an idle timeout does.
      const events: SessionEvent[] = state.exists ? decideRevoke({ by: { id: 'system', role: 'admin' }, reason: 'money_locked', at }, state) : [];
      return { appends: [{ streamId: loaded.streamId, events }], result: undefined };
    });
  }
}

/** The customer, signed in again, uses the e-mailed link: single use, their own, for the lock that stands. */
export async function unlockWithLink(ctx: BankContext, principal: Principal, token: string, requestId: string) {
  if (principal.user.role !== 'user') refuse('forbidden', moneyLockMessages.adminOnly);
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  await runCommand(ctx.store, { actor: userId, at, requestId }, async (reads) => {
    const link = await reads.load<MoneyUnlockEvent>(moneyUnlockStream(sha256(token)));
    const credentials = await reads.load<CredentialsEvent>(credentialsStream(userId));
    const guard = foldCredentials(credentials.events).money;
    const used = decideUnlockLinkUse({ userId, currentLockAt: guard.lock?.at ?? null, at }, link.events);
    const unlocked = decideMoneyUnlock({ via: 'email_link', actorId: userId, reason: 'Unlocked by the customer through the e-mailed link', at }, guard);
    return { appends: [{ streamId: link.streamId, events: used }, { streamId: credentials.streamId, events: unlocked }], result: undefined };
  });
  return { success: true, message: moneyLockMessages.unlocked };
}

/** An administrator lifts a customer's lock with a required reason (recorded on the event). */
export async function adminUnlockMoney(ctx: BankContext, admin: Principal, userId: string, reason: string, requestId: string) {
  if (admin.user.role !== 'admin') refuse('forbidden', said('session.actionRequiresAdministrator'));
  const view = await ctx.live.catchUp();
  const user = view.users.get(userId);
  if (!user) return refuse('not_found', said('session.userNotFound'));
  if (user.role !== 'user') refuse('validation', moneyLockMessages.adminOnly);
  const at = ctx.clock.now().toISOString();
  await runCommand(ctx.store, { actor: admin.user.id, at, requestId }, async (reads) => {
    const credentials = await reads.load<CredentialsEvent>(credentialsStream(userId));
    const events = decideMoneyUnlock({ via: 'admin', actorId: admin.user.id, reason, at }, foldCredentials(credentials.events).money);
    return { appends: [{ streamId: credentials.streamId, events }], result: undefined };
  });
  return { success: true, message: moneyLockMessages.unlocked, moneyLock: await moneyLockStatus(ctx, userId) };
}
