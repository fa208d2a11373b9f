/**
 * GET /api/live: Server-Sent Events of the signed-in customer's own changes. The browser
 * reads it with fetch streaming, so the access token travels in the Authorization header,
 * never in a URL. Each message says the customer's stream moved to a new version; the
 * browser then reloads its projections. Bounded: per-user connection cap, heartbeat, and
 * a maximum duration after which the browser reconnects.
 */
import { streamSSE } from 'hono/streaming';
import type { BankContext } from '../../bank/context.ts';
import { feedFor } from '../../live/live-registry.ts';
import { userStream } from '../../../domain/user/events.ts';
import type { App } from '../env.ts';
import { problem, sendProblem } from '../problem.ts';
import { signedIn } from './session-helpers.ts';

export const MAX_STREAMS_PER_USER = 5;
const HEARTBEAT_MS = 20_000;
const MAX_DURATION_MS = 10 * 60_000;

const open = new Map<string, number>();

export function mountLiveRoutes(app: App, ctx: BankContext): void {
  app.get('/api/live', async (c) => {
    const principal = await signedIn(c, ctx);
    const userId = principal.user.id;
    if ((open.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) return sendProblem(c, problem('limit_exceeded', 'Too many live connections.'));
    open.set(userId, (open.get(userId) ?? 0) + 1);
    const streamId = userStream(userId);
    let version = (await ctx.store.readStream(streamId)).at(-1)?.version ?? 0;
    return streamSSE(c, async (stream) => {
      let wake: () => void = () => undefined;
      const off = feedFor(ctx).subscribe(() => wake());
      const started = Date.now();
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ version }) });
        while (!stream.aborted && Date.now() - started < MAX_DURATION_MS) {
          await new Promise<void>((resolve) => { wake = resolve; setTimeout(resolve, HEARTBEAT_MS); });
          const fresh = await ctx.store.readStream(streamId, version);
          if (fresh.length > 0) {
            version = fresh.at(-1)?.version ?? version;
            await stream.writeSSE({ event: 'change', data: JSON.stringify({ version, types: fresh.map((e) => e.type) }) });
          } else {
            await stream.writeSSE({ event: 'ping', data: '{}' });
          }
        }
      } finally {
        off();
        open.set(userId, (open.get(userId) ?? 1) - 1);
      }
    });
  });
}
