/**
 * Clear All Users on a demo instance (DECISIONS 24). Nothing is deleted from the append-only
 * log: a DemoEpochStarted event closes the epoch, each customer's e-mail is released (so the
 * demo can sign up again) and their sessions are revoked, all in one append.
 */
import type { BankEvent } from '../../domain/catalogue.ts';
import { DEMO_STREAM, demoDecider, type DemoEvent } from '../../domain/admin/demo.ts';
import { refuse, said } from '../../domain/errors.ts';
import { notice } from '../../domain/i18n/refusals/notice.ts';
import { foldEvents } from '../../domain/decider.ts';
import { sessionDecider, sessionStream, type SessionEvent } from '../../domain/session/session.ts';
import { emailStream, type ClaimEvent } from '../../domain/user/claims.ts';
import { adminActor, adminMetadata } from './admin-common.ts';
import { customersOf } from './admin-users.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { runCommand } from '../engine/unit-of-work.ts';

/** One reset touches every demo customer's streams in one transaction; a demo stays small. */
export const MAX_DEMO_CUSTOMERS = 500;

export async function resetDemo(ctx: BankContext, principal: Principal, reasonText: string | undefined, requestId: string) {
  const actor = adminActor(principal);
  const demoMode = ctx.features?.demoMode ?? false;
  const reason = reasonText?.trim() || 'Clear All Users (demo reset)';
  const meta = adminMetadata(ctx, principal, requestId, reason);
  const view = await ctx.live.catchUp();
  const customers = customersOf(view);
  if (customers.length > MAX_DEMO_CUSTOMERS) refuse('validation', said('backOffice.demoResetTooMany', { max: MAX_DEMO_CUSTOMERS }));
  const sessions = [...view.sessions.values()].filter((s) => customers.some((c) => c.id === s.userId));
  await runCommand(ctx.store, meta, async (reads) => {
    const demo = await reads.load<DemoEvent>(DEMO_STREAM);
    const appends: { streamId: string; events: readonly BankEvent[] }[] = [{ streamId: demo.streamId, events: demoDecider.decide({ type: 'ResetDemo', demoMode, reason, actor, at: meta.at }, foldEvents(demoDecider, demo.events)) }];
    for (const customer of customers) {
      const claim = await reads.load<ClaimEvent>(emailStream(customer.email));
      const held = claim.events.at(-1);
      if (held && held.type === 'EmailClaimed' && held.data.userId === customer.id) appends.push({ streamId: claim.streamId, events: [{ type: 'EmailReleased', data: { email: customer.email, userId: customer.id, at: meta.at } }] });
    }
    for (const session of sessions) {
      const loaded = await reads.load<SessionEvent>(sessionStream(session.id));
      appends.push({ streamId: loaded.streamId, events: sessionDecider.decide({ type: 'RevokeSession', by: actor, reason: 'revoked', at: meta.at }, foldEvents(sessionDecider, loaded.events)) });
    }
    return { appends, result: undefined };
  });
  await ctx.live.catchUp();
  return { success: true, cleared: customers.length, ...notice('notices.demoCleared', { n: customers.length }) };
}
