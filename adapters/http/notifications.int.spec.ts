// Proves what users find waiting for them: a customer's notifications with read state and "Mark all as read" recorded
// as an event, and the admin top bar's open items (deposits to confirm, unread messages, customers awaiting approval)
// that leave the list once handled; customers cannot read the staff's list.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../tests/support/notification-words.ts';
import { userStream } from '../../domain/user/events.ts';
import { changeUserStatusForTest } from '../../tests/support/status.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

describe('customer notifications', () => {
  it('lists the customer own events as unread until Mark all as read, which is an event on their stream', async () => {
    const bank = await moneyBank();
    const records = (action: string) => bank.call('/functions/v1/customer-records', { action }, bank.alice.token);
    const factors = { paymentHistory: 90, utilization: 20, age: 70, mix: 60, inquiries: 80 };
    for (const userId of [bank.alice.id, bank.bob.id]) {
      await bank.call('/functions/v1/admin-credit-score', { userId, score: 700, factors, bureau: 'Experian', reportDate: '2020-01-15' }, bank.admin);
    }
    const before = await records('notifications');
    expect(before.body.unread).toBe(1);
    expect(inEnglish(before.body.notifications)[0]).toMatchObject({ title: 'Credit score updated', message: 'Your credit score on file is 700', read: false });
    expect(before.body.notifications.every((n: { read: boolean }) => !n.read)).toBe(true);
    const eventsBefore = (await bank.store.readStream(userStream(bank.alice.id))).length;
    bank.clock.advance(1000);
    const after = await records('notifications_read');
    expect(after.body.unread).toBe(0);
    expect(after.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    const events = await bank.store.readStream(userStream(bank.alice.id));
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events.at(-1)!.type).toBe('PreferencesUpdated');
    // Bob's notifications are his own: Alice's reading changes nothing for him.
    expect((await bank.call('/functions/v1/customer-records', { action: 'notifications' }, bank.bob.token)).body.unread).toBe(1);
  });
});

describe('admin notifications', () => {
  it('shows deposits to confirm, unread messages and pending customers, each gone once handled; customers are refused', async () => {
    const bank = await moneyBank();
    const list = async () => (await bank.call('/functions/v1/admin-notifications', {}, bank.admin)).body;
    expect((await list()).open).toBe(0);
    const deposit = await bank.call('/functions/v1/deposit-create', { method: 'wire', amount: '250.00' }, bank.bob.token, 'POST', { 'idempotency-key': randomUUID() });
    const sent = await bank.call('/functions/v1/contact-message', { name: 'Ada', email: 'ada@example.com', subject: 'loan', message: 'Hello' });
    await changeUserStatusForTest(bank.ctx, bank.bob.id, 'pending');
    const open = await list();
    expect(open.open).toBe(3);
    expect(open.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['deposit', 'message', 'pending_customer']);
    expect(open.items.find((i: { kind: string }) => i.kind === 'deposit')).toMatchObject({ title: 'Deposit to confirm', message: expect.stringContaining('$250.00 by wire from Bob Brown') });
    expect(open.items.find((i: { kind: string }) => i.kind === 'message')).toMatchObject({ title: 'New contact message', link: '/admin/messages' });
    await bank.call('/functions/v1/admin-deposits', { action: 'confirm', depositId: deposit.body.deposit.id }, bank.admin);
    await bank.call('/functions/v1/admin-messages', { action: 'read', messageId: sent.body.id }, bank.admin);
    await changeUserStatusForTest(bank.ctx, bank.bob.id, 'active');
    expect(await list()).toMatchObject({ open: 0, items: [] });
    expect((await bank.call('/functions/v1/admin-notifications', {}, bank.bob.token)).status).toBe(403);
  });
});
