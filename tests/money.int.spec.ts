// Proves an internal transfer and its idempotent retry on the real SQL stores (PGlite always, PostgreSQL when DATABASE_URL is set):
// both balances change once, atomically, and the same key returns the same receipt.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteStore } from '../adapters/store/pglite.ts';
import { openPostgresStore } from '../adapters/store/postgres.ts';
import type { EventStore } from '../adapters/store/types.ts';
import { localDetails, moneyBank, steps } from './support/money-fixtures.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function internalTransferOnce(store: EventStore) {
  const bank = await moneyBank(store);
  const { start, pin, confirm, latestCode, userData } = steps(bank);
  const started = await start(bank.alice.token, 'local', localDetails({ bankName: 'Trust Microfinance Bank', accountNumber: bank.bob.accountNumber, recipientName: 'Bob Brown', amount: '250.00' }));
  expect(started.status).toBe(200);
  await pin(bank.alice.token, started.body.transferId, bank.alice.pin);
  const code = latestCode('alice@example.com');
  const key = randomUUID();
  const [first, retry] = await Promise.all([confirm(bank.alice.token, started.body.transferId, code, key), confirm(bank.alice.token, started.body.transferId, code, key)]);
  expect(first.status).toBe(200);
  expect(retry.body).toEqual(first.body);
  expect((await userData(bank.alice.token)).account_balance).toBe('745.00');
  expect((await userData(bank.bob.token)).account_balance).toBe('250.00');
  await store.close();
}

describe('an internal transfer on the SQL stores', () => {
  it('on PGlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-money-'));
    folders.push(dir);
    await internalTransferOnce(await openPgliteStore({ dataDir: join(dir, 'data') }));
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('on PostgreSQL', async () => {
    await internalTransferOnce(await openPostgresStore({ connectionString: process.env.DATABASE_URL ?? '', schema: `money_${Date.now()}` }));
  });
});
