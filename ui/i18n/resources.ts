/** The interface text of every language the bank ships, by namespace; a translator adds a language here (docs/i18n.md). */
import common from './en/common.json';
import site from './en/site.json';
import auth from './en/auth.json';
import shell from './en/shell.json';
import dashboard from './en/dashboard.json';
import money from './en/money.json';
import records from './en/records.json';
import admin from './en/admin.json';
import { englishValidation } from './validation.ts';

export const namespaces = ['common', 'site', 'auth', 'shell', 'dashboard', 'money', 'records', 'admin', 'validation'] as const;

export const resources = {
  en: { common, site, auth, shell, dashboard, money, records, admin, validation: englishValidation },
};

export const supportedLanguages = Object.keys(resources);
