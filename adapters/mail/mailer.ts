/**
 * Sends the bank's e-mail (one-time codes, statements with their PDF attached): through SMTP with nodemailer when SMTP_URL is
 * set, otherwise into an in-memory development mailbox shown at /dev/mailbox (as local
 * Supabase does). Nothing here logs a message body: it may hold a code.
 */
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (an e-mailed statement's PDF). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface StoredMail extends MailMessage {
  id: number;
  from: string;
  at: string;
}

/** The sender address on every message. */
export const MAIL_FROM = 'Trust Microfinance Bank <no-reply@trustmicrofinance.bank>';

/** Keeps the newest messages in memory for this process only (development; lost on restart). */
export class DevMailbox implements Mailer {
  private readonly messages: StoredMail[] = [];
  private nextId = 1;

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly capacity = 200,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.messages.unshift({ ...message, id: this.nextId++, from: MAIL_FROM, at: this.now().toISOString() });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  /** Newest first. */
  list(): readonly StoredMail[] {
    return this.messages;
  }

  /** Newest first, for one address. */
  to(address: string): readonly StoredMail[] {
    return this.messages.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }

  /** What /dev/mailbox shows, newest first: this process's messages here, every server's in the shared one (shared-mailbox.ts). */
  async read(): Promise<readonly StoredMail[]> {
    return this.messages;
  }

  async close(): Promise<void> {}
}

/** SMTP delivery; the URL carries host, port, credentials and TLS (smtp://, smtps://). */
export function createSmtpMailer(url: string, timeoutMs = 10_000): Mailer {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const options = {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
    // Loopback and private relays often run without a certificate a client can verify.
    ...(parsed.searchParams.get('tls') === 'insecure' ? { tls: { rejectUnauthorized: false } } : {}),
    ignoreTLS: parsed.searchParams.get('starttls') === 'off',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
  // nodemailer is loaded with the first message, not at start (issue 15): a start sends nothing.
  let transport: Promise<Transporter> | null = null;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(options));
      const attachments = (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) }));
      await (await transport).sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text, ...(attachments.length ? { attachments } : {}) });
    },
  };
}

/**
 * Chooses the mailer the configuration asks for. Without SMTP: the development mailbox only
 * when `devMailbox` allows it (loopback, see config.ts mailPlan), else mail is dropped with a
 * log line that names neither the address nor the content; in production it is an error.
 */
export function chooseMailer(config: { SMTP_URL?: string | undefined; NODE_ENV: string; devMailbox?: boolean }, now?: () => Date): { mailer: Mailer; mailbox: DevMailbox | null } {
  if (config.SMTP_URL) return { mailer: createSmtpMailer(config.SMTP_URL), mailbox: null };
  if (config.NODE_ENV === 'production') {
    return { mailer: { send: async () => { throw new Error('SMTP_URL is not set: the bank cannot send e-mail in production.'); } }, mailbox: null };
  }
  if (config.devMailbox === false) return { mailer: { send: async () => { console.warn('An e-mail was not sent: no SMTP_URL is set and the development mailbox is off.'); } }, mailbox: null };
  const mailbox = new DevMailbox(now);
  return { mailer: mailbox, mailbox };
}

/** "g***@example.com": enough for the customer to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
