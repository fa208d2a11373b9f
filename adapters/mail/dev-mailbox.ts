/** A development mailbox: keeps the last messages in memory (as local Supabase's Inbucket does) instead of sending them; never used when SMTP is configured. */
import type { MailMessage, Mailer } from './types.ts';

/** Only the newest messages are kept. */
export const MAILBOX_LIMIT = 200;

export class DevMailbox implements Mailer {
  readonly messages: (MailMessage & { at: string })[] = [];

  send(message: MailMessage): Promise<void> {
    this.messages.push({ ...message, at: new Date().toISOString() });
    if (this.messages.length > MAILBOX_LIMIT) this.messages.splice(0, this.messages.length - MAILBOX_LIMIT);
    return Promise.resolve();
  }

  /** Newest first, for one address. */
  to(address: string): (MailMessage & { at: string })[] {
    return this.messages.filter((m) => m.to.toLowerCase() === address.toLowerCase()).reverse();
  }
}
