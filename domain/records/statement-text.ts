/** A statement period as CSV text, shared by the browser's Export CSV and the e-mailed statement, so both carry the same rows. */

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

export interface StatementText {
  holder: string;
  accountNumber: string;
  periodName: string;
  startDate: string;
  endDate: string;
  openingBalance: string;
  closingBalance: string;
  totalCredits: string;
  totalDebits: string;
  lines: StatementLineText[];
}

export const statementColumns = ['Date', 'Time', 'Description', 'Reference', 'Type', 'Amount', 'Balance', 'Channel', 'Status', 'Category'];

/** Cells that a spreadsheet would run as a formula are prefixed with a quote (CSV injection). */
const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function statementRows(statement: StatementText): string[][] {
  return statement.lines.map((line) => [line.date, line.time, line.description, line.reference, line.type, `${line.type === 'credit' ? '' : '-'}${line.amount}`, line.balance, line.channel, line.status, line.category]);
}

export function statementCsv(statement: StatementText): string {
  const head = [
    ['Trust Microfinance Bank - Account Statement'],
    ['Account Holder', statement.holder],
    ['Account Number', statement.accountNumber],
    ['Period', statement.periodName, statement.startDate, statement.endDate],
    ['Opening Balance', statement.openingBalance],
    ['Closing Balance', statement.closingBalance],
    ['Total Credits', statement.totalCredits],
    ['Total Debits', statement.totalDebits],
    [],
    statementColumns,
  ];
  return [...head, ...statementRows(statement)].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
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
