// Proves opening an account: a valid membership number opens exactly one account, the specified messages come in
// the specified order, and an e-mail address can hold only one account.
import { describe, expect, it } from 'vitest';
import { DomainError, said } from '../errors.ts';
import { initialMembershipState } from '../membership/membership.ts';
import { emptySignupForm, type SignupForm } from './signup-form.ts';
import { signupMessages } from './form-messages.ts';
import { decideRegistration, type RegisterCustomer } from './registration.ts';

const form: SignupForm = {
  ...emptySignupForm, membershipNumber: 'tmb-0001', firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.com', phone: '555-0100',
  dateOfBirth: '1990-12-09', address: '1 Main St', city: 'Arlington', state: 'VA', zipCode: '22201', ssn: '1234',
  password: 'Secret-Harbor-47', confirmPassword: 'Secret-Harbor-47', pin: '1357', confirmPin: '1357', agreeToTerms: true,
};
const issued = { issued: true, redeemedBy: null };
const command = (changes: Partial<SignupForm> = {}, passwordRule = { complexity: true, common: false }): RegisterCustomer => ({
  type: 'RegisterCustomer', form: { ...form, ...changes }, userId: 'u1', accountNumber: '4000000001',
  card: { cardId: 'c1', last4: '4242', expiry: '11/30' }, passwordHash: 'x'.repeat(40), pinHash: 'y'.repeat(40), passwordRule, at: '2026-11-22T10:00:00.000Z',
});
const facts = { membership: issued, emailOwner: null, accountNumberOwner: null };

describe('registration', () => {
  it('redeems the membership number, claims the e-mail and account number, opens the account with a card', () => {
    const streams = decideRegistration(command(), facts);
    expect(streams.map((s) => s.streamId)).toEqual(['membership-TMB-0001', 'email-grace@example.com', 'account-4000000001', 'user-u1', 'credentials-u1']);
    const user = streams[3]!.events;
    expect(user[0]).toMatchObject({ type: 'UserRegistered', data: { role: 'user', status: 'active', accountNumber: '4000000001', email: 'grace@example.com' } });
    expect(user[1]).toMatchObject({ type: 'CardIssued', data: { holder: 'GRACE HOPPER', brand: 'Discover' } });
  });

  it('refuses a number the bank never issued, or one already used, with the specified message', () => {
    expect(() => decideRegistration(command(), { ...facts, membership: initialMembershipState })).toThrow(signupMessages.membershipInvalid);
    expect(() => decideRegistration(command(), { ...facts, membership: { issued: true, redeemedBy: 'u0' } })).toThrow(signupMessages.membershipInvalid);
  });

  it('checks the rules in the specified order', () => {
    const everythingWrong = { confirmPassword: 'other', confirmPin: '9999', pin: '12', agreeToTerms: false };
    expect(() => decideRegistration(command(everythingWrong), { ...facts, membership: initialMembershipState })).toThrow(signupMessages.membershipInvalid);
    expect(() => decideRegistration(command(everythingWrong), facts)).toThrow(signupMessages.passwordMismatch);
    expect(() => decideRegistration(command({ confirmPin: '9999', pin: '12', agreeToTerms: false }), facts)).toThrow(signupMessages.pinMismatch);
    expect(() => decideRegistration(command({ pin: '12', confirmPin: '12', agreeToTerms: false }), facts)).toThrow(signupMessages.pinLength);
    expect(() => decideRegistration(command({ agreeToTerms: false }), facts)).toThrow(signupMessages.termsRequired);
    expect(() => decideRegistration(command({ city: ' ' }), facts)).toThrow('City is required');
  });

  it('refuses a password shorter than the setting allows, or a common one, under the password field (DECISIONS 27)', () => {
    const short = { password: 'Short-pw-1', confirmPassword: 'Short-pw-1' };
    expect(() => decideRegistration(command(short), facts)).toThrow(new DomainError('validation', said('signUp.passwordTooShort', { min: 12 }), { password: said('signUp.passwordTooShort', { min: 12 }) }));
    expect(() => decideRegistration(command({ password: 'a', confirmPassword: 'a' }, { complexity: false, common: false }), facts)).toThrow('Password must be at least 8 characters');
    expect(decideRegistration(command(short, { complexity: false, common: false }), facts)).toHaveLength(5);
    expect(() => decideRegistration(command({}, { complexity: true, common: true }), facts)).toThrow('This password is too common. Please choose another one.');
  });

  it('refuses an e-mail address that already has an account', () => {
    expect(() => decideRegistration(command(), { ...facts, emailOwner: 'u0' })).toThrow(signupMessages.emailTaken);
  });

  it('refuses, on the server too, a date of birth after the day of the request, an applicant under 18 and a phone of words (issue 13)', () => {
    expect(() => decideRegistration(command({ dateOfBirth: '2010-01-01' }), facts)).toThrow(signupMessages.underAge);
    expect(() => decideRegistration(command({ dateOfBirth: '2026-11-23' }), facts)).toThrow(signupMessages.dateOfBirthFuture);
    expect(() => decideRegistration(command({ phone: 'five five five' }), facts)).toThrow(signupMessages.phoneInvalid);
  });
});
