/**
 * Switching the page to another language: English comes with the first bundle, another
 * language's start text is fetched (its own chunk) before a page shows it, so a French reader
 * never sees English flash by and an English reader never downloads French. Its own file, apart
 * from which language is shown (languages.ts): the start text it loads hands its catalogues to
 * domain-text.ts, which reads the language shown, so one file doing both closed an import circle.
 */
import i18next from 'i18next';
import { addText, type TextGroup } from './add-text.ts';
import { supportedLanguage, type LanguageCode } from './languages.ts';

/** The start text of every language but English (which is always loaded), fetched on demand. */
const startLoaders: Record<string, () => Promise<TextGroup>> = {
  fr: () => import('./fr-start-text.ts').then((module) => module.frStartText),
};

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

/** Loads, then shows a language; i18next remembers it in localStorage (detect-language.ts) for the next visit. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await i18next.changeLanguage(code);
}
