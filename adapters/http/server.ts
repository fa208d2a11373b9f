/**
 * Serves the bank once main.ts has read its configuration and begun opening its store: composes
 * the context on the store, creates the first administrator and membership number when needed,
 * and serves the UI and API on one port; on SIGTERM or SIGINT it stops gracefully
 * (lifecycle.ts, connections.ts) within BANK_SHUTDOWN_MS.
 */
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { Connections } from './connections.ts';
import { Lifecycle } from './lifecycle.ts';
import { parseTrustedProxies } from '../ops/client-address.ts';
import { log } from '../ops/log.ts';
import { createMetrics } from '../ops/metrics.ts';
import { serveMetrics } from '../ops/metrics-server.ts';
import { openReadReplica } from '../store/read-replica.ts';
import { createApp } from './app.ts';
import { startBanner } from './start-banner.ts';
import { createMoneyFastPath, serverWithFastPath } from './money-fast-path.ts';
import { attachFeed } from '../live/live-registry.ts';
import { inProcessFeed, postgresFeed } from '../store/change-feed.ts';
import { buildContext, runBootstrap } from './compose.ts';
import type { OpenedStore } from './open-store.ts';
import { publicOrigin, type Config, type MailPlan } from './config.ts';
import { markStartStep, startSteps } from '../ops/start-steps.ts';
import { rateLimitsFor } from '../security/rate-limits.ts';
import { commonPasswordCheck } from '../security/password-check.ts';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const bound = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, ms)).unref());

/**
 * The graceful stop, within BANK_SHUTDOWN_MS: /readyz answers 503 at once while the server
 * keeps accepting for BANK_SHUTDOWN_GRACE_MS, so a balancer's health check notices and sends no
 * more; then it stops accepting, answers every request already received (on a connection
 * accepted a moment ago too), closes connections as nothing more is owed on them, waits for
 * handlers still running, and closes the feed, limits and store. True when nothing was cut off.
 */
async function drainAndClose(connections: Connections, lifecycle: Lifecycle, config: Config, graceMs: number, close: () => Promise<void>): Promise<boolean> {
  const deadline = Date.now() + config.BANK_SHUTDOWN_MS;
  lifecycle.beginDrain();
  await pause(graceMs);
  const allClosed = connections.stopAccepting().then(() => true);
  // Answers now say Connection: close, so busy connections close after their answer; idle ones are closed here.
  const sweeper = setInterval(() => connections.closeIdle(), 50);
  connections.closeIdle();
  const closed = await Promise.race([allClosed, bound(deadline - Date.now())]);
  clearInterval(sweeper);
  connections.closeAll();
  // A handler whose client left still runs (a write to the store, say): it finishes before the store closes.
  const drained = await lifecycle.drain(Math.max(0, deadline - Date.now()));
  await close();
  return closed && drained;
}

