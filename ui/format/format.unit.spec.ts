// Proves money and Bitcoin strings from the server are shown en-US with 2 and 8 decimals without float rounding, and dates in one en-US style per kind.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates.ts';
import { formatBtc, formatUsd } from './money.ts';

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

describe('dates people read (issue 13)', () => {
  it('shows a server date and time in one en-US style, the same calendar day whatever the zone', () => {
    expect(formatDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDateTime('2026-11-24', '14:05')).toBe('Nov 24, 2026, 2:05 PM');
    expect(formatDateTime('2025-01-03', '00:24')).toBe('Jan 3, 2025, 12:24 AM');
    expect(formatTime('09:07')).toBe('9:07 AM');
  });
  it('shows a timestamp in the same style, and anything unreadable as it came', () => {
    expect(formatDate('2026-11-24T12:00:00.000Z')).toMatch(/^Nov 2[345], 2026$/);
    expect(formatDateTime('2026-11-24T12:00:00.000Z')).toMatch(/^Nov 2[345], 2026, \d{1,2}:00 [AP]M$/);
    expect(formatDate('not a date')).toBe('not a date');
  });
});
