/**
 * The French of every refusal (english.ts): each part is typed against its English part, so a
 * missing or extra key is a compile error; words.unit.spec.ts checks the placeholders are the same.
 * Loaded by the server and, in the browser, only with the French start text (ui/i18n/fr-start-text.ts).
 */
import { accounting } from './fr/accounting.ts';
import { backOffice } from './fr/back-office.ts';
import { codes } from './fr/codes.ts';
import { labels } from './fr/labels.ts';
import { links } from './fr/links.ts';
import { kyc } from './fr/kyc.ts';
import { field } from './fr/field.ts';
import { collection } from './fr/collection.ts';
import { groupLoans } from './fr/group-loans.ts';
import { loans } from './fr/loans.ts';
import { notices } from './fr/notices.ts';
import { payees } from './fr/payees.ts';
import { periods } from './fr/periods.ts';
import { problems } from './fr/problems.ts';
import { records } from './fr/records.ts';
import { session } from './fr/session.ts';
import { settings } from './fr/settings.ts';
import { signUp } from './fr/sign-up.ts';
import { transfer } from './fr/transfer.ts';
import type { RefusalCatalogue } from './words.ts';

export const frenchRefusals: RefusalCatalogue = {
  language: 'fr',
  texts: { ...session, ...signUp, ...links, ...codes, ...transfer, ...payees, ...records, ...loans, ...kyc, ...backOffice, ...notices, ...problems, ...settings, ...periods, ...field, ...accounting, ...collection, ...groupLoans },
  labels,
};
