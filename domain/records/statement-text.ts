/** A statement period as CSV text, shared by the browser's Export CSV and the e-mailed statement, so both carry the same rows, in the reader's language. */
import type { Language } from '../i18n/language.ts';
import { say, sayRowText, type ServerMessages } from '../i18n/server-messages.ts';

export interface StatementLineText {
  date: string;
  time: string;
  description: string;
  reference: string;
  type: 'credit' | 'debit';
  amount: string;
  balance: string;
  channel: string;
  status: string;
  category: string;
}

/** A period's dates and money as the statement prints them (decimal text); the API's statement period carries the same. */
export interface StatementFigures {
  startDate: string;
  endDate: string;
  openingBalance: string;
  closingBalance: string;
  totalCredits: string;
  totalDebits: string;
}

export interface StatementText extends StatementFigures {
  holder: string;
  accountNumber: string;
  periodName: string;
  lines: StatementLineText[];
}

const columnKeys: (keyof ServerMessages['pdf']['columns'])[] = ['date', 'time', 'description', 'reference', 'type', 'amount', 'balance', 'channel', 'status', 'category'];

/** The column headings in a language: English's are "Date", "Time", "Description", ... */
export const statementColumns = (language: Language): string[] => columnKeys.map((key) => say(language, (m) => m.pdf.columns[key]));

/** Cells that a spreadsheet would run as a formula are prefixed with a quote (CSV injection). */
const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Each line's cells; the figures stay plain decimals and the dates ISO, so a spreadsheet reads them in any language. */
export function statementRows(statement: StatementText, language: Language = 'en'): string[][] {
  const row = (text: string) => sayRowText(language, text);
  const type = (line: StatementLineText) => say(language, (m) => (line.type === 'credit' ? m.pdf.credit : m.pdf.debit));
  return statement.lines.map((line) => [line.date, line.time, row(line.description), line.reference, type(line), `${line.type === 'credit' ? '' : '-'}${line.amount}`, line.balance, row(line.channel), row(line.status), row(line.category)]);
}

export function statementCsv(statement: StatementText, language: Language = 'en'): string {
  const label = (pick: (m: ServerMessages['csv']) => string) => say(language, (m) => pick(m.csv));
  const head = [
    [label((c) => c.title)],
    [label((c) => c.holder), statement.holder],
    [label((c) => c.accountNumber), statement.accountNumber],
    [label((c) => c.period), statement.periodName, statement.startDate, statement.endDate],
    [label((c) => c.opening), statement.openingBalance],
    [label((c) => c.closing), statement.closingBalance],
    [label((c) => c.credits), statement.totalCredits],
    [label((c) => c.debits), statement.totalDebits],
    [],
    statementColumns(language),
  ];
  return [...head, ...statementRows(statement, language)].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Breaks `text` into lines no wider than `maxWidth` as `measure` reports (the PDF font's own
 * widths), at spaces where it can and inside a word only when the word alone is too wide,
 * so nothing is ever cut off: every character of the text is on some line, in order.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= maxWidth) { line = joined; continue; }
    if (line) lines.push(line);
    line = '';
    for (const piece of splitWord(word, maxWidth, measure)) {
      if (line) lines.push(line);
      line = piece;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** A word wider than the column, in pieces that each fit (at least one character per piece). */
function splitWord(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) { pieces.push(piece); piece = ''; }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-09" -> "September 2025". */
export function monthName(period: string): string {
  const [year, month] = period.split('-');
  return `${monthNames[Number(month) - 1] ?? month} ${year}`;
}
