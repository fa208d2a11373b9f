// Proves in process that wrong one-time codes count per customer across restarted transfers and lock money movement
// (sessions revoked, unlock link mailed), that only the customer signed in again or an administrator with a reason
// lifts it, that card reveals and transfers share one PIN counter, that parallel PIN checks never answer 5xx, and
// that a suspended customer changes nothing.
import { describe, expect, it, vi } from 'vitest';
import { changeUserStatusForTest } from '../../tests/support/status.ts';
import { localDetails, moneyBank, steps, type Bank } from '../../tests/support/money-fixtures.ts';

// Each test signs up customers and signs in again (argon2 hashing): generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const LOCKED = 'Money movement is locked after too many wrong codes. Check your e-mail to unlock it, or contact the bank.';
const INVALID_LINK = 'This unlock link is invalid, has expired or was already used. Check your e-mail for a newer link, or contact the bank.';

type MoneyBank = Awaited<ReturnType<typeof moneyBank>>;

const signIn = async (bank: Bank, email: string, password: string, pin: string) =>
  (await bank.call('/functions/v1/auth-login', { email, password, pin })).body.session.access_token as string;
const aliceAgain = (bank: MoneyBank) => signIn(bank, 'alice@example.com', 'Secret-Harbor-47', bank.alice.pin);
const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');

/** Starts a fresh transfer and passes the PIN step: the code is in Alice's newest e-mail. */
async function freshTransfer(bank: MoneyBank, token: string, amount = '10.00') {
  const s = steps(bank);
  const started = await s.start(token, 'local', localDetails({ amount }));
  expect(started.status).toBe(200);
  expect((await s.pin(token, started.body.transferId, bank.alice.pin)).status).toBe(200);
  return { transferId: started.body.transferId as string, code: s.latestCode('alice@example.com') };
}

/** One wrong code on each of five restarted transfers: the attack of issue 12 item 1. */
async function lockAlice(bank: MoneyBank, token = bank.alice.token) {
  const { confirm } = steps(bank);
  const answers = [];
  for (let i = 0; i < 5; i += 1) {
    const { transferId, code } = await freshTransfer(bank, token);
    answers.push(await confirm(token, transferId, wrongFor(code)));
  }
  return answers;
}

const unlockToken = (bank: Bank): string => {
  const mail = bank.mailbox.to('alice@example.com').find((m) => m.subject.includes('locked'));
  const match = mail ? /\/unlock-money\?token=([A-Za-z0-9_-]+)/.exec(mail.text) : null;
  if (!match) throw new Error('No unlock link mailed');
  return match[1]!;
};

const unlock = (bank: Bank, token: string, session?: string) => bank.call('/functions/v1/money-unlock', { token }, session);
const adminUsers = (bank: MoneyBank, body: object, token = bank.admin) => bank.call('/functions/v1/admin-users', body, token);

