/** The back office's text in every language, bundled with the admin area (ui/routes/admin-area.tsx) rather than with every page. */
import admin from './en/admin.json';
import frAdmin from './fr/admin.json';

export const adminText = {
  en: { admin },
  fr: { admin: frAdmin },
};
