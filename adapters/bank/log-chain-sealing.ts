/**
 * Starts the server's sealer (adapters/chain/sealer.ts) under the bank's job lease: nudged after
 * this server's appends and on a timer for other servers' (PostgreSQL), with the first run at start
 * chaining whatever is unsealed (the whole log of a bank upgraded to migration 006), followed by a
 * check of the whole chain whose verdict goes to the log.
 */
import { ChainSealer } from '../chain/sealer.ts';
import type { JobRegistry } from '../engine/scheduler.ts';
import { log } from '../ops/log.ts';
import type { EventStore } from '../store/types.ts';
import type { BankContext } from './context.ts';
import { SEAL_JOB } from './log-chain-service.ts';

/** Least time between nudged seals, and the timer, by store: a seal shares PGlite's one connection with the appends. */
export const SEAL_TIMING = { pglite: { gapMs: 200, intervalMs: 5_000 }, postgres: { gapMs: 250, intervalMs: 1_000 } } as const;

/**
 * The first seal waits a few seconds, so a start's fold and first sign-ins go first (an upgraded
 * bank's first seal reads the whole log); the whole-chain check, which reads it all again, waits
 * half a minute more. A nudge from an append seals at once regardless.
 */
export const START_DELAYS = { startDelayMs: 5_000, checkDelayMs: 30_000 } as const;

export function startChainSealer(store: EventStore, jobs: JobRegistry<BankContext>, postgres: boolean): ChainSealer | undefined {
  if (!store.chain) return undefined;
  const sealer = new ChainSealer(store.chain, {
    lease: (work) => jobs.underLease(SEAL_JOB, work),
    ...(postgres ? SEAL_TIMING.postgres : SEAL_TIMING.pglite),
    ...START_DELAYS,
    log: (level, message, fields) => log(level, message, fields as Record<string, string | number>),
  });
  sealer.start();
  return sealer;
}
