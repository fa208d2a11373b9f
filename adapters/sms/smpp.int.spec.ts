// Proves SMS receipts over a real SMPP session: a local SMSC from the `smpp` package on 127.0.0.1
// receives the receipt the bank texts when staff post a member's cash deposit (the member's
// number in E.164, the amount, the new balance, the officer's name, the reference, in the member's
// language), the SMSC's delivery receipt is recorded on the message, a member whose profile number
// is not one gets no text and the refusal says why, the sender binds again after the SMSC drops, a
// refused bind or a dead SMSC is recorded as the reason, and the server composed by main.ts's
// buildContext with SMS_SMPP_URL does all of it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smsState } from '../bank/sms-service.ts';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';
import { startSmsc, type TestSmsc } from '../../tests/support/smsc.ts';
import { createSmppSender } from './smpp-sender.ts';
import { createApp } from '../http/app.ts';
import { buildContext, runBootstrap } from '../http/compose.ts';
import { readConfig } from '../http/config.ts';
import { createMemoryStore } from '../store/memory.ts';
import type { SmsSender } from './sender.ts';

let smsc: TestSmsc;
let sender: SmsSender;

beforeEach(async () => {
  smsc = await startSmsc();
  sender = createSmppSender(smsc.url, { timeoutMs: 5_000, reconnect: { firstMs: 20, maxMs: 100 }, log: () => undefined });
});

afterEach(async () => {
  await sender.close();
  await smsc.close();
});

async function bankWithMember(phone: string, language?: 'fr') {
  const bank = await testBank(undefined, { smsSender: sender });
  const admin = (await bank.call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin })).body.session.access_token as string;
  const member = (await bank.call('/functions/v1/auth-signup', signupPayload({ firstName: 'Efua', lastName: 'Owusu', email: 'efua@example.com', phone }))).body;
  if (language) await bank.call('/functions/v1/user-sync', { action: 'sync_preferences', data: { preferences: { language } } }, member.session.access_token);
  const deposit = (amount: string, reference: string) => bank.call('/functions/v1/admin-transactions', { action: 'create', userId: member.user.id, type: 'deposit', amount, status: 'completed', reference }, admin);
  return { bank, admin, userId: member.user.id as string, deposit };
}