describe('wrong one-time codes per customer (DECISIONS 26)', () => {
  it('locks money movement after 5 wrong codes across 5 restarted transfers: sessions revoked, unlock link mailed, the 6th transfer refused', async () => {
    const bank = await moneyBank();
    const answers = await lockAlice(bank);
    expect(answers.slice(0, 4).map((a) => a.body.detail)).toEqual(Array(4).fill('Invalid OTP. Please try again.'));
    expect(answers[4]).toMatchObject({ status: 423, body: { detail: LOCKED } });
    // The session that guessed is ended, as is every other one.
    expect((await steps(bank).userData(bank.alice.token))).toBeUndefined();
    const mail = bank.mailbox.to('alice@example.com')[0]!;
    expect(mail.subject).toBe('Money movement on your Trust Microfinance Bank account is locked');
    expect(mail.text).toMatch(/https:\/\/bank\.test\/unlock-money\?token=[A-Za-z0-9_-]{40,}/);
    const token = await aliceAgain(bank);
    const { start, userData } = steps(bank);
    expect(await start(token, 'local', localDetails())).toMatchObject({ status: 423, body: { detail: LOCKED } });
    const card = (await bank.call('/functions/v1/customer-records', { action: 'dashboard' }, token)).body.cards[0].id;
    expect(await bank.call('/functions/v1/customer-records', { action: 'reveal_card', cardId: card, pin: bank.alice.pin }, token)).toMatchObject({ status: 423, body: { detail: LOCKED } });
    const user = await userData(token);
    expect(user.account_balance).toBe('1000.00');
    expect(user.money_lock).toMatchObject({ locked: true, reason: 'codes_in_row' });
  });

  it('refuses the PIN and confirm steps of a transfer started before the lock', async () => {
    const bank = await moneyBank();
    const token = await aliceAgain(bank);
    const before = await freshTransfer(bank, token);
    const pending = (await steps(bank).start(token, 'local', localDetails({ amount: '20.00' }))).body.transferId as string;
    await lockAlice(bank, token);
    const again = await aliceAgain(bank);
    expect(await steps(bank).pin(again, pending, bank.alice.pin)).toMatchObject({ status: 423, body: { detail: LOCKED } });
    expect(await steps(bank).confirm(again, before.transferId, before.code)).toMatchObject({ status: 423, body: { detail: LOCKED } });
    expect((await steps(bank).userData(again)).account_balance).toBe('1000.00');
  });

  it('locks at the 10th wrong code within 24 hours even with correct codes in between', async () => {
    const bank = await moneyBank();
    const { confirm } = steps(bank);
    for (let round = 0; round < 2; round += 1) {
      const { transferId, code } = await freshTransfer(bank, bank.alice.token);
      for (let i = 0; i < 4; i += 1) expect((await confirm(bank.alice.token, transferId, wrongFor(code))).status).toBe(400);
      expect((await confirm(bank.alice.token, transferId, code)).status).toBe(200);
    }
    const { transferId, code } = await freshTransfer(bank, bank.alice.token);
    expect((await confirm(bank.alice.token, transferId, wrongFor(code))).status).toBe(400);
    expect(await confirm(bank.alice.token, transferId, wrongFor(code))).toMatchObject({ status: 423, body: { detail: LOCKED } });
    const user = await steps(bank).userData(await aliceAgain(bank));
    expect(user.money_lock).toMatchObject({ locked: true, reason: 'codes_in_day' });
    expect(user.account_balance).toBe('970.00');
  });
});

describe('unlocking money movement', () => {
  it('unlocks through the mailed link only for the customer signed in again, and once', async () => {
    const bank = await moneyBank();
    await lockAlice(bank);
    const link = unlockToken(bank);
    expect((await unlock(bank, link)).status).toBe(401);
    expect((await unlock(bank, link, bank.alice.token)).status).toBe(401);
    expect(await unlock(bank, link, bank.bob.token)).toMatchObject({ status: 400, body: { detail: INVALID_LINK } });
    const token = await aliceAgain(bank);
    expect(await unlock(bank, link.slice(0, -2) + 'xx', token)).toMatchObject({ status: 400, body: { detail: INVALID_LINK } });
    expect(await unlock(bank, link, token)).toMatchObject({ status: 200, body: { message: 'Money movement is unlocked. You can send money again.' } });
    expect(await unlock(bank, link, token)).toMatchObject({ status: 400, body: { detail: INVALID_LINK } });
    expect((await steps(bank).userData(token)).money_lock.locked).toBe(false);
    const { transferId, code } = await freshTransfer(bank, token);
    expect((await steps(bank).confirm(token, transferId, code)).status).toBe(200);
  });

  it('lets an administrator unlock with a required reason, recorded on the event; customers are refused', async () => {
    const bank = await moneyBank();
    await lockAlice(bank);
    const details = await adminUsers(bank, { action: 'details', userId: bank.alice.id });
    expect(details.body.moneyLock).toMatchObject({ locked: true, reason: 'codes_in_row' });
    expect((await adminUsers(bank, { action: 'unlock_money', userId: bank.alice.id, reason: 'Called the customer' }, bank.bob.token)).status).toBe(403);
    expect(await adminUsers(bank, { action: 'unlock_money', userId: bank.alice.id, reason: '  ' })).toMatchObject({ status: 400, body: { detail: 'Reason is required' } });
    const adminId = (await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, bank.admin)).body.user.id as string;
    expect(await adminUsers(bank, { action: 'unlock_money', userId: adminId, reason: 'x' })).toMatchObject({ status: 400, body: { detail: 'Only customers have money movement to unlock.' } });
    const unlocked = await adminUsers(bank, { action: 'unlock_money', userId: bank.alice.id, reason: 'Customer confirmed by phone' });
    expect(unlocked).toMatchObject({ status: 200, body: { moneyLock: { locked: false } } });
    expect(await adminUsers(bank, { action: 'unlock_money', userId: bank.alice.id, reason: 'again' })).toMatchObject({ status: 400, body: { detail: 'Money movement is not locked for this customer.' } });
    const log = await bank.store.readStream(`credentials-${bank.alice.id}`);
    expect(log.at(-1)).toMatchObject({ type: 'MoneyMovementUnlocked', data: { via: 'admin', actorId: adminId, reason: 'Customer confirmed by phone' } });
    // The customer's own link no longer lifts anything: it was for the lock the bank has lifted.
    const token = await aliceAgain(bank);
    expect((await unlock(bank, unlockToken(bank), token)).status).toBe(400);
    expect((await steps(bank).start(token, 'local', localDetails())).status).toBe(200);
  });
});

