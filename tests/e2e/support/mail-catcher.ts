/**
 * The e2e suite's mail server: a real SMTP server on loopback (the bank sends to it through
 * SMTP_URL, as in production) plus a small HTTP view of what it caught, so tests read the
 * one-time codes and reset links from e-mail as a customer would. One per worker, started by
 * servers.ts. It also answers /price like the first Bitcoin price source (the test machine has no
 * internet), so the bank has a live price and Bitcoin transfers are not refused for want of one
 * (DECISIONS 17). Beside it runs the worker's SMSC (tests/support/smsc.ts, SMPP on its own port):
 * /sms lists the texts it received, newest first, and POST /sms/<SMSC id>/delivered sends the
 * message's delivery receipt to the bank.
 */
import { createServer } from 'node:http';
import { startSmsc } from '../../support/smsc.ts';
import { startSmtpCatcher } from '../../support/smtp-catcher.ts';

/** Undoes quoted-printable soft line breaks and escapes, so a code split by the encoder reads whole. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Listens for SMTP on `smtpPort` and SMPP on `smscPort`, and answers /messages (newest first), /sms, /price and /health on `httpPort`; answers its stop. */
export async function startMailCatcher(smtpPort: number, httpPort: number, smscPort: number): Promise<() => Promise<void>> {
  const catcher = await startSmtpCatcher(smtpPort);
  const smsc = await startSmsc({ systemId: 'tmb', password: 'secret12' }, smscPort).catch(async (error: unknown) => {
    await catcher.close();
    throw error;
  });
  const http = createServer((request, response) => {
    const delivered = /^\/sms\/([^/]+)\/delivered$/.exec(request.url ?? '');
    if (request.method === 'POST' && delivered) {
      void smsc.sendReceipt(decodeURIComponent(delivered[1]!), 'DELIVRD').then((status) => {
        response.writeHead(status === 0 ? 200 : 502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status }));
      }, (error: unknown) => {
        response.writeHead(409, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: String(error) }));
      });
      return;
    }
    if (request.url === '/sms') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ messages: [...smsc.received].reverse() }));
    }
    const messages = catcher.messages.map((m) => ({ to: m.to, text: decodeQuotedPrintable(m.raw), raw: m.raw })).reverse();
    response.writeHead(200, { 'content-type': 'application/json' });
    if (request.url === '/price') return void response.end(JSON.stringify({ bitcoin: { usd: 60000, usd_24h_change: 1.5 } }));
    response.end(JSON.stringify(request.url === '/health' ? { ok: true } : { messages }));
  });
  await new Promise<void>((listening, failed) => {
    http.once('error', failed);
    http.listen(httpPort, '127.0.0.1', listening);
  });
  return async () => {
    http.closeAllConnections();
    await Promise.all([catcher.close(), smsc.close(), new Promise<void>((closed) => http.close(() => closed()))]);
  };
}
