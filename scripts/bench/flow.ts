/**
 * The whole customer flow through the HTTP API, as the browser's wizard drives it: start a
 * transfer, give the PIN (argon2 at the server's own cost; the server e-mails the code over
 * SMTP to the load generator's catcher), read the code, confirm. Customers are signed up and
 * signed in beforehand in this process, with the server stopped (PGlite allows one process).
 */
import { startSession } from '../../adapters/bank/auth-service.ts';
import type { EventStore } from '../../adapters/store/types.ts';
import { ServerProcess } from '../../tests/support/server-process.ts';
import { asRunningBank, benchContext, inParallel, PIN, seedCustomers, transferDetails } from './bank-seed.ts';
import { startLoadGenerator, type FlowItem, type LoadResult } from './load.ts';
import { builtServeCommand } from './server-command.ts';

export interface FlowOptions {
  customers: number;
  flows: number;
  warmUp: number;
  clients: number;
  port: number;
}

/** Each customer pays the next one; customer k is used only by lane k mod clients, so one customer has one transfer at a time. */
async function flowItems(store: EventStore, options: FlowOptions): Promise<FlowItem[]> {
  const { ctx } = await benchContext(store, true);
  const customers = await seedCustomers(ctx, options.customers);
  const client = { ip: '127.0.0.1', deviceInfo: {}, requestId: 'bench-flow' };
  const tokens = await inParallel(customers, 32, async (c) => (await startSession(ctx, c.id, false, client)).session.access_token);
  await asRunningBank(ctx, store);
  return Array.from({ length: options.warmUp + options.flows }, (_, k) => {
    const from = k % customers.length;
    const payee = customers[(from + 1) % customers.length]!;
    return { token: tokens[from]!, email: customers[from]!.email, pin: PIN, details: transferDetails(payee) };
  });
}

/** Seeds, starts the server with SMTP to the load generator, and runs warm-up then timed flows. */
export async function runFlows(open: () => Promise<EventStore>, env: NodeJS.ProcessEnv, options: FlowOptions, log: (line: string) => void): Promise<LoadResult> {
  if (options.customers % options.clients !== 0) throw new Error('customers must be a multiple of clients: each customer stays in one lane');
  const store = await open();
  const began = performance.now();
  const items = await flowItems(store, options);
  log(`seeded ${options.customers} customers with real argon2 hashes in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  await store.close();
  const generator = await startLoadGenerator();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = new ServerProcess({ ...env, SMTP_URL: generator.smtpUrl, BANK_RATE_LIMITS: '*=100000000' }, `http://127.0.0.1:${options.port}`, log, nodeArgs, (await builtServeCommand()).args);
  try {
    await server.start();
    const onFailure = (line: string, count: number): void => log(`flow failure x${count}: ${line}`);
    await generator.run({ kind: 'flow', base: server.base, clients: options.clients, items: items.slice(0, options.warmUp) }, onFailure);
    return await generator.run({ kind: 'flow', base: server.base, clients: options.clients, items: items.slice(options.warmUp) }, onFailure);
  } finally {
    await server.stop();
    await generator.close();
  }
}
