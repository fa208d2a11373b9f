/**
 * Full validation of Bitcoin mainnet addresses (DECISIONS 16): base58check P2PKH and P2SH,
 * and SegWit addresses in bech32 (BIP-173, version 0) and bech32m (BIP-350, versions 1-16).
 * Testnet and regtest addresses are refused: the bank is on mainnet. The codecs and the hash
 * come from audited pure libraries (@scure/base, @noble/hashes); this file holds the rules.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';

/** Version bytes of mainnet pay-to-public-key-hash and pay-to-script-hash. */
const MAINNET_VERSIONS = new Set([0x00, 0x05]);
const base58check = createBase58check(sha256);

export type Bech32Encoding = 'bech32' | 'bech32m';

function isBase58CheckAddress(address: string): boolean {
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && MAINNET_VERSIONS.has(payload[0]!);
  } catch {
    return false;
  }
}

/** Decodes a bech32 or bech32m string (BIP-173 rules: length, case, charset, checksum). */
export function bech32Decode(text: string): { hrp: string; data: number[]; encoding: Bech32Encoding } | null {
  const asBech32 = bech32.decodeUnsafe(text, 90);
  if (asBech32) return { hrp: asBech32.prefix, data: asBech32.words, encoding: 'bech32' };
  const asBech32m = bech32m.decodeUnsafe(text, 90);
  if (asBech32m) return { hrp: asBech32m.prefix, data: asBech32m.words, encoding: 'bech32m' };
  return null;
}

/** Decodes a SegWit address for the given human-readable part into version and program. */
export function decodeSegwitAddress(hrp: string, address: string): { version: number; program: number[] } | null {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== hrp || decoded.data.length < 1) return null;
  const version = decoded.data[0]!;
  if (version > 16) return null;
  const bytes = bech32.fromWordsUnsafe(decoded.data.slice(1));
  if (!bytes || bytes.length < 2 || bytes.length > 40) return null;
  if (version === 0 && bytes.length !== 20 && bytes.length !== 32) return null;
  if ((version === 0) !== (decoded.encoding === 'bech32')) return null;
  return { version, program: Array.from(bytes) };
}

/** True only for a well-formed Bitcoin mainnet address with a correct checksum. */
export function isValidBitcoinAddress(address: string): boolean {
  const text = address.trim();
  if (!text || text !== address) return false;
  if (/^bc1/i.test(text)) return decodeSegwitAddress('bc', text) !== null;
  return isBase58CheckAddress(text);
}
