// Proves on the real SQL stores (PGlite always, PostgreSQL when DATABASE_URL is set) that 20 parallel PIN checks of one customer
// (transfer PIN steps and card reveals, right and wrong PINs mixed: two tabs, or a script) never answer 5xx, and that five wrong
// one-time codes across restarted transfers lock money movement there too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPgliteStore } from '../adapters/store/pglite.ts';
import { openPostgresStore } from '../adapters/store/postgres.ts';
import type { EventStore } from '../adapters/store/types.ts';
import { localDetails, moneyBank, steps } from './support/money-fixtures.ts';

vi.setConfig({ testTimeout: 120_000 });

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function parallelPinChecks(store: EventStore) {
  const bank = await moneyBank(store);
  const { start, pin, confirm, latestCode } = steps(bank);
  const { transferId } = (await start(bank.alice.token, 'local', localDetails())).body;
  const cardId = (await bank.call('/functions/v1/customer-records', { action: 'dashboard' }, bank.alice.token)).body.cards[0].id;
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0
    ? pin(bank.alice.token, transferId, i % 6 === 0 ? '0000' : bank.alice.pin)
    : bank.call('/functions/v1/customer-records', { action: 'reveal_card', cardId, pin: i % 7 === 0 ? '0000' : bank.alice.pin }, bank.alice.token))));
  const statuses = answers.map((a) => a.status);
  console.info(`20 parallel PIN checks: ${Date.now() - started} ms, statuses ${statuses.join(',')}`);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

  // Five wrong codes across five restarted transfers lock money movement on this store as well.
  const answersToCodes = [];
  for (let i = 0; i < 5; i += 1) {
    const next = (await start(bank.alice.token, 'local', localDetails({ amount: '10.00' }))).body.transferId as string;
    await pin(bank.alice.token, next, bank.alice.pin);
    const code = latestCode('alice@example.com');
    answersToCodes.push((await confirm(bank.alice.token, next, code === '0000' ? '0001' : '0000')).status);
  }
  expect(answersToCodes).toEqual([400, 400, 400, 400, 423]);
  await store.close();
}

describe('PIN checks under contention on the SQL stores', () => {
  it('on PGlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-pin-'));
    folders.push(dir);
    await parallelPinChecks(await openPgliteStore({ dataDir: join(dir, 'data') }));
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('on PostgreSQL', async () => {
    await parallelPinChecks(await openPostgresStore({ connectionString: process.env.DATABASE_URL ?? '', schema: `pin_${Date.now()}` }));
  });
});
