// Proves a long statement's PDF runs over several pages and every page carries the bank's name, the moment and
// "Page N of M", with the figures as the page shows them (read back from the PDF's text).
import { describe, expect, it } from 'vitest';
import type { StatementTable } from '../../domain/accounting/statement-table.ts';
import { pdfText } from '../../tests/e2e/support/pdf-text.ts';
import { statementTablePdf } from './accounting-pdf.ts';

describe('a statement as a PDF', () => {
  it('puts the bank, the moment and Page N of M on every page', async () => {
    const table: StatementTable = {
      title: 'General ledger: 2000 Customer deposits', moment: 'From position 0 to position 400', currency: 'USD',
      columns: [{ label: 'Position' }, { label: 'Source' }, { label: 'Debit', money: true }, { label: 'Credit', money: true }],
      rows: Array.from({ length: 120 }, (_, i) => ({ cells: [String(i + 1), 'Journal entry', { minor: 0 }, { minor: 12_345 + i }] })),
    };
    const bytes = await statementTablePdf(table, 'Trust Microfinance Bank', { page: (n, of) => `Page ${n} of ${of}`, money: (minor) => `$${(minor / 100).toFixed(2)}` });
    const text = pdfText(Buffer.from(bytes));
    const pages = text.filter((line) => /^Page \d+ of \d+$/.test(line));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_, i) => `Page ${i + 1} of ${pages.length}`));
    expect(text.filter((line) => line === 'Trust Microfinance Bank - From position 0 to position 400')).toHaveLength(pages.length);
    expect(text).toContain('$123.45');
    expect(text).toContain('$124.64');
  });
});
