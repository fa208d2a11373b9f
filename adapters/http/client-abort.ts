/**
 * A client that hangs up before its answer (an aborted upload, a closed tab) is not the
 * server's fault: such a request is logged and counted as 499 ("client closed request", as
 * nginx says) at info level, never as a 500, so nobody can inflate the error rate and its
 * alerts by aborting uploads.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

export const CLIENT_CLOSED_REQUEST = 499;

/** True when the client is gone: its body never arrived whole, or its connection is closed, so no answer can reach it. */
export function clientClosed(incoming: IncomingMessage | undefined): boolean {
  if (!incoming) return false;
  return (incoming.destroyed && !incoming.complete) || incoming.socket?.destroyed === true;
}

/** The Node request behind a Hono context; none when the app is driven in process (tests). */
export function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** The status to log and count: the answer's, or 499 when its client left before it. */
export function statusToRecord(incoming: IncomingMessage | undefined, status: number): number {
  return clientClosed(incoming) ? CLIENT_CLOSED_REQUEST : status;
}
