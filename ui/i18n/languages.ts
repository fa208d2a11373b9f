/**
 * The languages the bank speaks and which one the page shows now. Fetching a language's text and
 * switching to it is choose-language.ts.
 */
import i18next from 'i18next';

/** Each language with its name written in itself, as a switcher shows it. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const languageCodes: readonly string[] = LANGUAGES.map((language) => language.code);

/** "fr-CA" -> "fr"; anything the bank does not speak -> "en". */
export function supportedLanguage(code: string | null | undefined): LanguageCode {
  const base = (code ?? '').split('-')[0]?.toLowerCase() ?? '';
  return (languageCodes.includes(base) ? base : 'en') as LanguageCode;
}

/** The language the page shows now, one of LANGUAGES. */
export const currentLanguage = (): LanguageCode => supportedLanguage(i18next.resolvedLanguage ?? i18next.language);
