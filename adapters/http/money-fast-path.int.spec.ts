/**
 * Proves the node:http fast path for the transfer steps answers exactly as the Hono routes do:
 * two identical banks, one served by Hono alone and one with the fast path ahead of it, get
 * the same requests (start, PIN and confirm; success, replay, wrong PIN and code, bad bodies,
 * no sign-in, no key, an oversized body, a NUL character, too many requests) and must give the
 * same status, headers, body and metrics.
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

async function send(base: string, init: { body: string; token?: string; key?: string; headers?: Record<string, string>; name?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.key ? { 'idempotency-key': init.key } : {}), ...init.headers };
  const response = await fetch(`${base}/functions/v1/${init.name ?? 'transfer-confirm'}`, { method: 'POST', headers, body: init.body });
  const body = normalise(await response.text());
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  return { status: response.status, body, headers: [...response.headers].filter(([name]) => !IGNORED.has(name)).sort() };
}

/** The same script of requests against one bank; the keys and transfer ids are fixed so the two runs match. */
async function script(bank: Bank, base: string) {
  const s = steps(bank);
  const token = bank.alice.token;
  const transferIds = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
  const startBody = (transferId: string) => JSON.stringify({ kind: 'local', details: localDetails({ amount: '10.00' }), transferId });
  const flow = {
    started: await send(base, { name: 'transfer-start', body: startBody(transferIds[0]!), token }),
    startedAgain: await send(base, { name: 'transfer-start', body: startBody(transferIds[1]!), token }),
    startBadKind: await send(base, { name: 'transfer-start', body: JSON.stringify({ kind: 'cash', details: {} }), token }),
    startNoAuth: await send(base, { name: 'transfer-start', body: startBody(transferIds[0]!) }),
    wrongPin: await send(base, { name: 'transfer-pin', body: JSON.stringify({ transferId: transferIds[0], pin: '0000' }), token }),
    pinBadShape: await send(base, { name: 'transfer-pin', body: JSON.stringify({ transferId: transferIds[0], pin: '12' }), token }),
    pinned: await send(base, { name: 'transfer-pin', body: JSON.stringify({ transferId: transferIds[0], pin: bank.alice.pin }), token }),
  };
  const first = { transferId: transferIds[0]!, code: s.latestCode('alice@example.com') };
  await send(base, { name: 'transfer-pin', body: JSON.stringify({ transferId: transferIds[1], pin: bank.alice.pin }), token });
  const second = { transferId: transferIds[1]!, code: s.latestCode('alice@example.com') };
  const good = JSON.stringify(first);
  const wrong = JSON.stringify({ ...second, code: second.code === '0000' ? '0001' : '0000' });
  return {
    ...flow,
    success: await send(base, { body: good, token, key: '00000000-0000-4000-8000-000000000001', headers: { 'x-request-id': 'client-1' } }),
    replay: await send(base, { body: good, token, key: '00000000-0000-4000-8000-000000000001' }),
    wrongCode: await send(base, { body: wrong, token, key: '00000000-0000-4000-8000-000000000002' }),
    wrongCodeFrench: await send(base, { body: wrong, token, key: '00000000-0000-4000-8000-000000000012', headers: { 'x-language': 'fr' } }),
    noAuthFrench: await send(base, { body: good, key: '00000000-0000-4000-8000-000000000013', headers: { 'x-language': 'fr' } }),
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

describe('money fast path', () => {
  it('answers every request exactly as the Hono route does', async () => {
    const [plain, fast] = [await moneyBank(), await moneyBank()];
    const hono = await listen(plain, false);
    const direct = await listen(fast, true);
    const expected = await script(plain, hono.base);
    const actual = await script(fast, direct.base);
    expect(hono.taken()).toBe(0);
    // Every request but the oversized one (left to Hono's 413) took the fast path, the unchecked second PIN too.
    expect(direct.taken()).toBe(Object.keys(actual).length);
    expect(actual).toEqual(expected);
    expect(expected.success.status).toBe(200);
    expect(expected.replay.headers).toContainEqual(['idempotent-replayed', 'true']);
    expect(expected.success.headers).toContainEqual(['x-client-request-id', 'client-1']);
    expect(expected.oversized.status).toBe(413);
    expect(expected.nulEscaped.status).toBe(400);
    expect(expected.nulRaw.status).toBe(400);
    expect(expected.noAuth.status).toBe(401);
    // A French reader's refusals are in French on both paths (issue 18), and English ones stay English.
    for (const name of ['wrongCodeFrench', 'noAuthFrench'] as const) {
      expect(actual[name].headers).toContainEqual(['content-language', 'fr']);
      expect(actual[name].body).not.toBe(actual[name === 'wrongCodeFrench' ? 'wrongCode' : 'noAuth'].body);
    }
    expect([expected.started.status, expected.pinned.status, expected.wrongPin.status, expected.startBadKind.status]).toEqual([200, 200, 400, 400]);
    // Both count the same answers under the same route in the metrics (the one that answered: a NUL is refused by /functions/*'s check).
    expect(direct.seen).toEqual(hono.seen);
    expect(hono.seen).toContain('POST /functions/* 400');
    // The money moved once per bank: the same balance after the same requests.
    expect((await steps(fast).userData(fast.alice.token)).balance).toBe((await steps(plain).userData(plain.alice.token)).balance);
  });

  it('refuses a customer over the rate limit with the same 429 and Retry-After', async () => {
    const banks = [await moneyBank(undefined, { rateLimits: { 'transfer-start': 1 } }), await moneyBank(undefined, { rateLimits: { 'transfer-start': 1 } })];
    const servers = [await listen(banks[0]!, false), await listen(banks[1]!, true)];
    const answers = [];
    for (const [i, server] of servers.entries()) {
      const start = () => send(server.base, { name: 'transfer-start', body: JSON.stringify({ kind: 'local', details: localDetails() }), token: banks[i]!.alice.token });
      answers.push([await start(), await start()]);
    }
    expect(servers[1]!.taken()).toBe(2);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]![1]).toMatchObject({ status: 429 });
    expect(answers[0]![1]!.headers.map(([name]) => name)).toContain('retry-after');
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
