/**
 * The development doors (/dev/mailbox, /dev/clock) answer only a client on this machine: the
 * client's address after TRUSTED_PROXIES resolution (client-address.ts) must be loopback, so a
 * reverse proxy on the same host cannot hand them to an internet client. Anyone else is told
 * there is no such route, as on a server where the doors do not exist.
 */
import { technical } from '../../domain/errors.ts';
import type { MiddlewareHandler } from 'hono';
import { isLoopback } from './config.ts';
import type { AppEnv } from './env.ts';
import { problem, sendProblem } from './problem.ts';

/** True when the request came from this machine; a request with no socket at all was made in process (app.request in tests). */
function fromThisMachine(incoming: unknown, client: string | undefined): boolean {
  if (incoming === undefined) return true;
  return client !== undefined && isLoopback(client);
}

export const loopbackClientsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!fromThisMachine(incoming, c.get('clientAddress'))) return sendProblem(c, problem('not_found', technical('No such route.')));
  return next();
};
