// Proves the LISTEN reconnection's backoff: the first retry is quick, waits grow but never pass 5 s, and servers retrying together are spread apart (jitter), so a database coming back is not hit by every server at once.
import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './change-feed.ts';

describe('the LISTEN reconnection backoff', () => {
  it('retries within 100 ms first, doubles, and stays at or under 5 s', () => {
    expect(reconnectDelayMs(0, 0)).toBe(50);
    expect(reconnectDelayMs(0, 1)).toBe(100);
    expect(reconnectDelayMs(3, 1)).toBe(800);
    for (let attempt = 0; attempt < 40; attempt += 1) expect(reconnectDelayMs(attempt, 1)).toBeLessThanOrEqual(5_000);
    expect(reconnectDelayMs(30, 0)).toBe(2_500);
  });

  it('spreads servers that lost the connection at the same moment', () => {
    const waits = new Set([0, 0.25, 0.5, 0.75, 1].map((random) => reconnectDelayMs(6, random)));
    expect(waits.size).toBe(5);
  });
});

describe('the change feed\'s store', () => {
  it('keeps the hash chain of the store it wraps, so the server seals, shows and exports it (docs/audit.md)', async () => {
    const { createMemoryStore } = await import('./memory.ts');
    const { inProcessFeed } = await import('./change-feed.ts');
    const store = createMemoryStore();
    expect(inProcessFeed(store).store.chain).toBe(store.chain);
  });
});
