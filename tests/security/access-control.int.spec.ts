// Proves one customer can neither read nor change another customer's data through any customer function
// when handed the other's ids (sessions, transfers, cards, deposits, statements, profile), ASVS V4.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDetails, moneyBank, steps } from '../support/money-fixtures.ts';

async function twoCustomers() {
  const bank = await moneyBank();
  const s = steps(bank);
  const records = (token: string, body: unknown) => bank.call('/functions/v1/customer-records', body, token);
  const sessions = (token: string, body: unknown) => bank.call('/functions/v1/session-manager', body, token);
  return { bank, s, records, sessions, alice: bank.alice, bob: bank.bob };
}

describe('a customer and another customer\'s ids', () => {
  it('cannot revoke or list another customer\'s session', async () => {
    const { sessions, alice, bob } = await twoCustomers();
    const aliceSessions = (await sessions(alice.token, { action: 'get_active_sessions' })).body.sessions as { id: string }[];
    expect(aliceSessions.length).toBeGreaterThan(0);
    for (const session of aliceSessions) await sessions(bob.token, { action: 'revoke_session', sessionData: { sessionId: session.id }, deviceInfo: {} });
    expect((await sessions(alice.token, { action: 'get_active_sessions' })).status).toBe(200);
    const bobSees = (await sessions(bob.token, { action: 'get_active_sessions' })).body.sessions as { id: string }[];
    expect(bobSees.map((x) => x.id).filter((id) => aliceSessions.some((a) => a.id === id))).toEqual([]);
  });

  it('cannot take over, ask a code for, or confirm another customer\'s transfer', async () => {
    const { bank, s, alice, bob } = await twoCustomers();
    await bank.fund(bob.id, 'USD', '500.00');
    const started = await s.start(alice.token, 'local', localDetails({ amount: '50.00' }));
    const transferId = started.body.transferId as string;
    // Bob re-sends Alice's transfer id with his own details: Alice's transfer must stay hers.
    const hijack = await s.start(bob.token, 'local', localDetails({ amount: '1.00', recipientName: 'Mallory' }), transferId);
    expect(hijack.status === 200 ? hijack.body.transferId : null).not.toBe(transferId);
    expect((await s.pin(bob.token, transferId, bob.pin)).status).toBeGreaterThanOrEqual(400);
    expect((await s.pin(alice.token, transferId, alice.pin)).status).toBe(200);
    const code = s.latestCode('alice@example.com');
    expect((await s.confirm(bob.token, transferId, code)).status).toBeGreaterThanOrEqual(400);
    expect((await s.userData(alice.token)).account_balance).toBe('1000.00');
    expect((await s.userData(bob.token)).account_balance).toBe('500.00');
    // The code still works for its owner, once.
    expect((await s.confirm(alice.token, transferId, code)).status).toBe(200);
  });

  it('cannot freeze, unfreeze, reveal or replace another customer\'s card', async () => {
    const { records, alice, bob } = await twoCustomers();
    const aliceCard = (await records(alice.token, { action: 'dashboard' })).body.cards[0].id as string;
    expect((await records(bob.token, { action: 'freeze_card', cardId: aliceCard })).status).toBe(404);
    expect((await records(bob.token, { action: 'unfreeze_card', cardId: aliceCard })).status).toBe(404);
    expect((await records(bob.token, { action: 'reveal_card', cardId: aliceCard, pin: bob.pin })).status).toBeGreaterThanOrEqual(400);
    await records(bob.token, { action: 'request_card', kind: 'replacement', replacesCardId: aliceCard, reason: 'lost' });
    const aliceAfter = (await records(alice.token, { action: 'dashboard' })).body;
    expect(aliceAfter.cards[0]).toMatchObject({ id: aliceCard, frozen: false });
    expect(aliceAfter.cardRequests).toEqual([]);
  });

  it('sees only their own history, statements, deposits and profile', async () => {
    const { bank, s, records, alice, bob } = await twoCustomers();
    const deposit = await bank.call('/functions/v1/deposit-create', { method: 'bank', amount: '25.00' }, alice.token, 'POST', { 'idempotency-key': randomUUID() });
    const depositId = deposit.body.deposit.id as string;
    const bobHistory = JSON.stringify((await records(bob.token, { action: 'history' })).body);
    const bobStatement = JSON.stringify((await records(bob.token, { action: 'statement' })).body);
    for (const text of [bobHistory, bobStatement]) {
      expect(text).not.toContain(depositId);
      expect(text).not.toContain(alice.accountNumber);
    }
    // Confirming a deposit is the bank's act: a customer is refused, even with the right id.
    expect((await bank.call('/functions/v1/admin-deposits', { action: 'confirm', depositId }, bob.token)).status).toBe(403);
    expect((await bank.call('/functions/v1/admin-deposits', { action: 'confirm', depositId }, alice.token)).status).toBe(403);
    // A profile update names no user: smuggled ids change only the caller.
    await bank.call('/functions/v1/user-sync', { action: 'update_profile', data: { profileData: { id: alice.id, userId: alice.id, first_name: 'Mallory', firstName: 'Mallory' }, deviceInfo: {} } }, bob.token);
    expect((await s.userData(alice.token)).first_name).toBe('Alice');
  });
});
