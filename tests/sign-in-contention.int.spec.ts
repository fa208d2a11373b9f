// Proves 20 parallel sign-ins of one customer, right and wrong mixed, never get a server error on PGlite and PostgreSQL (issue 12 item 6), and every right one from 20 tabs gets a session.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteStore } from '../adapters/store/pglite.ts';
import { openPostgresStore } from '../adapters/store/postgres.ts';
import type { EventStore } from '../adapters/store/types.ts';
import { signupPayload, testBank } from './support/test-bank.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const GRACE = { email: 'grace@example.com', password: 'Secret-Harbor-47', pin: '1357' };

async function parallelSignIns(store: EventStore): Promise<void> {
  const { call } = await testBank(store);
  expect((await call('/functions/v1/auth-signup', signupPayload())).status).toBe(200);
  const tabs = await Promise.all(Array.from({ length: 20 }, () => call('/functions/v1/auth-login', GRACE)));
  expect(tabs.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
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
