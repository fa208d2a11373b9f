// Proves a server survives losing its database connections (a restart, a failover): two bank instances share one PostgreSQL; every backend of instance A is terminated, LISTEN included; A reconnects, answers /readyz ready again, and hears, shows and streams to its customer what B appends afterwards.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachFeed, feedFor } from '../adapters/live/live-registry.ts';
import { postgresFeed } from '../adapters/store/change-feed.ts';
import { openPostgresStore } from '../adapters/store/postgres.ts';
import { sleep, throwawayDatabase } from './support/server-process.ts';
import { ADMIN, signupPayload, testBank } from './support/test-bank.ts';

const url = process.env.DATABASE_URL;

/** One server: a Postgres store with its LISTEN/NOTIFY feed, behind the real HTTP app. */
async function instance(databaseUrl: string) {
  const opened = await openPostgresStore({ connectionString: databaseUrl, poolSize: 4 });
  const { store, feed } = await postgresFeed(opened, databaseUrl);
  const bank = await testBank(store);
  attachFeed(bank.ctx, feed);
  return { ...bank, feed, close: async () => { await feed.close(); await opened.close(); } };
}

/** Polls `check` until it holds; the bound only keeps a broken server from hanging the suite. */
async function eventually(what: string, check: () => Promise<boolean> | boolean, boundMs = 30_000): Promise<void> {
  for (const began = Date.now(); Date.now() - began < boundMs; await sleep(100)) if (await check()) return;
  throw new Error(`never happened: ${what}`);
}

describe.runIf(!!url)('a server that loses its database connections', () => {
  let database: { url: string; drop: () => Promise<void> };
  let admin: pg.Client;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await throwawayDatabase(url!, 'bank_lost_conn');
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    for (const close of closers) await close().catch(() => undefined);
    await admin?.end();
    await database?.drop();
  });

  const backendsOf = async (name: string): Promise<{ pid: number; query: string }[]> =>
    (await admin.query<{ pid: number; query: string }>('SELECT pid, query FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])).rows;

  it('reconnects, catches up, is ready again and streams what another server appended', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const a = await instance(database.url);
    closers.push(a.close);
    const signup = await a.call('/functions/v1/auth-signup', signupPayload());
    expect(signup.status).toBe(200);
    const customer = signup.body.user as { id: string };
    const token = (signup.body.session as { access_token: string }).access_token;

    const balance = async () => {
      const answer = await a.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, token);
      expect(answer.status).toBe(200);
      return (answer.body.user as { account_balance_minor: number }).account_balance_minor;
    };
    const before = await balance();

    // The customer's live feed, held by A.
    const live = await a.app.request('/api/live', { headers: { authorization: `Bearer ${token}` } });
    expect(live.status).toBe(200);
    let streamed = '';
    const reader = live.body!.getReader();
    void (async () => { for (;;) { const { done, value } = await reader.read(); if (done) return; streamed += new TextDecoder().decode(value); } })().catch(() => undefined);
    await eventually('the live feed says ready', () => streamed.includes('event: ready'));

    // Every connection A holds now (its pool, its NOTIFY pool and its LISTEN connection) belongs to A alone: B is not open yet.
    const ofA = await backendsOf(name);
    expect(ofA.some((backend) => backend.query.startsWith('LISTEN'))).toBe(true);
    const b = await instance(database.url);
    closers.push(b.close);

    const terminated = await admin.query<{ done: boolean }>('SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE pid = ANY($1::int[])', [ofA.map((backend) => backend.pid)]);
    expect(terminated.rows.every((row) => row.done)).toBe(true);
    await eventually('A noticed and re-established its LISTEN connection', () => a.feed.health().reconnects >= 1 && a.feed.health().listening);
    await eventually('A answers /readyz ready again', async () => (await a.app.request('/readyz')).status === 200);

    // B appends to the customer's stream; A must hear it (NOTIFY on its new connection) and show it.
    const woken = new Promise<void>((resolve) => { feedFor(a.ctx).subscribe(resolve); });
    let heard = false;
    void woken.then(() => { heard = true; });
    const login = await b.call('/functions/v1/auth-login', ADMIN);
    const adminToken = (login.body.session as { access_token: string }).access_token;
    const funded = await b.call('/functions/v1/admin-adjust-balance', { userId: customer.id, currency: 'USD', amount: '250.00', reason: 'Opening deposit at the branch' }, adminToken);
    expect(funded.status).toBe(200);

    await eventually("A's change feed hears B's append", () => heard);
    await eventually("A's live feed streams the change to the customer", () => streamed.includes('event: change'));
    expect(await balance()).toBe(before + 25_000);
    await reader.cancel();
  });
});
