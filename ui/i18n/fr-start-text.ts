/** The French text every page may show (the start group of resources.ts in French), a chunk of its own so English readers never download it; choose-language.ts loads it before a French page renders. */
import common from './fr/common.json';
import site from './fr/site.json';
import auth from './fr/auth.json';
import shell from './fr/shell.json';
import validation from './fr/validation.json';
import { frenchRefusals } from '../../domain/i18n/refusals/french.ts';
import { addRefusals } from './domain-text.ts';

// The domain's messages in French travel with the French start text (domain-text.ts).
addRefusals(frenchRefusals);

export const frStartText = {
  // The forms' validation messages too (their English comes with the forms: sign-in-text.ts), a few hundred bytes.
  fr: { common, site, auth, shell, validation },
};
