/**
 * What argon2 costs the customer flow: one PIN check at the server's own cost (argon2id
 * defaults, peppered as the server does), timed alone and as many at once as the thread pool
 * runs, in this process (started with the server's thread pool size), so the flow's report
 * can state argon2's share of the machine.
 */
import { availableParallelism } from 'node:os';
import { createHasher } from '../../adapters/security/hashing.ts';

export interface Argon2Cost {
  /** Milliseconds one PIN check takes alone. */
  msEach: number;
  /** CPU milliseconds one PIN check costs (all threads of this process), which a loaded machine does not inflate. */
  cpuMsEach: number;
  /** PIN checks per second with the pool full. */
  perSecond: number;
  poolSize: number;
}

export async function measureArgon2(rounds = 40): Promise<Argon2Cost> {
  const hasher = createHasher('bench-pepper');
  const hashed = await hasher.hashPin('2468');
  await hasher.verifyPin(hashed, '2468');
  let began = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) await hasher.verifyPin(hashed, '2468');
  const msEach = (performance.now() - began) / rounds;
  const used = process.cpuUsage(cpu);
  const cpuMsEach = (used.user + used.system) / 1000 / rounds;
  const poolSize = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  began = performance.now();
  await Promise.all(Array.from({ length: rounds }, () => hasher.verifyPin(hashed, '2468')));
  return { msEach, cpuMsEach, perSecond: rounds / ((performance.now() - began) / 1000), poolSize };
}

/** The share of the machine's cores argon2 keeps busy at `flowsPerSecond` (one PIN check per flow). */
export const argon2Share = (cost: Argon2Cost, flowsPerSecond: number): number => (flowsPerSecond * cost.cpuMsEach) / 1000 / availableParallelism();
