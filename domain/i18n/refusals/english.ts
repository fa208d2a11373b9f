/**
 * Every refusal, rule message and back-office notice the bank words, keyed (issue 27 item 4): the
 * English catalogue is the one source of the English words and of each key's parameters, read
 * from its {{placeholders}} (words.ts); other languages are typed against it (french.ts).
 */
import { accounting } from './en/accounting.ts';
import { backOffice } from './en/back-office.ts';
import { codes } from './en/codes.ts';
import { labels } from './en/labels.ts';
import { links } from './en/links.ts';
import { kyc } from './en/kyc.ts';
import { field } from './en/field.ts';
import { collection } from './en/collection.ts';
import { groupLoans } from './en/group-loans.ts';
import { loans } from './en/loans.ts';
import { notices } from './en/notices.ts';
import { payees } from './en/payees.ts';
import { periods } from './en/periods.ts';
import { problems } from './en/problems.ts';
import { records } from './en/records.ts';
import { session } from './en/session.ts';
import { settings } from './en/settings.ts';
import { signUp } from './en/sign-up.ts';
import { transfer } from './en/transfer.ts';

export const englishRefusals = { ...session, ...signUp, ...links, ...codes, ...transfer, ...payees, ...records, ...loans, ...kyc, ...backOffice, ...notices, ...problems, ...settings, ...periods, ...field, ...accounting, ...collection, ...groupLoans } as const;

/** The names a refusal may give a field ({{label}}), one source of words per language. */
export const englishLabels = labels;
