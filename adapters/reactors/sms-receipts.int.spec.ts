// Proves the texts a member gets in the development outbox (`bank.sms`), as the SMPP test proves them
// on a real SMSC: a receipt when staff confirm their cash deposit (and none for a wire), the outbox's
// delivery receipt recorded on the message, no second text when the reactor runs again, and a loan
// reminder by SMS for a member the bank has no e-mail address for. /dev/sms.json lists the texts with their status.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/loans/dates.ts';
import { smsStream } from '../../domain/sms/events.ts';
import { bootstrap } from '../bank/bootstrap.ts';
import { loanCollectionJob } from '../bank/loan-collection-job.ts';
import { smsState } from '../bank/sms-service.ts';
import { encodeEvent } from '../engine/event-codec.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';
import { balancesAt } from './money-alerts.ts';

const GHANA = '+233 24 412 3456';

async function memberWithPhone(phone: string) {
  const bank = await moneyBank();
  expect((await bank.call('/functions/v1/user-sync', { action: 'update_profile', data: { profileData: { phone } } }, bank.bob.token)).status).toBe(200);
  return bank;
}

describe('SMS receipts in the development outbox', () => {
  it("texts a receipt when staff confirm a member's cash deposit, once, and records the outbox's delivery receipt", async () => {
    const bank = await memberWithPhone(GHANA);
    const deposit = async (method: string, amount: string) => {
      const made = await bank.call('/functions/v1/deposit-create', { method, amount }, bank.bob.token, 'POST', { 'idempotency-key': randomUUID() });
      expect((await bank.call('/functions/v1/admin-deposits', { action: 'confirm', depositId: made.body.deposit.id }, bank.admin)).status).toBe(200);
      return made.body.deposit as { id: string; reference: string };
    };
    await deposit('wire', '100.00');
    const cash = await deposit('cash', '60.00');
    await bank.ctx.reactors.settled();

    expect(bank.sms.list().map((m) => [m.to, m.text])).toEqual([
      ['+233244123456', `Trust Microfinance Bank: cash deposit of $60.00 received by Administrator. New balance $160.00. Ref ${cash.reference}. Wrong? Call your branch.`],
    ]);
    // The reactor run again (a replay, another server) texts nothing more.
    await bank.ctx.reactors.runAll(bank.ctx);
    expect(bank.sms.list()).toHaveLength(1);

    // The outbox page on loopback plays the phone's delivery receipt, and shows the status recorded.
    const [sent] = bank.sms.list();
    expect((await bank.app.request(`/dev/sms/${sent!.smscMessageId}/delivered`, { method: 'POST' })).status).toBe(200);
    const outbox = await (await bank.app.request('/dev/sms.json')).json() as { messages: { to: string; status: string }[] };
    expect(outbox.messages).toEqual([expect.objectContaining({ to: '+233244123456', status: 'delivered' })]);
    expect((await smsState(bank.ctx, sent!.messageId)).status).toBe('delivered');
    expect((await bank.ctx.store.readStream(smsStream(sent!.messageId))).map((e) => e.type)).toEqual(['SmsQueued', 'SmsSubmitted', 'SmsDelivered']);
  });
});

describe('the balance on a receipt', () => {
  it('is the balance just after that deposit, however many movements the reactor reads in one page', async () => {
    const bank = await memberWithPhone(GHANA);
    const post = (amount: string, reference: string) => bank.call('/functions/v1/admin-transactions', { action: 'create', userId: bank.bob.id, type: 'deposit', amount, status: 'completed', reference }, bank.admin);
    await Promise.all([post('10.00', 'CASH-A'), post('20.00', 'CASH-B'), bank.fund(bank.bob.id, 'USD', '5.00'), post('40.00', 'CASH-C')]);
    await bank.ctx.reactors.settled();
    // Walk the log: each deposit's receipt says the balance right after it.
    const log = await bank.ctx.store.readStream(`user-${bank.bob.id}`);
    let balance = 0;
    const expected = new Map<string, string>();
    for (const event of log) {
      const postings = (event.data as { postings?: { account: string; amount: number }[] }).postings ?? [];
      balance += postings.filter((p) => p.account === `customer:${bank.bob.id}:USD`).reduce((sum, p) => sum + p.amount, 0);
      if (event.type === 'AdminTransactionPosted') expected.set((event.data as { reference: string }).reference, `$${(balance / 100).toFixed(2)}`);
    }
    const said = new Map(bank.sms.list().map((m) => [/Ref (CASH-\w)\./.exec(m.text)![1]!, /New balance (\$[\d.,]+)\./.exec(m.text)![1]!]));
    expect(said).toEqual(expected);
    expect(said.size).toBe(3);
  });
});

