// Proves a signed-in customer changes their password or PIN only with the current PIN and an e-mailed code bound to that
// change (5 tries, 5 minutes); the new password signs in and the old does not, other sessions end, events record each
// step and the customer is e-mailed; a code for a PIN change cannot change the password; and (issue 25 finding 1) that
// restarting the change to guess its code meets the one money-movement lock at the 5th wrong code in all, after which the
// right code is refused, and that starting changes is throttled per customer.
import { describe, expect, it, vi } from 'vitest';
import { credentialChangeStream } from '../../domain/credentials/credential-change.ts';
import { codeFrom, moneyBank, newestCodeTo } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

async function bankWithSecondSession() {
  const bank = await moneyBank();
  const login = (password: string, pin = bank.alice.pin) => bank.call('/functions/v1/auth-login', { email: 'alice@example.com', password, pin });
  const other = (await login('Secret-Harbor-47')).body.session.access_token as string;
  const change = (body: Record<string, unknown>, token = bank.alice.token) => bank.call('/functions/v1/credential-change', body, token);
  const latestCode = () => newestCodeTo(bank.mailbox, 'alice@example.com');
  return { bank, login, other, change, latestCode };
}

describe('changing the password while signed in', () => {
  it('needs the current PIN and the e-mailed code; then the new password signs in, the old does not, other sessions end', async () => {
    const { bank, login, other, change, latestCode } = await bankWithSecondSession();
    expect((await change({ action: 'start', kind: 'password', currentPin: '0000' })).body).toMatchObject({ status: 400, detail: 'Wrong PIN. Please enter your correct transaction PIN.' });
    const started = await change({ action: 'start', kind: 'password', currentPin: bank.alice.pin });
    expect(started.body).toMatchObject({ success: true, codeSentTo: 'a***@example.com' });
    expect(bank.mailbox.to('alice@example.com')[0]!.subject).toBe('Your Trust Microfinance Bank code to change your password');
    const code = latestCode();
    const changeId = started.body.changeId as string;
    const mismatch = await change({ action: 'confirm', changeId, code, newPassword: 'Another-Secret-456', confirmPassword: 'Another-Secret-457' });
    expect(mismatch.body.detail).toBe('Passwords do not match');
    const wrong = await change({ action: 'confirm', changeId, code: code === '0000' ? '0001' : '0000', newPassword: 'Another-Secret-456', confirmPassword: 'Another-Secret-456' });
    expect(wrong.body.detail).toBe('Invalid code. Please try again.');
    // Only the customer who started the change may finish it.
    expect((await change({ action: 'confirm', changeId, code, newPassword: 'x', confirmPassword: 'x' }, bank.bob.token)).status).toBe(404);
    const done = await change({ action: 'confirm', changeId, code, newPassword: 'Another-Secret-456', confirmPassword: 'Another-Secret-456' });
    expect(done.body).toMatchObject({ success: true, kind: 'password', otherSessionsSignedOut: 1 });
    expect(bank.mailbox.to('alice@example.com')[0]!.subject).toBe('Your Trust Microfinance Bank password was changed');
    expect((await login('Secret-Harbor-47')).status).toBe(401);
    expect((await login('Another-Secret-456')).status).toBe(200);
    expect((await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, other)).status).toBe(401);
    expect((await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, bank.alice.token)).status).toBe(200);
    const again = await change({ action: 'confirm', changeId, code, newPassword: 'Third-Secret-789', confirmPassword: 'Third-Secret-789' });
    expect(again.body.detail).toBe('This change is already done.');
    const events = (await bank.store.readStream(credentialChangeStream(changeId))).map((e) => e.type);
    expect(events).toEqual(['CredentialChangeRequested', 'CredentialChangeCodeFailed', 'CredentialChangeCompleted']);
    expect(JSON.stringify(await bank.store.readStream(credentialChangeStream(changeId)))).not.toContain(`"${code}"`);
  });

  it('gives up after 5 minutes', async () => {
    const { bank, change } = await bankWithSecondSession();
    const slow = (await change({ action: 'start', kind: 'password', currentPin: bank.alice.pin })).body.changeId;
    const code = codeFrom(bank.mailbox.to('alice@example.com')[0]!.text);
    bank.clock.advance(5 * 60_000);
    expect((await change({ action: 'confirm', changeId: slow, code, newPassword: 'Another-Secret-456', confirmPassword: 'Another-Secret-456' })).body.detail).toBe('This code has expired. Please start again.');
  });
});

