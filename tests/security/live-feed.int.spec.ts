// Proves issue 12 item 10 and issue 13 item 6 on a real Node server: the live feed's cap answers 429 with Retry-After (not 422), and a stream the client closes frees its place at once, so quick page reloads are never refused.
import { serve, type ServerType } from '@hono/node-server';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../../adapters/http/routes/live-routes.ts';
import { signupPayload, testBank } from '../support/test-bank.ts';

const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => { server.close(resolve); (server as http.Server).closeAllConnections?.(); })));
});

async function start(): Promise<{ port: number; token: string }> {
  const bank = await testBank();
  const token = (await bank.call('/functions/v1/auth-signup', signupPayload())).body.session.access_token as string;
  const port = await new Promise<number>((resolve) => { servers.push(serve({ fetch: bank.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port))); });
  return { port, token };
}

interface Opened { status: number; headers: http.IncomingHttpHeaders; body: string; close: () => void }

/** Opens GET /api/live on its own connection; resolves once `ready` arrives (or the refusal is read). */
function openLive(port: number, token: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/live', agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      const close = () => request.destroy();
      response.on('data', (chunk: string) => {
        body += chunk;
        if (response.statusCode === 200 && body.includes('event: ready')) resolve({ status: 200, headers: response.headers, body, close });
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, close }));
    });
    request.on('error', (error) => { if (!request.destroyed) reject(error); });
  });
}

describe('live feed places', () => {
  it('refuses a sixth stream with 429 problem JSON and Retry-After', async () => {
    const { port, token } = await start();
    const open = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => openLive(port, token)));
    expect(open.map((o) => o.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const refused = await openLive(port, token);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toBe('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 429, detail: 'Too many live connections.' });
    open.forEach((o) => o.close());
  });

  it('frees a place the moment its client disconnects: ten quick reloads beside four open tabs are never refused', async () => {
    const { port, token } = await start();
    const tabs = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER - 1 }, () => openLive(port, token)));
    for (let reload = 0; reload < 10; reload += 1) {
      const opened = await openLive(port, token);
      expect(opened.status, `reload ${reload + 1}`).toBe(200);
      opened.close();
      // The server learns of the close from the socket; give it a moment, far less than the 20 s heartbeat.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tabs.forEach((t) => t.close());
  }, 30_000);
});
