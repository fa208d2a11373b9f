/** The mailer port: the one thing the bank needs to send an e-mail (statements, reset links); SMTP or a development mailbox implement it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
