// Proves the sign-in name rule (docs/field.md "Customers with no e-mail address"): the form takes an e-mail or a 10-digit account
// number, spaces allowed; only a customer with no e-mail address signs in with their account number.
import { describe, expect, it } from 'vitest';
import { accountNumberIn, signsInByAccountNumber, validateLogin } from './login-form.ts';

describe('the sign-in name', () => {
  it('is an e-mail address or a 10-digit account number', () => {
    const name = (email: string) => validateLogin({ email, password: 'x', pin: '1234' }).email;
    expect([name('ada@example.com'), name('0123456789'), name('0123 456 789')]).toEqual([undefined, undefined, undefined]);
    expect([name('ada@example'), name('012345678'), name('01234567890'), name('0123-456-789')].every((error) => error !== undefined)).toBe(true);
    expect(accountNumberIn(' 0123 456 789 ')).toBe('0123456789');
  });

  it('an account number signs in only a customer with no e-mail address', () => {
    expect(signsInByAccountNumber({ role: 'user', email: '' })).toBe(true);
    expect(signsInByAccountNumber({ role: 'user', email: 'efua@example.com' })).toBe(false);
    expect(signsInByAccountNumber({ role: 'loan_officer', email: '' })).toBe(false);
  });
});
