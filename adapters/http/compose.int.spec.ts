// Proves the composition root as the server's main.ts composes it (buildContext): a restart reads the view
// snapshot the first start saved, not the whole log; and the server hashes passwords and PINs at argon2's
// production cost (19 MiB, t=2, docs/security.md) - only test compositions pass a cheaper one; and the dated work is
// one job under one lease, which the reactors' runs take too (issue 27: two servers never collect a loan and run a
// standing order at the same moment).
import { describe, expect, it } from 'vitest';
import { counting, grow, wholeFold } from '../../tests/support/grown-log.ts';
import { inProcessFeed } from '../store/change-feed.ts';
import { createMemoryStore } from '../store/memory.ts';
import { DATED_WORK } from '../bank/dated-work-job.ts';
import type { BankContext } from '../bank/context.ts';
import { startReactors } from '../reactors/bank-reactors.ts';
import type { ReactorLease } from '../reactors/runner.ts';
import { buildContext, closeContext } from './compose.ts';
import { readConfig } from './config.ts';

describe('snapshots in the server as main.ts composes it', () => {
  it('a restart through the change feed and buildContext reads the snapshot the first start saved, not the whole log', async () => {
    const store = createMemoryStore();
    await grow(store, 0, 60, true);
    const config = readConfig({ BANK_PIN_PEPPER: 'test-pepper-0123456789', BANK_SNAPSHOT_EVERY: '50' });
    const first = await buildContext(inProcessFeed(store).store, config);
    expect(first.live.startedFrom).toBe(0);
    await grow(store, 60, 5);
    const reads = counting(store);
    const restarted = await buildContext(inProcessFeed(reads.store).store, config);
    expect(restarted.live.startedFrom).toBe(first.live.view.position);
    expect(reads.read()).toBeLessThan(20);
    expect(restarted.live.view.users.get('u0')?.balances).toEqual((await wholeFold(store)).users.get('u0')?.balances);
  });
});

describe('the hashing cost the server composes', () => {
  it('hashes passwords and PINs with argon2id at 19 MiB and two passes, the cost docs/security.md states', async () => {
    const ctx = await buildContext(createMemoryStore(), readConfig({ BANK_PIN_PEPPER: 'test-pepper-0123456789' }));
    expect(await ctx.hasher.hashPassword('Secret-Harbor-47')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await ctx.hasher.hashPin('1357')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('the dated work as main.ts composes it', () => {
  it('is one job under one lease: while a runner holds it the whole job answers busy, and the reactors run under the same lease', async () => {
    const ctx = await buildContext(createMemoryStore(), readConfig({ BANK_PIN_PEPPER: 'test-pepper-0123456789' }));
    try {
      // Loans, the month-end provision, standing orders and interest are parts of this one job, not jobs of their own.
      expect(ctx.jobs.names()).toEqual([DATED_WORK]);
      let reactorLease: ReactorLease | null = null;
      await startReactors({ ...ctx, reactors: { start: async (_ctx: BankContext, lease: ReactorLease) => { reactorLease = lease; } } } as unknown as BankContext);
      const whileHeld = await ctx.jobs.underLease(DATED_WORK, async () => ({
        jobs: await ctx.jobs.runAll(ctx),
        reactors: await reactorLease!(async () => ({ done: 0, failed: 0 })),
      }));
      expect(whileHeld).toEqual({ jobs: { [DATED_WORK]: 'busy' }, reactors: 'busy' });
      const released = await ctx.jobs.runAll(ctx);
      expect(Object.keys(released)).toEqual([DATED_WORK, 'loan-collection', 'loan-provisioning', 'standing-orders', 'savings-interest']);
    } finally {
      await closeContext(ctx);
    }
  });
});
