// Proves the statement PDF's rows read as every other page does (DECISIONS 29): the day and time in the reader's language
// ("Nov 23, 2026" and "5:07 PM", "23 nov. 2026" and "17:07"), never ISO, and the type and status words capitalised.
import { describe, expect, it } from 'vitest';
import type { StatementText } from '../../domain/records/statement-text.ts';
import { pdfText } from '../../tests/e2e/support/pdf-text.ts';
import { statementPdf } from './statement-pdf.ts';

const statement: StatementText = {
  holder: 'Amara Okafor', accountNumber: '1234567890', periodName: 'November 2026', startDate: '2026-11-01', endDate: '2026-11-30',
  openingBalance: '100.00', closingBalance: '45.00', totalCredits: '0.00', totalDebits: '55.00',
  lines: [{ date: '2026-11-23', time: '17:07', description: 'Rent', reference: 'TRF-20261123-5722706429', type: 'debit', amount: '55.00', balance: '45.00', channel: 'Online', status: 'completed', category: 'Transfer' }],
};

const rowOf = async (language: 'en' | 'fr') => pdfText(Buffer.from(await statementPdf(statement, '2026-11', 'Savings', { name: 'Trust Microfinance Bank', address: '' }, language)));

describe('the statement PDF rows', () => {
  it('write the day, the time, the type and the status as the English screens do', async () => {
    const texts = await rowOf('en');
    expect(texts).toEqual(expect.arrayContaining(['Nov 23, 2026', '5:07 PM', 'Debit', 'Completed']));
    expect(texts.filter((text) => /\d{4}-\d{2}-\d{2}/.test(text) || ['debit', 'completed', '17:07'].includes(text))).toEqual([]);
  });

  it('write them in French for a French reader', async () => {
    const texts = await rowOf('fr');
    expect(texts).toEqual(expect.arrayContaining(['23 nov. 2026', '17:07', 'Débit']));
    expect(texts.filter((text) => /\d{4}-\d{2}-\d{2}/.test(text) || ['débit', 'debit', 'completed'].includes(text))).toEqual([]);
  });
});
