// Proves what a customer and an administrator notice of spending insights: a rule re-categorises past rows
// in the history and the month's spending, a row's own category beats the rule, bad rules change nothing,
// the balance series ends at today's balance, and only administrators read the back office's charts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { localDetails, moneyBank, steps } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

async function sendRent(bank: Awaited<ReturnType<typeof moneyBank>>) {
  const s = steps(bank);
  const started = await s.start(bank.alice.token, 'local', localDetails({ recipientName: 'Green Grocer', description: 'Weekly shop', amount: '40.00' }));
  const transferId = started.body.transferId as string;
  await s.pin(bank.alice.token, transferId, bank.alice.pin);
  const done = await s.confirm(bank.alice.token, transferId, s.latestCode('alice@example.com'));
  expect(done.status).toBe(200);
}

describe('spending insights', () => {
  it('a payee rule re-categorises a past transfer everywhere, and a row\'s own choice beats it', async () => {
    const bank = await moneyBank();
    await sendRent(bank);
    const insights = (body: Record<string, unknown>) => bank.call('/functions/v1/customer-insights', body, bank.alice.token);
    const before = (await insights({ action: 'overview' })).body;
    expect(before.spending).toEqual([{ category: 'Transfer', total: '45.00', total_minor: 4500 }]);
    const saved = await insights({ action: 'save_rule', field: 'payee', contains: 'grocer', category: 'Groceries' });
    expect(saved.status).toBe(200);
    expect(saved.body.spending).toEqual([{ category: 'Groceries', total: '45.00', total_minor: 4500 }]);
    const history = (await bank.call('/functions/v1/customer-records', { action: 'history' }, bank.alice.token)).body.transactions;
    expect(history.find((r: { counterparty: string }) => r.counterparty === 'Green Grocer').category).toBe('Groceries');
    const row = saved.body.recent.find((r: { counterparty: string }) => r.counterparty === 'Green Grocer');
    const chosen = await insights({ action: 'categorise', transactionId: row.id, category: 'Gifts' });
    expect(chosen.body.spending).toEqual([{ category: 'Gifts', total: '45.00', total_minor: 4500 }]);
    // Bob cannot choose a category for Alice's row.
    expect((await bank.call('/functions/v1/customer-insights', { action: 'categorise', transactionId: row.id, category: 'Mine' }, bank.bob.token)).status).toBe(404);
  });

  it('refuses a rule without text with a field message and records nothing', async () => {
    const bank = await moneyBank();
    const refused = await bank.call('/functions/v1/customer-insights', { action: 'save_rule', field: 'description', contains: '   ', category: 'Food' }, bank.alice.token);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Text to find is required');
    expect(await bank.store.readStream(`insights-${bank.alice.id}`)).toHaveLength(0);
  });

  it('the balance series has twelve months and ends at the balance the customer holds', async () => {
    const bank = await moneyBank();
    const overview = (await bank.call('/functions/v1/customer-insights', { action: 'overview' }, bank.alice.token)).body;
    expect(overview.balances).toHaveLength(12);
    expect(overview.balances.at(-1)).toMatchObject({ month: overview.month, balance: '1000.00' });
  });

  it('the admin charts count today\'s movements and this week\'s customers; customers are refused', async () => {
    const bank = await moneyBank();
    const deposit = await bank.call('/functions/v1/deposit-create', { method: 'wire', amount: '250.00' }, bank.bob.token, 'POST', { 'idempotency-key': randomUUID() });
    await bank.call('/functions/v1/admin-deposits', { action: 'confirm', depositId: deposit.body.deposit.id }, bank.admin);
    const charts = (await bank.call('/functions/v1/admin-charts', {}, bank.admin)).body;
    expect(charts.transactionsPerDay).toHaveLength(14);
    expect(charts.transactionsPerDay.at(-1).count).toBeGreaterThanOrEqual(2);
    expect(charts.newCustomersPerWeek.at(-1).count).toBe(2);
    expect(charts.depositsWithdrawals.at(-1)).toMatchObject({ deposits: '250.00', withdrawals: '0.00' });
    expect((await bank.call('/functions/v1/admin-charts', {}, bank.alice.token)).status).toBe(403);
  });
});
