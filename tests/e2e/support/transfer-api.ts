/** Sends a local transfer through the real API's three steps (details, PIN, the e-mailed code), so a spec can start from money already moved. */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { latestCodeFor, signInApi, type Customer } from './api.ts';
import { mailboxUrl } from './server-env.ts';

export async function sendLocalTransfer(request: APIRequestContext, from: Customer, details: { recipientName: string; amount: string; description?: string; accountNumber?: string; bankName?: string }): Promise<void> {
  const token = await signInApi(request, from);
  const headers = { authorization: `Bearer ${token}` };
  const body = { recipientName: details.recipientName, accountNumber: details.accountNumber ?? '1234567890', routingNumber: '123456789', bankName: details.bankName ?? 'Bank of America', amount: details.amount, description: details.description ?? 'Payment' };
  const started = await request.post('/functions/v1/transfer-start', { data: { kind: 'local', details: body }, headers });
  expect(started.ok(), await started.text()).toBe(true);
  const { transferId } = (await started.json()) as { transferId: string };
  expect((await request.post('/functions/v1/transfer-pin', { data: { transferId, pin: from.pin }, headers })).ok()).toBe(true);
  const code = await latestCodeFor(request, from.email);
  const confirmed = await request.post('/functions/v1/transfer-confirm', { data: { transferId, code }, headers: { ...headers, 'idempotency-key': randomUUID() } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** The newest e-mail to this address whose subject is `subject`, waiting for it (alerts are sent after the commit). */
export async function mailWithSubject(request: APIRequestContext, email: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await request.get(mailboxUrl);
    const { messages } = (await response.json()) as { messages: { to: string[]; text: string; raw: string }[] };
    const found = messages.find((m) => m.to.includes(email) && m.raw.includes(`Subject: ${subject}`));
    if (found) return found.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail "${subject}" to ${email}`);
}
