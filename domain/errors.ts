/**
 * The typed refusal every decider returns instead of events: a stable code that one HTTP
 * middleware maps to a status, and what the user reads as a key and its parameters
 * (domain/i18n/refusals), worded in each reader's language when read; `message` is its English.
 */
import { englishOf, saidOf, type EnglishText, type Said } from './i18n/refusals/words.ts';

export type { EnglishText, Said };
/** The two ways to word a refusal: said(key, params) where it is thrown, english(key, params) for a rule's message that travels as text. */
export { english, englishOf, knownSaid, said, technical, wordsOf } from './i18n/refusals/words.ts';

export const DOMAIN_ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'locked',
  'insufficient_funds',
  'limit_exceeded',
  /** Something the bank needs is not available right now (a live Bitcoin price): try again later. */
  'unavailable',
] as const;

/** Listed as values too, so a recorded refusal (the idempotency event) can be validated. */
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** A refusal's words: a key and its parameters (said(...)), or an English text the catalogue knows. */
export type Words = Said | EnglishText;

/** A field's message: its words, or a rule's English text (looked up by its words, as wordsOf does). */
export type FieldWords = Words | string;

const englishText = (words: FieldWords): string => (typeof words === 'string' ? words : englishOf(words));
const keyed = (words: FieldWords): Said | undefined => (typeof words === 'string' ? saidOf(words) : words);

export class DomainError extends Error {
  /** The refusal's key and parameters; undefined only for a text the catalogue does not know (a developer's route). */
  readonly said: Said | undefined;
  /** Each field's message in English, as before. */
  readonly fields?: Record<string, string>;
  /** Each field's message as a key and parameters. */
  readonly fieldsSaid?: Record<string, Said>;

  constructor(readonly code: DomainErrorCode, words: Words, fields?: Readonly<Record<string, FieldWords>>) {
    super(englishText(words));
    this.name = 'DomainError';
    this.said = keyed(words);
    if (fields) {
      this.fields = Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, englishText(text)]));
      const saidFields = Object.entries(fields).flatMap(([field, text]) => { const found = keyed(text); return found ? [[field, found] as const] : []; });
      if (saidFields.length > 0) this.fieldsSaid = Object.fromEntries(saidFields);
    }
  }
}

export const refuse = (code: DomainErrorCode, words: Words, fields?: Readonly<Record<string, FieldWords>>): never => {
  throw new DomainError(code, words, fields);
};

/** Exhaustiveness check at the end of every `decide` switch. */
export function unreachable(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
