/** Changes a customer's status through the domain decider, for tests that need a pending or suspended customer. */
import type { BankContext } from '../../adapters/bank/context.ts';
import { runCommand } from '../../adapters/engine/unit-of-work.ts';
import { decideUser } from '../../domain/user/decider.ts';
import { userStream, type UserEvent, type UserStatus } from '../../domain/user/events.ts';
import { foldUser } from '../../domain/user/state.ts';

export async function changeUserStatusForTest(ctx: BankContext, userId: string, to: UserStatus): Promise<void> {
  const at = ctx.clock.now().toISOString();
  await runCommand(ctx.store, { actor: 'test-admin', at, requestId: 'test' }, async (reads) => {
    const stream = await reads.load<UserEvent>(userStream(userId));
    const events = decideUser({ type: 'ChangeStatus', to, reason: 'test', actor: { id: 'test-admin', name: 'Administrator', role: 'admin' }, at }, foldUser(stream.events));
    return { appends: [{ streamId: stream.streamId, events }], result: undefined };
  });
}
