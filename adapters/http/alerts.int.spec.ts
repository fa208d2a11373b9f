// Proves the e-mail alerts a customer chooses: a transfer above their amount, the balance falling below
// theirs and money received are mailed once, after the money moved, and listed in notifications;
// nothing is mailed before they choose, and a bad amount is refused with its field.
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../tests/support/notification-words.ts';
import { localDetails, moneyBank, steps } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const alertMails = (bank: Awaited<ReturnType<typeof moneyBank>>, to: string) =>
  bank.mailbox.to(to).filter((m) => /Large transfer|balance is low|Money received|new device/.test(m.subject));

async function transfer(bank: Awaited<ReturnType<typeof moneyBank>>, details: Record<string, string>) {
  const s = steps(bank);
  const transferId = (await s.start(bank.alice.token, 'local', localDetails(details))).body.transferId as string;
  await s.pin(bank.alice.token, transferId, bank.alice.pin);
  expect((await s.confirm(bank.alice.token, transferId, s.latestCode('alice@example.com'))).status).toBe(200);
}

describe('e-mail alerts', () => {
  it('mails a large transfer, a low balance and money received once each, and lists them', async () => {
    const bank = await moneyBank();
    await bank.fund(bank.alice.id, 'USD', '2000.00');
    await transfer(bank, { amount: '600.00' });
    expect(alertMails(bank, 'alice@example.com')).toHaveLength(0);
    const saved = await bank.call('/functions/v1/customer-alerts', { action: 'save', newDevice: true, transferAbove: '500', balanceBelow: '1800', moneyReceived: true }, bank.alice.token);
    expect(saved.body.preferences).toEqual({ newDevice: true, transferAbove: '500.00', balanceBelow: '1800.00', moneyReceived: true });
    await transfer(bank, { amount: '510.00' });
    await vi.waitFor(() => expect(alertMails(bank, 'alice@example.com')).toHaveLength(1));
    expect(alertMails(bank, 'alice@example.com')[0]).toMatchObject({ subject: 'Large transfer from your account', text: expect.stringContaining('$510.00') });
    await transfer(bank, { amount: '100.00' });
    await vi.waitFor(() => expect(alertMails(bank, 'alice@example.com')).toHaveLength(2));
    expect(alertMails(bank, 'alice@example.com')[0]).toMatchObject({ subject: 'Your balance is low', text: expect.stringContaining('below your alert amount of $1,800.00') });
    await bank.fund(bank.alice.id, 'USD', '10.00');
    await bank.call('/functions/v1/customer-alerts', { action: 'get' }, bank.alice.token);
    const notifications = inEnglish((await bank.call('/functions/v1/customer-records', { action: 'notifications' }, bank.alice.token)).body.notifications);
    expect(notifications.filter((n) => n.title.startsWith('Alert e-mailed')).map((n) => `${n.title} | ${n.message}`)).toEqual([
      'Alert e-mailed: Your balance is low | Your balance is now $1,775.00, below your alert amount of $1,800.00.',
      'Alert e-mailed: Large transfer from your account | A transfer of $510.00 to Carol Clark left your account (your alert: above $500.00).',
    ]);
    expect(alertMails(bank, 'alice@example.com')).toHaveLength(2);
  });

  it('mails the payee when money arrives from another customer', async () => {
    const bank = await moneyBank();
    await bank.call('/functions/v1/customer-alerts', { action: 'save', newDevice: false, transferAbove: '', balanceBelow: '', moneyReceived: true }, bank.bob.token);
    await transfer(bank, { recipientName: 'Bob Brown', accountNumber: bank.bob.accountNumber, bankName: 'Trust Microfinance Bank', amount: '25.00' });
    await vi.waitFor(() => expect(alertMails(bank, 'bob@example.com')).toHaveLength(1));
    expect(alertMails(bank, 'bob@example.com')[0]!.text).toContain('You received $25.00 from Alice Adams');
  });

  it('refuses an amount that is not one, with its field, and keeps the earlier choice', async () => {
    const bank = await moneyBank();
    const refused = await bank.call('/functions/v1/customer-alerts', { action: 'save', newDevice: true, transferAbove: 'lots', balanceBelow: '', moneyReceived: false }, bank.alice.token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ transferAbove: 'Please enter a valid amount, such as 500.00' });
    expect((await bank.call('/functions/v1/customer-alerts', { action: 'get' }, bank.alice.token)).body.preferences).toEqual({ newDevice: false, transferAbove: '', balanceBelow: '', moneyReceived: false });
  });
});