describe('guessing a change\'s code by restarting it (issue 25 finding 1)', () => {
  const LOCKED = 'Money movement is locked after too many wrong codes. Check your e-mail to unlock it, or contact the bank.';
  const newPassword = { newPassword: 'Hijack-Secret-12345', confirmPassword: 'Hijack-Secret-12345' };

  it('locks at the 5th wrong code across restarted changes: sessions end, and the right code is refused', async () => {
    const { bank, login, change, latestCode } = await bankWithSecondSession();
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const changeId = (await change({ action: 'start', kind: 'password', currentPin: bank.alice.pin })).body.changeId as string;
      const wrong = latestCode() === '0000' ? '0001' : '0000';
      answers.push(await change({ action: 'confirm', changeId, code: wrong, ...newPassword }));
    }
    expect(answers.slice(0, 4).map((a) => a.body.detail)).toEqual(Array(4).fill('Invalid code. Please try again.'));
    expect(answers[4]).toMatchObject({ status: 423, body: { detail: LOCKED } });
    // Every session ended at the lock, the guesser's too; whoever signs in again meets the lock at start and confirm.
    expect((await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, bank.alice.token)).status).toBe(401);
    const again = (await login('Secret-Harbor-47')).body.session.access_token as string;
    expect(await change({ action: 'start', kind: 'password', currentPin: bank.alice.pin }, again)).toMatchObject({ status: 423, body: { detail: LOCKED } });
    expect(await change({ action: 'start', kind: 'pin', currentPin: bank.alice.pin }, again)).toMatchObject({ status: 423, body: { detail: LOCKED } });
    expect(bank.mailbox.to('alice@example.com').some((m) => m.subject === 'Money movement on your Trust Microfinance Bank account is locked')).toBe(true);
    expect((await login('Hijack-Secret-12345')).status).toBe(401);
    expect((await login('Secret-Harbor-47')).status).toBe(200);
  });

  it('refuses the right code of a change started before the lock', async () => {
    const { bank, login, change, latestCode } = await bankWithSecondSession();
    const pending = (await change({ action: 'start', kind: 'password', currentPin: bank.alice.pin })).body.changeId as string;
    const right = latestCode();
    for (let i = 0; i < 5; i += 1) {
      const changeId = (await change({ action: 'start', kind: 'pin', currentPin: bank.alice.pin })).body.changeId as string;
      await change({ action: 'confirm', changeId, code: latestCode() === '0000' ? '0001' : '0000', newPin: '1111', confirmPin: '1111' });
    }
    const again = (await login('Secret-Harbor-47')).body.session.access_token as string;
    expect(await change({ action: 'confirm', changeId: pending, code: right, ...newPassword }, again)).toMatchObject({ status: 423, body: { detail: LOCKED } });
    expect((await login('Hijack-Secret-12345')).status).toBe(401);
  });

  it('counts a wrong payee code and a wrong change code toward the same lock', async () => {
    const { bank, change, latestCode } = await bankWithSecondSession();
    const payee = { recipientName: 'Mule', accountNumber: '9999999999', routingNumber: '123456789', bankName: 'Bank of America' };
    for (let i = 0; i < 2; i += 1) {
      const changeId = (await bank.call('/functions/v1/payees', { action: 'request', kind: 'local', nickname: `Mule ${i}`, details: payee, pin: bank.alice.pin }, bank.alice.token)).body.changeId;
      expect((await bank.call('/functions/v1/payees', { action: 'confirm', changeId, code: latestCode() === '0000' ? '0001' : '0000' }, bank.alice.token)).status).toBe(400);
    }
    const changeId = (await change({ action: 'start', kind: 'password', currentPin: bank.alice.pin })).body.changeId as string;
    const wrong = latestCode() === '0000' ? '0001' : '0000';
    expect((await change({ action: 'confirm', changeId, code: wrong, ...newPassword })).status).toBe(400);
    expect((await change({ action: 'confirm', changeId, code: wrong, ...newPassword })).status).toBe(400);
    expect(await change({ action: 'confirm', changeId, code: wrong, ...newPassword })).toMatchObject({ status: 423, body: { detail: LOCKED } });
  });

  it('throttles starting changes per customer (20 an hour)', async () => {
    const { bank, change } = await bankWithSecondSession();
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await change({ action: 'start', kind: i % 2 ? 'pin' : 'password', currentPin: bank.alice.pin })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    // Another customer is not slowed by Alice's limit.
    expect((await change({ action: 'start', kind: 'pin', currentPin: bank.bob.pin }, bank.bob.token)).status).toBe(200);
  });
});

describe('changing the PIN while signed in', () => {
  it('sets the new PIN for sign-in and transfers, keeps other sessions, and refuses a bad new PIN', async () => {
    const { bank, login, other, change, latestCode } = await bankWithSecondSession();
    const changeId = (await change({ action: 'start', kind: 'pin', currentPin: bank.alice.pin })).body.changeId;
    const code = latestCode();
    expect((await change({ action: 'confirm', changeId, code, newPin: '12a4', confirmPin: '12a4' })).body.detail).toBe('PIN must be exactly 4 digits');
    expect((await change({ action: 'confirm', changeId, code, newPin: '1234', confirmPin: '4321' })).body.detail).toBe('PINs do not match');
    // A code for a PIN change says nothing about the password: the password fields are ignored.
    expect((await change({ action: 'confirm', changeId, code, newPin: '8642', confirmPin: '8642', newPassword: 'Hijack-Secret-1', confirmPassword: 'Hijack-Secret-1' })).body).toMatchObject({ success: true, kind: 'pin', otherSessionsSignedOut: 0 });
    expect((await login('Secret-Harbor-47', bank.alice.pin)).status).toBe(401);
    expect((await login('Secret-Harbor-47', '8642')).status).toBe(200);
    expect((await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, other)).status).toBe(200);
  });

  it('is for customers only', async () => {
    const { bank, change } = await bankWithSecondSession();
    expect((await change({ action: 'start', kind: 'pin', currentPin: '2468' }, bank.admin)).status).toBe(403);
  });
});
