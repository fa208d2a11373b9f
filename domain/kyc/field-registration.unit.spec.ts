// Proves the field registration decider for a customer with no e-mail address (issue 29 items 5 and 6): registered with the set-up
// link by SMS to a number the bank can text, claiming no e-mail; refused, with nothing written, when the link would go by e-mail or
// the phone cannot be texted; a customer with an address claims it as before.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { registerInFieldCommand, type RegisterInFieldInput } from './field-registration.ts';

const customer = { firstName: 'Kwame', lastName: 'Asante', email: '', phone: '0244 123 456', address: '', city: '', state: '', zipCode: '', dateOfBirth: '' };
const input = (extra: Partial<RegisterInFieldInput> = {}, who: Partial<typeof customer> = {}): RegisterInFieldInput => ({
  userId: 'u1', accountNumber: '0123456789', tokenHash: 'h'.repeat(64), customer: { ...customer, ...who }, by: 'officer-1', byName: 'Ama Officer',
  at: '2026-11-29T09:00:00.000Z', expiresAt: '2026-12-02T09:00:00.000Z', sendLinkBy: 'sms', countryCode: '233', ...extra,
});
const none = { email: [], account: [], user: null, link: null };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.fieldsSaid : 'not a refusal';
  }
  return 'registered';
};

describe('a customer with no e-mail address registered in the field', () => {
  it('is registered with a blank address, claims no e-mail and gets the link by SMS', () => {
    expect(registerInFieldCommand.streams(input()).email).toBeNull();
    const { events } = registerInFieldCommand.decide(input(), none);
    expect(events.email).toEqual([]);
    expect(events.user?.[0]).toMatchObject({ type: 'UserRegistered', data: { email: '', phone: '0244 123 456', accountNumber: '0123456789', status: 'pending' } });
    expect(events.link?.[0]?.type).toBe('AccountSetupLinkIssued');
  });

  it('is refused when the link would go by e-mail, or the phone is not one the bank can text', () => {
    expect(refusal(() => registerInFieldCommand.decide(input({ sendLinkBy: 'email' }), none))).toEqual({ email: expect.objectContaining({ key: 'kyc.noEmailNeedsSms' }) });
    expect(refusal(() => registerInFieldCommand.decide(input({}, { phone: '0142' }), none))).toEqual({ phone: expect.objectContaining({ key: 'kyc.noEmailNeedsPhone' }) });
    expect(refusal(() => registerInFieldCommand.decide(input({}, { phone: '' }), none))).toEqual({ phone: expect.objectContaining({ key: 'kyc.noEmailNeedsPhone' }) });
  });

  it('a customer with an address claims it, whichever way the link goes', () => {
    const withEmail = input({ sendLinkBy: 'email' }, { email: ' Efua@Example.com ', phone: '' });
    expect(registerInFieldCommand.streams(withEmail).email).toBe('email-efua@example.com');
    const { events } = registerInFieldCommand.decide(withEmail, none);
    expect(events.email).toEqual([{ type: 'EmailClaimed', data: { email: 'efua@example.com', userId: 'u1', at: withEmail.at } }]);
  });
});
