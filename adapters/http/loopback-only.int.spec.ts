// Proves the development doors answer only a client on this machine (issue 25 item 7): behind a reverse proxy on the same host (TRUSTED_PROXIES=127.0.0.1), a request forwarded for an internet client gets 404 from /dev/mailbox, /dev/sms and /dev/clock, while a loopback client still gets them.
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../bank/adjustable-clock.ts';
import { parseTrustedProxies } from '../ops/client-address.ts';
import { testBank } from '../../tests/support/test-bank.ts';
import { createApp } from './app.ts';

/** A request as if it came over a socket from `peer` (getConnInfo reads the Node socket). */
const from = (peer: string) => ({ incoming: { socket: { remoteAddress: peer, remotePort: 40_000, remoteFamily: peer.includes(':') ? 'IPv6' : 'IPv4' } } });

async function proxiedBank() {
  const { ctx } = await testBank();
  ctx.clock = new AdjustableClock();
  const app = createApp({ ctx, trustedProxies: parseTrustedProxies('127.0.0.1') });
  const statuses = async (peer: string, headers: Record<string, string> = {}) => Promise.all([
    app.request('/dev/mailbox', { headers }, from(peer)),
    app.request('/dev/mailbox.json', { headers }, from(peer)),
    app.request('/dev/sms', { headers }, from(peer)),
    app.request('/dev/sms.json', { headers }, from(peer)),
    app.request('/dev/clock', { headers }, from(peer)),
    app.request('/dev/clock', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"advanceMs":1}' }, from(peer)),
  ].map(async (answer) => (await answer).status));
  return { statuses };
}

describe('the development mailbox and the test clock', () => {
  it('answer 404 to an internet client forwarded by a proxy on this machine', async () => {
    const { statuses } = await proxiedBank();
    expect(await statuses('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toEqual([404, 404, 404, 404, 404, 404]);
    // A forged loopback hop left of the client's own address changes nothing.
    expect(await statuses('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toEqual([404, 404, 404, 404, 404, 404]);
  });

  it('answer 404 to a client on another machine that reaches the server directly', async () => {
    const { statuses } = await proxiedBank();
    expect(await statuses('198.51.100.4')).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await statuses('198.51.100.4', { 'x-forwarded-for': '127.0.0.1' })).toEqual([404, 404, 404, 404, 404, 404]);
  });

  it('still answer a loopback client, direct or through the proxy', async () => {
    const { statuses } = await proxiedBank();
    expect(await statuses('127.0.0.1')).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await statuses('::1')).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await statuses('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
