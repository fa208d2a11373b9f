/** Which change feed serves a bank context: the one the server composed, else a polling one (in-process tests). */
import type { BankContext } from '../bank/context.ts';
import { pollingFeed, type ChangeFeed } from '../store/change-feed.ts';

const feeds = new WeakMap<BankContext, ChangeFeed>();

export function attachFeed(ctx: BankContext, feed: ChangeFeed): void {
  feeds.set(ctx, feed);
}

export function feedFor(ctx: BankContext): ChangeFeed {
  let feed = feeds.get(ctx);
  if (!feed) {
    feed = pollingFeed(ctx.store);
    feeds.set(ctx, feed);
  }
  return feed;
}
