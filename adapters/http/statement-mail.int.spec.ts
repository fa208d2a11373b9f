// Proves Email Statement honours the format chosen: PDF arrives over real SMTP as an attached PDF whose text holds the
// statement's rows and balances (the same generator as Download PDF); CSV arrives as rows in the body. To another address it
// needs the PIN and a code sent to the own address, and carries none of the text the customer typed (issue 25 item 5).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSmtpMailer } from '../mail/mailer.ts';
import { codeFrom, localDetails, moneyBank, steps } from '../../tests/support/money-fixtures.ts';
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

describe('a statement to another address (issue 25 item 5, DECISIONS 31)', () => {
  const PHISH = 'URGENT: verify at http://evil.example/login';
  const STRANGER = 'stranger@elsewhere.example';

  async function aliceWithTypedText() {
    const bank = await moneyBank();
    const { start, pin, confirm, latestCode } = steps(bank);
    const token = bank.alice.token;
    expect((await bank.call('/functions/v1/user-sync', { action: 'update_profile', data: { profileData: { first_name: PHISH } } }, token)).status).toBe(200);
    const started = await start(token, 'local', localDetails({ recipientName: 'Call 555-0199 now', description: 'Reset your PIN at http://evil.example/pin' }));
    expect((await pin(token, started.body.transferId, bank.alice.pin)).status).toBe(200);
    expect((await confirm(token, started.body.transferId, latestCode('alice@example.com'))).status).toBe(200);
    const period = bank.clock.now().toISOString().slice(0, 7);
    const records = (body: object) => bank.call('/functions/v1/customer-records', { period, format: 'pdf', ...body }, token);
    return { bank, records, period };
  }

  it('goes to the own address at once, with no PIN or code', async () => {
    const { bank, records } = await aliceWithTypedText();
    expect((await records({ action: 'email_statement', email: ' Alice@Example.com ' })).body).toEqual({ success: true });
    const own = bank.mailbox.to('alice@example.com')[0]!;
    expect(own.attachments).toHaveLength(1);
    // The customer's own copy keeps what they typed: the text a stranger must not get is really there.
    expect(own.text).toContain(PHISH);
    expect(pdfText(Buffer.from(own.attachments![0]!.content)).join(' ')).toContain('Reset your PIN');
  });

  it('refuses another address without the PIN and the code sent to the own address, and mails the stranger nothing', async () => {
    const { bank, records } = await aliceWithTypedText();
    const refused = await records({ action: 'email_statement', email: STRANGER });
    expect(refused).toMatchObject({ status: 403, body: { detail: 'A statement goes to another address only with your PIN and a code sent to your own e-mail.' } });
    const wrongPin = await records({ action: 'email_statement_start', email: STRANGER, pin: '0000' });
    expect(wrongPin.status).toBe(400);
    const started = await records({ action: 'email_statement_start', email: STRANGER, pin: '1357' });
    expect(started.body).toMatchObject({ success: true, codeSentTo: expect.stringContaining('@example.com') });
    const code = codeFrom(bank.mailbox.to('alice@example.com')[0]!.text);
    expect(bank.mailbox.to('alice@example.com')[0]!.text).toContain(STRANGER);
    // A code asked for one address does not send to another, nor the CSV instead of the PDF.
    expect((await records({ action: 'email_statement', email: 'thief@elsewhere.example', changeId: started.body.changeId, code })).status).toBe(400);
    expect((await records({ action: 'email_statement', email: STRANGER, format: 'csv', changeId: started.body.changeId, code })).status).toBe(400);
    expect(bank.mailbox.to(STRANGER)).toHaveLength(0);
    expect(bank.mailbox.to('thief@elsewhere.example')).toHaveLength(0);
  });

  it('sends with the PIN and the code, and the stranger reads none of the text the customer typed', async () => {
    const { bank, records } = await aliceWithTypedText();
    for (const format of ['pdf', 'csv'] as const) {
      const started = await records({ action: 'email_statement_start', email: STRANGER, format, pin: '1357' });
      const code = codeFrom(bank.mailbox.to('alice@example.com')[0]!.text);
      expect((await records({ action: 'email_statement', email: STRANGER, format, changeId: started.body.changeId, code })).body).toEqual({ success: true });
      const mail = bank.mailbox.to(STRANGER)[0]!;
      const attached = mail.attachments ?? [];
      expect(attached).toHaveLength(1);
      const file = format === 'pdf' ? pdfText(Buffer.from(attached[0]!.content)).join(' | ') : Buffer.from(attached[0]!.content).toString('utf8');
      const everything = `${mail.subject}\n${mail.text}\n${file}`;
      for (const typed of ['evil.example', 'URGENT', 'Call 555-0199', 'Reset your PIN', 'Adams', 'Carol']) expect(everything).not.toContain(typed);
      expect(mail.subject).toMatch(/^A Trust Microfinance Bank statement for /);
      expect(file).toContain('Closing Balance');
      expect(file).toContain('Transfer sent');
      expect(file).toContain(bank.alice.accountNumber);
    }
  });
});
