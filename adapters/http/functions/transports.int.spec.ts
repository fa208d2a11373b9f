/**
 * Proves the two transports give the same answer to the same request because both hand it to the
 * one function pipeline: the same script of requests (start, PIN and confirm; success, replay,
 * refusals in English and French, bad bodies, no sign-in, no key, a NUL character, too many
 * requests, a drain) sent to a bank served by Hono alone and to one with the node:http fast path
 * ahead of it gives the same status, headers, body and metrics, and the fast path took them.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { moneyBank, localDetails, steps } from '../../../tests/support/money-fixtures.ts';
import type { BankMetrics } from '../../ops/metrics.ts';
import { createApp } from '../app.ts';
import { Lifecycle } from '../lifecycle.ts';
import { createMoneyFastPath, serverWithFastPath } from '../money-fast-path.ts';

type Bank = Awaited<ReturnType<typeof moneyBank>>;
const servers: Server[] = [];
afterAll(() => { for (const s of servers) { s.closeAllConnections(); s.close(); } });

const transports = [{ name: 'Hono', fast: false }, { name: 'the node:http fast path', fast: true }] as const;

/** The bank served by one transport, with the metrics it records and how many requests the fast path took. */
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

/** Random ids, references, instants and a receipt's date and minute differ between the two banks (one runs after the other); everything else must not. */
const normalise = (text: string) => text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<instant>').replace(/"(date|time)":"[\d:-]+"/g, '"$1":"<$1>"').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>').replace(/TRF-\d{8}-\d{10}/g, '<reference>');
const IGNORED = new Set(['date', 'x-request-id']);

async function send(base: string, init: { body: string; token?: string; key?: string; headers?: Record<string, string>; name?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.key ? { 'idempotency-key': init.key } : {}), ...init.headers };
  const response = await fetch(`${base}/functions/v1/${init.name ?? 'transfer-confirm'}`, { method: 'POST', headers, body: init.body });
  const body = normalise(await response.text());
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  return { status: response.status, body, headers: [...response.headers].filter(([name]) => !IGNORED.has(name)).sort() };
}

const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The same requests against one bank; the keys and transfer ids are fixed so the two runs match. */
async function script(bank: Bank, base: string) {
  const s = steps(bank);
  const token = bank.alice.token;
  const [a, b] = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
  const startBody = (transferId: string) => JSON.stringify({ kind: 'local', details: localDetails({ amount: '10.00' }), transferId });
  const flow = {
    started: await send(base, { name: 'transfer-start', body: startBody(a), token }),
    startedAgain: await send(base, { name: 'transfer-start', body: startBody(b), token }),
    startBadKind: await send(base, { name: 'transfer-start', body: JSON.stringify({ kind: 'cash', details: {} }), token }),
    startNoAuth: await send(base, { name: 'transfer-start', body: startBody(a) }),
    wrongPin: await send(base, { name: 'transfer-pin', body: JSON.stringify({ transferId: a, pin: '0000' }), token }),
    pinned: await send(base, { name: 'transfer-pin', body: JSON.stringify({ transferId: a, pin: bank.alice.pin }), token }),
  };
  const good = JSON.stringify({ transferId: a, code: s.latestCode('alice@example.com') });
  await send(base, { name: 'transfer-pin', body: JSON.stringify({ transferId: b, pin: bank.alice.pin }), token });
  const second = { transferId: b, code: s.latestCode('alice@example.com') };
  const wrong = JSON.stringify({ ...second, code: second.code === '0000' ? '0001' : '0000' });
  return {
    ...flow,
    success: await send(base, { body: good, token, key: key(1), headers: { 'x-request-id': 'client-1' } }),
    replay: await send(base, { body: good, token, key: key(1) }),
    wrongCode: await send(base, { body: wrong, token, key: key(2) }),
    wrongCodeFrench: await send(base, { body: wrong, token, key: key(12), headers: { 'x-language': 'fr' } }),
    badField: await send(base, { body: JSON.stringify({ transferId: 'not-a-uuid', code: '1' }), token, key: key(3) }),
    notJson: await send(base, { body: '{oops', token, key: key(4) }),
    noAuth: await send(base, { body: good, key: key(6) }),
    noKey: await send(base, { body: good, token }),
    nulEscaped: await send(base, { body: JSON.stringify({ ...second, code: '\u0000' }), token, key: key(8) }),
    oversized: await send(base, { body: JSON.stringify({ ...second, pad: 'x'.repeat(70 * 1024) }), token, key: key(10) }),
  };
}

describe('both transports through the one function pipeline', () => {
  it('answer the same requests with the same status, headers, body and metrics', async () => {
    const runs = [];
    for (const transport of transports) {
      const bank = await moneyBank();
      const server = await listen(bank, transport.fast);
      const answers = await script(bank, server.base);
      runs.push({ answers, server, balance: (await steps(bank).userData(bank.alice.token)).balance as string });
    }
    const [hono, fast] = runs as [typeof runs[number], typeof runs[number]];
    expect(fast.answers).toEqual(hono.answers);
    expect(fast.server.seen).toEqual(hono.server.seen);
    expect(fast.balance).toBe(hono.balance);
    expect(hono.server.taken()).toBe(0);
    // Every request but the oversized one (left to Hono's 413) took the fast path, the unchecked second PIN too.
    expect(fast.server.taken()).toBe(Object.keys(fast.answers).length);
    const { answers } = hono;
    expect([answers.started.status, answers.pinned.status, answers.success.status, answers.wrongPin.status, answers.startBadKind.status]).toEqual([200, 200, 200, 400, 400]);
    expect(answers.replay.headers).toContainEqual(['idempotent-replayed', 'true']);
    expect(answers.success.headers).toContainEqual(['x-client-request-id', 'client-1']);
    expect([answers.noAuth.status, answers.noKey.status, answers.nulEscaped.status, answers.oversized.status]).toEqual([401, 400, 400, 413]);
    expect(answers.wrongCodeFrench.headers).toContainEqual(['content-language', 'fr']);
    expect(answers.wrongCodeFrench.body).not.toBe(answers.wrongCode.body);
  });

  it('refuse a customer over the rate limit with the same 429 and Retry-After', async () => {
    const answers = [];
    for (const transport of transports) {
      const bank = await moneyBank(undefined, { rateLimits: { 'transfer-start': 1 } });
      const { base } = await listen(bank, transport.fast);
      const start = () => send(base, { name: 'transfer-start', body: JSON.stringify({ kind: 'local', details: localDetails() }), token: bank.alice.token });
      answers.push([await start(), await start()]);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]![1]).toMatchObject({ status: 429 });
    expect(answers[0]![1]!.headers.map(([name]) => name)).toContain('retry-after');
  });

  it('tell the client to close its connection while the server drains', async () => {
    const answers = [];
    for (const transport of transports) {
      const server = await listen(await moneyBank(), transport.fast);
      const draining = server.lifecycle.drain(5_000);
      answers.push(await send(server.base, { body: '{}', key: key(11) }));
      expect(await draining).toBe(true);
      expect(server.lifecycle.requestsInFlight).toBe(0);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 401 });
    expect(answers[0]!.headers).toContainEqual(['connection', 'close']);
  });
});
