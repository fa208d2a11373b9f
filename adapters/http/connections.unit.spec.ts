// Proves which connections a stopping server closes (issue 25 item 8): one accepted but silent is kept for FIRST_REQUEST_PATIENCE_MS, then closed; one with a request being answered is kept; one between requests after an answer is closed; and stopAccepting leaves accepted connections open.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Connections, FIRST_REQUEST_PATIENCE_MS } from './connections.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { for (const cleanup of cleanups.splice(0)) cleanup(); });

/** A server whose answers wait until the test lets them go, with a clock the test sets. */
async function trackedServer() {
  let now = 1_000_000;
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => { held.push(() => res.end('ok')); });
  const connections = new Connections(server, () => now);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => { server.closeAllConnections(); server.close(); });
  const port = (server.address() as AddressInfo).port;
  const open = () => new Promise<Socket>((resolve) => { const socket = connect(port, '127.0.0.1', () => resolve(socket)); });
  /** Resolves once the server has counted `n` connections. */
  const counted = async (n: number) => { while (connections.count !== n) await new Promise((resolve) => setImmediate(resolve)); };
  return { connections, open, counted, held, advance: (ms: number) => { now += ms; } };
}

const closed = (socket: Socket) => new Promise<void>((resolve) => { if (socket.destroyed) resolve(); else socket.once('close', () => resolve()); });
const tick = () => new Promise((resolve) => setImmediate(resolve));
/** Sweeps as a stopping server does (every 50 ms there) until the client sees its connection closed. */
async function sweptClosed(connections: Connections, socket: Socket): Promise<void> {
  let gone = false;
  void closed(socket).then(() => { gone = true; });
  for (let i = 0; i < 10_000 && !gone; i += 1) { connections.closeIdle(); await tick(); }
  expect(gone).toBe(true);
}
const request = (socket: Socket) => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
const answered = (socket: Socket) => new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\r\n')[0]!)));

describe('a stopping server\'s connections', () => {
  it('keeps a silent new connection for the patience, then closes it; its request within the patience is answered', async () => {
    const { connections, open, counted, held, advance } = await trackedServer();
    const silent = await open();
    const late = await open();
    await counted(2);
    const stopped = connections.stopAccepting();
    advance(FIRST_REQUEST_PATIENCE_MS - 1);
    connections.closeIdle();
    expect(silent.destroyed || late.destroyed).toBe(false);
    request(late);
    while (held.length === 0) await tick();
    advance(1);
    connections.closeIdle();
    await closed(silent);
    expect(late.destroyed).toBe(false);
    const answer = answered(late);
    held[0]!();
    expect(await answer).toBe('HTTP/1.1 200 OK');
    await sweptClosed(connections, late);
    // The server stopped accepting at once, and is closed once its last connection is.
    await stopped;
    expect(connections.count).toBe(0);
  });

  it('keeps a connection whose request is being answered, and closes it between requests once it answered', async () => {
    const { connections, open, counted, held } = await trackedServer();
    const socket = await open();
    await counted(1);
    request(socket);
    while (held.length === 0) await tick();
    connections.closeIdle();
    expect(socket.destroyed).toBe(false);
    const answer = answered(socket);
    held[0]!();
    expect(await answer).toBe('HTTP/1.1 200 OK');
    // Keep-alive: the connection stays open on its own, and is closed as idle now that it answered.
    await sweptClosed(connections, socket);
  });
});
