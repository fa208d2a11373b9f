/**
 * Who the client is behind a reverse proxy. By default the TCP peer, never a header a client
 * can write. With TRUSTED_PROXIES (addresses or CIDR blocks of the balancers), a request whose
 * peer is one of them is attributed to the last hop of X-Forwarded-For that is not a trusted
 * proxy: everything left of it was written by the client and proves nothing.
 */
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  has(address: string): boolean;
  readonly size: number;
}

const bare = (address: string): string => {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
};

/** Parses `10.0.0.5, 10.1.0.0/16, ::1`; throws on anything that is not an address or a block. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const list = new BlockList();
  let size = 0;
  for (const entry of (text ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(bare(address));
    if (family === 0) throw new Error(`TRUSTED_PROXIES: ${entry} is not an IP address or CIDR block`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(bare(address), type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUSTED_PROXIES: ${entry} has a bad prefix length`);
      list.addSubnet(bare(address), prefix, type);
    }
    size += 1;
  }
  return {
    size,
    has(address) {
      const plain = bare(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

export const noTrustedProxies: TrustedProxies = parseTrustedProxies(undefined);

/**
 * The client's address: the peer, unless the peer is a trusted proxy; then the rightmost
 * X-Forwarded-For entry that is not a trusted proxy (a malformed entry stops the walk at the
 * proxy that passed it on, which is what we know for sure).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string | undefined {
  if (peer === undefined || trusted.size === 0 || !trusted.has(peer) || !forwardedFor) return peer;
  let last = peer;
  const hops = forwardedFor.split(',').map(bare).reverse();
  for (const hop of hops) {
    if (isIP(hop) === 0) return last;
    if (!trusted.has(hop)) return hop;
    last = hop;
  }
  return last;
}
