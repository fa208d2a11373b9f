/**
 * Requests each on a connection of its own (no keep-alive pool), as many clients arriving at
 * once do: what a graceful stop must not drop. Each outcome is the status, or the socket
 * error's code when the request got no answer.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export type Outcome = number | string;

/** A body to POST as JSON; without one, a GET. */
export interface FreshRequest {
  body?: unknown;
  timeoutMs?: number;
}

export function freshRequest(url: string, { body, timeoutMs = 20_000 }: FreshRequest = {}): Promise<Outcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { connection: 'close', ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }) };
  return new Promise((resolve) => {
    const req = request(url, { agent: false, method: payload === undefined ? 'GET' : 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(payload);
  });
}

/** `count` requests at once, each on a new connection. */
export function burst(url: string, count: number, options: FreshRequest = {}): Promise<Outcome[]> {
  return Promise.all(Array.from({ length: count }, () => freshRequest(url, options)));
}

/**
 * `count` connections opened now whose GET is written only when `send` is called: connections
 * a server has accepted but not read a request from yet, the ones a careless stop closes.
 */
export async function openConnections(url: string, count: number): Promise<{ send: () => Promise<Outcome[]> }> {
  const { hostname, port, pathname } = new URL(url);
  const sockets = await Promise.all(Array.from({ length: count }, () => new Promise<Socket>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  })));
  const answer = (socket: Socket) => new Promise<Outcome>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => { text += chunk.toString('latin1'); });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0) || 'NO_ANSWER'));
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  });
  return { send: () => Promise.all(sockets.map(answer)) };
}
