// Proves, in a short form of `npm run test:stress`, that keyed transfers over HTTP keep the books straight while the PGlite server is SIGKILLed and restarted.
import { describe, expect, it } from 'vitest';
import { runBankWorkload } from './bank-workload.ts';

describe('the bank workload (short form)', () => {
  it('200 transfers from 8 clients with 3 kills on PGlite: zero violations', async () => {
    const result = await runBankWorkload({ store: 'pglite', transfers: 200, kills: 3, clients: 8, customers: 8, port: 4371 });
    console.log(`bank workload (short form): ${JSON.stringify(result)}`);
    expect(result.report.violations).toEqual([]);
    expect(result.kills).toBe(3);
    expect(result.attempted).toBe(200);
    expect(result.succeeded).toBeGreaterThan(150);
    // Every acknowledged transfer is in the log; an unanswered one may be there at most once.
    expect(result.report.transfersInLog).toBeGreaterThanOrEqual(result.succeeded);
    expect(result.report.transfersInLog).toBeLessThanOrEqual(result.succeeded + result.indeterminate);
    expect(result.report.sums.USD).toBe(0);
  }, 300_000);
});

