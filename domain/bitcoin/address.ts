/**
 * Full validation of Bitcoin mainnet addresses (DECISIONS 16): base58check P2PKH and P2SH,
 * and SegWit addresses in bech32 (BIP-173, version 0) and bech32m (BIP-350, versions 1-16).
 * Testnet and regtest addresses are refused: the bank is on mainnet.
 */
import { sha256 } from './sha256.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;
/** Version bytes of mainnet pay-to-public-key-hash and pay-to-script-hash. */
const MAINNET_VERSIONS = new Set([0x00, 0x05]);

/** Decodes base58 text into bytes, or null when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  if (text.length === 0 || text.length > 64) return null;
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

function isBase58CheckAddress(address: string): boolean {
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || !MAINNET_VERSIONS.has(bytes[0]!)) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21)));
  return checksum.subarray(0, 4).every((b, i) => b === bytes[21 + i]);
}

function polymod(values: number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generator[i]!;
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string): number[] => [
  ...Array.from(hrp, (c) => c.charCodeAt(0) >> 5),
  0,
  ...Array.from(hrp, (c) => c.charCodeAt(0) & 31),
];

export type Bech32Encoding = 'bech32' | 'bech32m';

/** Decodes a bech32 or bech32m string (BIP-173 rules: length, case, charset, checksum). */
export function bech32Decode(text: string): { hrp: string; data: number[]; encoding: Bech32Encoding } | null {
  if (text.length > 90) return null;
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return null;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 33 || code > 126) return null;
  }
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 7 > lower.length) return null;
  const hrp = lower.slice(0, separator);
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = BECH32.indexOf(char);
    if (value < 0) return null;
    data.push(value);
  }
  const check = polymod([...hrpExpand(hrp), ...data]);
  const encoding = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : null;
  if (!encoding) return null;
  return { hrp, data: data.slice(0, -6), encoding };
}

/** Regroups 5-bit words into bytes, refusing non-zero or over-long padding (BIP-173). */
function fiveToEight(words: number[]): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  for (const word of words) {
    accumulator = (accumulator << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((accumulator >> bits) & 0xff);
    }
    accumulator &= (1 << bits) - 1;
  }
  if (bits >= 5 || accumulator !== 0) return null;
  return out;
}

/** Decodes a SegWit address for the given human-readable part into version and program. */
export function decodeSegwitAddress(hrp: string, address: string): { version: number; program: number[] } | null {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== hrp || decoded.data.length < 1) return null;
  const version = decoded.data[0]!;
  if (version > 16) return null;
  const program = fiveToEight(decoded.data.slice(1));
  if (!program || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  if ((version === 0) !== (decoded.encoding === 'bech32')) return null;
  return { version, program };
}

/** True only for a well-formed Bitcoin mainnet address with a correct checksum. */
export function isValidBitcoinAddress(address: string): boolean {
  const text = address.trim();
  if (!text || text !== address) return false;
  if (/^bc1/i.test(text)) return decodeSegwitAddress('bc', text) !== null;
  return isBase58CheckAddress(text);
}
