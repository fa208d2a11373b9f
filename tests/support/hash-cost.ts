/**
 * argon2 at 1 MiB and one pass (about 1 ms) instead of the server's 19 MiB and two: the banks tests
 * boot sign many customers up. Only test compositions pass it; the server never does (hashing.ts).
 */
import type { HashCost } from '../../adapters/security/hashing.ts';

export const TEST_HASH_COST: HashCost = { memoryCost: 1024, timeCost: 1 };
