/**
 * The language detection of part 1 section 9 in a few lines of our own, in place of
 * i18next-browser-languagedetector (2 kB compressed on every page, nearly all of it for sources
 * we never ask): query parameter `lng`, cookie `i18next`, localStorage then sessionStorage
 * `i18nextLng`, the browser's languages, `<html lang>`. i18next picks the first candidate it
 * has text for (region variants fall back to their language); the choice is cached in localStorage.
 */
import { isSafeLanguageCode, type LanguageDetectorModule } from 'i18next';

export const LANGUAGE_QUERY = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** What the browser tells us, read in one place so the order can be tested without a browser. */
export interface LanguageSources {
  /** location.search, or the part of the hash from its '?' when there is no search. */
  query: string;
  cookie: string;
  localStorage: string | null;
  sessionStorage: string | null;
  navigator: readonly string[];
  htmlLang: string | null;
}

/** The last `lng=` value of a query string, undecoded, as the library read it. */
function fromQuery(query: string): string | undefined {
  let found: string | undefined;
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === LANGUAGE_QUERY) found = pair.slice(at + 1);
  }
  return found;
}

function fromCookie(cookie: string): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return cookie.split(';').map((part) => part.trimStart()).find((part) => part.startsWith(prefix))?.slice(prefix.length);
}

/** Every candidate in the order of part 1 section 9, without empty or unsafe values (they could break `<html lang>`). */
export function languageCandidates(sources: LanguageSources): string[] {
  const found = [fromQuery(sources.query), fromCookie(sources.cookie), sources.localStorage, sources.sessionStorage, ...sources.navigator, sources.htmlLang];
  return found.filter((code): code is string => !!code && isSafeLanguageCode(code));
}

/** Reads a storage without failing where it is blocked (private modes, sandboxed frames). */
function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readCookie(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

export function browserSources(): LanguageSources {
  const { search, hash } = window.location;
  return {
    query: search || (hash.includes('?') ? hash.slice(hash.indexOf('?')) : ''),
    cookie: readCookie(),
    localStorage: stored(() => window.localStorage),
    sessionStorage: stored(() => window.sessionStorage),
    navigator: [...(navigator.languages ?? []), ...(navigator.language ? [navigator.language] : [])],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}

/** The i18next plugin: candidates from the browser, and the language shown remembered in localStorage. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => languageCandidates(browserSources()),
  cacheUserLanguage: (language) => {
    if (language === 'cimode') return;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage blocked: the language is detected again on the next visit.
    }
  },
};
