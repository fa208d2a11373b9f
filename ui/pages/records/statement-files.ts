/**
 * The statement as files: CSV and PDF built from the same server answer, so both show the
 * same rows and balances. pdf-lib draws the PDF in the browser (no upload of the data).
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { StatementRecords, StatementPeriodItem } from '../../../adapters/client/records-api.ts';
import { formatUsd } from '../../format.ts';
import { monthName, statementColumns, statementCsv as csvOf, statementRows, type StatementText } from '../../../domain/records/statement-text.ts';

/** The API's answer in the shape the shared CSV writer reads. */
export function statementText(records: StatementRecords, statement: StatementPeriodItem): StatementText {
  return {
    holder: records.account.holder, accountNumber: records.account.accountNumber, periodName: monthName(statement.period),
    startDate: statement.startDate, endDate: statement.endDate, openingBalance: statement.openingBalance, closingBalance: statement.closingBalance,
    totalCredits: statement.totalCredits, totalDebits: statement.totalDebits, lines: statement.lines,
  };
}

export const statementCsv = (records: StatementRecords, statement: StatementPeriodItem): string => csvOf(statementText(records, statement));

export const statementFileName = (records: StatementRecords, statement: StatementPeriodItem, extension: 'csv' | 'pdf') =>
  `statement-${records.account.accountNumber}-${statement.period}.${extension}`;

const PAGE: [number, number] = [842, 595];

/** A landscape A4 statement: header, summary, then the rows, continued on as many pages as needed. */
export async function statementPdf(records: StatementRecords, statement: StatementPeriodItem): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Statement ${statement.period}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(PAGE);
  let y = PAGE[1] - 40;
  const text = (value: string, x: number, size = 9, useBold = false) => page.drawText(ascii(value), { x, y, size, font: useBold ? bold : font, color: rgb(0.1, 0.1, 0.15) });
  text('Trust Microfinance Bank - Account Statement', 40, 16, true);
  y -= 24;
  text(`${records.account.holder}  |  Account ${records.account.accountNumber}  |  ${records.account.accountType}`, 40, 10);
  y -= 16;
  text(`Period: ${monthName(statement.period)} (${statement.startDate} to ${statement.endDate})`, 40, 10);
  y -= 16;
  text(`Opening Balance ${formatUsd(statement.openingBalance)}   Total Credits ${formatUsd(statement.totalCredits)}   Total Debits ${formatUsd(statement.totalDebits)}   Closing Balance ${formatUsd(statement.closingBalance)}`, 40, 10, true);
  y -= 26;
  const xs = [40, 110, 150, 330, 450, 500, 590, 680, 730, 780];
  const header = () => { statementColumns.forEach((c, i) => text(c, xs[i] ?? 40, 9, true)); y -= 14; };
  header();
  for (const row of statementRows(statementText(records, statement))) {
    if (y < 40) { page = pdf.addPage(PAGE); y = PAGE[1] - 40; header(); }
    row.forEach((cell, i) => text(cell.slice(0, i === 2 ? 34 : 22), xs[i] ?? 40));
    y -= 13;
  }
  if (statement.lines.length === 0) text('No transactions in this period', 40);
  return pdf.save();
}

/** The standard PDF fonts cover WinAnsi only; anything else is replaced rather than failing the whole file. */
const ascii = (value: string): string => value.replace(/[^\x20-\x7E]/g, '?');
