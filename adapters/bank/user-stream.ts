/**
 * One customer's own stream, as the use cases that act for that customer share it: read and
 * folded with the checks every reader makes (records, insights, alerts, statements), or a
 * command appended on it and answered with the customer as it stands after it (profile,
 * preferences, cards). Its own file so those services import it, not each other.
 */
import { refuse, said } from '../../domain/errors.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { userDecider, type UserStreamCommand } from '../../domain/user/aggregate.ts';
import { foldUser, type User } from '../../domain/user/state.ts';
import type { BankContext } from './context.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { handle } from '../engine/handle.ts';

/** The signed-in customer's stream and its fold; typed by the principal's user alone, so it need not import auth-service.ts. */
export async function ownStream(ctx: BankContext, principal: { user: User }): Promise<{ user: User; events: { position: number; event: UserEvent }[] }> {
  if (principal.user.role !== 'user') refuse('forbidden', said('records.customerRecordsAre'));
  if (principal.user.status === 'suspended') refuse('forbidden', said('session.accountSuspended'));
  const recorded = await ctx.store.readStream(userStream(principal.user.id));
  const events = recorded.map((r) => ({ position: r.position, event: decodeEvent(r) as UserEvent }));
  const user = foldUser(events.map((e) => e.event));
  if (!user.exists) refuse('not_found', said('session.userNotFound'));
  return { user: user as User, events };
}

export async function onUserStream(ctx: BankContext, userId: string, actorId: string, requestId: string, command: (at: string) => UserStreamCommand): Promise<User> {
  const at = ctx.clock.now().toISOString();
  const { state } = await handle(ctx.store, { actor: actorId, at, requestId }, userDecider, userStream(userId), command(at));
  if (!state.exists) throw new Error('user vanished');
  return state;
}
