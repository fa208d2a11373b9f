/** Card numbers: the Luhn check, and completing a Discover-style number (6011...) around the last four digits already issued. */

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A 16-digit number 6011 + `middle` (7 digits) + one adjusting digit + `last4`, valid
 * under Luhn: the adjusting digit sits in a doubled position, which maps 0-9 onto every
 * residue, so exactly one choice works.
 */
export function completeCardNumber(middle: string, last4: string): string {
  if (!/^\d{7}$/.test(middle) || !/^\d{4}$/.test(last4)) throw new Error('middle must be 7 digits and last4 4 digits');
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `6011${middle}${digit}${last4}`;
    if (luhnValid(candidate)) return candidate;
  }
  throw new Error('unreachable: one adjusting digit always satisfies Luhn');
}

export const groupCardNumber = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');
