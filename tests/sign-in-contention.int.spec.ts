// Proves 20 parallel sign-ins of one customer, right and wrong mixed, never get a server error on PGlite and PostgreSQL (issue 12 item 6), every right one from 20 tabs gets a session (some after the one-second wait), and two servers on one PostgreSQL database let only the allowed number of parallel wrong sign-ins reach the password check (issue 25 item 3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteStore } from '../adapters/store/pglite.ts';
import { openPostgresStore } from '../adapters/store/postgres.ts';
import type { EventStore } from '../adapters/store/types.ts';
import { attachRateLimits, postgresRateLimits, type RateLimits } from '../adapters/security/rate-limits.ts';
import { signupPayload, testBank } from './support/test-bank.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const GRACE = { email: 'grace@example.com', password: 'Secret-Harbor-47', pin: '1357' };

async function parallelSignIns(store: EventStore): Promise<void> {
  const { call } = await testBank(store);
  expect((await call('/functions/v1/auth-signup', signupPayload())).status).toBe(200);
  // Past maxLoginAttempts attempts in flight, a tab is told to wait a second (consume first); it then gets in.
  let waiting = 20;
  for (let round = 0; waiting > 0 && round < 10; round += 1) {
    const tabs = await Promise.all(Array.from({ length: waiting }, () => call('/functions/v1/auth-login', GRACE)));
    expect(tabs.map((a) => a.status).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    waiting = tabs.filter((a) => a.status === 429).length;
  }
  expect(waiting).toBe(0);
  const mixed = await Promise.all(Array.from({ length: 20 }, (_, n) => call('/functions/v1/auth-login', n % 2 ? GRACE : { ...GRACE, password: 'Wrong-Guess-001' })));
  expect(mixed.map((a) => a.status).filter((s) => ![200, 401, 429].includes(s))).toEqual([]);
  await store.close();
}

describe('parallel sign-ins of one customer', () => {
  it('on PGlite', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-sign-in-'));
    folders.push(dir);
    await parallelSignIns(await openPgliteStore({ dataDir: join(dir, 'data') }));
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('on PostgreSQL', async () => {
    await parallelSignIns(await openPostgresStore({ connectionString: process.env.DATABASE_URL ?? '', schema: `sign_in_${Date.now()}`, poolSize: 10 }));
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('parallel wrong sign-ins on two servers sharing one PostgreSQL database', () => {
  const url = process.env.DATABASE_URL ?? '';

  /** Two banks on one schema, each with its own pool for the shared rate-limit table, as two servers are. */
  async function twoServers() {
    const schema = `sign_in_pair_${Date.now()}`;
    const limits: RateLimits[] = [];
    const banks: Awaited<ReturnType<typeof testBank>>[] = [];
    for (const _ of [1, 2]) {
      const bank = await testBank(await openPostgresStore({ connectionString: url, schema, poolSize: 10 }));
      const shared = await postgresRateLimits({ connectionString: url, schema });
      attachRateLimits(bank.ctx, shared);
      limits.push(shared);
      banks.push(bank);
    }
    expect((await banks[0]!.call('/functions/v1/auth-signup', signupPayload())).status).toBe(200);
    const close = async () => {
      await Promise.all(limits.map((l) => l.close()));
      await Promise.all(banks.map((b) => b.store.close()));
    };
    return { call: (n: number, body: object) => banks[n % 2]!.call('/functions/v1/auth-login', body), close };
  }

  const wrong = (email: string) => ({ ...GRACE, email, password: 'Wrong-Guess-001' });

  it('lets 3 of 45 on one account reach the password check (401), and turns the rest away before hashing (429)', { timeout: 120_000 }, async () => {
    const { call, close } = await twoServers();
    const statuses = (await Promise.all(Array.from({ length: 45 }, (_, n) => call(n, wrong(GRACE.email))))).map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(42);
    await close();
  });

  it('lets 30 of 45 from one client across 45 e-mails reach the password check', { timeout: 120_000 }, async () => {
    const { call, close } = await twoServers();
    const statuses = (await Promise.all(Array.from({ length: 45 }, (_, n) => call(n, wrong(`sprayed${n}@example.com`))))).map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    await close();
  });
});
