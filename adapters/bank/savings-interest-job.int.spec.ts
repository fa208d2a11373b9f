// Proves the savings-interest job in a bank in memory: it posts each ended month once, catches up months missed while
// the server was down, a second run (or a second server) posts nothing twice, and the rate saved in System Settings applies.
import { describe, expect, it } from 'vitest';
import { moneyBank } from '../../tests/support/money-fixtures.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { savingsInterestJob } from './savings-interest-job.ts';

const DAY = 86_400_000;

async function interestOf(bank: Awaited<ReturnType<typeof moneyBank>>, userId: string) {
  const events = (await bank.store.readStream(userStream(userId))).map(decodeEvent) as UserEvent[];
  return events.flatMap((e) => (e.type === 'InterestPosted' ? [e.data] : []));
}

describe('the savings-interest job', () => {
  it('posts each ended month once, catching up after downtime, and a second run does nothing', async () => {
    const bank = await moneyBank();
    const now = bank.clock.now();
    const later = new Date(now.getTime() + 95 * DAY);
    const first = await savingsInterestJob.runDue(bank.ctx, later);
    const months = await interestOf(bank, bank.alice.id);
    expect(months.length).toBeGreaterThanOrEqual(2);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
    expect(months.some((m) => m.amount > 0)).toBe(true);
    expect(first.done).toBeGreaterThanOrEqual(months.length);
    const again = await savingsInterestJob.runDue(bank.ctx, later);
    expect(again).toEqual({ done: 0, skipped: 0, failed: 0 });
    expect(await interestOf(bank, bank.alice.id)).toHaveLength(months.length);
  });

  it('two runs at once (two servers) post each month once', async () => {
    const bank = await moneyBank();
    const later = new Date(bank.clock.now().getTime() + 40 * DAY);
    await Promise.all([savingsInterestJob.runDue(bank.ctx, later), savingsInterestJob.runDue(bank.ctx, later)]);
    const months = (await interestOf(bank, bank.alice.id)).map((m) => m.month);
    expect(new Set(months).size).toBe(months.length);
    expect(months.length).toBeGreaterThanOrEqual(1);
  });

  it('pays nothing at a rate of 0.00 saved in System Settings, and the book still sums to zero', async () => {
    const bank = await moneyBank();
    const saved = await bank.call('/functions/v1/admin-settings', { action: 'save', category: 'interest', values: { savingsInterestRate: '0.00' } }, bank.admin);
    expect(saved.status).toBe(200);
    expect(saved.body.settings.interest).toEqual({ savingsInterestRate: '0.00' });
    expect((await bank.call('/api/savings-rate', undefined, undefined, 'GET')).body).toEqual({ apy: '0.00' });
    await savingsInterestJob.runDue(bank.ctx, new Date(bank.clock.now().getTime() + 70 * DAY));
    const months = await interestOf(bank, bank.alice.id);
    expect(months.length).toBeGreaterThanOrEqual(1);
    expect(months.every((m) => m.amount === 0 && m.apyBps === 0)).toBe(true);
    const view = await bank.ctx.live.catchUp();
    expect([...view.book.values()].reduce((sum, v) => sum + v, 0)).toBe(0);
  });
});
