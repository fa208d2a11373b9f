/**
 * The development SMS outbox (GET /dev/sms, /dev/sms.json): the texts the bank would have sent
 * (receipts, reminders), newest first, each with its status from its `sms-<id>` stream (submitted,
 * delivered, failed), beside the development mailbox. It exists only without SMS_SMPP_URL, outside
 * production and on loopback (adapters/http/compose.ts), and answers only a loopback client.
 * POST /dev/sms/<SMSC id>/delivered plays the SMSC's delivery receipt, as a phone would.
 */
import { smsState } from '../../bank/sms-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { loopbackClientsOnly } from '../loopback-only.ts';

export function mountDevSms(app: App, ctx: BankContext): void {
  const outbox = ctx.sms.outbox;
  if (!outbox || ctx.sms.sender !== outbox) return;
  const messages = () => Promise.all(outbox.list().map(async (m) => ({ ...m, status: (await smsState(ctx, m.messageId)).status })));
  app.get('/dev/sms.json', loopbackClientsOnly, async (c) => c.json({ messages: await messages() }));
  app.post('/dev/sms/:smscMessageId/delivered', loopbackClientsOnly, async (c) => {
    await outbox.deliver(c.req.param('smscMessageId'));
    return c.json({ ok: true });
  });
  app.get('/dev/sms', loopbackClientsOnly, async (c) => {
    const items = (await messages()).map((m) => `<article><h2>To ${escape(m.to)}</h2><p>${escape(m.at)} · ${escape(m.status)} · SMSC id ${escape(m.smscMessageId)}</p><pre>${escape(m.text)}</pre></article>`);
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development SMS outbox</title>
<style>pre{white-space:pre-wrap}</style></head>
<body><main><h1>Development SMS outbox</h1><p>Texts this server would have sent (newest first). Set SMS_SMPP_URL to send them through an SMSC.</p>
${items.length ? items.join('') : '<p>No texts yet.</p>'}</main></body></html>`);
  });
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
