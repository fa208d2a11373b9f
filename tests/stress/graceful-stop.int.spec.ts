// Proves a graceful stop drops no request (issue 25 item 8): requests sent on fresh connections just before SIGTERM are all answered, on one PGlite server and through HAProxy in front of two servers on PostgreSQL, where /readyz turns 503 at once and the server keeps accepting for BANK_SHUTDOWN_GRACE_MS until the balancer has noticed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cluster, haproxyAvailable } from '../support/cluster.ts';
import { burst, freshRequest, openConnections, type Outcome } from '../support/fresh-connections.ts';
import { ServerProcess, sleep, throwawayDatabase } from '../support/server-process.ts';

const postgresUrl = process.env.DATABASE_URL;
const REQUESTS = 20;
const quiet = { PATH: process.env.PATH, BANK_ACCESS_LOG: 'false', BANK_JOB_INTERVAL_MS: '0' };
const log = (line: string) => { if (process.env.GRACEFUL_LOG) console.log(line); };
const answered = (count: number) => Array.from({ length: count }, () => 200);

/** Sends the burst, SIGTERMs 30 ms later, and hands back every request's outcome and the stop itself. */
async function burstThenStop(url: string, stop: () => Promise<void>): Promise<{ outcomes: Outcome[]; stopped: Promise<void> }> {
  const outcomes = burst(url, REQUESTS);
  await sleep(30);
  const stopped = stop();
  return { outcomes: await outcomes, stopped };
}

/** /readyz on a fresh connection, asked until it stops answering 200: the drain began. */
async function readyzOnceDraining(base: string): Promise<Outcome> {
  for (let i = 0; i < 200; i += 1) {
    const outcome = await freshRequest(`${base}/readyz`);
    if (outcome !== 200) return outcome;
  }
  return 200;
}

describe('a graceful stop', () => {
  it('answers every request sent on a fresh connection 30 ms before SIGTERM, and on connections opened before it, on one PGlite server, and turns /readyz 503 while still accepting', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-graceful-'));
    const base = 'http://127.0.0.1:4790';
    const server = new ServerProcess({ ...quiet, PORT: '4790', DATA_DIR: dir, BANK_SHUTDOWN_GRACE_MS: '1500' }, base, log);
    try {
      await server.start();
      // Connections a client opened before SIGTERM and writes its request on only after it.
      const opened = await openConnections(`${base}/api/health`, REQUESTS);
      const sent = burst(`${base}/api/health`, REQUESTS);
      await sleep(30);
      const stopped = server.stop();
      const [outcomes, late, readyz] = await Promise.all([sent, opened.send(), readyzOnceDraining(base)]);
      await stopped;
      expect(outcomes).toEqual(answered(REQUESTS));
      expect(late).toEqual(answered(REQUESTS));
      // A new connection during the grace is still accepted, and told the server is going.
      expect(readyz).toBe(503);
    } finally {
      await server.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresUrl || !haproxyAvailable())('answers every request sent through HAProxy on fresh connections, just before and while one of two servers stops', async () => {
    const database = await throwawayDatabase(postgresUrl!, 'bank_graceful');
    // A balancer that retries nothing (as many cloud balancers), checking /readyz every 100 ms: only the servers' own stop keeps requests whole.
    const cluster = new Cluster({
      port: 4780, servers: 2, env: { ...quiet, DATABASE_URL: database.url, BANK_SHUTDOWN_GRACE_MS: '1500' }, dir: join('.tmp', 'graceful-stop'), log, checkIntervalMs: 100, retries: false,
    });
    try {
      await cluster.start();
      const url = `${cluster.base}/api/health`;
      const { outcomes, stopped } = await burstThenStop(url, () => cluster.servers[0]!.stop());
      // Requests keep coming while the server stops, and right after it exited.
      let exited = false;
      void stopped.then(() => { exited = true; });
      const during: Outcome[] = [];
      while (!exited) during.push(...await burst(url, 5));
      const after = await burst(url, REQUESTS);
      expect(outcomes).toEqual(answered(REQUESTS));
      expect(during).toEqual(answered(during.length));
      expect(after).toEqual(answered(REQUESTS));
    } finally {
      await cluster.kill();
      await database.drop();
    }
  });
});
