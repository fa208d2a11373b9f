// Proves attempt keys are UUID-shaped (as the server requires), distinct per attempt, stable for the same attempt, and refuse a seed that is not a UUID.
import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './idempotency-key.ts';

const seed = '3F1C2B4A-9D8E-4C7B-A6F5-0E1D2C3B4A59';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('idempotencyKeyFor', () => {
  it('gives each attempt its own UUID-shaped key and the same key for the same attempt', () => {
    const keys = [1, 2, 3, 0xffff].map((n) => idempotencyKeyFor(seed, n));
    for (const key of keys) expect(key).toMatch(uuid);
    expect(new Set(keys).size).toBe(4);
    expect(idempotencyKeyFor(seed, 2)).toBe(keys[1]);
    expect(keys[0]).toBe('3f1c2b4a-9d8e-4c7b-a6f5-0e1d2c3b0001');
  });

  it('refuses a seed that is not a UUID and attempts out of range', () => {
    expect(() => idempotencyKeyFor('seed', 1)).toThrow('UUID');
    expect(() => idempotencyKeyFor(seed, 0)).toThrow('out of range');
    expect(() => idempotencyKeyFor(seed, 0x10000)).toThrow('out of range');
  });
});
