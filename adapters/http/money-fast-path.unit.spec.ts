/**
 * Proves the node:http fast path for transfer-confirm answers exactly as the Hono route does:
 * two identical banks, one served by Hono alone and one with the fast path ahead of it, get
 * the same requests (success, replay, wrong code, bad bodies, no sign-in, no key, an oversized
 * body, a NUL character) and must give the same status, headers and body.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { moneyBank, localDetails, steps } from '../../tests/support/money-fixtures.ts';
import type { BankMetrics } from '../ops/metrics.ts';
import { createApp } from './app.ts';
import { Lifecycle } from './lifecycle.ts';
import { createMoneyFastPath, serverWithFastPath } from './money-fast-path.ts';

vi.setConfig({ testTimeout: 60_000 });

type Bank = Awaited<ReturnType<typeof moneyBank>>;
const servers: Server[] = [];
afterAll(() => { for (const s of servers) s.close(); });

async function listen(bank: Bank, fast: boolean) {
  const seen: string[] = [];
  const metrics = { observeRequest: (route: string, method: string, status: number) => { seen.push(`${method} ${route} ${status}`); } };
  const lifecycle = new Lifecycle();
  // Only observeRequest is used outside /metrics, which these requests never ask for.
  const app = createApp({ ctx: bank.ctx, lifecycle, operations: { metrics: metrics as unknown as BankMetrics } });
  const path = await createMoneyFastPath({ ctx: bank.ctx, lifecycle, metrics });
  let taken = 0;
  const counted = (req: Parameters<typeof path>[0], res: Parameters<typeof path>[1]) => { const took = path(req, res); if (took) taken += 1; return took; };
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', ...(fast ? { createServer: serverWithFastPath(counted) } : {}) }, () => resolve(s as Server)) as Server;
  });
  servers.push(server);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, taken: () => taken, seen, lifecycle };
}

/** Random ids, references and the test clock's instants differ between the two banks; everything else must not. */
const normalise = (text: string) => text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<instant>').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>').replace(/TRF-\d{8}-\d{10}/g, '<reference>');
const IGNORED = new Set(['date', 'x-request-id']);

async function send(base: string, init: { body: string; token?: string; key?: string; headers?: Record<string, string> }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.key ? { 'idempotency-key': init.key } : {}), ...init.headers };
  const response = await fetch(`${base}/functions/v1/transfer-confirm`, { method: 'POST', headers, body: init.body });
  const body = normalise(await response.text());
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  return { status: response.status, body, headers: [...response.headers].filter(([name]) => !IGNORED.has(name)).sort() };
}

/** The same script of requests against one bank; the keys are fixed so the two runs match. */
async function script(bank: Bank, base: string) {
  const s = steps(bank);
  const prepare = async () => {
    const started = await s.start(bank.alice.token, 'local', localDetails({ amount: '10.00' }));
    await s.pin(bank.alice.token, started.body.transferId, bank.alice.pin);
    return { transferId: started.body.transferId as string, code: s.latestCode('alice@example.com') };
  };
  const token = bank.alice.token;
  const first = await prepare();
  const good = JSON.stringify(first);
  const second = await prepare();
  const wrong = JSON.stringify({ ...second, code: second.code === '0000' ? '0001' : '0000' });
  return {
    success: await send(base, { body: good, token, key: '00000000-0000-4000-8000-000000000001', headers: { 'x-request-id': 'client-1' } }),
    replay: await send(base, { body: good, token, key: '00000000-0000-4000-8000-000000000001' }),
    wrongCode: await send(base, { body: wrong, token, key: '00000000-0000-4000-8000-000000000002' }),
    badField: await send(base, { body: JSON.stringify({ transferId: 'not-a-uuid', code: '1' }), token, key: '00000000-0000-4000-8000-000000000003' }),
    notJson: await send(base, { body: '{oops', token, key: '00000000-0000-4000-8000-000000000004' }),
    empty: await send(base, { body: '', token, key: '00000000-0000-4000-8000-000000000005' }),
    noAuth: await send(base, { body: good, key: '00000000-0000-4000-8000-000000000006' }),
    badToken: await send(base, { body: good, token: 'nope', key: '00000000-0000-4000-8000-000000000007' }),
    noKey: await send(base, { body: good, token }),
    nulEscaped: await send(base, { body: JSON.stringify({ ...second, code: '\u0000' }), token, key: '00000000-0000-4000-8000-000000000008' }),
    nulRaw: await send(base, { body: `{"transferId":"${second.transferId}","code":"1\u0000"`, token, key: '00000000-0000-4000-8000-000000000009' }),
    oversized: await send(base, { body: JSON.stringify({ ...second, pad: 'x'.repeat(70 * 1024) }), token, key: '00000000-0000-4000-8000-000000000010' }),
  };
}

describe('transfer-confirm fast path', () => {
  it('answers every request exactly as the Hono route does', async () => {
    const [plain, fast] = [await moneyBank(), await moneyBank()];
    const hono = await listen(plain, false);
    const direct = await listen(fast, true);
    const expected = await script(plain, hono.base);
    const actual = await script(fast, direct.base);
    expect(hono.taken()).toBe(0);
    // Every confirm but the oversized one (left to Hono's 413) took the fast path.
    expect(direct.taken()).toBe(Object.keys(actual).length - 1);
    expect(actual).toEqual(expected);
    expect(expected.success.status).toBe(200);
    expect(expected.replay.headers).toContainEqual(['idempotent-replayed', 'true']);
    expect(expected.success.headers).toContainEqual(['x-client-request-id', 'client-1']);
    expect(expected.oversized.status).toBe(413);
    expect(expected.nulEscaped.status).toBe(400);
    expect(expected.nulRaw.status).toBe(400);
    expect(expected.noAuth.status).toBe(401);
    // Both count the same answers under the same route in the metrics (the one that answered: a NUL is refused by /functions/*'s check).
    expect(direct.seen).toEqual(hono.seen);
    expect(hono.seen).toContain('POST /functions/* 400');
    // The money moved once per bank: the same balance after the same requests.
    expect((await steps(fast).userData(fast.alice.token)).balance).toBe((await steps(plain).userData(plain.alice.token)).balance);
  });

  it('tells the client to close its connection while the server drains, as the Hono routes do', async () => {
    const [plain, fast] = [await listen(await moneyBank(), false), await listen(await moneyBank(), true)];
    const answers = [];
    for (const server of [plain, fast]) {
      const draining = server.lifecycle.drain(5_000);
      answers.push(await send(server.base, { body: '{}', key: '00000000-0000-4000-8000-000000000011' }));
      expect(await draining).toBe(true);
      expect(server.lifecycle.requestsInFlight).toBe(0);
    }
    expect(fast.taken()).toBe(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 401 });
    expect(answers[0]!.headers).toContainEqual(['connection', 'close']);
  });
});
