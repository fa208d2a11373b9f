/**
 * Hono's side of the function table: one POST route per function (`/functions/v1/<name>`), which
 * reads the request into the pipeline's shape and writes its answer back. app.ts's middleware
 * still adds what every answer carries (request id, security headers, metrics, the drain).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { BankContext } from '../../bank/context.ts';
import type { FunctionName } from '../../contract/index.ts';
import { CLIENT_CLOSED_REQUEST, clientClosed, incomingOf } from '../client-abort.ts';
import type { App } from '../env.ts';
import { clientAddressOf } from '../request.ts';
import { runFunction } from './pipeline.ts';
import { functionTable } from './table.ts';

export function mountFunctionTable(app: App, ctx: BankContext): void {
  for (const name of Object.keys(functionTable) as FunctionName[]) {
    const { available } = functionTable[name];
    if (available && !available(ctx)) continue;
    app.post(`/functions/v1/${name}`, async (c) => {
      // Reading the body of a client that hung up throws; app.ts's onError answers that 499.
      const body = new Uint8Array(await c.req.arrayBuffer());
      const rendered = await runFunction(ctx, name, {
        method: c.req.method, path: c.req.path, query: new URL(c.req.url).search, header: (header) => c.req.header(header), body,
        clientAddress: clientAddressOf(c), requestId: c.get('requestId'), clientClosed: () => clientClosed(incomingOf(c)),
      });
      // Already in the reader's language: speakReaderLanguage leaves it be.
      c.set('inReaderLanguage', true);
      if (rendered.status === CLIENT_CLOSED_REQUEST) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
      return c.body(rendered.body, rendered.status as ContentfulStatusCode, rendered.headers);
    });
  }
}
