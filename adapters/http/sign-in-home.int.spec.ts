// Proves a customer's sign-in answer carries their first read (issue 30's 2G phone): the same answer customer-home gives that
// customer, with their balance and each loan's next payment as loans-mine states it, and nothing of it for staff or a refused sign-in.
import { describe, expect, it, vi } from 'vitest';
import { bootstrap } from '../bank/bootstrap.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';
import { addStaff, STAFF_PASSWORD, STAFF_PIN } from '../../tests/support/field-people.ts';
import { ADMIN, signupPayload } from '../../tests/support/test-bank.ts';

vi.setConfig({ testTimeout: 60_000 });

const CHECKER = { email: 'checker@tmb.test', password: 'Checker-Harbor-93', pin: '8642' };
const ALICE = { email: 'alice@example.com', password: signupPayload().password, pin: '1357' };

/** Alice with $1,000.00 and a personal loan of $1,200.00 over 6 months, disbursed today (two administrators decide it). */
async function borrowerBank() {
  const bank = await moneyBank();
  await bootstrap(bank.ctx, { adminEmail: CHECKER.email, adminPassword: CHECKER.password, adminPin: CHECKER.pin });
  const checker = (await bank.call('/functions/v1/auth-login', CHECKER)).body.session.access_token as string;
  const applied = await bank.call('/functions/v1/loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Sewing machine' }, bank.alice.token);
  const loanId = applied.body.loan.loanId as string;
  await bank.call('/functions/v1/admin-loans', { action: 'recommend', loanId, note: '' }, bank.admin);
  await bank.call('/functions/v1/admin-loans', { action: 'approve', loanId, note: '' }, checker);
  expect((await bank.call('/functions/v1/admin-loans', { action: 'disburse', loanId }, checker)).status).toBe(200);
  return { ...bank, loanId };
}

describe('the sign-in answer of a customer carries their first read', () => {
  it('answers what customer-home answers for the same customer: the balance and the loan\'s next payment, not the sessions or the schedule', async () => {
    const bank = await borrowerBank();
    const login = await bank.call('/functions/v1/auth-login', ALICE);
    expect(login.status).toBe(200);
    const home = login.body.home;
    expect(home.user.id).toBe(bank.alice.id);
    expect(home.user.account_balance_minor).toBe(220_000);
    expect(home.user.money_lock).toEqual({ locked: false, lockedAt: null, reason: null });

    const token = login.body.session.access_token as string;
    const customerHome = await bank.call('/functions/v1/customer-home', {}, token);
    expect(customerHome.status).toBe(200);
    expect(home).toEqual(customerHome.body);

    // The same rule as the loans page's: each loan's next payment exactly as loans-mine states it.
    const mine = (await bank.call('/functions/v1/loans-mine', {}, token)).body;
    expect(home.loans).toEqual({ loans: [{ loanId: bank.loanId, nextPayment: mine.loans[0].nextPayment }], today: mine.today });
    expect(home.loans.loans[0].nextPayment).toMatchObject({ number: 1, amountMinor: expect.any(Number) });
    expect(home).not.toHaveProperty('activeSessions');

    // Another customer's answer is their own: no loans, their balance.
    const bob = await bank.call('/functions/v1/auth-login', { email: 'bob@example.com', password: ALICE.password, pin: bank.bob.pin });
    expect(bob.body.home.user.id).toBe(bank.bob.id);
    expect(bob.body.home.user.account_balance_minor).toBe(0);
    expect(bob.body.home.loans.loans).toEqual([]);
  });

  it('gives an administrator and a member of staff no first read, and a refused sign-in nothing of the customer\'s', async () => {
    const bank = await borrowerBank();
    const admin = await bank.call('/functions/v1/auth-login', ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.body).not.toHaveProperty('home');

    await addStaff(bank, 'loan_officer', 'oli@tmb.test', 'Oli');
    const officer = await bank.call('/functions/v1/auth-login', { email: 'oli@tmb.test', password: STAFF_PASSWORD, pin: STAFF_PIN });
    expect(officer.status).toBe(200);
    expect(officer.body.user.role).toBe('loan_officer');
    expect(officer.body).not.toHaveProperty('home');

    const wrongPin = await bank.call('/functions/v1/auth-login', { ...ALICE, pin: '9999' });
    expect(wrongPin.status).toBe(401);
    expect(wrongPin.body).not.toHaveProperty('home');
    const told = JSON.stringify(wrongPin.body);
    expect(told).not.toContain(bank.alice.accountNumber);
    expect(told).not.toContain(bank.loanId);
  });
});
