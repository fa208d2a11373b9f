/**
 * The interface text every page may show, by language and namespace: the public site, the
 * 404, loading and error screens. English comes with the first bundle; other languages' start
 * text is its own chunk (fr-start-text.ts, loaded by choose-language.ts). The signed-in areas'
 * text and the sign-in forms' messages are in their own modules (customer-text.ts,
 * admin-text.ts, sign-in-text.ts), bundled with the part of the app that shows them, so the home
 * page does not download them. A translator adds a language here, in languages.ts,
 * choose-language.ts and in each of those (docs/i18n.md).
 */
import common from './en/common.json';
import site from './en/site.json';
import auth from './en/auth.json';
import shell from './en/shell.json';
import { languageCodes } from './languages.ts';

export const startText = {
  en: { common, site, auth, shell },
};

export const startNamespaces = Object.keys(startText.en);

export const supportedLanguages = [...languageCodes];
