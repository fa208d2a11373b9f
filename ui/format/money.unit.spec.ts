// Proves Bitcoin amounts are valued in USD exactly (integer satoshis times cents, rounded half up once), never through floating-point money.
import { describe, expect, it } from 'vitest';
import { btcToUsd } from './money.ts';

describe('btcToUsd', () => {
  it('values whole and fractional Bitcoin at a price', () => {
    expect(btcToUsd('0.5', '60000.00')).toBe('30000.00');
    expect(btcToUsd('0.00251', '91234.5')).toBe('229.00');
    expect(btcToUsd('0.49749', '45000')).toBe('22387.05');
  });

  it('rounds half a cent up and keeps tiny amounts', () => {
    expect(btcToUsd('0.00000001', '50000')).toBe('0.00');
    expect(btcToUsd('0.00000001', '50000000')).toBe('0.50');
    expect(btcToUsd('0.00000003', '50000')).toBe('0.00');
    expect(btcToUsd('0.00001', '50000')).toBe('0.50');
  });

  it('handles large balances without losing a cent', () => {
    expect(btcToUsd('21000000', '99999.99')).toBe('2099999790000.00');
  });
});
