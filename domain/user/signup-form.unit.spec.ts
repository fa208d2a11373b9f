// Proves the sign-up field rules a bank needs beyond the spec's list: a phone number that is one, and a date of birth that is real, not in the future and at least 18 years back.
import { describe, expect, it } from 'vitest';
import { dateOfBirthError, phoneError } from './signup-form.ts';

describe('phone number', () => {
  it('accepts digits with spaces, +, - and parentheses, from 7 to 15 digits', () => {
    for (const phone of ['555-0100', '+1 (555) 010-0199', '+44 20 7946 0958', '123456789012345']) expect(phoneError(phone), phone).toBeNull();
  });
  it('refuses words, other signs, and too few or too many digits', () => {
    for (const phone of ['call me maybe', 'five five five', '555-01', '555.0100', '1234567890123456', '+1 555 0100 ext 2']) expect(phoneError(phone), phone).not.toBeNull();
  });
});

describe('date of birth', () => {
  const today = '2026-11-24';
  it('refuses a date in the future, today included for a newborn, and an applicant under 18', () => {
    expect(dateOfBirthError('2026-11-25', today)).toBe('Date of birth cannot be in the future');
    expect(dateOfBirthError('2026-11-24', today)).toBe('You must be at least 18 years old to open an account');
    expect(dateOfBirthError('2008-11-25', today)).toBe('You must be at least 18 years old to open an account');
  });
  it('accepts the 18th birthday itself and any earlier date', () => {
    expect(dateOfBirthError('2008-11-24', today)).toBeNull();
    expect(dateOfBirthError('1950-02-28', today)).toBeNull();
  });
  it('refuses dates that do not exist or are not YYYY-MM-DD', () => {
    for (const date of ['1990-02-30', '1990-13-01', '12/10/1990', '1850-01-01', 'yesterday']) expect(dateOfBirthError(date, today), date).toBe('Please enter a valid date of birth');
  });
});
