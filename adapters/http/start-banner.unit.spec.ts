// Proves the start banner tells a newcomer where the bank is, beside the credentials this start created.
import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.ts';

describe('start banner', () => {
  it('gives the address first, then the administrator and the membership number', () => {
    const banner = startBanner({ admin: { email: 'admin@bank.test', password: 'Generated-Pass-1', pin: '1234', generated: true }, membershipNumber: 'TMB-0001' }, 'http://localhost:3000');
    const lines = banner.trim().split('\n');
    expect(lines[1]).toBe('Trust Microfinance Bank is open at http://localhost:3000');
    expect(banner).toContain('  password: Generated-Pass-1');
    expect(banner).toContain('Membership number for a new customer to sign up with: TMB-0001');
  });

  it('gives the address on a later start too, when nothing was created', () => {
    expect(startBanner({ admin: null, membershipNumber: null }, 'http://localhost:3000')).toContain('open at http://localhost:3000');
  });
});
