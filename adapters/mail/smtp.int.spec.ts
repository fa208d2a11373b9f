// Proves one-time codes leave through SMTP (nodemailer) and arrive at a real SMTP server on loopback, and that the code works.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeFrom, localDetails, moneyBank, steps } from '../../tests/support/money-fixtures.ts';
import { startSmtpCatcher } from '../../tests/support/smtp-catcher.ts';
import { chooseMailer, createSmtpMailer, maskEmail } from './mailer.ts';

// Each test signs up customers (argon2 hashing): generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 30_000 });

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('SMTP delivery', () => {
  it('delivers a message with its subject and text', async () => {
    const catcher = await startSmtpCatcher();
    close = catcher.close;
    await createSmtpMailer(catcher.url, 5_000).send({ to: 'grace@example.com', subject: 'Hello', text: 'Your one-time code is 1234.' });
    expect(catcher.messages).toHaveLength(1);
    expect(catcher.messages[0]!.to).toEqual(['grace@example.com']);
    expect(catcher.messages[0]!.raw).toContain('Subject: Hello');
  });

  it('carries the transfer code that the customer then uses to confirm', async () => {
    const catcher = await startSmtpCatcher();
    close = catcher.close;
    const bank = await moneyBank(undefined, { mailer: createSmtpMailer(catcher.url, 5_000) });
    const { start, pin, confirm } = steps(bank);
    const { transferId } = (await start(bank.alice.token, 'local', localDetails())).body;
    expect((await pin(bank.alice.token, transferId, bank.alice.pin)).status).toBe(200);
    const mail = catcher.messages.find((m) => m.to.includes('alice@example.com'))!;
    expect(mail.raw).toContain('Carol Clark');
    const done = await confirm(bank.alice.token, transferId, codeFrom(mail.raw.replace(/=\r?\n/g, '')), randomUUID());
    expect(done.status).toBe(200);
    expect(bank.mailbox.list()).toHaveLength(0);
  });
});

describe('choosing the mailer', () => {
  it('uses the development mailbox without SMTP outside production, and none in production', () => {
    expect(chooseMailer({ NODE_ENV: 'development' }).mailbox).not.toBeNull();
    expect(chooseMailer({ NODE_ENV: 'production' }).mailbox).toBeNull();
    expect(chooseMailer({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' }).mailbox).toBeNull();
  });

  it('masks the address the code was sent to', () => {
    expect(maskEmail('grace@example.com')).toBe('g***@example.com');
  });
});
