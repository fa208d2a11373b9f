/**
 * A financial statement as a PDF (issue 28 item 2), drawn with pdf-lib from the same table the
 * page shows and the CSV writes (domain/accounting/statement-table.ts). Every page carries the
 * bank's name, the statement's title and moment, and "Page N of M". No I/O; it runs in the browser and in Node.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { StatementTable } from '../../domain/accounting/statement-table.ts';

const PAGE: [number, number] = [842, 595];
const MARGIN = 40;
const SIZE = 9;
const LINE = 13;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.4, 0.4, 0.45);

export interface PdfWords {
  /** "Page 2 of 5" in the reader's language. */
  page: (n: number, of: number) => string;
  /** A money cell as shown on the page (the reader's format, two decimals for USD). */
  money: (minor: number) => string;
}

/** The standard fonts write WinAnsi only: characters outside it (a narrow no-break space) become plain spaces. */
const printable = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ').replace(/[^\x20-\x7e\u00a1-\u00ff\u2019\u2013\u2014\u20ac]/g, '?');

function fit(text: string, font: PDFFont, width: number): string {
  let out = printable(text);
  while (out.length > 1 && font.widthOfTextAtSize(out, SIZE) > width) out = `${out.slice(0, -2)}…`.replace(/……$/, '…');
  return out;
}

export async function statementTablePdf(table: StatementTable, bankName: string, words: PdfWords): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${bankName} - ${table.title}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const usable = PAGE[0] - 2 * MARGIN;
  const moneyWidth = 110;
  const moneyColumns = table.columns.filter((c) => c.money).length;
  const textWidth = (usable - moneyColumns * moneyWidth) / Math.max(1, table.columns.length - moneyColumns);
  const widths = table.columns.map((c) => (c.money ? moneyWidth : textWidth));
  let page: PDFPage = pdf.addPage(PAGE);
  let y = 0;
  const row = (cells: string[], font: PDFFont) => {
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index]! - 6;
      const text = fit(cell, font, width);
      const right = table.columns[index]?.money;
      page.drawText(text, { x: right ? x + width - font.widthOfTextAtSize(text, SIZE) : x, y, size: SIZE, font, color: INK });
      x += widths[index]!;
    });
    y -= LINE;
  };
  const header = () => {
    y = PAGE[1] - MARGIN;
    page.drawText(printable(bankName), { x: MARGIN, y, size: 14, font: bold, color: INK });
    y -= 18;
    page.drawText(printable(`${table.title} (${table.currency})`), { x: MARGIN, y, size: 11, font: bold, color: INK });
    y -= 14;
    page.drawText(printable(table.moment), { x: MARGIN, y, size: SIZE, font: regular, color: MUTED });
    y -= 20;
    row(table.columns.map((c) => c.label), bold);
    page.drawLine({ start: { x: MARGIN, y: y + LINE - 3 }, end: { x: PAGE[0] - MARGIN, y: y + LINE - 3 }, thickness: 0.5, color: MUTED });
  };
  header();
  for (const line of table.rows) {
    if (y < MARGIN + 2 * LINE) { page = pdf.addPage(PAGE); header(); }
    row(line.cells.map((cell) => (typeof cell === 'string' ? cell : words.money(cell.minor))), line.kind ? bold : regular);
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const footer = printable(`${bankName} - ${table.moment}`);
    each.drawText(fit(footer, regular, usable - 100), { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED });
    const count = printable(words.page(index + 1, pages.length));
    each.drawText(count, { x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(count, 8), y: MARGIN / 2, size: 8, font: regular, color: MUTED });
  });
  return pdf.save();
}
