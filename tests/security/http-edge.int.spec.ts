// Proves on a real Node HTTP server (not app.request): an oversize body gets 413 problem JSON with Connection: close and no neighbour request is lost, with or without keep-alive (issue 12 item 9), and rate limits key on the socket's address, not on X-Forwarded-For (item 7).
import { serve, type ServerType } from '@hono/node-server';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../adapters/http/body-limit.ts';
import { ratePolicies } from '../../adapters/security/rate-limits.ts';
import { MEMBERSHIP, testBank } from '../support/test-bank.ts';

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string }

const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(options: Parameters<typeof testBank>[1] = {}): Promise<number> {
  const bank = await testBank(undefined, options);
  return new Promise((resolve) => {
    const server = serve({ fetch: bank.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    servers.push(server);
  });
}

/** One POST; `chunked` streams the body without a Content-Length. Rejects only if no answer arrives. */
function post(port: number, path: string, body: string, { agent, chunked = false, headers = {} }: { agent?: http.Agent; chunked?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent: agent ?? false, headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }), ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    if (chunked) {
      for (let i = 0; i < body.length; i += 16 * 1024) request.write(body.slice(i, i + 16 * 1024));
      request.end();
    } else {
      request.end(body);
    }
  });
}

const oversize = (bytes: number) => JSON.stringify({ membershipNumber: 'x'.repeat(bytes) });
const normal = JSON.stringify({ membershipNumber: MEMBERSHIP });

describe('bodies over the limit on a real server', () => {
  it('answers 413 problem JSON with Connection: close, declared or streamed; the next connection is served', async () => {
    const port = await listen({ rateLimits: { '*': 1_000_000 } });
    for (const chunked of [false, true]) {
      const refused = await post(port, '/functions/v1/membership-verify', oversize(MAX_BODY_BYTES * 3), { chunked });
      expect(refused.status, `chunked=${chunked}`).toBe(413);
      expect(refused.headers['content-type']).toBe('application/problem+json');
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toMatchObject({ status: 413, code: 'payload_too_large', detail: 'The request body is too large (at most 64 KB).' });
      const next = await post(port, '/functions/v1/membership-verify', normal);
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toEqual({ valid: true });
    }
  });

  it('loses no request when hostile and normal requests share keep-alive connections', async () => {
    const port = await listen({ rateLimits: { '*': 1_000_000 } });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const kinds = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? (i % 2 === 0 ? 'declared' : 'chunked') : 'normal'));
    const answers = await Promise.allSettled(kinds.map((kind, i) => (kind === 'normal'
      ? post(port, '/functions/v1/membership-verify', normal, { agent })
      : post(port, '/functions/v1/membership-verify', oversize(MAX_BODY_BYTES + 1 + (i % 7) * 100_000), { agent, chunked: kind === 'chunked' }))));
    agent.destroy();
    const lost = answers.filter((a) => a.status === 'rejected');
    expect(lost.map((a) => String((a as PromiseRejectedResult).reason))).toEqual([]);
    const statuses = answers.map((a) => (a as PromiseFulfilledResult<Answer>).value.status);
    kinds.forEach((kind, i) => expect(statuses[i], `${i} ${kind}`).toBe(kind === 'normal' ? 200 : 413));
  }, 60_000);

  it('a body exactly at the limit is read; one byte more is refused', async () => {
    const port = await listen({ rateLimits: { '*': 1_000_000 } });
    const at = `{"membershipNumber":"${MEMBERSHIP}"}`.padEnd(MAX_BODY_BYTES, ' ');
    expect(Buffer.byteLength(at)).toBe(MAX_BODY_BYTES);
    expect((await post(port, '/functions/v1/membership-verify', at)).status).toBe(200);
    expect((await post(port, '/functions/v1/membership-verify', `${at} `)).status).toBe(413);
  });
});

describe('rate limits on a real server', () => {
  it('count by the socket address: a forged X-Forwarded-For or X-Real-IP does not escape the limit', async () => {
    const port = await listen();
    const points = ratePolicies['membership-verify'].points;
    for (let i = 0; i < points; i += 1) {
      expect((await post(port, '/functions/v1/membership-verify', JSON.stringify({ membershipNumber: `GUESS-${i}` }), { headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` } })).status).toBe(200);
    }
    const refused = await post(port, '/functions/v1/membership-verify', normal, { headers: { 'x-forwarded-for': '192.0.2.77', forwarded: 'for=192.0.2.77' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
