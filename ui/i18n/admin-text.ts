/** The back office's text, bundled with the admin area (ui/routes/admin-area.tsx) rather than with every page. */
import admin from './en/admin.json';

export const adminText = {
  en: { admin },
};