describe('one PIN failure counter for transfers and card reveals', () => {
  it('counts card-reveal and transfer-PIN failures together, so alternating them gains nothing', async () => {
    const bank = await moneyBank();
    const { start, pin } = steps(bank);
    const { transferId } = (await start(bank.alice.token, 'local', localDetails())).body;
    const cardId = (await bank.call('/functions/v1/customer-records', { action: 'dashboard' }, bank.alice.token)).body.cards[0].id;
    const reveal = (value: string) => bank.call('/functions/v1/customer-records', { action: 'reveal_card', cardId, pin: value }, bank.alice.token);
    expect((await pin(bank.alice.token, transferId, '0000')).status).toBe(400);
    expect((await reveal('0000')).status).toBe(401);
    expect((await pin(bank.alice.token, transferId, '0000')).status).toBe(400);
    expect((await reveal('0000')).status).toBe(401);
    expect((await pin(bank.alice.token, transferId, '0000')).status).toBe(423);
    expect((await reveal(bank.alice.pin)).status).toBe(423);
    expect((await pin(bank.alice.token, transferId, bank.alice.pin)).status).toBe(423);
  });
});

describe('contention on one customer (issue 12 item 6)', () => {
  it('answers 20 parallel PIN checks of one customer, right and wrong mixed, without a 5xx', async () => {
    const bank = await moneyBank();
    const { start, pin } = steps(bank);
    const { transferId } = (await start(bank.alice.token, 'local', localDetails())).body;
    const cardId = (await bank.call('/functions/v1/customer-records', { action: 'dashboard' }, bank.alice.token)).body.cards[0].id;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0
      ? pin(bank.alice.token, transferId, i % 6 === 0 ? '0000' : bank.alice.pin)
      : bank.call('/functions/v1/customer-records', { action: 'reveal_card', cardId, pin: i % 7 === 0 ? '0000' : bank.alice.pin }, bank.alice.token))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => [200, 400, 401, 409, 423].includes(s))).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  });
});

describe('a suspended customer (issue 12 item 10)', () => {
  it('can read their data but change nothing: profile, preferences and activity are refused with 403', async () => {
    const bank = await moneyBank();
    await changeUserStatusForTest(bank.ctx, bank.alice.id, 'suspended');
    const sync = (body: object) => bank.call('/functions/v1/user-sync', body, bank.alice.token);
    const profile = await sync({ action: 'update_profile', data: { profileData: { first_name: 'Mallory' } } });
    expect(profile).toMatchObject({ status: 403, body: { detail: 'Your account is suspended. Please contact support.' } });
    expect((await sync({ action: 'sync_preferences', data: { preferences: { theme: 'dark' } } })).status).toBe(403);
    expect((await sync({ action: 'log_activity', data: { activityType: 'profile_update', description: 'x', metadata: {} } })).status).toBe(403);
    const data = await sync({ action: 'get_user_data', data: {} });
    expect(data).toMatchObject({ status: 200, body: { user: { first_name: 'Alice', status: 'suspended' } } });
    expect(data.body.preferences).not.toHaveProperty('theme');
  });
});
