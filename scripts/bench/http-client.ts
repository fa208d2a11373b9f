/**
 * The load generator's HTTP: node:http with one keep-alive socket per client, the cheapest
 * honest client, so the load generator's own CPU takes as little of the machine as it can.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

/** Posts JSON to `url` with `headers`, answering the status and the body as text. */
export function postJson(agent: Agent, url: URL, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** One keep-alive socket per concurrent client. */
export const keepAliveAgent = (clients: number): Agent => new Agent({ keepAlive: true, maxSockets: clients });
