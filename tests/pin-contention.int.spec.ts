// Proves on the real SQL stores (PGlite always, PostgreSQL when DATABASE_URL is set) that 20 parallel PIN checks of one customer
// (transfer PIN steps and card reveals, right and wrong PINs mixed: two tabs, or a script) never answer 5xx, that five wrong
// one-time codes across restarted transfers lock money movement there too, and (issue 25) that five wrong codes across
// restarted password changes lock it as well, after which the customer's standing order is skipped by the dated job.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPgliteStore } from '../adapters/store/pglite.ts';
import { openPostgresStore } from '../adapters/store/postgres.ts';
import type { EventStore } from '../adapters/store/types.ts';
import { standingOrderJob } from '../adapters/bank/standing-order-job.ts';
import { localDetails, moneyBank, newestCodeTo, steps } from './support/money-fixtures.ts';

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
  await guessedChangeLocks(bank);
  await store.close();
}

/** Bob sets up an order for tomorrow, then a guesser restarts his password change five times: the lock, and the order skipped. */
async function guessedChangeLocks(bank: Awaited<ReturnType<typeof moneyBank>>) {
  const bobCode = () => newestCodeTo(bank.mailbox, 'bob@example.com');
  const wrong = () => (bobCode() === '0000' ? '0001' : '0000');
  await bank.fund(bank.bob.id, 'USD', '500.00');
  const tomorrow = new Date(bank.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
  const orders = (body: object) => bank.call('/functions/v1/standing-orders', body, bank.bob.token);
  const started = (await orders({ action: 'create', details: localDetails(), amount: '25.00', description: 'Rent', frequency: 'weekly', startDate: tomorrow, pin: bank.bob.pin })).body;
  expect((await orders({ action: 'confirm', orderId: started.orderId, changeId: started.changeId, code: bobCode() })).status).toBe(200);
  // The set-up notice is a reactor's e-mail: let it arrive before reading the newest code, or it may land between a code and its read.
  await bank.ctx.reactors.settled();
  const statuses = [];
  for (let i = 0; i < 5; i += 1) {
    const changeId = (await bank.call('/functions/v1/credential-change', { action: 'start', kind: 'password', currentPin: bank.bob.pin }, bank.bob.token)).body.changeId;
    statuses.push((await bank.call('/functions/v1/credential-change', { action: 'confirm', changeId, code: wrong(), newPassword: 'Hijack-Secret-12345', confirmPassword: 'Hijack-Secret-12345' }, bank.bob.token)).status);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 423]);
  bank.clock.advance(86_400_000);
  expect(await standingOrderJob.runDue(bank.ctx, bank.clock.now())).toMatchObject({ done: 0, skipped: 1 });
  expect((await bank.store.readStream(`standing-order-${started.orderId}`)).at(-1)).toMatchObject({ type: 'StandingOrderOccurrenceSkipped', data: { reason: 'money_locked' } });
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
