// Proves the rate-limit table: a key over its policy is refused with a wait, others are not, overrides are checked, and client keys come from addresses only.
import { describe, expect, it } from 'vitest';
import { clientAddressKey, memoryRateLimits, parseRateOverrides, ratePolicies } from './rate-limits.ts';

describe('rate limits in memory', () => {
  it('allows a policy\'s points, then refuses that key with Retry-After seconds while another key is untouched', async () => {
    const limits = memoryRateLimits({ 'membership-verify': 3 });
    for (let i = 0; i < 3; i += 1) expect((await limits.consume('membership-verify', '203.0.113.7')).allowed).toBe(true);
    const refused = await limits.consume('membership-verify', '203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(ratePolicies['membership-verify'].blockSeconds - 5);
    expect((await limits.consume('membership-verify', '203.0.113.8')).allowed).toBe(true);
    expect((await limits.consume('signup', '203.0.113.7')).allowed).toBe(true);
  });

  it('reward gives a point back and delete forgets the key and its block', async () => {
    const limits = memoryRateLimits({ 'sign-in-account': 2 });
    await limits.consume('sign-in-account', 'a@example.com');
    await limits.consume('sign-in-account', 'a@example.com');
    await limits.reward('sign-in-account', 'a@example.com');
    expect(await limits.consumed('sign-in-account', 'a@example.com')).toBe(1);
    expect((await limits.consume('sign-in-account', 'a@example.com')).allowed).toBe(true);
    expect((await limits.consume('sign-in-account', 'a@example.com')).allowed).toBe(false);
    await limits.delete('sign-in-account', 'a@example.com');
    expect((await limits.consume('sign-in-account', 'a@example.com')).allowed).toBe(true);
  });

  it('BANK_RATE_LIMITS accepts known names and *, and refuses typos and non-numbers', () => {
    expect(parseRateOverrides('transfer-start=100000, *=500')).toEqual({ 'transfer-start': 100000, '*': 500 });
    expect(parseRateOverrides(undefined)).toEqual({});
    expect(() => parseRateOverrides('transfer-strat=5')).toThrow(/BANK_RATE_LIMITS/);
    expect(() => parseRateOverrides('signup=0')).toThrow(/BANK_RATE_LIMITS/);
    expect(() => parseRateOverrides('signup=lots')).toThrow(/BANK_RATE_LIMITS/);
    expect(memoryRateLimits(parseRateOverrides('*=7,signup=9')).policy('contact-message').points).toBe(7);
    expect(memoryRateLimits(parseRateOverrides('*=7,signup=9')).policy('signup').points).toBe(9);
  });

  it('client keys: IPv4-mapped IPv6 is the IPv4 address, IPv6 counts by its /64', () => {
    expect(clientAddressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientAddressKey('198.51.100.4')).toBe('198.51.100.4');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe(clientAddressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientAddressKey('2001:db8:1:2::1')).not.toBe(clientAddressKey('2001:db8:1:3::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey(undefined)).toBe('unknown');
  });
});
