// Proves opening an account: a valid membership number opens exactly one account, the specified messages come in
// the specified order, and an e-mail address can hold only one account.
import { describe, expect, it } from 'vitest';
import { initialMembershipState } from '../membership/membership.ts';
import { emptySignupForm, type SignupForm } from '../validation/signup.ts';
import { signupMessages } from '../validation/messages.ts';
import { decideRegistration, type RegisterCustomer } from './registration.ts';

const form: SignupForm = {
  ...emptySignupForm, membershipNumber: 'tmb-0001', firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.com', phone: '555-0100',
  dateOfBirth: '1990-12-09', address: '1 Main St', city: 'Arlington', state: 'VA', zipCode: '22201', ssn: '1234',
  password: 'Secret-123', confirmPassword: 'Secret-123', pin: '1357', confirmPin: '1357', agreeToTerms: true,
};
const issued = { issued: true, redeemedBy: null };
const command = (changes: Partial<SignupForm> = {}): RegisterCustomer => ({
  type: 'RegisterCustomer', form: { ...form, ...changes }, userId: 'u1', accountNumber: '4000000001',
  card: { cardId: 'c1', last4: '4242', expiry: '11/30' }, passwordHash: 'x'.repeat(40), pinHash: 'y'.repeat(40), at: '2026-11-22T10:00:00.000Z',
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

  it('refuses an e-mail address that already has an account', () => {
    expect(() => decideRegistration(command(), { ...facts, emailOwner: 'u0' })).toThrow(signupMessages.emailTaken);
  });
});
