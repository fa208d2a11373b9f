/**
 * The development mailbox (GET /dev/mailbox, /dev/mailbox.json): the e-mails the bank
 * would have sent, newest first. It exists only without SMTP_URL, outside production, and
 * while the server listens on loopback or BANK_DEV_MAILBOX=true (config.ts mailPlan; the
 * composition root otherwise creates no mailbox), so codes and links never leak live; and
 * only to a loopback client, after TRUSTED_PROXIES resolution (loopback-only.ts).
 */
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { loopbackClientsOnly } from '../loopback-only.ts';

export function mountDevMailbox(app: App, ctx: BankContext): void {
  const mailbox = ctx.money.mailbox;
  if (!mailbox) return;
  // Attachments are listed by name, type and size: the JSON view is for reading codes and links.
  app.get('/dev/mailbox.json', loopbackClientsOnly, async (c) => c.json({ messages: (await mailbox.read()).map(({ attachments, ...m }) => ({ ...m, attachments: (attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.byteLength })) })) }));
  app.get('/dev/mailbox', loopbackClientsOnly, async (c) => {
    const items = (await mailbox.read()).map((m) => `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.at)}</p><pre>${escape(m.text)}</pre></article>`);
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head>
<body><main><h1>Development mailbox</h1><p>E-mails this server would have sent (newest first).</p>
${items.length ? items.join('') : '<p>No e-mails yet.</p>'}</main></body></html>`);
  });
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
