/**
 * What every answer carries besides its body, whichever transport wrote it (app.ts's first
 * middleware for Hono, money-fast-path.ts for node:http): the client's own request id echoed when
 * it is sane, and one metrics sample and access-log line per answered request.
 */
import { log } from '../ops/log.ts';
import type { BankMetrics } from '../ops/metrics.ts';

/** A client's own X-Request-Id, echoed back and logged beside ours, never used for anything else. */
const CLIENT_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The client's X-Request-Id when it is one we may echo (X-Client-Request-Id) and log. */
export function clientRequestIdOf(header: string | undefined): string | undefined {
  return header && CLIENT_REQUEST_ID.test(header) ? header : undefined;
}

export interface Recorder {
  metrics?: Pick<BankMetrics, 'observeRequest'>;
  /** One JSON line per answered request (BANK_ACCESS_LOG). */
  accessLog: boolean;
}

export interface Answered {
  requestId: string;
  clientRequestId: string | undefined;
  method: string;
  /** The route's pattern, never the path with its ids or query. */
  route: string;
  /** As counted: 499 for a client gone before its answer (client-abort.ts). */
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
}

export function recordAnswer({ metrics, accessLog }: Recorder, { requestId, clientRequestId, method, route, status, started }: Answered): void {
  const seconds = (performance.now() - started) / 1000;
  metrics?.observeRequest(route, method, status, seconds);
  if (accessLog) log('info', 'request', { requestId, clientRequestId, method, route, status, ms: Math.round(seconds * 10_000) / 10 });
}
