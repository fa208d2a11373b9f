/** Formats the server's exact decimal strings for display (en-US), by rearranging digits, never by float arithmetic. */

interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** "1250.5" -> "$1,250.50"; money is shown with 2 decimals (part 1 section 9). */
export function formatUsd(amount: string): string {
  const { negative, whole, fraction } = parseDecimal(amount, 2);
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/** "0" -> "0.00000000 BTC"; Bitcoin amounts are shown with 8 decimals (part 1 section 9). */
export function formatBtc(amount: string): string {
  const { negative, whole, fraction } = parseDecimal(amount, 8);
  return `${negative ? '-' : ''}${groupThousands(whole)}.${fraction} BTC`;
}

const groupThousands = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Pads the fraction to `places`; extra digits are kept when not zero, so nothing is silently rounded away. */
function parseDecimal(amount: string, places: number): Decimal {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match || (!match[2] && !match[3])) throw new Error(`Not a decimal amount: "${amount}"`);
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const digits = (match[3] ?? '').padEnd(places, '0');
  const fraction = digits.slice(0, places) + digits.slice(places).replace(/0+$/, '');
  const negative = match[1] === '-' && /[1-9]/.test(whole + fraction);
  return { negative, whole, fraction };
}
