// Proves what a balancer and an operator see: /healthz and /readyz (503 while draining or while the change feed reconnects), metrics only with the operator token, our request id on every answer with a client's only echoed, a drain that waits for requests in flight, and rate limits that count a client behind a trusted proxy by its own address.
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { Lifecycle } from './lifecycle.ts';
import { parseTrustedProxies } from '../ops/client-address.ts';
import { createMetrics } from '../ops/metrics.ts';
import { testBank } from '../../tests/support/test-bank.ts';
import { attachRateLimits, memoryRateLimits } from '../security/rate-limits.ts';
import { attachFeed } from '../live/live-registry.ts';

const TOKEN = 'operator-token-0123456789abcdef';

async function opsBank() {
  const bank = await testBank();
  const lifecycle = new Lifecycle();
  const metrics = createMetrics({ head: () => bank.store.headPosition(), followerPosition: () => bank.ctx.live.view.position, requestsInFlight: () => lifecycle.requestsInFlight, liveStreams: () => 0 });
  const app = createApp({ ctx: bank.ctx, lifecycle, operations: { metrics, metricsToken: TOKEN }, trustedProxies: parseTrustedProxies('10.0.0.5') });
  return { ...bank, app, lifecycle, metrics };
}

/** A request as if it came over a socket from `peer` (getConnInfo reads the Node socket). */
const from = (peer: string) => ({ incoming: { socket: { remoteAddress: peer, remotePort: 40_000, remoteFamily: 'IPv4' } } });

describe('operations endpoints', () => {
  it('answers /healthz and /readyz with the position the server has caught up to', async () => {
    const { app } = await opsBank();
    expect((await app.request('/healthz')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', lag: 0 });
  });

  it('turns /readyz to 503 once the drain begins, while /healthz stays 200', async () => {
    const { app, lifecycle } = await opsBank();
    await lifecycle.drain(1_000);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('answers /readyz 503 while the change feed is reconnecting, and ready once it listens again, counting the reconnection', async () => {
    const { app, ctx } = await opsBank();
    const health = { listening: false, reconnects: 0 };
    attachFeed(ctx, { subscribe: () => () => undefined, health: () => ({ ...health }), afterReconnect: () => undefined, close: async () => undefined });
    const down = await app.request('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'change feed reconnecting' });
    Object.assign(health, { listening: true, reconnects: 1 });
    expect((await app.request('/readyz')).status).toBe(200);
    const metrics = createMetrics({ head: async () => 0, followerPosition: () => 0, requestsInFlight: () => 0, liveStreams: () => 0, changeFeed: () => health });
    const text = await metrics.registry.metrics();
    metrics.close();
    expect(text).toContain('bank_change_feed_reconnects_total 1');
    expect(text).toContain('bank_change_feed_listening 1');
  });

  it('serves /metrics only to the operator token, with request counts per route pattern', async () => {
    const { app } = await opsBank();
    await app.request('/functions/v1/auth-login', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } })).status).toBe(401);
    const scraped = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toMatch(/bank_http_requests_total\{route="\/functions\/v1\/auth-login",method="POST",status="400"\} 1/);
    expect(text).toContain('bank_follower_lag_events 0');
    expect(text).toContain('bank_append_group_size_bucket');
  });

  it('is not served on the public port without a token', async () => {
    const { ctx } = await opsBank();
    expect((await createApp({ ctx }).request('/metrics')).status).toBe(404);
  });

  it("gives every answer our own request id and only echoes the client's", async () => {
    const { app } = await opsBank();
    const answer = await app.request('/healthz', { headers: { 'x-request-id': 'client-chosen-1' } });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('x-client-request-id')).toBe('client-chosen-1');
    const odd = await app.request('/healthz', { headers: { 'x-request-id': 'bad value\twith tabs' } });
    expect(odd.headers.get('x-client-request-id')).toBeNull();
  });
});

describe('the drain', () => {
  it('waits for requests in flight and reports whether they finished within the bound', async () => {
    const lifecycle = new Lifecycle();
    let finish: () => void = () => undefined;
    const inFlight = lifecycle.track({ header: () => undefined } as never, () => new Promise<void>((resolve) => { finish = resolve; }));
    let drained: boolean | undefined;
    const draining = lifecycle.drain(5_000).then((value) => { drained = value; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBeUndefined();
    expect(lifecycle.shutdown.aborted).toBe(true);
    finish();
    await inFlight;
    await draining;
    expect(drained).toBe(true);
    const stuck = new Lifecycle();
    void stuck.track({ header: () => undefined } as never, () => new Promise<void>(() => undefined));
    expect(await stuck.drain(30)).toBe(false);
  });

  it('keeps accepting for BANK_SHUTDOWN_GRACE_MS (3 s by default), a part of the whole stop\'s bound BANK_SHUTDOWN_MS', () => {
    expect(readConfig({})).toMatchObject({ BANK_SHUTDOWN_GRACE_MS: 3_000, BANK_SHUTDOWN_MS: 10_000 });
    expect(readConfig({ BANK_SHUTDOWN_GRACE_MS: '0', BANK_SHUTDOWN_MS: '0' }).BANK_SHUTDOWN_GRACE_MS).toBe(0);
    expect(() => readConfig({ BANK_SHUTDOWN_MS: '2000' })).toThrow(/BANK_SHUTDOWN_GRACE_MS \(3000\) is part of BANK_SHUTDOWN_MS \(2000\)/);
  });
});

describe('rate limits behind a trusted balancer', () => {
  it("counts each client by X-Forwarded-For's last untrusted hop, and a forged header from elsewhere by its peer", async () => {
    const { app, ctx } = await opsBank();
    attachRateLimits(ctx, memoryRateLimits({ 'bitcoin-price': 2 }));
    const price = (peer: string, forwarded: string) => app.request('/api/bitcoin-price', { headers: { 'x-forwarded-for': forwarded } }, from(peer));
    const statuses = async (peer: string, forwarded: string, n: number) => { const out: number[] = []; for (let i = 0; i < n; i += 1) out.push((await price(peer, forwarded)).status); return out; };
    // Two customers behind the balancer each have their own allowance.
    expect((await statuses('10.0.0.5', '203.0.113.1', 3)).at(-1)).toBe(429);
    expect((await statuses('10.0.0.5', '203.0.113.2', 1))[0]).not.toBe(429);
    // A client that is not the balancer cannot escape its count by writing the header.
    expect((await statuses('198.51.100.7', '203.0.113.3', 3)).at(-1)).toBe(429);
    expect((await statuses('198.51.100.7', '203.0.113.4', 1))[0]).toBe(429);
  });
});
