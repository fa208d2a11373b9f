/** A command on one customer's own stream, answered with the customer as it stands after it: the profile, preferences and records use cases share it. */
import { userStream } from '../../domain/user/events.ts';
import { userDecider, type UserStreamCommand } from '../../domain/user/aggregate.ts';
import type { User } from '../../domain/user/state.ts';
import type { BankContext } from './context.ts';
import { handle } from '../engine/handle.ts';

export async function onUserStream(ctx: BankContext, userId: string, actorId: string, requestId: string, command: (at: string) => UserStreamCommand): Promise<User> {
  const at = ctx.clock.now().toISOString();
  const { state } = await handle(ctx.store, { actor: actorId, at, requestId }, userDecider, userStream(userId), command(at));
  if (!state.exists) throw new Error('user vanished');
  return state;
}
