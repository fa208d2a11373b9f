/**
 * GET /api/live: Server-Sent Events of the signed-in customer's own changes. The browser
 * reads it with fetch streaming, so the access token travels in the Authorization header,
 * never in a URL. Each message says the customer's stream moved to a new version; the
 * browser then reloads its projections. Bounded: per-user connection cap, heartbeat, and
 * a maximum duration after which the browser reconnects. Over the cap: 429 with Retry-After.
 */
import { streamSSE } from 'hono/streaming';
import type { BankContext } from '../../bank/context.ts';
import { feedFor } from '../../live/live-registry.ts';
import { userStream } from '../../../domain/user/events.ts';
import type { App } from '../env.ts';
import { tooManyRequests } from '../rate-limit.ts';
import { signedIn } from './session-helpers.ts';

export const MAX_STREAMS_PER_USER = 5;
/**
 * Open streams one server holds at most (BANK_LIVE_MAX_STREAMS): each is a socket and a
 * subscription, so a server refuses more rather than run out; the browser retries after
 * Retry-After, through the balancer, likely on another server.
 */
export const DEFAULT_LIVE_MAX_STREAMS = 2_000;
const HEARTBEAT_MS = 20_000;
const MAX_DURATION_MS = 10 * 60_000;
/** What a refused browser is told to wait: places free the moment another stream closes. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Takes one of the user's places and one of the server's, or returns null when either is
 * full; the release is idempotent. The counts are the bank's (ctx.liveStreams, ctx.liveStreamsOpen):
 * each in-process test bank counts its own, and each server of a deployment its own.
 */
function takePlace(ctx: BankContext, userId: string): (() => void) | null {
  const open = (ctx.liveStreams ??= new Map());
  const count = open.get(userId) ?? 0;
  if (count >= MAX_STREAMS_PER_USER || (ctx.liveStreamsOpen ?? 0) >= (ctx.liveMaxStreams ?? DEFAULT_LIVE_MAX_STREAMS)) return null;
  open.set(userId, count + 1);
  ctx.liveStreamsOpen = (ctx.liveStreamsOpen ?? 0) + 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    ctx.liveStreamsOpen = (ctx.liveStreamsOpen ?? 1) - 1;
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
}

export function mountLiveRoutes(app: App, ctx: BankContext): void {
  app.get('/api/live', async (c) => {
    const principal = await signedIn(c, ctx);
    const userId = principal.user.id;
    const release = takePlace(ctx, userId);
    if (!release) return tooManyRequests(c, RETRY_AFTER_SECONDS, 'Too many live connections.');
    // A closed tab frees its place at once (issue 13 item 6), not at the next heartbeat.
    c.req.raw.signal.addEventListener('abort', release, { once: true });
    const streamId = userStream(userId);
    let version: number;
    try {
      version = (await ctx.store.readStream(streamId)).at(-1)?.version ?? 0;
    } catch (error) {
      release();
      throw error;
    }
    return streamSSE(c, async (stream) => {
      let wake: () => void = () => undefined;
      stream.onAbort(() => { release(); wake(); });
      const off = feedFor(ctx).subscribe(() => wake());
      // A stopping server ends the stream at once; the browser reconnects, through the balancer, to another.
      const stopping = () => wake();
      ctx.shutdown?.addEventListener('abort', stopping, { once: true });
      const ended = () => stream.aborted || ctx.shutdown?.aborted === true;
      const started = Date.now();
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ version }) });
        while (!ended() && Date.now() - started < MAX_DURATION_MS) {
          await new Promise<void>((resolve) => { wake = resolve; setTimeout(resolve, HEARTBEAT_MS); });
          if (ended()) break;
          const fresh = await ctx.store.readStream(streamId, version);
          if (fresh.length > 0) {
            version = fresh.at(-1)?.version ?? version;
            await stream.writeSSE({ event: 'change', data: JSON.stringify({ version, types: fresh.map((e) => e.type) }) });
          } else {
            await stream.writeSSE({ event: 'ping', data: '{}' });
          }
        }
      } finally {
        ctx.shutdown?.removeEventListener('abort', stopping);
        off();
        release();
      }
    });
  });
}
