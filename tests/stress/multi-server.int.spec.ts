// Proves, in a short form of `npm run test:stress`, that 3 servers on one PostgreSQL behind HAProxy keep the books straight while servers are SIGKILLed one at a time, and lose no request while they are stopped gracefully.
import { describe, expect, it } from 'vitest';
import { haproxyAvailable } from '../support/cluster.ts';
import { runBankWorkload } from './bank-workload.ts';

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl || !haproxyAvailable())('three servers behind HAProxy (short form)', () => {
  it('transfers through the balancer with 2 kills, then 2 graceful stops: zero violations, no request lost', async () => {
    const result = await runBankWorkload({
      store: 'postgres', postgresUrl, servers: 3, port: 4740, transfers: 40, kills: 2, clients: 6, customers: 6, gracefulStops: 2, gracefulTransfers: 60,
    });
    console.log(`multi-server workload (short form): ${JSON.stringify(result)}`);
    expect(result.report.violations).toEqual([]);
    expect(result.kills).toBe(2);
    expect(result.graceful?.stops).toBe(2);
    // A graceful stop loses no request: every one was answered, none failed on the wire.
    expect(result.graceful?.failedRequests).toBe(0);
    expect(result.graceful?.attempted).toBeGreaterThanOrEqual(60);
    expect(result.graceful?.succeeded).toBe(result.graceful?.attempted);
    expect(result.report.transfersInLog).toBeGreaterThanOrEqual(result.succeeded);
    expect(result.report.transfersInLog).toBeLessThanOrEqual(result.succeeded + result.indeterminate);
    expect(result.report.sums.USD).toBe(0);
  }, 600_000);
});
