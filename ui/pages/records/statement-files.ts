/**
 * The statement as files: CSV and PDF built from the same server answer, so both show the
 * same rows and balances. pdf-lib draws the PDF in the browser (no upload of the data).
 */
import type { StatementRecords, StatementPeriodItem } from '../../../adapters/client/records-api.ts';
import { statementPdf as drawStatementPdf } from '../../../adapters/pdf/statement-pdf.ts';
import { statementCsv as csvOf, type StatementText } from '../../../domain/records/statement-text.ts';
import { monthName } from '../../format/dates.ts';
import { currentLanguage } from '../../i18n/languages.ts';

/** The API's answer in the shape the shared CSV writer reads. */
export function statementText(records: StatementRecords, statement: StatementPeriodItem): StatementText {
  return {
    holder: records.account.holder, accountNumber: records.account.accountNumber, periodName: monthName(statement.period),
    startDate: statement.startDate, endDate: statement.endDate, openingBalance: statement.openingBalance, closingBalance: statement.closingBalance,
    totalCredits: statement.totalCredits, totalDebits: statement.totalDebits, lines: statement.lines,
  };
}

/** The CSV in the language shown: headings and what the ledger wrote translated, figures and dates as plain data. */
export const statementCsv = (records: StatementRecords, statement: StatementPeriodItem): string => csvOf(statementText(records, statement), currentLanguage());

export const statementFileName = (records: StatementRecords, statement: StatementPeriodItem, extension: 'csv' | 'pdf') =>
  `statement-${records.account.accountNumber}-${statement.period}.${extension}`;

/** The PDF in the language shown, drawn by the generator the server's e-mailed statement also uses (adapters/pdf/statement-pdf.ts). */
export const statementPdf = (records: StatementRecords, statement: StatementPeriodItem): Promise<Uint8Array> =>
  drawStatementPdf(statementText(records, statement), statement.period, records.account.accountType, records.bank, currentLanguage());
