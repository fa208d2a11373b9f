// Proves a client that aborts its upload is logged and counted as such (issue 25 item 9): status 499 in the access log and the metrics, no 500 and no error line, on a Hono route and on the transfer fast path, over a real socket.
import { serve } from '@hono/node-server';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { testBank } from '../../tests/support/test-bank.ts';
import { setLogSink, type LogLine } from '../ops/log.ts';
import { createMetrics } from '../ops/metrics.ts';
import { createApp } from './app.ts';
import { Lifecycle } from './lifecycle.ts';
import { createMoneyFastPath, serverWithFastPath } from './money-fast-path.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { for (const cleanup of cleanups.splice(0)) cleanup(); });

/** A bank served on a real port with its access log and metrics, and every log line it writes. */
async function servedBank() {
  const { ctx, store } = await testBank();
  const lines: LogLine[] = [];
  const waiting: ((line: LogLine) => void)[] = [];
  cleanups.push(setLogSink((line) => { lines.push(line); for (const notify of waiting) notify(line); }));
  const lifecycle = new Lifecycle();
  const metrics = createMetrics({ head: () => store.headPosition(), followerPosition: () => ctx.live.view.position, requestsInFlight: () => lifecycle.requestsInFlight, liveStreams: () => 0 });
  cleanups.push(() => metrics.close());
  const app = createApp({ ctx, lifecycle, accessLog: true, operations: { metrics } });
  const fast = await createMoneyFastPath({ ctx, lifecycle, metrics, accessLog: true });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: serverWithFastPath(fast) }, () => resolve(s as Server)) as Server;
  });
  cleanups.push(() => { server.closeAllConnections(); server.close(); });
  const port = (server.address() as AddressInfo).port;
  /** Resolves with the access-log line of the next answered request. */
  const nextAccessLine = () => new Promise<LogLine>((resolve) => waiting.push((line) => { if (line.msg === 'request') resolve(line); }));
  return { port, lines, metrics, lifecycle, nextAccessLine };
}

/**
 * Sends the headers of a 1,000-byte upload (declared, or streamed in chunks), waits until the
 * server has taken the request (its 100 Continue), sends a tenth of the body and hangs up.
 */
async function abortUpload(port: number, path: string, chunked: boolean): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  const length = chunked ? 'Transfer-Encoding: chunked' : 'Content-Length: 1000';
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\nIdempotency-Key: 00000000-0000-4000-8000-000000000099\r\nExpect: 100-continue\r\n\r\n`);
  await new Promise<void>((resolve) => socket.once('data', () => resolve()));
  const part = `{"action":"${'x'.repeat(90)}`;
  socket.write(chunked ? `${part.length.toString(16)}\r\n${part}\r\n` : part);
  socket.destroy();
}

describe('a client that aborts its upload', () => {
  const doors = [['a Hono route', '/functions/v1/user-sync', false], ['a Hono route, streamed', '/functions/v1/transfer-confirm', true], ['the transfer fast path', '/functions/v1/transfer-confirm', false]] as const;
  for (const [door, path, chunked] of doors) {
    it(`is logged and counted as 499 on ${door}, never as a 500 or an error`, async () => {
      const { port, lines, metrics, lifecycle, nextAccessLine } = await servedBank();
      const logged = nextAccessLine();
      await abortUpload(port, path, chunked);
      const line = await logged;
      expect(line).toMatchObject({ level: 'info', method: 'POST', status: 499 });
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
      const scraped = await metrics.registry.getSingleMetricAsString('bank_http_requests_total');
      expect(scraped).toMatch(/status="499"\} 1/);
      expect(scraped).not.toMatch(/status="5\d\d"/);
      expect(lifecycle.requestsInFlight).toBe(0);
    });
  }
});
