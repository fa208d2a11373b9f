// Proves the one dated job end to end on an in-process bank: a standing order it makes takes the
// customer's balance below their alert amount and the alert is e-mailed before the job returns (the
// job runs the reactors last, under its lease), where before no use case alerted on a standing order;
// its report names each kind of work as the separate jobs did.
import { describe, expect, it, vi } from 'vitest';
import { moneyBank, newestCodeTo } from '../../tests/support/money-fixtures.ts';
import { datedWorkJob } from '../bank/dated-work-job.ts';

vi.setConfig({ testTimeout: 30_000 });
const carol = { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America' };

describe('the dated job', () => {
  it('alerts on a standing order it made, before it returns, and reports each kind of work', async () => {
    const bank = await moneyBank();
    const orders = (body: Record<string, unknown>) => bank.call('/functions/v1/standing-orders', body, bank.alice.token);
    await bank.call('/functions/v1/customer-alerts', { action: 'save', newDevice: false, transferAbove: '', balanceBelow: '600', moneyReceived: false }, bank.alice.token);
    const today = bank.clock.now().toISOString().slice(0, 10);
    const started = await orders({ action: 'create', pin: bank.alice.pin, details: carol, amount: '450.00', description: 'Rent', frequency: 'weekly', startDate: today, count: 3 });
    const code = newestCodeTo(bank.mailbox, 'alice@example.com');
    expect((await orders({ action: 'confirm', orderId: started.body.orderId, changeId: started.body.changeId, code })).status).toBe(200);

    const report = await datedWorkJob.runDue(bank.ctx, bank.clock.now());
    expect(report.parts).toEqual({
      'loan-collection': { done: 0, skipped: 0, failed: 0 },
      // The last month end's loan-loss provision is recorded once, even when nothing is due (docs/provisioning.md).
      'loan-provisioning': { done: 1, skipped: 0, failed: 0 },
      'standing-orders': { done: 1, skipped: 0, failed: 0 },
      'savings-interest': { done: 0, skipped: 0, failed: 0 },
    });
    const low = bank.mailbox.to('alice@example.com').filter((m) => m.subject === 'Your balance is low');
    expect(low.map((m) => m.text)).toEqual([expect.stringContaining('Your balance is now $545.00, below your alert amount of $600.00.')]);
    expect((await datedWorkJob.runDue(bank.ctx, bank.clock.now())).parts?.['standing-orders']).toEqual({ done: 0, skipped: 0, failed: 0 });
    expect(bank.mailbox.to('alice@example.com').filter((m) => m.subject === 'Your balance is low')).toHaveLength(1);
  });
});
