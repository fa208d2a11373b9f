/** argon2 never blocks the event loop: requests keep being answered while a password or PIN is hashed or checked; a hasher without a cost hashes at argon2id's defaults, and one given the test banks' cost still verifies by the cost written in the hash. */
import { describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../../tests/support/hash-cost.ts';
import { createHasher } from './hashing.ts';

/**
 * Counts event-loop turns while `work` runs; a hash done on the loop's own thread would allow none
 * (it would return settled before the first turn). How many more than one a hash allows depends on
 * how the machine schedules the loop and the pool, so the tests ask for at least one: more was flaky
 * on a loaded CI run (one turn during a PIN hash).
 */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = (): void => {
    turns += 1;
    if (running) setImmediate(spin);
  };
  setImmediate(spin);
  const pending = work();
  await pending;
  running = false;
  return turns;
}

describe('argon2 hashing', () => {
  const hasher = createHasher('test-pepper');

  it('keeps the event loop turning while a PIN is hashed and checked at the server cost', async () => {
    const hashed = await hasher.hashPin('2468');
    expect(await turnsDuring(() => hasher.hashPin('1357'))).toBeGreaterThan(0);
    expect(await turnsDuring(() => hasher.verifyPin(hashed, '2468'))).toBeGreaterThan(0);
    expect(await hasher.verifyPin(hashed, '2468')).toBe(true);
    expect(await hasher.verifyPin(hashed, '2469')).toBe(false);
  });

  it('keeps the event loop turning while a password is checked', async () => {
    const hashed = await hasher.hashPassword('Correct-Horse-1');
    expect(await turnsDuring(() => hasher.verifyPassword(hashed, 'Correct-Horse-1'))).toBeGreaterThan(0);
  });

  it('hashes at argon2id 19 MiB, two passes without a cost (the server), and at the cost it is given (the test banks)', async () => {
    expect(await hasher.hashPassword('Correct-Horse-1')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const cheap = createHasher('test-pepper', TEST_HASH_COST);
    const hashed = await cheap.hashPin('2468');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // Verification reads the cost from the hash, so a server's hasher checks a cheap hash too.
    expect(await hasher.verifyPin(hashed, '2468')).toBe(true);
    expect(await cheap.verifyPin(hashed, '2469')).toBe(false);
  });
});
