/** The back office's text in every language, bundled with the admin area (ui/routes/admin-area.tsx) rather than with every page. */
import admin from './en/admin.json';
import frAdmin from './fr/admin.json';
import { frenchDescriptions } from '../../domain/i18n/descriptions-fr.ts';
import { addDomainText } from './domain-text.ts';

// What the ledger writes on transactions, in French, comes with the area that lists them (domain-text.ts).
addDomainText('rows', frenchDescriptions);

export const adminText = {
  en: { admin },
  fr: { admin: frAdmin },
};
