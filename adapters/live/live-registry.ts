/** Which change feed serves a bank context: the one the server composed, else a polling one (in-process tests). */
import type { BankContext } from '../bank/context.ts';
import { pollingFeed, type ChangeFeed } from '../store/change-feed.ts';

export function attachFeed(ctx: BankContext, feed: ChangeFeed): void {
  ctx.changes = feed;
  // After a lost LISTEN connection comes back, the follower reads what other servers appended meanwhile.
  feed.afterReconnect(() => ctx.live.catchUp());
}

export function feedFor(ctx: BankContext): ChangeFeed {
  ctx.changes ??= pollingFeed(ctx.store);
  return ctx.changes;
}