/** Serves the bank on the store `opening` opens; `mail` is the configuration's checked mail plan. */
export async function serveBank(config: Config, mail: MailPlan, opening: Promise<OpenedStore>): Promise<void> {
  // BANK_ADMIN_PASSWORD is checked against zxcvbn's dictionaries at every start (bootstrap.ts): they load while the store opens.
  if (config.BANK_ADMIN_PASSWORD) commonPasswordCheck().catch(() => undefined);
  const opened = await opening;
  const { description } = opened;
  // Live updates: LISTEN/NOTIFY across instances on Postgres, an in-process signal on PGlite.
  const { store, feed } = config.DATABASE_URL ? await postgresFeed(opened.store, config.DATABASE_URL) : inProcessFeed(opened.store);
  const ctx = await buildContext(store, config);
  attachFeed(ctx, feed);
  const lifecycle = new Lifecycle();
  ctx.shutdown = lifecycle.shutdown;
  ctx.liveMaxStreams = config.BANK_LIVE_MAX_STREAMS;
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) throw new Error('DATABASE_READ_URL is a replica of DATABASE_URL: set both, or neither');
  if (config.DATABASE_READ_URL) ctx.replica = openReadReplica({ connectionString: config.DATABASE_READ_URL });
  const report = await runBootstrap(ctx, config);
  markStartStep('bootstrap');
  const uiRoot = existsSync(`${config.UI_ROOT}/index.html`) ? config.UI_ROOT : undefined;
  if (!uiRoot) log('warn', `No built UI in ${config.UI_ROOT}: serving the API only (run npm run build).`);
  const metrics = createMetrics({
    head: () => opened.store.headPosition(), followerPosition: () => ctx.live.view.position,
    ...(opened.poolUsage ? { pool: opened.poolUsage } : {}),
    requestsInFlight: () => lifecycle.requestsInFlight, liveStreams: () => ctx.liveStreamsOpen ?? 0, changeFeed: () => feed.health(),
  });
  const metricsServer = config.BANK_METRICS_PORT ? await serveMetrics(metrics, config.BANK_METRICS_PORT, config.BANK_METRICS_HOST) : undefined;
  const trustedProxies = parseTrustedProxies(config.TRUSTED_PROXIES);
  const app = createApp({
    ctx, uiRoot, lifecycle, trustedProxies, accessLog: config.BANK_ACCESS_LOG,
    operations: { metrics, ...(config.BANK_METRICS_TOKEN ? { metricsToken: config.BANK_METRICS_TOKEN } : {}) },
  });
  // The transfer steps are carried from node:http to the function pipeline ahead of Hono: the same answer without web Request/Response objects.
  const fast = await createMoneyFastPath({ ctx, lifecycle, metrics, accessLog: config.BANK_ACCESS_LOG, trustedProxies });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, createServer: serverWithFastPath(fast) }, (info) => {
    markStartStep('listening');
    log('info', `Trust Microfinance Bank is open at http://localhost:${info.port}`, { port: info.port, host: config.HOST, publicOrigin: publicOrigin(config), database: description, metricsPort: config.BANK_METRICS_PORT, steps: startSteps() });
    // The address beside the credentials, in plain text a newcomer sees before any access-log line.
    console.log(startBanner(report, `http://localhost:${info.port}`));
    if (mail.kind !== 'smtp') console.warn(mail.warning);
    // Receipts are how members check their officers: say plainly when they go nowhere.
    if (!config.SMS_SMPP_URL && !ctx.sms.outbox) console.warn('NO SMS: SMS_SMPP_URL is not set and there is no development outbox on this HOST, so SMS receipts and reminders are recorded as not sent (docs/sms.md).');
    else if (!config.SMS_SMPP_URL) console.warn(`DEVELOPMENT SMS OUTBOX: no SMS_SMPP_URL is set; texts are shown at http://localhost:${info.port}/dev/sms (docs/sms.md).`);
    // Dated work due while the server was down runs now, then on the timer.
    ctx.jobs.start(ctx, config.BANK_JOB_INTERVAL_MS);
  }) as Server;
  const connections = new Connections(server);
  const close = async () => {
    metricsServer?.close();
    metrics.close();
    await ctx.jobs.stop();
    await ctx.reactors.stop();
    await ctx.chainSealer?.stop();
    await feed.close();
    await rateLimitsFor(ctx).close();
    await ctx.money.mailbox?.close();
    await ctx.sms.sender.close();
    await ctx.replica?.close();
    await store.close();
  };
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    // Ctrl-C at a terminal has no balancer to warn: no grace.
    const graceMs = signal === 'SIGINT' ? 0 : config.BANK_SHUTDOWN_GRACE_MS;
    log('info', 'stopping: /readyz answers 503; accepting for the grace, then finishing every request received', { signal, inFlight: lifecycle.requestsInFlight, connections: connections.count, graceMs, boundMs: config.BANK_SHUTDOWN_MS });
    // A hard bound on top of the drain's own, in case closing the database hangs.
    setTimeout(() => process.exit(1), config.BANK_SHUTDOWN_MS + 5_000).unref();
    void drainAndClose(connections, lifecycle, config, graceMs, close).then(
      (clean) => { log('info', 'stopped', { signal, clean, ms: Date.now() - began }); process.exit(0); },
      (error: unknown) => { log('error', 'stop failed', { signal, error: error instanceof Error ? error.name : typeof error }); process.exit(1); },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
