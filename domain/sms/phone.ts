/**
 * A member's phone number as an SMS destination: the profile holds what they typed ("(202)
 * 555-0143", "0244 123 456", "+233 24 412 3456"); an SMSC wants E.164 ("+12025550143"). A number
 * that cannot be one is refused with a reason the SMS record keeps, never sent on a guess.
 */

export type PhoneRefusal = 'missing' | 'not_a_number' | 'wrong_length';

export type NormalisedPhone = { ok: true; msisdn: string } | { ok: false; reason: PhoneRefusal };

/** E.164: a country code and a subscriber number, 15 digits at most; 8 at least in practice. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * `countryCode` (digits, "1" or "233") is the bank's own country, for numbers written without one;
 * a leading "+" or "00" means the number carries its own. A national number's trunk "0" is dropped
 * ("0244..." in Ghana is "+233244..."). North American numbers (country code 1) have 10 digits.
 */
export function normalisePhone(raw: string, countryCode: string): NormalisedPhone {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'missing' };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { ok: false, reason: 'not_a_number' };
  const digits = text.replace(/\D/g, '');
  let international: string;
  if (text.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (countryCode === '1') international = digits.length === 11 && digits.startsWith('1') ? digits : `1${digits}`;
  else international = `${countryCode}${digits.replace(/^0/, '')}`;
  if (international.startsWith('0') || international.length < MIN_DIGITS || international.length > MAX_DIGITS) return { ok: false, reason: 'wrong_length' };
  if (international.startsWith('1') && international.length !== 11) return { ok: false, reason: 'wrong_length' };
  return { ok: true, msisdn: `+${international}` };
}
