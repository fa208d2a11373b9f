// Proves Email Statement honours the format chosen: PDF arrives over real SMTP as an attached PDF whose text holds the
// statement's rows and balances (the same generator as Download PDF); CSV arrives as rows in the body.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSmtpMailer } from '../mail/mailer.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';
import { attachmentsOf } from '../../tests/support/mime-attachments.ts';
import { startSmtpCatcher } from '../../tests/support/smtp-catcher.ts';
import { pdfText } from '../../tests/e2e/support/pdf-text.ts';

vi.setConfig({ testTimeout: 30_000 });

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('e-mailed statement', () => {
  it('attaches the PDF with the statement rows when PDF is chosen, and puts CSV rows in the body when CSV is', async () => {
    const catcher = await startSmtpCatcher();
    close = catcher.close;
    const bank = await moneyBank(undefined, { mailer: createSmtpMailer(catcher.url, 5_000) });
    const period = bank.clock.now().toISOString().slice(0, 7);
    const send = (format: 'pdf' | 'csv') => bank.call('/functions/v1/customer-records', { action: 'email_statement', email: 'alice@example.com', period, format }, bank.alice.token);
    expect((await send('pdf')).body).toEqual({ success: true });
    const mail = catcher.messages.at(-1)!;
    expect(mail.raw).toContain('is attached as a PDF');
    const [pdf, ...others] = attachmentsOf(mail.raw);
    expect(others).toHaveLength(0);
    expect(pdf).toMatchObject({ filename: `statement-${bank.alice.accountNumber}-${period}.pdf`, contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf!.content).join(' | ');
    expect(text).toContain('Trust Microfinance Bank');
    expect(text).toContain('Account Statement');
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain('Opening Balance $0.00');
    expect(text).toContain('Closing Balance $1,000.00');
    // Customers read the bank's adjustment as the bank describes it to them, never the administrator's reason (issue 13 item 8).
    expect(text).toContain('Balance adjustment: credit from Trust');
    expect(text).toMatch(/ADJ-\d{8}-[0-9A-F]{8}/);
    expect((await send('csv')).body).toEqual({ success: true });
    const csv = catcher.messages.at(-1)!;
    expect(attachmentsOf(csv.raw)).toHaveLength(0);
    expect(csv.raw).toContain('Balance adjustment: credit from Trust Microfinance Bank');
  });
});
