/**
 * The back office's first calls: the overview an administrator lands on, and issuing
 * membership numbers (DECISIONS 14). Every call here is for administrators only.
 */
import { refuse, said } from '../../domain/errors.ts';
import { readsBackOffice } from '../../domain/staff/roles.ts';
import { membershipDecider, membershipStream } from '../../domain/membership/membership.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { handle } from '../engine/handle.ts';

export function requireAdmin(principal: Principal): void {
  if (principal.user.role !== 'admin') refuse('forbidden', said(principal.user.role === 'auditor' ? 'periods.auditorReadsOnly' : 'session.areaForAdministrators'));
}

/** For a use case that only reads the back office: an administrator or an auditor (issue 28 item 5). */
export function requireReader(principal: Principal): void {
  if (!readsBackOffice(principal.user.role)) refuse('forbidden', said('session.areaForAdministrators'));
}

export async function adminOverview(ctx: BankContext, principal: Principal) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const customers = [...view.users.values()].filter((user) => user.role === 'user');
  const totalBalance = customers.reduce((sum, user) => sum + user.balances.USD, 0);
  return {
    success: true,
    totals: {
      totalUsers: customers.length,
      activeUsers: customers.filter((user) => user.status === 'active').length,
      pendingUsers: customers.filter((user) => user.status === 'pending').length,
      suspendedUsers: customers.filter((user) => user.status === 'suspended').length,
      totalBalance: toDecimalString(totalBalance, 'USD'),
      totalBalanceMinor: totalBalance,
      events: view.eventCount,
      membershipNumbersAvailable: [...view.memberships.values()].filter((m) => m.redeemedBy === null).length,
    },
    users: customers.slice(0, 100).map((user) => ({
      id: user.id, name: `${user.profile.firstName} ${user.profile.lastName}`.trim(), email: user.email, account_number: user.accountNumber,
      status: user.status, balance: toDecimalString(user.balances.USD, 'USD'), join_date: user.createdAt,
    })),
  };
}

/** Issues a membership number; `issuedBy` is an admin's id or `system` at first start. */
export async function issueMembershipNumber(ctx: BankContext, number: string, issuedBy: string, requestId: string): Promise<string> {
  const at = ctx.clock.now().toISOString();
  const { events } = await handle(ctx.store, { actor: issuedBy, at, requestId }, membershipDecider, membershipStream(number), { type: 'IssueMembershipNumber', number, issuedBy, at });
  return events[0]?.data.number ?? number;
}

/** Who opened an account with a number, by name and e-mail, so the page never shows a bare id. */
function usedBy(view: BankView, userId: string | null): { name: string; email: string } | null {
  const user = userId ? view.users.get(userId) : undefined;
  if (!userId) return null;
  if (!user) return { name: 'Former customer', email: '' };
  return { name: `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email, email: user.email };
}

/** An unused membership number opens an account, so a reader who cannot act (the auditor) sees only its last two characters. */
const maskedNumber = (number: string): string => `${'•'.repeat(Math.max(0, number.length - 2))}${number.slice(-2)}`;

export async function listMembershipNumbers(ctx: BankContext, principal: Principal) {
  requireReader(principal);
  const maySeeCodes = principal.user.role === 'admin';
  const view = await ctx.live.catchUp();
  const numbers = [...view.memberships.entries()]
    .map(([number, m]) => ({ number: m.redeemedBy === null && !maySeeCodes ? maskedNumber(number) : number, issuedAt: m.issuedAt, redeemedBy: m.redeemedBy, usedBy: usedBy(view, m.redeemedBy), status: m.redeemedBy ? 'used' : 'available' }))
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  return { success: true, numbers };
}

/** Issues the given number, or a new random one (TMB-dddd-dddd) when none is given. */
export async function issueMembershipAsAdmin(ctx: BankContext, principal: Principal, number: string | undefined, requestId: string) {
  requireAdmin(principal);
  const chosen = number ?? `TMB-${ctx.ids.digits(4)}-${ctx.ids.digits(4)}`;
  return { success: true, number: await issueMembershipNumber(ctx, chosen, principal.user.id, requestId) };
}
