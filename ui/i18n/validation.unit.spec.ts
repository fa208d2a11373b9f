// Proves the validation bridge: English i18n text equals the domain's messages, and every catalogue text or "<label> is required" finds its key.
import { describe, expect, it } from 'vitest';
import { loginMessages, requiredMessage, signupFieldLabels, signupMessages } from '../../domain/user/form-messages.ts';
import { englishValidation, requiredField, validationKey } from './validation.ts';

describe('validation messages through i18next keys', () => {
  it('generates English from the domain constants, word for word', () => {
    expect(englishValidation.login).toBe(loginMessages);
    expect(englishValidation.signup).toBe(signupMessages);
    expect(englishValidation.required.replace('{{label}}', 'City')).toBe(requiredMessage('City'));
  });
  it('finds the key of every login and signup message', () => {
    expect(validationKey(loginMessages.emailRequired)).toBe('login.emailRequired');
    expect(validationKey(signupMessages.pinMismatch)).toBe('signup.pinMismatch');
    for (const text of [...Object.values(loginMessages), ...Object.values(signupMessages)]) expect(validationKey(text)).not.toBeNull();
  });
  it('finds the key of the password rule and unlock link texts the server and forms show', () => {
    expect(validationKey('Password must be at least 12 characters')).toBe('password.tooShort');
    expect(validationKey('Password must be at least 8 characters')).toBe('password.tooShortPlain');
    expect(validationKey('This password is too common. Please choose another one.')).toBe('password.tooCommon');
    expect(validationKey('This unlock link has expired. If sign-in is slowed again, a new link will be e-mailed to you.')).toBe('unlock.expired');
  });
  it('keys "<label> is required" by its field and leaves unknown text alone', () => {
    expect(requiredField(requiredMessage(signupFieldLabels.zipCode))).toBe('zipCode');
    expect(requiredField('Membership is required')).toBeNull();
    expect(validationKey('The server is busy')).toBeNull();
  });
});
