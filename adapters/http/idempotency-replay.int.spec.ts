// Proves a retried money request gets the first answer back from the domain outcome recorded with it, and that keys
// recorded before issue 14 (when the event held the HTTP status and body) still replay word for word.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { said } from '../../domain/errors.ts';
import { idempotencyStream, refusal, type IdempotencyEvent } from '../../domain/idempotency/idempotency.ts';
import { encodeEvent } from '../engine/event-codec.ts';
import { requestHash } from '../engine/idempotent.ts';
import { moneyBank, steps, type Bank } from '../../tests/support/money-fixtures.ts';
import { testBank } from '../../tests/support/test-bank.ts';

vi.setConfig({ testTimeout: 30_000 });

type MoneyBank = Awaited<ReturnType<typeof moneyBank>>;

/** Appends an IdempotencyRecorded event in the shape the log held before issue 14: the HTTP answer itself. */
async function recordOldShape(bank: Bank, userId: string, operation: string, key: string, body: unknown, outcome: IdempotencyEvent['data']['outcome']) {
  const at = bank.clock.now().toISOString();
  const event: IdempotencyEvent = { type: 'IdempotencyRecorded', data: { key, userId, operation, requestHash: requestHash(bank.ctx.money.otpSecret, operation, body), outcome, at } };
  await bank.ctx.store.append([{ streamId: idempotencyStream(key), expectedVersion: 0, events: [encodeEvent(event, { actor: userId, at, requestId: 'old-log' })] }]);
}

const oldRefusal = {
  type: 'https://trustmicrofinance.bank/problems/validation', title: 'Invalid request', status: 400, code: 'validation',
  detail: 'Invalid OTP. Please try again.', errors: { code: 'Invalid OTP. Please try again.' },
};

describe('idempotent replays', () => {
  it('answers a retried refusal with the same problem details, marked as a replay', async () => {
    const bank: MoneyBank = await moneyBank();
    const s = steps(bank);
    const started = await s.start(bank.alice.token, 'local', { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America', amount: '100.00', description: 'Rent' });
    await s.pin(bank.alice.token, started.body.transferId, bank.alice.pin);
    const wrong = s.latestCode('alice@example.com') === '0000' ? '0001' : '0000';
    const key = randomUUID();
    const first = await s.confirm(bank.alice.token, started.body.transferId, wrong, key);
    const retry = await s.confirm(bank.alice.token, started.body.transferId, wrong, key);
    expect(first).toMatchObject({ status: 400, body: oldRefusal });
    expect(first.headers.get('content-type')).toBe('application/problem+json');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.status).toBe(400);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('content-type')).toBe('application/problem+json');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays a confirm recorded with an HTTP status and body (a receipt, then a refusal) exactly as it was first answered', async () => {
    const bank: MoneyBank = await moneyBank();
    const { confirm } = steps(bank);
    const receipt = { kind: 'local', status: 'completed', reference: 'TRF-20260101-0123456789', amount: '100.00', fee: '5.00', total: '105.00', newBalance: '895.00' };
    const accepted = { transferId: randomUUID(), code: '1234' };
    const acceptedKey = randomUUID();
    await recordOldShape(bank, bank.alice.id, 'transfer-confirm', acceptedKey, accepted, { status: 200, body: { receipt } });
    const replayed = await confirm(bank.alice.token, accepted.transferId, accepted.code, acceptedKey);
    expect(replayed).toMatchObject({ status: 200, body: { receipt } });
    expect(replayed.body).toEqual({ receipt });
    expect(replayed.headers.get('content-type')).toBe('application/json');
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');

    const refused = { transferId: randomUUID(), code: '0000' };
    const refusedKey = randomUUID();
    await recordOldShape(bank, bank.alice.id, 'transfer-confirm', refusedKey, refused, { status: 400, body: oldRefusal });
    const again = await confirm(bank.alice.token, refused.transferId, refused.code, refusedKey);
    expect(again.status).toBe(400);
    // The same words as first answered; the refusal's key rides beside them so any reader's language can word it.
    expect(again.body).toEqual({ ...oldRefusal, key: 'transfer.codeInvalid', errorKeys: { code: { key: 'transfer.codeInvalid' } } });
    expect(again.headers.get('content-type')).toBe('application/problem+json');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays a deposit instruction recorded with an HTTP status and body', async () => {
    const bank: MoneyBank = await moneyBank();
    const body = { method: 'wire', amount: '250.00' };
    const key = randomUUID();
    const deposit = { id: randomUUID(), reference: 'DEP-20260101-0123456789', method: 'wire', amount: '250.00', amount_minor: 25000, status: 'Processing' };
    await recordOldShape(bank, bank.bob.id, 'deposit-create', key, body, { status: 200, body: { deposit } });
    const replayed = await bank.call('/functions/v1/deposit-create', body, bank.bob.token, 'POST', { 'idempotency-key': key });
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual({ deposit });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays a refusal with a figure from its recorded key after a restart, in the French reader\'s French', async () => {
    const bank: MoneyBank = await moneyBank();
    const body = { transferId: randomUUID(), code: '1234' };
    const key = randomUUID();
    // $7,250.00 is a figure no code in this process has worded: only the record can give its key back.
    await recordOldShape(bank, bank.alice.id, 'transfer-confirm', key, body, refusal('limit_exceeded', said('transfer.dailyLimit', { usd: 725_000 })));
    const restarted = await testBank(bank.store);
    const replayed = await restarted.call('/functions/v1/transfer-confirm', body, bank.alice.token, 'POST', { 'idempotency-key': key, 'x-language': 'fr' });
    expect(replayed.status).toBe(422);
    expect(replayed.body).toMatchObject({ detail: 'Ce virement dépasserait votre plafond quotidien de virement de 7\u202f250,00\u00a0$US.', key: 'transfer.dailyLimit', params: { usd: 725_000 } });
    expect(replayed.headers.get('content-language')).toBe('fr');
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const inEnglish = await restarted.call('/functions/v1/transfer-confirm', body, bank.alice.token, 'POST', { 'idempotency-key': key });
    expect(inEnglish.body).toMatchObject({ detail: 'This transfer would exceed your daily transfer limit of $7,250.00.' });
  });
});
