// Proves the address check accepts exactly the BIP-173 / BIP-350 valid vectors on mainnet and refuses every invalid vector and every testnet address.
import { describe, expect, it } from 'vitest';
import { bech32Decode, decodeSegwitAddress, isValidBitcoinAddress } from './address.ts';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));
const toHex = bytesToHex;

const validBech32 = [
  'A12UEL5L', 'a12uel5l',
  'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
  'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
  '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
  'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w', '?1ezyfcl',
];
const invalidBech32 = [
  ' 1nwldj5', '\x7f1axkwrx', '\x801eym55h',
  'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
  'pzry9x0s0muk', '1pzry9x0s0muk', 'x1b4n0q5v', 'li1dgmt3', 'de1lg7wt\xff', 'A1G7SGD8', '10a06t8', '1qzzfhee',
];
const validBech32m = [
  'A1LQFN3A', 'a1lqfn3a',
  'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
  'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
  '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
  'split1checkupstagehandshakeupstreamerranterredcaperredlc445v', '?1v759aa',
];
const invalidBech32m = [
  ' 1xj0phk', '\x7f1g6xzxy', '\x801vctc34',
  'an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4',
  'qyrz8wqd2c9m', '1qyrz8wqd2c9m', 'y1b0jsk6g', 'lt1igcx5c0', 'in1muywd', 'mm1crxm3i', 'au1s5cgom',
  'M1VUXWEZ', '16plkw9', '1p2gdwpf',
];

/** BIP-350 "Valid segwit addresses" with their scriptPubKey. */
const validSegwit: [string, string][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262'],
  ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6'],
  ['BC1SW50QGDZ25J', '6002751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
  ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433'],
  ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
];

/** BIP-173 and BIP-350 "Invalid segwit addresses". */
const invalidSegwit = [
  'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
  'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'bc1rw5uspcuh',
  'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
  'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7',
  'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv',
  'bc1gmk9yu',
  'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
  'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
  'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
  'bc1pw5dgrnzv', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
];

const scriptPubKey = (version: number, program: number[]): string =>
  toHex(Uint8Array.from([version === 0 ? 0 : version + 0x50, program.length, ...program]));

describe('SHA-256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });
});

describe('bech32 and bech32m strings (BIP-173, BIP-350)', () => {
  it.each(validBech32)('decodes %j as bech32', (text) => expect(bech32Decode(text)?.encoding).toBe('bech32'));
  it.each(validBech32m)('decodes %j as bech32m', (text) => expect(bech32Decode(text)?.encoding).toBe('bech32m'));
  it.each([...invalidBech32, ...invalidBech32m])('refuses %j', (text) => expect(bech32Decode(text)).toBeNull());
});

describe('SegWit addresses', () => {
  it.each(validSegwit)('decodes %s to its scriptPubKey', (address, script) => {
    const hrp = address.slice(0, 2).toLowerCase();
    const decoded = decodeSegwitAddress(hrp, address);
    expect(decoded && scriptPubKey(decoded.version, decoded.program)).toBe(script);
  });

  it.each(validSegwit.filter(([a]) => /^bc/i.test(a)))('accepts mainnet %s', (address) => {
    expect(isValidBitcoinAddress(address)).toBe(true);
  });

  it.each(validSegwit.filter(([a]) => /^tb/i.test(a)))('refuses testnet %s', (address) => {
    expect(isValidBitcoinAddress(address)).toBe(false);
  });

  it.each(invalidSegwit)('refuses %s', (address) => {
    expect(isValidBitcoinAddress(address)).toBe(false);
    expect(decodeSegwitAddress('bc', address)).toBeNull();
    expect(decodeSegwitAddress('tb', address)).toBeNull();
  });
});

describe('base58check addresses', () => {
  it.each(['1BitcoinEaterAddressDontSendf59kuE', '3CQuYMDDnVD2wLL4ykYTeS9pbB5MCgiYUV', '1AGNa15ZQXAZUgFiqJ2i7Z2DPU2J6hW62i', '3P14159f73E4gFr7JterCCQh9QjiTjiZrG', '1111111111111111111114oLvT2'])(
    'accepts mainnet %s', (address) => expect(isValidBitcoinAddress(address)).toBe(true),
  );

  it.each([
    ['1BitcoinEaterAddressDontSendf59kuF', 'a changed checksum'],
    ['1BitcoinEaterAddressDontSendf59ku0', 'a character outside base58'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'a testnet address'],
    ['', 'an empty address'],
    [' 1BitcoinEaterAddressDontSendf59kuE', 'surrounding space'],
  ])('refuses %s (%s)', (address) => expect(isValidBitcoinAddress(address)).toBe(false));
});
