/** Starts i18next for the browser app: the first bundle's text, the detection order of part 1 section 9 (detect-language.ts), English as fallback. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setReaderLanguage } from '../../adapters/client/reader-language.ts';
import { addValueFormats } from './value-formats.ts';
import { languageDetector } from './detect-language.ts';
import { startNamespaces, startText, supportedLanguages } from './resources.ts';

void i18next
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    resources: startText,
    // The signed-in areas' and the sign-in forms' text arrives with their code (add-text.ts).
    ns: startNamespaces,
    defaultNS: 'site',
    fallbackLng: 'en',
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
addValueFormats(i18next);

/** Keeps <html lang> true to the language shown, for screen readers and the htmlTag detector. */
const setHtmlLang = (language: string) => {
  document.documentElement.lang = language.split('-')[0] ?? 'en';
};
/** <html lang> true to the language shown, and the server told which language its refusals should be in. */
const followLanguage = (language: string) => {
  setHtmlLang(language);
  setReaderLanguage(language.split('-')[0] ?? 'en');
};
i18next.on('languageChanged', followLanguage);
followLanguage(i18next.resolvedLanguage ?? 'en');

export default i18next;
