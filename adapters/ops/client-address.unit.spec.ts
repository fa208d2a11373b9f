// Proves a client behind a balancer is known by the last X-Forwarded-For hop the trusted proxies added, and that without TRUSTED_PROXIES (or from an untrusted peer) the header changes nothing.
import { describe, expect, it } from 'vitest';
import { clientAddress, noTrustedProxies, parseTrustedProxies } from './client-address.ts';

const balancers = parseTrustedProxies('10.0.0.5, 10.1.0.0/16, ::1');

describe('the client address behind proxies', () => {
  it('is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.9', noTrustedProxies)).toBe('10.0.0.5');
  });

  it('is the TCP peer when the peer is not a trusted proxy (a client writing the header itself)', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9', balancers)).toBe('198.51.100.7');
  });

  it('is the last hop the trusted proxies did not add, not the client-written first entry', () => {
    expect(clientAddress('10.0.0.5', '1.2.3.4, 203.0.113.9', balancers)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.5', '1.2.3.4, 203.0.113.9, 10.1.4.4', balancers)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:10.0.0.5', '203.0.113.9', balancers)).toBe('203.0.113.9');
  });

  it('stops at the proxy that passed on a malformed hop, and at the peer without a header', () => {
    expect(clientAddress('10.0.0.5', 'not-an-address, 10.1.0.9', balancers)).toBe('10.1.0.9');
    expect(clientAddress('10.0.0.5', undefined, balancers)).toBe('10.0.0.5');
  });

  it('refuses a setting that is not an address or a CIDR block', () => {
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('balancer.internal')).toThrow(/not an IP address/);
  });
});
