/**
 * The interface text every page may show, by language and namespace: the public site, the
 * 404, loading and error screens. It comes with the first bundle; the signed-in areas' text and
 * the sign-in forms' messages are in their own modules (customer-text.ts, admin-text.ts,
 * sign-in-text.ts), bundled with the part of the app that shows them, so the home page does not
 * download them. A translator adds a language here and in each of those (docs/i18n.md).
 */
import common from './en/common.json';
import site from './en/site.json';
import auth from './en/auth.json';
import shell from './en/shell.json';

export const startText = {
  en: { common, site, auth, shell },
};

export const startNamespaces = Object.keys(startText.en);

export const supportedLanguages = Object.keys(startText);
