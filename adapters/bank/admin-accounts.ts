/**
 * Account Management from the real accounts: one savings account per customer with its
 * ledger balance, status (frozen by the bank, pending with the customer, otherwise active),
 * creation and last activity; freeze and unfreeze as events; CSV export.
 */
import { requireReader } from './admin-service.ts';
import { refuse, said } from '../../domain/errors.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import { userDecider } from '../../domain/user/aggregate.ts';
import { userStream } from '../../domain/user/events.ts';
import type { User } from '../../domain/user/state.ts';
import { adminActor, adminMetadata, csvOf, matches, pageOf } from './admin-common.ts';
import { customersOf, fullName } from './admin-users.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { handle } from '../engine/handle.ts';

export type AccountStatus = 'active' | 'frozen' | 'pending';

export interface AccountQuery {
  search?: string;
  status?: 'all' | AccountStatus;
  type?: 'all' | 'savings' | 'checking' | 'business';
  page?: number;
  pageSize?: number;
}

const statusOf = (user: User): AccountStatus => (user.frozen ? 'frozen' : user.status === 'pending' ? 'pending' : 'active');

function accountRow(view: BankView, user: User) {
  return {
    id: user.accountNumber,
    userId: user.id,
    user: fullName(user) || user.email,
    email: user.email,
    type: 'savings' as const,
    balance: toDecimalString(user.balances.USD, 'USD'),
    balanceMinor: user.balances.USD,
    bitcoin: toDecimalString(user.balances.BTC, 'BTC'),
    status: statusOf(user),
    userStatus: user.status,
    created: user.createdAt,
    lastActivity: view.office.lastActivity.get(user.id) ?? user.createdAt,
  };
}

function filtered(view: BankView, query: AccountQuery) {
  return customersOf(view)
    .map((user) => accountRow(view, user))
    .filter((row) => (!query.status || query.status === 'all' || row.status === query.status) && (!query.type || query.type === 'all' || row.type === query.type) && matches(query.search, row.id, row.user, row.email));
}

export async function listAccounts(ctx: BankContext, principal: Principal, query: AccountQuery) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const all = filtered(view, {});
  const summary = {
    totalAccounts: all.length,
    totalBalance: toDecimalString(all.reduce((sum, row) => sum + row.balanceMinor, 0), 'USD'),
    active: all.filter((r) => r.status === 'active').length,
    frozen: all.filter((r) => r.status === 'frozen').length,
    pending: all.filter((r) => r.status === 'pending').length,
  };
  return { success: true, summary, ...pageOf(filtered(view, query), query.page, query.pageSize) };
}

export async function exportAccounts(ctx: BankContext, principal: Principal, query: AccountQuery) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const rows = filtered(view, query);
  const csv = csvOf(['Account Number', 'Holder', 'Email', 'Type', 'Balance (USD)', 'Bitcoin (BTC)', 'Status', 'Created', 'Last Activity'],
    rows.map((r) => [r.id, r.user, r.email, r.type, r.balance, r.bitcoin, r.status, r.created, r.lastActivity]));
  return { success: true, count: rows.length, filename: `accounts-${ctx.clock.now().toISOString().slice(0, 10)}.csv`, csv };
}

export async function setFrozen(ctx: BankContext, principal: Principal, userId: string, frozen: boolean, reasonText: string | undefined, requestId: string) {
  const actor = adminActor(principal);
  const reason = reasonText?.trim() || (frozen ? 'Frozen from Account Management' : 'Unfrozen from Account Management');
  const meta = adminMetadata(ctx, principal, requestId, reason);
  await handle(ctx.store, meta, userDecider, userStream(userId), { type: 'FreezeAccount', frozen, reason, actor, at: meta.at });
  const view = await ctx.live.catchUp();
  const user = view.users.get(userId);
  if (!user) return refuse('not_found', said('session.userNotFound'));
  return { success: true, account: accountRow(view, user), message: frozen ? 'Account frozen: debits are blocked.' : 'Account unfrozen.' };
}
