// Proves the language detection keeps part 1 section 9's order (lng, cookie, localStorage, sessionStorage, browser, <html lang>) and drops what could break the page.
import { describe, expect, it } from 'vitest';
import { languageCandidates, type LanguageSources } from './detect-language.ts';

const nothing: LanguageSources = { query: '', cookie: '', localStorage: null, sessionStorage: null, navigator: [], htmlLang: null };

describe('language candidates', () => {
  it('lists every source in the order of part 1 section 9', () => {
    const sources: LanguageSources = {
      query: '?tab=2&lng=fr',
      cookie: 'theme=dark; i18next=de',
      localStorage: 'es',
      sessionStorage: 'it',
      navigator: ['pt-BR', 'pt'],
      htmlLang: 'en',
    };
    expect(languageCandidates(sources)).toEqual(['fr', 'de', 'es', 'it', 'pt-BR', 'pt', 'en']);
  });

  it('takes the last lng of the query, and a hash route query when there is no search', () => {
    expect(languageCandidates({ ...nothing, query: '?lng=fr&lng=de' })).toEqual(['de']);
    expect(languageCandidates({ ...nothing, query: 'lng=fr-CA' })).toEqual(['fr-CA']);
  });

  it('reads the i18next cookie only, not a cookie whose name merely ends with it', () => {
    expect(languageCandidates({ ...nothing, cookie: 'my-i18next=xx; i18next=nl' })).toEqual(['nl']);
    expect(languageCandidates({ ...nothing, cookie: 'session=abc' })).toEqual([]);
  });

  it('skips empty values and codes that could break out of <html lang>', () => {
    const sources: LanguageSources = { ...nothing, query: '?lng=', cookie: 'i18next="><script>', localStorage: '', navigator: ['en-US'], htmlLang: 'en' };
    expect(languageCandidates(sources)).toEqual(['en-US', 'en']);
    expect(languageCandidates({ ...nothing, query: '?lng=__proto__' })).toEqual([]);
  });
});
