/**
 * Starts the bank: reads the configuration, opens the database, creates the first
 * administrator and membership number when needed, and serves the UI and API on one port.
 */
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { BootstrapReport } from '../bank/bootstrap.ts';
import { createApp } from './app.ts';
import { attachFeed } from '../live/live-registry.ts';
import { inProcessFeed, postgresFeed } from '../store/change-feed.ts';
import { buildContext, openStore, runBootstrap } from './compose.ts';
import { mailPlan, publicOrigin, readConfig } from './config.ts';
import { rateLimitsFor } from '../security/rate-limits.ts';

function printCredentials(report: BootstrapReport): void {
  const lines: string[] = [];
  if (report.admin) {
    lines.push('Administrator account' + (report.admin.generated ? ' (generated; shown only this once, write it down):' : ' (from the environment):'));
    lines.push(`  email:    ${report.admin.email}`);
    if (report.admin.generated) lines.push(`  password: ${report.admin.password}`, `  PIN:      ${report.admin.pin}`);
  }
  if (report.membershipNumber) lines.push(`Membership number for a new customer to sign up with: ${report.membershipNumber}`);
  if (lines.length === 0) return;
  const rule = '='.repeat(72);
  console.log(`\n${rule}\n${lines.join('\n')}\n${rule}\n`);
}

async function main(): Promise<void> {
  const config = readConfig();
  // Refuses to start in production without SMTP, before anything is opened (DECISIONS 28).
  const mail = mailPlan(config);
  const opened = await openStore(config);
  const { description } = opened;
  // Live updates: LISTEN/NOTIFY across instances on Postgres, an in-process signal on PGlite.
  const { store, feed } = config.DATABASE_URL ? await postgresFeed(opened.store, config.DATABASE_URL) : inProcessFeed(opened.store);
  const ctx = await buildContext(store, config);
  attachFeed(ctx, feed);
  printCredentials(await runBootstrap(ctx, config));
  const uiRoot = existsSync(`${config.UI_ROOT}/index.html`) ? config.UI_ROOT : undefined;
  if (!uiRoot) console.warn(`No built UI in ${config.UI_ROOT}: serving the API only (run npm run build).`);
  const app = createApp({ ctx, uiRoot });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`Trust Microfinance Bank is open at http://localhost:${info.port} (listening on ${config.HOST}; links in e-mails use ${publicOrigin(config)}; database: ${description})`);
    if (mail.kind !== 'smtp') console.warn(mail.warning);
    // Dated work due while the server was down runs now, then on the timer.
    ctx.jobs.start(ctx, config.BANK_JOB_INTERVAL_MS);
  });
  const shutdown = (): void => {
    server.close();
    void ctx.jobs.stop().then(() => feed.close()).then(() => rateLimitsFor(ctx).close()).then(() => store.close()).finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
