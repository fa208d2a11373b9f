/**
 * First start: creates the administrator and a membership number so the bank can be used
 * at once (DECISIONS 3 and 14). Credentials come from the environment, or are generated
 * and returned once for printing; there is no built-in default password.
 */
import { randomInt } from 'node:crypto';
import { credentialsStream } from '../../domain/credentials/credentials.ts';
import { accountNumberStream, claimOwner, emailStream, type ClaimEvent } from '../../domain/user/claims.ts';
import { userStream } from '../../domain/user/events.ts';
import { decideAdminRegistration } from '../../domain/user/registration.ts';
import { passwordProblem } from '../../domain/credentials/password-policy.ts';
import { randomToken } from '../security/hashing.ts';
import { commonPasswordCheck } from '../security/password-check.ts';
import { issueMembershipNumber } from './admin-service.ts';
import { seedStarterProducts } from './loan-products-service.ts';
import { ensureHeadOffice } from './field-service.ts';
import type { BankContext } from './context.ts';
import { runCommand } from '../engine/unit-of-work.ts';
import { decodeEvent } from '../engine/event-codec.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@trustmicrofinance.bank';

export interface BootstrapConfig {
  adminEmail?: string;
  adminPassword?: string;
  adminPin?: string;
  membershipNumber?: string;
}

export interface BootstrapReport {
  /** Set only when this start created the administrator. */
  admin: { email: string; password: string; pin: string; generated: boolean } | null;
  /** Set when this start issued a membership number. */
  membershipNumber: string | null;
}

export async function bootstrap(ctx: BankContext, config: BootstrapConfig): Promise<BootstrapReport> {
  if (config.adminPin !== undefined && !/^\d{4}$/.test(config.adminPin)) throw new Error('BANK_ADMIN_PIN must be exactly 4 digits.');
  // The administrator's password meets the customers' rule at its strictest (DECISIONS 27): it guards the whole bank.
  if (config.adminPassword !== undefined && passwordProblem(config.adminPassword, { complexity: true, isCommon: await commonPasswordCheck(), userInputs: [config.adminEmail ?? DEFAULT_ADMIN_EMAIL] })) {
    throw new Error('BANK_ADMIN_PASSWORD must have at least 12 characters and must not be a common password.');
  }
  const view = await ctx.live.catchUp();
  const hasAdmin = [...view.users.values()].some((user) => user.role === 'admin');
  const admin = await ensureAdmin(ctx, config, hasAdmin);
  const membershipNumber = await ensureMembershipNumber(ctx, config.membershipNumber, view.memberships);
  await seedStarterProducts(ctx, 'bootstrap', 'bootstrap');
  await ensureHeadOffice(ctx, 'bootstrap');
  await ctx.live.catchUp();
  return { admin, membershipNumber };
}

async function ensureAdmin(ctx: BankContext, config: BootstrapConfig, hasAdmin: boolean): Promise<BootstrapReport['admin']> {
  const fromEnv = Boolean(config.adminEmail && config.adminPassword && config.adminPin);
  if (!fromEnv && hasAdmin) return null;
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = fromEnv ? config.adminPassword! : randomToken(12);
  const pin = fromEnv ? config.adminPin! : String(randomInt(0, 10_000)).padStart(4, '0');
  const created = await createAdmin(ctx, email, password, pin);
  return created ? { email, password, pin, generated: !fromEnv } : null;
}

/** Whoever holds the e-mail address now, as the registration command would read it. */
async function emailOwner(ctx: BankContext, email: string): Promise<string | null> {
  return claimOwner((await ctx.store.readStream(emailStream(email))).map(decodeEvent) as ClaimEvent[]);
}

async function createAdmin(ctx: BankContext, email: string, password: string, pin: string): Promise<boolean> {
  // A restart with BANK_ADMIN_* set finds the address taken and would append nothing: it hashes
  // nothing either (two argon2 hashes were a tenth of an empty-log start). The command below
  // still decides on the claim it reads, so a server that registered it meanwhile wins as before.
  if (await emailOwner(ctx, email)) return false;
  const [passwordHash, pinHash] = await Promise.all([ctx.hasher.hashPassword(password), ctx.hasher.hashPin(pin)]);
  const userId = ctx.ids.uuid();
  const accountNumber = ctx.ids.digits(10);
  const at = ctx.clock.now().toISOString();
  return runCommand(ctx.store, { actor: 'system', at, reason: 'first start' }, async (reads) => {
    const owner = claimOwner((await reads.load<ClaimEvent>(emailStream(email))).events);
    for (const stream of [accountNumberStream(accountNumber), userStream(userId), credentialsStream(userId)]) await reads.load(stream);
    const appends = decideAdminRegistration({ type: 'RegisterAdmin', userId, email, accountNumber, passwordHash, pinHash, at }, owner);
    return { appends, result: appends.length > 0 };
  });
}

async function ensureMembershipNumber(ctx: BankContext, configured: string | undefined, existing: Map<string, unknown>): Promise<string | null> {
  if (configured) {
    if (existing.has(configured.trim().toUpperCase())) return null;
    return issueMembershipNumber(ctx, configured, 'system', 'bootstrap');
  }
  if (existing.size > 0) return null;
  return issueMembershipNumber(ctx, `TMB-${ctx.ids.digits(4)}-${ctx.ids.digits(4)}`, 'system', 'bootstrap');
}
