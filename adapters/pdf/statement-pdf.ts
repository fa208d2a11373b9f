/**
 * A statement period as a PDF, drawn with pdf-lib from the same domain statement text as the
 * CSV: one generator for the browser's Download PDF and the server's e-mailed attachment, so
 * both carry the same rows and balances. No I/O here; it runs in the browser and in Node.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatUsd, fromDecimalString } from '../../domain/money/money.ts';
import { statementColumns, wrapText, type StatementText } from '../../domain/records/statement-text.ts';

/** The bank as the statement's letterhead names it (System Settings, general). */
export interface StatementBank {
  name: string;
  address: string;
}

const PAGE: [number, number] = [842, 595];
const MARGIN = 36;
const SIZE = 8;
const LINE = 10;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.4, 0.4, 0.45);
const DEFAULT_BANK: StatementBank = { name: 'Trust Microfinance Bank', address: '' };

/** The table's columns over the landscape page: widths in points; money right-aligned; nothing is clipped, long cells wrap. */
const COLUMNS: { width: number; right?: boolean }[] = [
  { width: 52 }, { width: 30 }, { width: 176 }, { width: 118 }, { width: 38 },
  { width: 72, right: true }, { width: 78, right: true }, { width: 44 }, { width: 56 }, { width: 60 },
];
const GAP = 8;

interface Footer {
  bankName: string;
  /** The number of pages, or null on the first pass that counts them. */
  pages: number | null;
}

/** "1250.5" -> "$1,250.50", through integer cents. */
const usd = (decimal: string): string => formatUsd(fromDecimalString(decimal, 'USD'));

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws on the current page, starting new pages (with the table header again) as the rows need. */
class StatementWriter {
  private page: PDFPage;
  y: number;

  constructor(private readonly pdf: PDFDocument, private readonly fonts: Fonts, private readonly footer: Footer) {
    this.page = pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    this.drawFooter();
  }

  /** "Page N of M" and the bank's name at the foot of the page, drawn with the page (M comes from a first layout pass). */
  private drawFooter(): void {
    if (this.footer.pages === null) return;
    const { regular } = this.fonts;
    const label = `Page ${this.pdf.getPageCount()} of ${this.footer.pages}`;
    this.page.drawText(label, { x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(label, SIZE), y: MARGIN - 14, size: SIZE, font: regular, color: MUTED });
    this.page.drawText(winAnsi(this.footer.bankName), { x: MARGIN, y: MARGIN - 14, size: SIZE, font: regular, color: MUTED });
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; muted?: boolean } = {}): void {
    this.page.drawText(winAnsi(value), { x, y: this.y, size: options.size ?? SIZE, font: options.bold ? this.fonts.bold : this.fonts.regular, color: options.muted ? MUTED : INK });
  }

  measure = (value: string, bold = false): number => (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(winAnsi(value), SIZE);

  /** One table row: each cell wrapped to its column; the row is as tall as its tallest cell. */
  row(cells: string[], bold = false): void {
    const wrapped = cells.map((cell, i) => wrapText(cell, COLUMNS[i]!.width, (t) => this.measure(t, bold)));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
    if (this.y - height < MARGIN + 20) this.newPage();
    const top = this.y;
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      const column = COLUMNS[i]!;
      lines.forEach((line, n) => {
        this.y = top - n * LINE;
        this.text(line, column.right ? x + column.width - this.measure(line, bold) : x, { bold });
      });
      x += column.width + GAP;
    });
    this.y = top - height - 3;
  }

  header(): void {
    this.row(statementColumns, true);
  }

  newPage(): void {
    this.page = this.pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    this.drawFooter();
    this.header();
  }
}

/**
 * A landscape A4 statement: the bank's name and address, the holder and period, the summary,
 * then every row with its full reference and wrapped description, amounts as money ($1,234.56),
 * continued on as many pages as needed, each numbered "Page N of M".
 */
export async function statementPdf(statement: StatementText, period: string, accountType: string, bank: StatementBank = DEFAULT_BANK): Promise<Uint8Array> {
  const counted = await layOut(statement, period, accountType, bank, null);
  return (await layOut(statement, period, accountType, bank, counted.getPageCount())).save();
}

async function layOut(statement: StatementText, period: string, accountType: string, bank: StatementBank, pages: number | null): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Statement ${period}`);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const w = new StatementWriter(pdf, fonts, { bankName: bank.name, pages });
  w.text(bank.name, MARGIN, { size: 16, bold: true });
  w.y -= 14;
  if (bank.address) w.text(bank.address, MARGIN, { size: 9, muted: true });
  w.y -= 20;
  w.text('Account Statement', MARGIN, { size: 12, bold: true });
  w.y -= 16;
  w.text(`${statement.holder}  |  Account ${statement.accountNumber}  |  ${accountType}`, MARGIN, { size: 10 });
  w.y -= 14;
  w.text(`Period: ${statement.periodName} (${statement.startDate} to ${statement.endDate})`, MARGIN, { size: 10 });
  w.y -= 16;
  w.text(`Opening Balance ${usd(statement.openingBalance)}   Total Credits ${usd(statement.totalCredits)}   Total Debits ${usd(statement.totalDebits)}   Closing Balance ${usd(statement.closingBalance)}`, MARGIN, { size: 10, bold: true });
  w.y -= 22;
  w.header();
  for (const line of statement.lines) w.row(pdfCells(line));
  if (statement.lines.length === 0) w.text('No transactions in this period', MARGIN);
  return pdf;
}

/** A statement line as the PDF prints it: money with its symbol and thousands separators, the reference whole. */
function pdfCells(line: StatementText['lines'][number]): string[] {
  const amount = usd(line.amount);
  return [line.date, line.time, line.description, line.reference, line.type, line.type === 'credit' ? amount : `-${amount}`, usd(line.balance), line.channel, line.status, line.category];
}

/** The standard PDF fonts cover WinAnsi (Latin-1) only; anything else is replaced rather than failing the whole file. */
const winAnsi = (value: string): string => value.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
