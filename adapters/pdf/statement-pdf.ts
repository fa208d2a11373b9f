/**
 * A statement period as a PDF, drawn with pdf-lib from the same domain statement text as the
 * CSV: one generator for the browser's Download PDF and the server's e-mailed attachment, so
 * both carry the same rows and balances. No I/O here; it runs in the browser and in Node.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { clockText, dayText, usdText } from '../../domain/i18n/format.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { say, sayRowText, type ServerMessages } from '../../domain/i18n/server-messages.ts';
import { wrapText, type StatementText } from '../../domain/records/statement-text.ts';

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
  { width: 56 }, { width: 36 }, { width: 166 }, { width: 118 }, { width: 38 },
  { width: 72, right: true }, { width: 78, right: true }, { width: 44 }, { width: 56 }, { width: 60 },
];
const GAP = 8;

interface Footer {
  bankName: string;
  language: Language;
  /** The number of pages, or null on the first pass that counts them. */
  pages: number | null;
}

/** The columns' headings in the statement's language, in the order of the CSV's columns. */
const columnKeys: (keyof ServerMessages['pdf']['columns'])[] = ['date', 'time', 'description', 'reference', 'type', 'amount', 'balance', 'channel', 'status', 'category'];

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
    const label = winAnsi(say(this.footer.language, (m) => m.pdf.page, { page: this.pdf.getPageCount(), pages: this.footer.pages }));
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
    this.row(columnKeys.map((key) => say(this.footer.language, (m) => m.pdf.columns[key])), true);
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
 * then every row with its full reference and wrapped description, amounts as money ($1,234.56,
 * or 1 234,56 $US in French), continued on as many pages as needed, each numbered "Page N of M".
 * The labels, money and dates are in the customer's language (domain/i18n).
 */
export async function statementPdf(statement: StatementText, period: string, accountType: string, bank: StatementBank = DEFAULT_BANK, language: Language = 'en'): Promise<Uint8Array> {
  const counted = await layOut(statement, { period, accountType, bank, language }, null);
  return (await layOut(statement, { period, accountType, bank, language }, counted.getPageCount())).save();
}

interface Layout {
  period: string;
  accountType: string;
  bank: StatementBank;
  language: Language;
}

async function layOut(statement: StatementText, layout: Layout, pages: number | null): Promise<PDFDocument> {
  const { period, bank, language } = layout;
  const text = (pick: (m: ServerMessages) => string, values?: Record<string, string | number>) => say(language, pick, values);
  const usd = (decimal: string) => usdText(language, decimal);
  const pdf = await PDFDocument.create();
  pdf.setTitle(text((m) => m.pdf.documentTitle, { period }));
  pdf.setLanguage(language);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const w = new StatementWriter(pdf, fonts, { bankName: bank.name, language, pages });
  w.text(bank.name, MARGIN, { size: 16, bold: true });
  w.y -= 14;
  if (bank.address) w.text(bank.address, MARGIN, { size: 9, muted: true });
  w.y -= 20;
  w.text(text((m) => m.pdf.title), MARGIN, { size: 12, bold: true });
  w.y -= 16;
  w.text(text((m) => m.pdf.holderLine, { holder: statement.holder, accountNumber: statement.accountNumber, accountType: accountTypeText(layout) }), MARGIN, { size: 10 });
  w.y -= 14;
  w.text(text((m) => m.pdf.period, { period: statement.periodName, start: dateText(language, statement.startDate), end: dateText(language, statement.endDate) }), MARGIN, { size: 10 });
  w.y -= 16;
  w.text(text((m) => m.pdf.summary, { opening: usd(statement.openingBalance), credits: usd(statement.totalCredits), debits: usd(statement.totalDebits), closing: usd(statement.closingBalance) }), MARGIN, { size: 10, bold: true });
  w.y -= 22;
  w.header();
  for (const line of statement.lines) w.row(pdfCells(line, language));
  if (statement.lines.length === 0) w.text(text((m) => m.pdf.none), MARGIN);
  return pdf;
}

/** Days as every other page writes them, in the statement's language ("Nov 26, 2026" | "26 nov. 2026", DECISIONS 29). */
const dateText = (language: Language, date: string): string => dayText(language, date);

/** A table cell's word capitalised as the screens show it ("Debit", "Completed"; "Débit", "Terminé"). */
const capitalised = (word: string): string => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** The account type as the server names it ("Savings"), in the statement's language when the bank knows the word. */
const accountTypeText = ({ accountType, language }: Layout): string => (accountType.toLowerCase() === 'savings' ? say(language, (m) => m.pdf.savings) : accountType);

/** A statement line as the PDF prints it: money with its symbol and thousands separators, the reference whole, what the ledger wrote in the statement's language. */
function pdfCells(line: StatementText['lines'][number], language: Language): string[] {
  const amount = usdText(language, line.amount);
  const type = capitalised(say(language, (m) => (line.type === 'credit' ? m.pdf.credit : m.pdf.debit)));
  const row = (text: string) => sayRowText(language, text);
  return [dateText(language, line.date), clockText(language, line.time), row(line.description), line.reference, type, line.type === 'credit' ? amount : `-${amount}`, usdText(language, line.balance), row(line.channel), capitalised(row(line.status)), row(line.category)];
}

/** The standard PDF fonts cover WinAnsi (Latin-1) only; anything else is replaced rather than failing the whole file. */
// French money groups digits with a narrow no-break space, which WinAnsi lacks: it becomes a no-break space.
const winAnsi = (value: string): string => value.replace(/\u202f/g, '\u00a0').replace(/[^\x20-\x7E\xA0-\xFF\u2018\u2019\u201C\u201D\u2013\u2014\u2026]/g, '?');
