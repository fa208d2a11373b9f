/** argon2 never blocks the event loop: requests keep being answered while a password or PIN is hashed or checked. */
import { describe, expect, it } from 'vitest';
import { createHasher } from './hashing.ts';

/** Counts event-loop turns while `work` runs; a hash done on the loop's own thread would allow none. */
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
    expect(await turnsDuring(() => hasher.hashPin('1357'))).toBeGreaterThan(2);
    expect(await turnsDuring(() => hasher.verifyPin(hashed, '2468'))).toBeGreaterThan(2);
    expect(await hasher.verifyPin(hashed, '2468')).toBe(true);
    expect(await hasher.verifyPin(hashed, '2469')).toBe(false);
  });

  it('keeps the event loop turning while a password is checked', async () => {
    const hashed = await hasher.hashPassword('Correct-Horse-1');
    expect(await turnsDuring(() => hasher.verifyPassword(hashed, 'Correct-Horse-1'))).toBeGreaterThan(2);
  });
});
