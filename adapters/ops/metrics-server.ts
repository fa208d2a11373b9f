/**
 * Serves /metrics on a port of its own (BANK_METRICS_PORT), for a Prometheus that scrapes a
 * private network: the public port never shows it. Binds to BANK_METRICS_HOST (loopback unless set).
 */
import { createServer, type Server } from 'node:http';
import type { BankMetrics } from './metrics.ts';

export function serveMetrics(metrics: BankMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
