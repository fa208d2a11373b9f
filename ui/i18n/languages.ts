/**
 * The languages the bank speaks and how a page switches between them: English comes with the
 * first bundle, another language's start text is fetched (its own chunk) before a page shows it,
 * so a French reader never sees English flash by and an English reader never downloads French.
 */
import i18next from 'i18next';
import { addText, type TextGroup } from './add-text.ts';

/** Each language with its name written in itself, as a switcher shows it. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const languageCodes: readonly string[] = LANGUAGES.map((language) => language.code);

/** The start text of every language but English (which is always loaded), fetched on demand. */
const startLoaders: Record<string, () => Promise<TextGroup>> = {
  fr: () => import('./fr-start-text.ts').then((module) => module.frStartText),
};

/** "fr-CA" -> "fr"; anything the bank does not speak -> "en". */
export function supportedLanguage(code: string | null | undefined): LanguageCode {
  const base = (code ?? '').split('-')[0]?.toLowerCase() ?? '';
  return (languageCodes.includes(base) ? base : 'en') as LanguageCode;
}

const loaded = new Set<string>(['en']);

/** Makes a language's start text available; later groups carry every language already. */
export async function loadLanguage(code: string): Promise<void> {
  const language = supportedLanguage(code);
  if (loaded.has(language)) return;
  const load = startLoaders[language];
  if (!load) return;
  addText(await load());
  loaded.add(language);
}

/** The language the page shows now, one of LANGUAGES. */
export const currentLanguage = (): LanguageCode => supportedLanguage(i18next.resolvedLanguage ?? i18next.language);

/** Loads, then shows a language; i18next remembers it in localStorage (detect-language.ts) for the next visit. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await i18next.changeLanguage(code);
}
