/**
 * Money and dates as a reader of each language expects them, shared by the browser (ui/format)
 * and the server's e-mails and PDF statements: en-US "$1,234.56" and "Nov 24, 2026"; fr-FR as
 * Intl writes it, "1 234,56 $US" and "24 nov. 2026". Money is rearranged from exact decimal
 * strings, never through floating point; money stays USD in every language.
 */
import { intlLocale, type Language } from './language.ts';

export { intlLocale };

/** A decimal split into its parts, the fraction padded to the currency's places. */
export interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** Pads the fraction to `places`; extra digits are kept when not zero, so nothing is silently rounded away. */
export function decimalParts(amount: string, places: number): DecimalParts {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match || (!match[2] && !match[3])) throw new Error(`Not a decimal amount: "${amount}"`);
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const digits = (match[3] ?? '').padEnd(places, '0');
  const fraction = digits.slice(0, places) + digits.slice(places).replace(/0+$/, '');
  const negative = match[1] === '-' && /[1-9]/.test(whole + fraction);
  return { negative, whole, fraction };
}

interface NumberStyle {
  group: string;
  decimal: string;
  usd: (number: string) => string;
  btc: (number: string) => string;
}

/** fr-FR groups with a narrow no-break space and puts the currency after a no-break space, as Intl does. */
const styles: Record<Language, NumberStyle> = {
  en: { group: ',', decimal: '.', usd: (n) => `$${n}`, btc: (n) => `${n} BTC` },
  fr: { group: '\u202f', decimal: ',', usd: (n) => `${n}\u00a0$US`, btc: (n) => `${n}\u00a0BTC` },
};

const grouped = (whole: string, group: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);

function number(language: Language, parts: DecimalParts): string {
  const style = styles[language];
  return `${grouped(parts.whole, style.group)}${style.decimal}${parts.fraction}`;
}

/** "1250.5" -> "$1,250.50" | "1 250,50 $US" (2 decimals, part 1 section 9). */
export function usdText(language: Language, amount: string): string {
  const parts = decimalParts(amount, 2);
  return `${parts.negative ? '-' : ''}${styles[language].usd(number(language, parts))}`;
}

/** A marketing figure in cents, 5000000 -> "$50,000" | "50 000 $US": whole dollars when the cents are zero, else as usdText. */
export function usdFigureText(language: Language, minor: number): string {
  const cents = Math.abs(minor) % 100;
  const whole = String(Math.trunc(Math.abs(minor) / 100));
  if (cents !== 0) return usdText(language, `${minor < 0 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`);
  return `${minor < 0 ? '-' : ''}${styles[language].usd(grouped(whole, styles[language].group))}`;
}

/** A percentage from its exact decimal, digits kept as given: "4.5" -> "4.5%" | "4,5 %" (a narrow no-break space before %, as Intl writes fr-FR). */
export function percentText(language: Language, decimal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const style = styles[language];
  const number = `${match[1]}${grouped(match[2] ?? '0', style.group)}${match[3] ? `${style.decimal}${match[3]}` : ''}`;
  return language === 'en' ? `${number}%` : `${number}\u202f%`;
}

/** "1.5" -> "1.50000000 BTC" | "1,50000000 BTC" (8 decimals, part 1 section 9). */
export function btcText(language: Language, amount: string): string {
  const parts = decimalParts(amount, 8);
  return `${parts.negative ? '-' : ''}${styles[language].btc(number(language, parts))}`;
}

const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day "2026-11-24" as its reader writes it: "Nov 24, 2026" | "24 nov. 2026"; anything else as it came. */
export function dayText(language: Language, isoDate: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!day) return isoDate;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  if (language === 'en') return `${englishMonths[month - 1]?.slice(0, 3) ?? month} ${date}, ${year}`;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(year, month - 1, date));
}

/** A wall-clock time "17:07" as its reader writes it: "5:07 PM" | "17:07"; anything else as it came. */
export function clockText(language: Language, time: string): string {
  const clock = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!clock) return time;
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  if (language === 'en') return `${hours % 12 === 0 ? 12 : hours % 12}:${clock[2]} ${hours < 12 ? 'AM' : 'PM'}`;
  return new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short' }).format(new Date(2000, 0, 1, hours, minutes));
}

/** "2025-09" -> "September 2025" | "septembre 2025". */
export function monthText(language: Language, period: string): string {
  const [year, month] = period.split('-');
  if (language === 'en') return `${englishMonths[Number(month) - 1] ?? month} ${year}`;
  const date = new Date(Number(year), Number(month) - 1, 1);
  return Number.isNaN(date.getTime()) ? period : new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' }).format(date);
}
