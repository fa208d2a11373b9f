// Proves that a member's typed phone number becomes one E.164 destination, whatever its punctuation,
// and that a number which cannot be one is refused with its reason instead of being sent on a guess.
import { describe, expect, it } from 'vitest';
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
  it('e-mails a member with an address and texts one without (blank or a placeholder)', async () => {
    const { hasEmailAddress } = await import('./channel.ts');
    expect(hasEmailAddress('efua@example.com')).toBe(true);
    expect(['', '   ', 'none', '-', 'efua@', null, undefined].map(hasEmailAddress)).toEqual([false, false, false, false, false, false, false]);
  });
});
