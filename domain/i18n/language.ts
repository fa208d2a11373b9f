/**
 * The languages the bank speaks to its customers (issue 18: English and French) and how the
 * server knows a customer's: the `language` interface preference recorded on their stream at
 * sign-up and by the language switcher, else the language of the browser they last signed in from.
 */
export const LANGUAGES = ['en', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The key of the language in a customer's preferences (PreferencesUpdated). */
export const LANGUAGE_PREFERENCE = 'language';

const INTL_LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

/** The Intl locale of a language ("fr" -> "fr-FR"). */
export const intlLocale = (language: Language): string => INTL_LOCALE[language];

/** "fr-CA" -> "fr"; anything the bank does not speak (or nothing) -> "en". */
export function languageOf(code: unknown): Language {
  const base = typeof code === 'string' ? (code.split('-')[0] ?? '').toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

/** The language to write to a customer in: the one they chose, else their browser's, else English. */
export function customerLanguage(preferences: Record<string, unknown>, browserLanguage?: string | null): Language {
  const chosen = preferences[LANGUAGE_PREFERENCE];
  return typeof chosen === 'string' ? languageOf(chosen) : languageOf(browserLanguage);
}
