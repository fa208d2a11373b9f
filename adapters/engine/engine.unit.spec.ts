// Proves two banks in one process share no engine state: one bank's money lock never holds up the other's commands.
import { describe, expect, it } from 'vitest';
import { createEngine } from './engine.ts';

describe('command engine per bank', () => {
  it('gives each bank its own money lock and fold cache', async () => {
    const [a, b] = [createEngine(), createEngine()];
    expect(a.moneyLock).not.toBe(b.moneyLock);
    expect(a.folds).not.toBe(b.folds);
    let release: () => void = () => undefined;
    const held = a.moneyLock.run('u1', () => new Promise<void>((resolve) => { release = resolve; }));
    await expect(b.moneyLock.run('u1', async () => 'ran')).resolves.toBe('ran');
    release();
    await held;
  });
});
