/**
 * A statement as one table that the page shows, the CSV writes and the PDF draws, so the three
 * always carry the same rows: text cells and money cells (minor units, written as the ledger
 * holds them: two decimals for USD, eight for BTC). The headings arrive already in the reader's language.
 */
import { toDecimalString, type Currency } from '../money/money.ts';

export type Cell = string | { minor: number };
export interface StatementRow { cells: Cell[]; kind?: 'heading' | 'total' }
export interface StatementTable {
  title: string;
  /** The moment(s) the statement stands for, worded. */
  moment: string;
  currency: Currency;
  columns: { label: string; money?: boolean }[];
  rows: StatementRow[];
}

const csvCell = (value: string): string => {
  // A cell a spreadsheet would run as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const cellText = (cell: Cell, currency: Currency): string => (typeof cell === 'string' ? cell : toDecimalString(cell.minor, currency));

/** The CSV: the bank's name, the title and moment, the headings, then every row; money as plain decimals. */
export function statementTableCsv(table: StatementTable, bankName: string): string {
  const lines: string[][] = [[bankName], [table.title], [table.moment], [], table.columns.map((column) => column.label), ...table.rows.map((row) => row.cells.map((cell) => cellText(cell, table.currency)))];
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
