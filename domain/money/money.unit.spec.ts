// Proves amounts are parsed and shown exactly as the specification formats them, with no float rounding.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBtc, formatUsd, fromDecimalString, parseAmount, toDecimalString } from './money.ts';

describe('money', () => {
  it('formats dollars en-US with two decimals and bitcoin with eight', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(125000)).toBe('$1,250.00');
    expect(formatUsd(-5)).toBe('-$0.05');
    expect(formatUsd(123456789012)).toBe('$1,234,567,890.12');
    expect(formatBtc(0)).toBe('0.00000000');
    expect(formatBtc(150_000_000)).toBe('1.50000000');
    expect(formatBtc(1)).toBe('0.00000001');
  });

  it('parses user text into minor units and refuses what is not an amount', () => {
    expect(parseAmount('10', 'USD')).toBe(1000);
    expect(parseAmount('1,250.5', 'USD')).toBe(125050);
    expect(parseAmount('0.1', 'USD')).toBe(10);
    expect(parseAmount('0.00000001', 'BTC')).toBe(1);
    expect(parseAmount('1.001', 'USD')).toBeNull();
    expect(parseAmount('-5', 'USD')).toBeNull();
    expect(parseAmount('1e3', 'USD')).toBeNull();
    expect(parseAmount('abc', 'USD')).toBeNull();
    expect(parseAmount('', 'USD')).toBeNull();
  });

  it('round-trips every safe amount through its decimal text', () => {
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), fc.constantFrom('USD' as const, 'BTC' as const), (minor, currency) => {
      expect(fromDecimalString(toDecimalString(minor, currency), currency)).toBe(minor);
    }), { numRuns: 2000 });
  });
});
