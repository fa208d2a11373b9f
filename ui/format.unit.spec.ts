// Proves money and Bitcoin strings from the server are shown en-US with 2 and 8 decimals without float rounding.
import { describe, expect, it } from 'vitest';
import { formatBtc, formatUsd } from './format.ts';

describe('formatUsd', () => {
  it.each([
    ['0', '$0.00'],
    ['0.00', '$0.00'],
    ['1250.00', '$1,250.00'],
    ['1250.5', '$1,250.50'],
    ['1234567.89', '$1,234,567.89'],
    ['-45.10', '-$45.10'],
    ['-0.00', '$0.00'],
    ['90071992547409931.07', '$90,071,992,547,409,931.07'],
  ])('shows %s as %s', (amount, shown) => {
    expect(formatUsd(amount)).toBe(shown);
  });

  it('refuses something that is not a decimal', () => {
    expect(() => formatUsd('1e3')).toThrow('Not a decimal amount');
  });
});

describe('formatBtc', () => {
  it.each([
    ['0.00000000', '0.00000000 BTC'],
    ['0', '0.00000000 BTC'],
    ['1.5', '1.50000000 BTC'],
    ['21000000.00000001', '21,000,000.00000001 BTC'],
  ])('shows %s as %s', (amount, shown) => {
    expect(formatBtc(amount)).toBe(shown);
  });
});
