// Proves that a member's typed phone number becomes one E.164 destination, whatever its punctuation,
// and that a number which cannot be one is refused with its reason instead of being sent on a guess;
// and whether a member is e-mailed or texted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasEmailAddress } from './channel.ts';
import { normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it('writes a North American number typed with punctuation in E.164', () => {
    expect(normalisePhone('(202) 555-0143', '1')).toEqual({ ok: true, msisdn: '+12025550143' });
    expect(normalisePhone('1 202 555 0143', '1')).toEqual({ ok: true, msisdn: '+12025550143' });
    expect(normalisePhone('202.555.0143', '1')).toEqual({ ok: true, msisdn: '+12025550143' });
  });

  it('keeps a number that carries its own country code, with + or 00', () => {
    expect(normalisePhone('+233 24 412 3456', '1')).toEqual({ ok: true, msisdn: '+233244123456' });
    expect(normalisePhone('00233 24 412 3456', '1')).toEqual({ ok: true, msisdn: '+233244123456' });
    expect(normalisePhone('+33 6 12 34 56 78', '233')).toEqual({ ok: true, msisdn: '+33612345678' });
  });

  it("drops a national number's trunk 0 and adds the bank's country code", () => {
    expect(normalisePhone('024 412 3456', '233')).toEqual({ ok: true, msisdn: '+233244123456' });
    expect(normalisePhone('06 12 34 56 78', '33')).toEqual({ ok: true, msisdn: '+33612345678' });
  });

  it('refuses an empty number, letters, and numbers of the wrong length, saying why', () => {
    expect(normalisePhone('   ', '1')).toEqual({ ok: false, reason: 'missing' });
    expect(normalisePhone('call me', '1')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(normalisePhone('555-0100', '1')).toEqual({ ok: false, reason: 'wrong_length' });
    expect(normalisePhone('+1 202 555 01', '1')).toEqual({ ok: false, reason: 'wrong_length' });
    expect(normalisePhone('+233 1234 5678 9012 345', '1')).toEqual({ ok: false, reason: 'wrong_length' });
    expect(normalisePhone('202+555', '1')).toEqual({ ok: false, reason: 'not_a_number' });
  });
});

describe('hasEmailAddress', () => {
  it('e-mails a member with an address and texts one without (blank or a placeholder)', () => {
    expect(hasEmailAddress('efua@example.com')).toBe(true);
    expect(['', '   ', 'none', '-', 'efua@', null, undefined].map(hasEmailAddress)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('normalisePhone, for any typed number', () => {
  it('answers E.164 or a reason, and an E.164 answer normalises to itself whatever the country code', () => {
    const typed = fc.array(fc.constantFrom(...'0123456789 ()-.+'.split('')), { maxLength: 24 }).map((chars) => chars.join(''));
    fc.assert(fc.property(typed, fc.constantFrom('1', '33', '233'), (raw, country) => {
      const result = normalisePhone(raw, country);
      if (!result.ok) return ['missing', 'not_a_number', 'wrong_length'].includes(result.reason);
      expect(result.msisdn).toMatch(/^\+[1-9]\d{7,14}$/);
      expect(normalisePhone(result.msisdn, country === '1' ? '33' : '1')).toEqual(result);
      return true;
    }));
  });
});
