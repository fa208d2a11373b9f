// Proves every completed card number is 16 digits, starts 6011, keeps the issued last four and passes Luhn.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeCardNumber, groupCardNumber, luhnValid } from './card-number.ts';

describe('card numbers', () => {
  it('completes any middle and last four into a valid Discover-style number', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{7}$/), fc.stringMatching(/^\d{4}$/), (middle, last4) => {
      const number = completeCardNumber(middle, last4);
      expect(number).toHaveLength(16);
      expect(number.startsWith('6011')).toBe(true);
      expect(number.endsWith(last4)).toBe(true);
      expect(luhnValid(number)).toBe(true);
    }));
  });

  it('checks Luhn on a known number and groups by four', () => {
    expect(luhnValid('6011111111111117')).toBe(true);
    expect(luhnValid('6011111111111118')).toBe(false);
    expect(groupCardNumber('6011111111111117')).toBe('6011 1111 1111 1117');
  });
});
