// Proves the customer area's first reads: the first read a sign-in answer carried is taken with no call, each half once; an answer
// without it (an older server), or carrying another user's, asks customer-home instead; signing out drops an answer not taken.
import { afterEach, describe, expect, it } from 'vitest';
import type { BankUser, CustomerHome } from '../contract/index.ts';
import { forgetFirstReads, startFirstReads, takeFirstLoans, takeFirstUser } from './first-reads.ts';

const user = (id: string, balanceMinor: number) => ({ id, role: 'user', account_balance_minor: balanceMinor }) as BankUser;
const homeOf = (id: string, balanceMinor: number): CustomerHome => ({
  success: true,
  user: user(id, balanceMinor),
  loans: { loans: [{ loanId: `loan-of-${id}`, nextPayment: { number: 1, dueDate: '2026-12-29', amountMinor: 21_000 } }], today: '2026-11-29' },
});

/** A stand-in for the customer-home call that counts how often it was asked. */
function customerHomeCall(answer: CustomerHome) {
  const asked = { count: 0 };
  return { asked, ask: async () => { asked.count += 1; return answer; } };
}

afterEach(() => forgetFirstReads());

describe('the first reads of a customer area', () => {
  it('takes the balance and the next payments the sign-in answer carried, once each, without asking customer-home', async () => {
    const { asked, ask } = customerHomeCall(homeOf('amara', 1));
    startFirstReads({ user: { id: 'amara' }, home: homeOf('amara', 250_000) }, ask);
    expect((await takeFirstUser())?.user.account_balance_minor).toBe(250_000);
    expect(await takeFirstLoans()).toEqual({ loans: [{ loanId: 'loan-of-amara', nextPayment: { number: 1, dueDate: '2026-12-29', amountMinor: 21_000 } }], today: '2026-11-29' });
    // Every later load asks the server again (user-sync, loans-mine).
    expect(takeFirstUser()).toBeUndefined();
    expect(takeFirstLoans()).toBeUndefined();
    expect(asked.count).toBe(0);
  });

  it('asks customer-home once when the answer carried no first read (an older server)', async () => {
    const { asked, ask } = customerHomeCall(homeOf('amara', 9_900));
    startFirstReads({ user: { id: 'amara' } }, ask);
    expect(asked.count).toBe(1);
    expect((await takeFirstUser())?.user.account_balance_minor).toBe(9_900);
    expect((await takeFirstLoans())?.loans[0]?.loanId).toBe('loan-of-amara');
    expect(asked.count).toBe(1);
  });

  it('never shows a carried first read that is not the signed-in user\'s: it asks customer-home instead', async () => {
    const { asked, ask } = customerHomeCall(homeOf('lucas', 500));
    startFirstReads({ user: { id: 'lucas' }, home: homeOf('amara', 250_000) }, ask);
    expect(asked.count).toBe(1);
    expect((await takeFirstUser())?.user.id).toBe('lucas');
  });

  it('drops an answer not yet taken at sign-out, so the next person on this page never sees it', () => {
    startFirstReads({ user: { id: 'amara' }, home: homeOf('amara', 250_000) });
    forgetFirstReads();
    expect(takeFirstUser()).toBeUndefined();
    expect(takeFirstLoans()).toBeUndefined();
  });
});
