// Proves the statement PDF prints what the ledger holds, whole (issue 13 item 4): full references, long descriptions
// wrapped over lines but complete, the bank's name and address from settings, "Page N of M" on every page, and
// amounts with the currency symbol and thousands separators; and that wrapping never drops a character.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatementLineItem, StatementPeriodItem, StatementRecords } from '../../../adapters/client/records-api.ts';
import { wrapText } from '../../../domain/records/statement-text.ts';
import { pdfText } from '../../../tests/e2e/support/pdf-text.ts';
import { statementPdf } from './statement-files.ts';

const LONG = 'Quarterly rent for the riverside workshop including the storage unit, the shared parking space and the late fee agreed with the landlord in October';

function line(i: number, over: Partial<StatementLineItem> = {}): StatementLineItem {
  return {
    id: `t${i}`, type: 'debit', kind: 'transfer', currency: 'USD', amount: '1255.75', amount_minor: 125575, fee: '5.00', fee_minor: 500, total: '1255.75', total_minor: 125575,
    description: `Payment ${i}`, category: 'Transfer', reference: `TRF-20261123-57227064${String(i).padStart(2, '0')}`, counterparty: 'Carol', status: 'completed',
    date: '2026-11-23', time: '10:15', at: '2026-11-23T10:15:00.000Z', position: i, balance: '12345.67', channel: 'Online', ...over,
  };
}

const records = (lines: StatementLineItem[]): { records: StatementRecords; statement: StatementPeriodItem } => {
  const statement: StatementPeriodItem = {
    period: '2026-11', startDate: '2026-11-01', endDate: '2026-11-30', openingBalance: '100000.00', closingBalance: '98744.25',
    totalCredits: '0.00', totalDebits: '1255.75', transactionCount: lines.length, status: 'current', lines,
  };
  return {
    records: { account: { holder: 'Amara Okafor', accountNumber: '1234567890', accountType: 'Savings', email: 'a@example.test' }, bank: { name: 'Trust Microfinance Bank', address: '120 Market Street, Springfield, IL 62701' }, periods: [statement], statement },
    statement,
  };
};

async function textOf(lines: StatementLineItem[]): Promise<string[]> {
  const { records: r, statement } = records(lines);
  return pdfText(Buffer.from(await statementPdf(r, statement)));
}

describe('statement PDF', () => {
  it('prints a 23-character reference whole and a long description complete over several lines', async () => {
    const texts = await textOf([line(1, { reference: 'TRF-20261123-5722706429', description: LONG })]);
    expect(texts).toContain('TRF-20261123-5722706429');
    const descriptionLines = texts.filter((t) => LONG.includes(t) && t.length > 3);
    expect(descriptionLines.length).toBeGreaterThan(1);
    expect(descriptionLines.join(' ')).toBe(LONG);
  });

  it('carries the bank name and address, money with symbols and thousands separators, and Page N of M on every page', async () => {
    const texts = await textOf(Array.from({ length: 70 }, (_, i) => line(i)));
    expect(texts).toContain('Trust Microfinance Bank');
    expect(texts).toContain('120 Market Street, Springfield, IL 62701');
    expect(texts).toContain('-$1,255.75');
    expect(texts).toContain('$12,345.67');
    const pages = texts.filter((t) => /^Page \d+ of \d+$/.test(t));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_, i) => `Page ${i + 1} of ${pages.length}`));
    // Every row is printed, each reference once and whole.
    for (let i = 0; i < 70; i += 1) expect(texts.filter((t) => t === line(i).reference)).toHaveLength(1);
  });
});

describe('wrapText', () => {
  it('keeps every character in order, and no line is wider than the column unless it is one character (property)', () => {
    const measure = (text: string) => text.length * 5;
    fc.assert(fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 5, max: 200 }), (text, width) => {
      const lines = wrapText(text, width, measure);
      expect(lines.join(' ').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
      for (const l of lines) expect(l.length === 1 || measure(l) <= width).toBe(true);
    }));
  });
});