describe('SMS receipts through SMPP', () => {
  it('texts the member a receipt for a cash deposit, and records the delivery receipt', async () => {
    const { bank, deposit } = await bankWithMember('(202) 555-0143');
    await deposit('40.00', 'CASH-0001');
    expect((await deposit('25.50', 'CASH-0002')).status).toBe(200);
    await bank.ctx.reactors.settled();

    expect(smsc.received.map((m) => m.to)).toEqual(['12025550143', '12025550143']);
    const second = smsc.received[1]!;
    expect(second.text).toBe('Trust Microfinance Bank: cash deposit of $25.50 received by Administrator. New balance $65.50. Ref CASH-0002. Wrong? Call your branch.');
    expect(second.registeredDelivery).toBe(1);
    const sent = await bank.ctx.store.readAll({ after: 0, limit: 10_000 });
    const submitted = sent.filter((e) => e.type === 'SmsSubmitted').map((e) => ({ stream: e.streamId, smsc: (e.data as { smscMessageId: string }).smscMessageId }));
    expect(submitted.map((s) => s.smsc)).toEqual([smsc.received[0]!.smscMessageId, second.smscMessageId]);

    expect(await smsc.sendReceipt(second.smscMessageId, 'DELIVRD')).toBe(0);
    expect(await smsc.sendReceipt(smsc.received[0]!.smscMessageId, 'UNDELIV')).toBe(0);
    const delivered = await smsState(bank.ctx, submitted[1]!.stream.slice('sms-'.length));
    const failed = await smsState(bank.ctx, submitted[0]!.stream.slice('sms-'.length));
    expect([delivered.status, failed.status]).toEqual(['delivered', 'failed']);
  });

  it("writes the receipt in the member's language", async () => {
    const { bank, deposit } = await bankWithMember('+233 24 412 3456', 'fr');
    await deposit('1234.50', 'CASH-0003');
    await bank.ctx.reactors.settled();
    expect(smsc.received.at(-1)).toMatchObject({ to: '233244123456', text: 'Trust Microfinance Bank : dépôt en espèces de 1 234,50 $US reçu par Administrator. Nouveau solde 1 234,50 $US. Réf. CASH-0003. Erreur ? Appelez votre agence.' });
  });

  it('sends nothing to a number that is not one, and records why', async () => {
    const { bank, deposit } = await bankWithMember('555-0100');
    await deposit('10.00', 'CASH-0004');
    await bank.ctx.reactors.settled();
    expect(smsc.received).toEqual([]);
    const refused = (await bank.ctx.store.readAll({ after: 0, limit: 10_000 })).filter((e) => e.type === 'SmsRefused');
    expect(refused.map((e) => (e.data as { reason: string }).reason)).toEqual(['wrong_length']);
  });

  it('binds again after the SMSC drops the connection, and the next receipt goes through', async () => {
    const { bank, deposit } = await bankWithMember('(202) 555-0143');
    await smsc.bound(1);
    smsc.dropConnections();
    await smsc.bound(2);
    await deposit('5.00', 'CASH-0005');
    await bank.ctx.reactors.settled();
    expect(smsc.received.map((m) => m.text)).toEqual([expect.stringContaining('Ref CASH-0005.')]);
  });

  it('records why a text was not sent when the SMSC refuses the bind or cannot be reached', async () => {
    await sender.close();
    sender = createSmppSender(smsc.url.replace('secret12', 'wrong-pw'), { timeoutMs: 5_000, reconnect: { firstMs: 20, maxMs: 100 }, log: () => undefined });
    const refused = await bankWithMember('(202) 555-0143');
    await refused.deposit('5.00', 'CASH-0006');
    await refused.bank.ctx.reactors.settled();
    await smsc.close();
    await sender.close();
    sender = createSmppSender(smsc.url, { timeoutMs: 5_000, reconnect: { firstMs: 20, maxMs: 100 }, log: () => undefined });
    const down = await bankWithMember('(202) 555-0143');
    await down.deposit('5.00', 'CASH-0007');
    await down.bank.ctx.reactors.settled();

    expect(smsc.received).toEqual([]);
    const failures = async (bank: typeof refused.bank) => (await bank.ctx.store.readAll({ after: 0, limit: 10_000 })).filter((e) => e.type === 'SmsFailed').map((e) => e.data as { stage: string; reason: string });
    expect(await failures(refused.bank)).toEqual([{ stage: 'submit', reason: 'SMPP bind refused: ESME_RBINDFAIL', at: expect.any(String) }]);
    expect(await failures(down.bank)).toEqual([{ stage: 'submit', reason: expect.stringMatching(/ECONNREFUSED|closed/), at: expect.any(String) }]);
  });

  it('the server as main.ts composes it, with SMS_SMPP_URL pointed at the SMSC, texts the receipt and records its delivery receipt', async () => {
    const config = readConfig({ BANK_PIN_PEPPER: 'test-pepper-0123456789', SMS_SMPP_URL: smsc.url, BANK_ADMIN_EMAIL: ADMIN.email, BANK_ADMIN_PASSWORD: ADMIN.password, BANK_ADMIN_PIN: ADMIN.pin, BANK_MEMBERSHIP_NUMBER: 'TMB-TEST-0001' });
    const ctx = await buildContext(createMemoryStore(), config);
    try {
      expect(ctx.sms.outbox).toBeNull();
      await runBootstrap(ctx, config);
      const app = createApp({ ctx });
      const call = async (path: string, body: unknown, token?: string) => (await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json();
      const admin = (await call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin })).session.access_token as string;
      const member = await call('/functions/v1/auth-signup', signupPayload({ phone: '+1 (202) 555-0143' }));
      await call('/functions/v1/admin-transactions', { action: 'create', userId: member.user.id, type: 'deposit', amount: '7.25', status: 'completed', reference: 'CASH-0008' }, admin);
      const received = await smsc.nextSubmit(0);
      expect(received).toMatchObject({ to: '12025550143', text: expect.stringContaining('cash deposit of $7.25 received by Administrator. New balance $7.25. Ref CASH-0008.') });
      await ctx.reactors.settled();
      expect(await smsc.sendReceipt(received.smscMessageId, 'DELIVRD')).toBe(0);
      const delivered = (await ctx.store.readAll({ after: 0, limit: 10_000 })).filter((e) => e.type === 'SmsDelivered');
      expect(delivered).toHaveLength(1);
    } finally {
      await ctx.reactors.stop();
      await ctx.sms.sender.close();
    }
  });
});
