/**
 * How a refusal the bank words in English (the specification's texts, which acceptance tests
 * read word for word) reaches a reader of another language: a catalogue keyed by the English
 * text, exact texts first, then patterns for texts that carry a figure ("...daily transfer limit
 * of {{usd}}."), whose money, dates and nested texts are rewritten for that reader. The server
 * renders problem details with it (adapters/http/reader-language.ts); the browser shows the same
 * rules' messages, which its machines produce before anything is sent, with it too.
 */
import { btcText, dayText, monthText, usdText } from './format.ts';
import type { Language } from './language.ts';

export interface RefusalCatalogue {
  language: Language;
  /** English text -> this language's text. */
  texts: Readonly<Record<string, string>>;
  /**
   * English with {{placeholders}} -> this language's. A placeholder named usd* holds "$1,234.56",
   * btc* "0.00100000" (its " BTC" unit is in the pattern, and the translation writes the unit
   * with the figure), date* "2026-11-24", month* "2025-09", when* "Nov 24, 2026, 14:05 UTC";
   * any other value is itself translated when the catalogue knows it (a field's label, "5 minutes").
   */
  patterns: ReadonlyArray<readonly [english: string, translated: string]>;
}

interface Compiled {
  regex: RegExp;
  names: string[];
  translated: string;
}

const compiledOf = new WeakMap<RefusalCatalogue, Compiled[]>();

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: RefusalCatalogue): Compiled[] {
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

/** An English money figure "$1,234.56" / "-$5.00" as the exact decimal "1234.56". */
const usdDecimal = (value: string): string | null => (/^-?\$[\d,]+\.\d{2}$/.test(value) ? value.replace(/[$,]/g, '') : null);

function value(catalogue: RefusalCatalogue, name: string, raw: string): string {
  const { language } = catalogue;
  if (name.startsWith('usd')) {
    const decimal = usdDecimal(raw);
    return decimal === null ? raw : usdText(language, decimal);
  }
  if (name.startsWith('btc')) return /^[\d,]+\.\d+$/.test(raw) ? btcText(language, raw.replace(/,/g, '')) : raw;
  if (name.startsWith('date')) return dayText(language, raw);
  if (name.startsWith('month')) return /^\d{4}-\d{2}$/.test(raw) ? monthText(language, raw) : raw;
  if (name.startsWith('when')) return whenText(language, raw);
  return translateWith(catalogue, raw);
}

/** The text in the catalogue's language; a text it does not know stays as it came (English, or already translated). */
export function translateWith(catalogue: RefusalCatalogue | undefined, text: string): string {
  if (!catalogue) return text;
  const exact = catalogue.texts[text];
  if (exact !== undefined) return exact;
  for (const { regex, names, translated } of compile(catalogue)) {
    const match = regex.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, value(catalogue, name, match[index + 1] ?? '')]));
    return translated.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values.get(name) ?? whole);
  }
  return text;
}
