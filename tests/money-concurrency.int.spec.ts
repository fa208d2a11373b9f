// Proves fifty concurrent transfers from one account on PostgreSQL never overdraw it and all get an answer (no server errors).
import { describe, expect, it } from 'vitest';
import { openPostgresStore } from '../adapters/store/postgres.ts';
import { localDetails, moneyBank, steps } from './support/money-fixtures.ts';

describe.runIf(Boolean(process.env.DATABASE_URL))('concurrent transfers on PostgreSQL', () => {
  it('moves exactly what the balance allows', async () => {
    const store = await openPostgresStore({ connectionString: process.env.DATABASE_URL ?? '', schema: `money_c_${Date.now()}`, poolSize: 10 });
    // Fifty transfers in a row are beyond a customer's per-hour limits; this test is about overdraft, not throttling.
    const bank = await moneyBank(store, { rateLimits: { 'transfer-start': 1000, 'transfer-pin': 1000 } });
    const { start, pin, confirm, latestCode, userData } = steps(bank);
    const ready: { transferId: string; code: string }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const { transferId } = (await start(bank.alice.token, 'local', localDetails({ amount: '40.00' }))).body;
      await pin(bank.alice.token, transferId, bank.alice.pin);
      ready.push({ transferId, code: latestCode('alice@example.com') });
    }
    const answers = await Promise.all(ready.map((r) => confirm(bank.alice.token, r.transferId, r.code)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s !== 200 && s !== 422)).toEqual([]);
    expect((await userData(bank.alice.token)).account_balance).toBe('100.00');
    await store.close();
  });
});