describe('a balance as of an earlier position (a reactor behind the head)', () => {
  it("is the member's book balance less what their own stream posted since, at every position of their stream", async () => {
    const bank = await memberWithPhone(GHANA);
    const post = (userId: string, amount: string, reference: string) => bank.call('/functions/v1/admin-transactions', { action: 'create', userId, type: 'deposit', amount, status: 'completed', reference }, bank.admin);
    for (const [i, amount] of ['10.00', '20.00', '7.50', '40.00'].entries()) {
      await post(bank.bob.id, amount, `BOB-${i}`);
      await post(bank.alice.id, '1.00', `ALICE-${i}`);
    }
    await bank.fund(bank.bob.id, 'USD', '5.00');
    const stream = await bank.ctx.store.readStream(`user-${bank.bob.id}`);
    const account = `customer:${bank.bob.id}:USD`;
    let running = 0;
    for (const [i, event] of stream.entries()) {
      running += ((event.data as { postings?: { account: string; amount: number }[] }).postings ?? []).filter((p) => p.account === account).reduce((sum, p) => sum + p.amount, 0);
      // As of this event, and as of the position just before bob's next one (alice's events between change nothing of bob's).
      const beforeNext = (stream[i + 1]?.position ?? (await bank.ctx.store.headPosition()) + 1) - 1;
      expect((await balancesAt(bank.ctx, [bank.bob.id], event.position)).get(bank.bob.id)).toBe(running);
      expect((await balancesAt(bank.ctx, [bank.bob.id], beforeNext)).get(bank.bob.id)).toBe(running);
    }
    expect(running).toBe(8_250);
  });
});

describe('loan reminders by SMS', () => {
  it('texts the reminder to a member with no e-mail address, and e-mails nothing', async () => {
    const bank = await memberWithPhone(GHANA);
    await bootstrap(bank.ctx, { adminEmail: 'checker@tmb.test', adminPassword: 'Checker-Harbor-93', adminPin: '8642' });
    const checker = (await bank.call('/functions/v1/auth-login', { email: 'checker@tmb.test', password: 'Checker-Harbor-93', pin: '8642' })).body.session.access_token as string;
    const applied = await bank.call('/functions/v1/loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Sewing machine' }, bank.bob.token);
    const loanId = applied.body.loan.loanId as string;
    await bank.call('/functions/v1/admin-loans', { action: 'recommend', loanId, note: '' }, bank.admin);
    await bank.call('/functions/v1/admin-loans', { action: 'approve', loanId, note: '' }, checker);
    const disbursed = await bank.call('/functions/v1/admin-loans', { action: 'disburse', loanId }, checker);
    const firstDue = (disbursed.body.loan.instalments as { dueDate: string }[])[0]!.dueDate;
    // A member registered in the field without an address (issue 29 item 6) has none on their stream.
    await bank.ctx.store.append([{ streamId: `user-${bank.bob.id}`, expectedVersion: 'any', events: [encodeEvent({ type: 'EmailChanged', data: { from: 'bob@example.com', to: 'none', reason: 'No e-mail address', by: 'admin', byName: 'Administrator', at: new Date().toISOString() } }, { actor: 'admin', at: new Date().toISOString() })] }]);
    const mails = bank.mailbox.list().length;

    await loanCollectionJob.runDue(bank.ctx, new Date(`${addDays(firstDue, -2)}T23:00:00.000Z`));
    await bank.ctx.reactors.settled();

    expect(bank.sms.list().map((m) => [m.to, m.text])).toEqual([['+233244123456', expect.stringMatching(/^Trust Microfinance Bank: your Personal Loan instalment of \$\d+\.\d{2} is due on \w{3} \d+, \d{4}\. It is collected from your savings\.$/)]]);
    expect(bank.mailbox.list().slice(0, bank.mailbox.list().length - mails).filter((m) => /loan/i.test(m.subject))).toEqual([]);
  });
});
