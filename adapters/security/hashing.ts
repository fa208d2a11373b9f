/**
 * Slow salted hashes for passwords and PINs (argon2id, DECISIONS 12). A PIN has only
 * 10,000 values, so it is hashed with a server-side pepper kept outside the event log.
 */
import { hash, verify, type Options } from '@node-rs/argon2';
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface Hasher {
  hashPassword(password: string): Promise<string>;
  verifyPassword(hashed: string, password: string): Promise<boolean>;
  hashPin(pin: string): Promise<string>;
  verifyPin(hashed: string, pin: string): Promise<boolean>;
}

/** A fixed hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
let decoy: Promise<string> | null = null;

/** How hard argon2 works: memory in KiB and passes. */
export type HashCost = Pick<Options, 'memoryCost' | 'timeCost'>;

/**
 * `cost` exists for benchmarks that create thousands of customers and for the test banks
 * (tests/support/test-bank.ts): the server never passes one, so it uses argon2's defaults
 * (19 MiB, t=2, docs/security.md). Verification reads the cost from the stored hash.
 */
export function createHasher(pinPepper: string, cost?: HashCost): Hasher {
  const peppered = (pin: string): string => createHmac('sha256', pinPepper).update(pin).digest('base64');
  return {
    hashPassword: (password) => hash(password, cost),
    verifyPassword: (hashed, password) => safeVerify(hashed, password),
    hashPin: (pin) => hash(peppered(pin), cost),
    verifyPin: (hashed, pin) => safeVerify(hashed, peppered(pin)),
  };
}

async function safeVerify(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check when there is no account to check against. */
export async function verifyDecoy(secret: string): Promise<false> {
  decoy ??= hash(randomBytes(16).toString('hex'));
  await safeVerify(await decoy, secret);
  return false;
}

/** Refresh tokens are random; only their SHA-256 is stored. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
