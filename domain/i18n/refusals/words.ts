/**
 * A refusal as a key and its parameters, worded by a catalogue when read (issue 27 item 4): the
 * server words it for the reader of a problem-details answer, the browser for the reader of a
 * form. A parameter's type and how it is written follow its placeholder's name: usd* cents and
 * btc* satoshis (written in the language's money format), month* "2026-10", date* an ISO day,
 * when* an ISO instant, wait* seconds, label* a field's label key; any other value as given
 * (message*: a nested English text, worded when the catalogue knows it).
 */
import { btcText, dayText, monthText, usdText } from '../format.ts';
import { valueFormats } from '../elision.ts';
import type { Language } from '../language.ts';
import { toDecimalString } from '../../money/money.ts';
import { englishLabels, englishRefusals } from './english.ts';

export type RefusalKey = keyof typeof englishRefusals;
export type LabelKey = keyof typeof englishLabels;

type Placeholders<S extends string> = S extends `${string}{{${infer N}}}${infer Rest}` ? N | Placeholders<Rest> : never;
type ValueOf<N extends string> = N extends `usd${string}` | `btc${string}` | `wait${string}` ? number
  : N extends `label${string}` ? LabelKey : N extends `month${string}` | `date${string}` | `when${string}` | `message${string}` ? string : string | number;

/** The parameters a key takes, read from its English placeholders: 'transfer.dailyLimit' takes { usd: number }. */
export type RefusalParams<K extends RefusalKey> = { [N in Placeholders<(typeof englishRefusals)[K]>]: ValueOf<N> };

/** A refusal as it travels: in a DomainError, a problem-details answer, a recorded idempotency outcome. */
export interface Said {
  key: RefusalKey;
  params?: Readonly<Record<string, string | number>>;
}

export type ParamsArgument<K extends RefusalKey> = keyof RefusalParams<K> extends never ? [] : [params: RefusalParams<K>];

/** A refusal by key, its parameters typed: said('transfer.dailyLimit', { usd: 500_000 }). */
export function said<K extends RefusalKey>(key: K, ...params: ParamsArgument<K>): Said {
  return params[0] ? { key, params: params[0] as Record<string, string | number> } : { key };
}

/** A language's words for every key and label; typed against English (french.ts). */
export interface RefusalCatalogue {
  language: Language;
  texts: Readonly<Record<RefusalKey, string>>;
  labels: Readonly<Record<LabelKey, string>>;
}

export const englishCatalogue: RefusalCatalogue = { language: 'en', texts: englishRefusals, labels: englishLabels };

/** "Nov 25, 2026, 14:05 UTC" | "25 nov. 2026, 14:05 UTC": the time in UTC, the one zone every reader shares. */
function utcText(language: Language, iso: string): string {
  if (language !== 'en') return `${dayText(language, iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
  const date = new Date(iso);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${iso.slice(11, 16)} UTC`;
}

const WAIT_UNITS: Record<Language, { second: [string, string]; minute: [string, string] }> = {
  en: { second: ['second', 'seconds'], minute: ['minute', 'minutes'] },
  fr: { second: ['seconde', 'secondes'], minute: ['minute', 'minutes'] },
};

/** 90 -> "2 minutes"; 1 -> "1 second". */
function waitText(language: Language, seconds: number): string {
  const [count, unit] = seconds < 60 ? [seconds, WAIT_UNITS[language].second] : [Math.ceil(seconds / 60), WAIT_UNITS[language].minute];
  return `${count} ${unit[count === 1 ? 0 : 1]}`;
}

function valueText(catalogue: RefusalCatalogue, name: string, value: string | number): string {
  const { language } = catalogue;
  if (name.startsWith('usd')) return usdText(language, toDecimalString(Number(value), 'USD'));
  if (name.startsWith('btc')) return btcText(language, toDecimalString(Number(value), 'BTC'));
  if (name.startsWith('wait')) return waitText(language, Number(value));
  if (name.startsWith('label')) return catalogue.labels[value as LabelKey] ?? String(value);
  if (name.startsWith('when')) return utcText(language, String(value));
  if (language === 'en') return String(value);
  if (name.startsWith('monthName') || name.startsWith('month')) return monthText(language, String(value));
  if (name.startsWith('date')) return dayText(language, String(value));
  if (name.startsWith('message')) return sayWith(catalogue, String(value));
  return String(value);
}

/** A refusal in the catalogue's language; {{name, de}} asks for a value's form (French elision, elision.ts). */
export function wordWith(catalogue: RefusalCatalogue, { key, params = {} }: Said): string {
  const template = catalogue.texts[key] ?? englishRefusals[key] ?? key;
  return template.replace(/\{\{(\w+)(?:, (\w+))?\}\}/g, (whole, name: string, format?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const text = valueText(catalogue, name, value);
    const write = format ? valueFormats[format] : undefined;
    return write ? write(text) : text;
  });
}

/**
 * Texts worded in English lately, so a rule's message that travels as English (a form's machine context) keeps its key
 * within this process; nothing recorded relies on it (a recorded refusal keeps its key: domain/idempotency).
 */
const worded = new Map<string, Said>();
const WORDED_KEPT = 2000;

/** English worded from a key (english()): a string everywhere, and the only string a refusal takes. */
export type EnglishText = string & { readonly worded: unique symbol };

/** The English of a refusal, remembered so saidOf finds its key again: for rules whose message is a string (a form's field error). */
export function english<K extends RefusalKey>(key: K, ...params: ParamsArgument<K>): EnglishText {
  const words = said(key, ...params);
  const text = wordWith(englishCatalogue, words);
  if (!worded.has(text)) {
    if (worded.size >= WORDED_KEPT) worded.delete(worded.keys().next().value as string);
    worded.set(text, words);
  }
  return text as EnglishText;
}

/**
 * A refusal that travelled as text (a rule's first field error, an idempotency outcome recorded before its key was, zod's message): its key
 * when the catalogue knows the words, else the text as it came. The one door for a string into a refusal.
 */
export const wordsOf = (text: string): Said | EnglishText => saidOf(text) ?? (text as EnglishText);

/** A text not for people (a developer's clock, an unknown route): English only, never in a catalogue. */
export const technical = (text: string): EnglishText => text as EnglishText;

/** The English of a refusal. */
export const englishOf = (words: Said): string => wordWith(englishCatalogue, words);

/** A refusal's key and parameters as an event recorded them: still a refusal when the catalogue knows the key (keys may be renamed after the event was written). */
export function knownSaid(recorded: { key: string; params?: Readonly<Record<string, string | number>> | undefined } | undefined): Said | undefined {
  if (!recorded || !Object.hasOwn(englishRefusals, recorded.key)) return undefined;
  return { key: recorded.key as RefusalKey, ...(recorded.params ? { params: recorded.params } : {}) };
}

/** English texts without parameters, by their words. */
const byWords = new Map<string, RefusalKey>(
  (Object.entries(englishRefusals) as Array<[RefusalKey, string]>).filter(([, text]) => !text.includes('{{')).map(([key, text]) => [text, key]),
);

/** The key of an English text the bank worded (one without parameters, or one english() wrote); undefined for anything else (a name, data). */
export function saidOf(text: string): Said | undefined {
  const key = byWords.get(text);
  return key ? { key } : worded.get(text);
}

/** A text in the catalogue's language: a refusal's English worded again by its key; a text it does not know stays as it came. */
export function sayWith(catalogue: RefusalCatalogue | undefined, text: string | Said): string {
  const words = typeof text === 'string' ? saidOf(text) : text;
  if (!words) return text as string;
  return wordWith(catalogue ?? englishCatalogue, words);
}
