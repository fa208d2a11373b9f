/**
 * What a balancer and an operator ask a server: GET /healthz (the process answers),
 * GET /readyz (the database answers, the change feed listens and the projection has caught up
 * with the log; 503 while draining) and GET /metrics (Prometheus text, only with BANK_METRICS_TOKEN as a bearer token;
 * BANK_METRICS_PORT serves it on a port of its own instead, adapters/ops/metrics-server.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { BankContext } from '../../bank/context.ts';
import type { BankMetrics } from '../../ops/metrics.ts';
import type { App } from '../env.ts';

export interface Operations {
  /** True once SIGTERM began the drain (lifecycle.ts). */
  draining(): boolean;
  metrics?: BankMetrics;
  /** Bearer token that opens /metrics on the public port; absent = /metrics is not served there. */
  metricsToken?: string;
  /** How long /readyz waits for the database before it answers 503. */
  readyTimeoutMs?: number;
}

/** Events the follower may still be behind after catching up (appends committing meanwhile) and count as caught up. */
export const READY_MAX_LAG = 1_000;

const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref());

/** The readiness verdict: the follower catches up (a database read) and is close to the head. */
export async function readiness(ctx: BankContext, ops: Operations): Promise<{ ready: boolean; body: Record<string, unknown> }> {
  if (ops.draining()) return { ready: false, body: { status: 'draining' } };
  // A server that cannot hear other servers' appends would serve stale live feeds: not ready until it hears and has caught up.
  if (ctx.changes?.health().listening === false) return { ready: false, body: { status: 'change feed reconnecting' } };
  try {
    const work = (async () => {
      await ctx.live.catchUp();
      return ctx.store.headPosition();
    })();
    const head = await Promise.race([work, timeout(ops.readyTimeoutMs ?? 2_000)]);
    const position = ctx.live.view.position;
    const lag = Math.max(0, head - position);
    return lag <= READY_MAX_LAG ? { ready: true, body: { status: 'ready', position, lag } } : { ready: false, body: { status: 'catching up', position, lag } };
  } catch {
    return { ready: false, body: { status: 'database unreachable' } };
  }
}

function bearerMatches(c: Context, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function mountOperations(app: App, ctx: BankContext, ops: Operations): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const { ready, body } = await readiness(ctx, ops);
    c.header('cache-control', 'no-store');
    return c.json(body, ready ? 200 : 503);
  });
  const { metrics, metricsToken } = ops;
  if (!metrics || !metricsToken) return;
  app.get('/metrics', async (c) => {
    if (!bearerMatches(c, metricsToken)) return c.json({ status: 401, detail: 'The metrics need the operator token.' }, 401, { 'www-authenticate': 'Bearer' });
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
