/** Starts i18next for the browser app: English resources, the detection order of part 1 section 9, English as fallback. */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources, supportedLanguages } from './resources.ts';

/** Part 1 section 9: query parameter lng, cookie, local storage, session storage, browser language, html lang; cached in local storage. */
export const detectionOrder = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];

void i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: [...namespaces],
    defaultNS: 'site',
    fallbackLng: 'en',
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    detection: {
      order: detectionOrder,
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
  });

/** Keeps <html lang> true to the language shown, for screen readers and the htmlTag detector. */
const setHtmlLang = (language: string) => {
  document.documentElement.lang = language.split('-')[0] ?? 'en';
};
i18next.on('languageChanged', setHtmlLang);
setHtmlLang(i18next.resolvedLanguage ?? 'en');

export default i18next;
