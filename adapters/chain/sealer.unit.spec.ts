// Proves the chain sealer's stop: a seal nudged after an append waits out the gap a shared lease asks
// for on an unref'd timer, and stop() ends that wait at once without sealing, so a script closing its
// context (a seed, a bench's seeding) is not left with stop() unsettled while Node exits (code 13).
import { describe, expect, it } from 'vitest';
import { memoryChainLog } from '../store/memory-chain.ts';
import { ChainSealer } from './sealer.ts';

describe('chain sealer', () => {
  it('stops at once while a nudged seal waits out its gap, sealing nothing more', async () => {
    const chain = memoryChainLog([], () => undefined);
    let runs = 0;
    const sealer = new ChainSealer(chain, { gapMs: 600_000, lease: async (work) => { runs += 1; return work(); }, log: () => undefined });
    sealer.nudge();
    // Before the fix stop() waited out the ten minutes, past this test's timeout.
    await sealer.stop();
    expect(runs).toBe(0);
  });
});
