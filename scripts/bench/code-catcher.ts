/**
 * A loopback SMTP server for the customer-flow benchmark: the server e-mails each transfer's
 * one-time code as it would to a customer, and the load generator waits here for the code
 * sent to the address it is acting for, so the timed flow includes the real e-mail step.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const MAX_MESSAGE_BYTES = 64 * 1024;
const CODE = /code is (\d{4,8})/;

export interface CodeCatcher {
  url: string;
  /** The next code e-mailed to `address` (one transfer at a time per address). */
  next(address: string): Promise<string>;
  close(): Promise<void>;
}

export async function startCodeCatcher(): Promise<CodeCatcher> {
  const arrived = new Map<string, string>();
  const waiting = new Map<string, (code: string) => void>();
  const deliver = (address: string, code: string): void => {
    const waiter = waiting.get(address);
    if (waiter) {
      waiting.delete(address);
      waiter(code);
    } else arrived.set(address, code);
  };
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], size: MAX_MESSAGE_BYTES, logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = CODE.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
        // A notice (a money alert, a sign-in alert) carries no code: it must not stand in for the next one.
        if (code !== undefined) for (const rcpt of session.envelope.rcptTo) deliver(rcpt.address.toLowerCase(), code);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?starttls=off`,
    next: (address) => {
      const key = address.toLowerCase();
      const code = arrived.get(key);
      if (code !== undefined) {
        arrived.delete(key);
        return Promise.resolve(code);
      }
      return new Promise((resolve) => waiting.set(key, resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
