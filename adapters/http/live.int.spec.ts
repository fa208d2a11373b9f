// Proves GET /api/live in process: it refuses the signed-out, says ready, then reports a change to the customer's own stream (here the bank recording a credit score) without a reload; and the in-process feed fires after each append.
import { describe, expect, it } from 'vitest';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';
import { createMemoryStore } from '../store/memory.ts';
import { inProcessFeed } from '../store/change-feed.ts';

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  const decoder = new TextDecoder();
  let seen = '';
  for (let i = 0; i < 50 && !seen.includes(text); i += 1) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value);
  }
  return seen;
}

describe('live feed', () => {
  it('streams the customer own changes', async () => {
    const bank = await testBank();
    expect((await bank.app.request('/api/live')).status).toBe(401);
    const signup = await bank.call('/functions/v1/auth-signup', signupPayload());
    const admin = await bank.call('/functions/v1/auth-login', ADMIN);
    const controller = new AbortController();
    const response = await bank.app.request('/api/live', { headers: { authorization: `Bearer ${signup.body.session.access_token}` }, signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect(await readUntil(reader, 'event: ready')).toContain('event: ready');
    const factors = { paymentHistory: 90, utilization: 20, age: 80, mix: 70, inquiries: 90 };
    await bank.call('/functions/v1/admin-credit-score', { userId: signup.body.user.id, score: 700, factors, bureau: 'Experian', reportDate: '2020-01-15' }, admin.body.session.access_token);
    expect(await readUntil(reader, 'CreditScoreRecorded')).toContain('event: change');
    controller.abort();
    await reader.cancel();
  });

  it('the in-process feed fires after a committed append', async () => {
    const { store, feed } = inProcessFeed(createMemoryStore());
    let fired = 0;
    const off = feed.subscribe(() => { fired += 1; });
    await store.append([{ streamId: 's-1', expectedVersion: 0, events: [{ type: 'X', data: {}, metadata: { actor: 't', at: new Date(0).toISOString() } }] }]);
    off();
    await store.append([{ streamId: 's-1', expectedVersion: 1, events: [{ type: 'X', data: {}, metadata: { actor: 't', at: new Date(0).toISOString() } }] }]);
    expect(fired).toBe(1);
  });
});
