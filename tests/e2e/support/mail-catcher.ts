/**
 * The e2e suite's mail server: a real SMTP server on loopback (the bank sends to it through
 * SMTP_URL, as in production) plus a small HTTP view of what it caught, so tests read the
 * one-time codes and reset links from e-mail as a customer would. One per worker, started by
 * servers.ts. It also answers /price like the first Bitcoin price source (the test machine has no
 * internet), so the bank has a live price and Bitcoin transfers are not refused for want of one
 * (DECISIONS 17).
 */
import { createServer } from 'node:http';
import { startSmtpCatcher } from '../../support/smtp-catcher.ts';

/** Undoes quoted-printable soft line breaks and escapes, so a code split by the encoder reads whole. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Listens for SMTP on `smtpPort` and answers /messages (newest first), /price and /health on `httpPort`; answers its stop. */
export async function startMailCatcher(smtpPort: number, httpPort: number): Promise<() => Promise<void>> {
  const catcher = await startSmtpCatcher(smtpPort);
  const http = createServer((request, response) => {
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
    await Promise.all([catcher.close(), new Promise<void>((closed) => http.close(() => closed()))]);
  };
}
