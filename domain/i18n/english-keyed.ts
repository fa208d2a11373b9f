/**
 * How a description the ledger wrote in English on a transaction ("Transfer to Ada Lovelace"), stored
 * in the events, reaches a reader of another language (refusals are keyed instead: domain/i18n/refusals).
 * A catalogue is keyed by the English text:
 * exact texts first, then patterns for texts that carry a figure or a name ("...daily transfer
 * limit of {{usd}}."), whose money, dates and nested texts are rewritten for that reader. The
 * server renders statements and e-mails with it; the browser the rows it is sent (ui/i18n/domain-text.ts).
 */
import { btcText, dayText, monthText, usdText } from './format.ts';
import type { Language } from './language.ts';
import { valueFormats } from './elision.ts';

export interface EnglishKeyedCatalogue {
  language: Language;
  /** English text -> this language's text. */
  texts: Readonly<Record<string, string>>;
  /**
   * English with {{placeholders}} -> this language's. A placeholder named usd* holds "$1,234.56",
   * btc* "0.00100000" (its " BTC" unit is in the pattern, and the translation writes the unit
   * with the figure), date* "2026-11-24", month* "2025-09", when* "Nov 24, 2026, 14:05 UTC";
   * monthName* "October 2026"; any other value is itself translated when the catalogue knows it
   * (a field's label, "5 minutes"), else kept (a name). The translation may ask a form of a value,
   * {{name, de}} (French elision, elision.ts). product* is a name: the catalogue's words if it
   * knows it, else quoted (nameWith).
   */
  patterns: ReadonlyArray<readonly [english: string, translated: string]>;
}

interface Compiled {
  regex: RegExp;
  names: string[];
  translated: string;
}

const compiledOf = new WeakMap<EnglishKeyedCatalogue, Compiled[]>();

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: EnglishKeyedCatalogue): Compiled[] {
  const known = compiledOf.get(catalogue);
  if (known) return known;
  const compiled = catalogue.patterns.map(([english, translated]) => {
    const names: string[] = [];
    const source = english.split(/(\{\{\w+\}\})/).map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    }).join('');
    return { regex: new RegExp(`^${source}$`, 's'), names, translated };
  });
  compiledOf.set(catalogue, compiled);
  return compiled;
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 24, 2026, 14:05 UTC" (cooling-off.ts) -> the reader's day, the same time. */
function whenText(language: Language, value: string): string {
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}), (\d{2}:\d{2}) UTC$/.exec(value);
  const month = match ? englishMonths.indexOf(match[1] ?? '') + 1 : 0;
  if (!match || month === 0) return value;
  const day = `${match[3]}-${String(month).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
  return `${dayText(language, day)}, ${match[4]} UTC`;
}

const fullMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "October 2026" -> the reader's month and year. */
function monthNameText(language: Language, value: string): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(value);
  const month = match ? fullMonths.indexOf(match[1] ?? '') + 1 : 0;
  return match && month > 0 ? monthText(language, `${match[2]}-${String(month).padStart(2, '0')}`) : value;
}

/** An English money figure "$1,234.56" / "-$5.00" as the exact decimal "1234.56". */
const usdDecimal = (value: string): string | null => (/^-?\$[\d,]+\.\d{2}$/.test(value) ? value.replace(/[$,]/g, '') : null);

/** Quotation marks per language, for a name typed in another language inside a sentence. */
const QUOTES: Partial<Record<Language, (text: string) => string>> = { fr: (text) => `«\u00a0${text}\u00a0»` };

/**
 * A name the bank may ship or a person may type (a loan product's): the catalogue's own words for
 * a name it knows (the starter products, "Personal Loan" -> "Prêt personnel"), else the name as
 * typed, in the language's quotation marks so the sentence around it still reads in that language.
 */
export function nameWith(catalogue: EnglishKeyedCatalogue | undefined, name: string): string {
  if (!catalogue) return name;
  const known = catalogue.texts[name];
  if (known !== undefined) return known;
  const quote = QUOTES[catalogue.language];
  return quote ? quote(name) : name;
}

function value(catalogue: EnglishKeyedCatalogue, name: string, raw: string): string {
  const { language } = catalogue;
  if (name.startsWith('product')) return nameWith(catalogue, raw);
  if (name.startsWith('usd')) {
    const decimal = usdDecimal(raw);
    return decimal === null ? raw : usdText(language, decimal);
  }
  if (name.startsWith('btc')) return /^[\d,]+\.\d+$/.test(raw) ? btcText(language, raw.replace(/,/g, '')) : raw;
  if (name.startsWith('date')) return dayText(language, raw);
  if (name.startsWith('monthName')) return monthNameText(language, raw);
  if (name.startsWith('month')) return /^\d{4}-\d{2}$/.test(raw) ? monthText(language, raw) : raw;
  if (name.startsWith('when')) return whenText(language, raw);
  return translateWith(catalogue, raw);
}

/** The text in the catalogue's language; a text it does not know stays as it came (English, or already translated). */
export function translateWith(catalogue: EnglishKeyedCatalogue | undefined, text: string): string {
  if (!catalogue) return text;
  const exact = catalogue.texts[text];
  if (exact !== undefined) return exact;
  for (const { regex, names, translated } of compile(catalogue)) {
    const match = regex.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, value(catalogue, name, match[index + 1] ?? '')]));
    // {{name, de}}: the value written in a form the language needs ("d’Amara", elision.ts).
    return translated.replace(/\{\{(\w+)(?:, (\w+))?\}\}/g, (whole, name: string, format?: string) => {
      const found = values.get(name);
      if (found === undefined) return whole;
      const write = format ? valueFormats[format] : undefined;
      return write ? write(found) : found;
    });
  }
  return text;
}
