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

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-09" -> "September 2025". */
export function monthName(period: string): string {
  const [year, month] = period.split('-');
  return `${monthNames[Number(month) - 1] ?? month} ${year}`;
}
