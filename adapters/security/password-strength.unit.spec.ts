// Proves the server's common-password check refuses dictionary passwords, weak ones and ones built from the user's own name or e-mail, and lets a strong one through.
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-strength.ts';

const grace = ['Grace', 'Hopper', 'grace.hopper@example.com'];

describe('isCommonPassword', () => {
  it('refuses passwords from the common lists and ones zxcvbn scores below 3', () => {
    for (const password of ['password1234', 'Password1234', 'qwertyuiop123', 'Passw0rd1234', '123456789012']) expect(isCommonPassword(password, []), password).toBe(true);
  });

  it('refuses a password made mostly of the user\'s own name or e-mail', () => {
    expect(isCommonPassword('Gracehopper1906', grace)).toBe(true);
    expect(isCommonPassword('grace.hopper@example', grace)).toBe(true);
  });

  it('accepts passwords the bank\'s own fixtures and demo data use', () => {
    for (const password of ['Secret-Harbor-47', 'Demo-Passw0rd1', 'Admin-Passw0rd!', 'Customer-Pass1', 'New-Secret-1']) expect(isCommonPassword(password, grace), password).toBe(false);
  });
});
