/**
 * User Management (part 2 section 2): the list with stat cards, search, status filter and
 * pages; the suspend/activate toggle; the Edit dialog's changes as attributable events; the
 * Details dialog; and Add New User. Only administrators may call any of it.
 */
import { isActivation } from '../../domain/kyc/gates.ts';
import { requireKycCleared } from './kyc-read-service.ts';
import { requireReader } from './admin-service.ts';
import type { BankEvent } from '../../domain/catalogue.ts';
import { decideEmailChange, decideProfileCorrection, accountNumberChangeRefused, nameAndEmailRequired, roleChangeRefused, suspensionReasonRequired } from '../../domain/admin/users.ts';
import { refuse, said } from '../../domain/errors.ts';
import { notice } from '../../domain/i18n/refusals/notice.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import type { TransactionRow } from '../../domain/projections/transactions.ts';
import { emailStream, claimOwner, type ClaimEvent } from '../../domain/user/claims.ts';
import { decideUser } from '../../domain/user/decider.ts';
import { userStream, type UserEvent, type UserStatus, type UserRole } from '../../domain/user/events.ts';
import { foldUser, type User } from '../../domain/user/state.ts';
import { adminActor, adminMetadata, matches, pageOf } from './admin-common.ts';
import type { Principal } from './auth-service.ts';
import { creditScoreResponse } from './records-service.ts';
import type { BankContext } from './context.ts';
import { moneyLockStatus } from './money-lock-service.ts';
import { runCommand } from '../engine/unit-of-work.ts';
import { handle } from '../engine/handle.ts';
import { userDecider } from '../../domain/user/aggregate.ts';
import { visitUserRowsNewestFirst } from './transaction-rows.ts';
import { customerPlacements } from './field-view.ts';

export const fullName = (user: User): string => `${user.profile.firstName} ${user.profile.lastName}`.trim();

export function adminUserRow(view: BankView, user: User) {
  return {
    id: user.id,
    name: fullName(user),
    firstName: user.profile.firstName,
    lastName: user.profile.lastName,
    email: user.email,
    phone: user.profile.phone,
    accountNumber: user.accountNumber,
    balance: toDecimalString(user.balances.USD, 'USD'),
    balanceMinor: user.balances.USD,
    bitcoinAmount: toDecimalString(user.balances.BTC, 'BTC'),
    bitcoinMinor: user.balances.BTC,
    status: user.status,
    role: user.role,
    frozen: user.frozen,
    joinDate: user.createdAt,
    lastActivity: view.office.lastActivity.get(user.id) ?? null,
  };
}

export interface UserQuery {
  search?: string;
  status?: 'all' | UserStatus;
  /** Issue 29: only the customers of this branch, of this loan officer ('none': with no officer yet). */
  branchId?: string | undefined;
  officerId?: string | undefined;
  page?: number;
  pageSize?: number;
}

const placedAs = (placement: { branchId: string; officerId: string | null }, query: UserQuery): boolean =>
  (!query.branchId || placement.branchId === query.branchId) && (!query.officerId || (query.officerId === 'none' ? placement.officerId === null : placement.officerId === query.officerId));

function placementRow(view: BankView, field: Awaited<ReturnType<typeof customerPlacements>>, customerId: string) {
  const { branchId, officerId } = field.placementOf(customerId);
  const officer = officerId ? view.users.get(officerId) : undefined;
  return { branchId, branchName: field.state.branches[branchId]?.name ?? branchId, officerId, officerName: officer ? fullName(officer) : null };
}

export const customersOf = (view: BankView): User[] =>
  [...view.users.values()].filter((user) => user.role === 'user').sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export async function listUsers(ctx: BankContext, principal: Principal, query: UserQuery) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const customers = customersOf(view);
  const stats = {
    total: customers.length,
    active: customers.filter((u) => u.status === 'active').length,
    suspended: customers.filter((u) => u.status === 'suspended').length,
    pending: customers.filter((u) => u.status === 'pending').length,
  };
  const field = await customerPlacements(ctx);
  const filtered = customers.filter((u) => (!query.status || query.status === 'all' || u.status === query.status) && matches(query.search, fullName(u), u.email, u.accountNumber)
    && placedAs(field.placementOf(u.id), query));
  const page = pageOf(filtered, query.page, query.pageSize);
  return { success: true, stats, ...page, rows: page.rows.map((user) => ({ ...adminUserRow(view, user), placement: placementRow(view, field, user.id) })) };
}

export async function userDetails(ctx: BankContext, principal: Principal, userId: string) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const user = customer(view, userId);
  const rows: TransactionRow[] = [];
  await visitUserRowsNewestFirst(ctx.store, view, userId, ({ row }) => rows.push(row) > 0);
  const sum = (type: 'credit' | 'debit') => rows.filter((r) => r.type === type && r.currency === 'USD' && r.status === 'completed').reduce((s, r) => s + r.amount + (type === 'debit' ? r.fee : 0), 0);
  return {
    success: true,
    user: { ...adminUserRow(view, user), address: user.profile.address, city: user.profile.city, state: user.profile.state, zipCode: user.profile.zipCode, dateOfBirth: user.dateOfBirth, accountType: 'Savings', cards: user.cards.length },
    financial: { transactionCount: rows.length, totalCredits: toDecimalString(sum('credit'), 'USD'), totalDebits: toDecimalString(sum('debit'), 'USD') },
    suspensionHistory: view.office.suspensions.get(userId) ?? [],
    moneyLock: await moneyLockStatus(ctx, userId),
    creditScore: creditScoreResponse(user.creditScore),
  };
}

function customer(view: BankView, userId: string): User {
  const user = view.users.get(userId);
  if (!user) return refuse('not_found', said('session.userNotFound'));
  return user;
}

/** The toggle: suspended becomes active, anything else becomes suspended (part 2 section 4). */
export async function toggleStatus(ctx: BankContext, principal: Principal, userId: string, reason: string | undefined, requestId: string) {
  const actor = adminActor(principal);
  const view = await ctx.live.catchUp();
  const current = customer(view, userId);
  const to: UserStatus = current.status === 'suspended' ? 'active' : 'suspended';
  if (isActivation(current.status, to)) await requireKycCleared(ctx, userId, 'activation');
  if (to === 'suspended' && !reason?.trim()) refuse('validation', suspensionReasonRequired, { reason: suspensionReasonRequired });
  const why = reason?.trim() || 'Activated from User Management';
  const meta = adminMetadata(ctx, principal, requestId, why);
  await handle(ctx.store, meta, userDecider, userStream(userId), { type: 'ChangeStatus', to, reason: why, actor, at: meta.at });
  const after = await ctx.live.catchUp();
  const user = customer(after, userId);
  const name = fullName(user) || user.email;
  return { success: true, user: adminUserRow(after, user), ...notice(to === 'suspended' ? 'notices.userSuspended' : 'notices.userActivated', { name }) };
}

export interface UserEdit {
  userId: string;
  fullName: string;
  email: string;
  phone: string;
  accountNumber: string;
  status: UserStatus;
  role: UserRole;
  reason?: string;
}

/** Applies the Edit dialog in one atomic append: name/phone, e-mail (with its claims) and status. */
export async function editUser(ctx: BankContext, principal: Principal, edit: UserEdit, requestId: string) {
  const actor = adminActor(principal);
  if (!edit.fullName.trim() || !edit.email.trim()) refuse('validation', nameAndEmailRequired);
  const view = await ctx.live.catchUp();
  const before = customer(view, edit.userId);
  if (edit.accountNumber.trim() !== before.accountNumber) refuse('validation', accountNumberChangeRefused, { accountNumber: accountNumberChangeRefused });
  if (edit.role !== before.role) refuse('validation', roleChangeRefused, { role: roleChangeRefused });
  if (isActivation(before.status, edit.status)) await requireKycCleared(ctx, edit.userId, 'activation');
  if (edit.status === 'suspended' && before.status !== 'suspended' && !edit.reason?.trim()) refuse('validation', suspensionReasonRequired, { reason: suspensionReasonRequired });
  const reason = edit.reason?.trim() || 'Edited in User Management';
  const meta = adminMetadata(ctx, principal, requestId, reason);
  const [firstName = '', ...rest] = edit.fullName.trim().split(/\s+/);
  await runCommand(ctx.store, meta, async (reads) => {
    const loaded = await reads.load<UserEvent>(userStream(edit.userId));
    const user = foldUser(loaded.events);
    if (!user.exists) return refuse('not_found', said('session.userNotFound'));
    const profile = decideProfileCorrection({ changes: { firstName, lastName: rest.join(' '), phone: edit.phone }, reason, actor, at: meta.at }, user);
    const newClaim = await reads.load<ClaimEvent>(emailStream(edit.email));
    const email = decideEmailChange({ email: edit.email, reason, actor, at: meta.at }, { user, newEmailOwner: claimOwner(newClaim.events) });
    const afterProfile = foldUser([...loaded.events, ...profile, ...email.user]);
    const status = decideUser({ type: 'ChangeStatus', to: edit.status, reason, actor, at: meta.at }, afterProfile);
    const appends: { streamId: string; events: readonly BankEvent[] }[] = [{ streamId: loaded.streamId, events: [...profile, ...email.user, ...status] }];
    if (email.user.length > 0) {
      const old = await reads.load(emailStream(user.email));
      appends.push({ streamId: old.streamId, events: email.oldClaim }, { streamId: newClaim.streamId, events: email.newClaim });
    }
    return { appends, result: undefined };
  });
  const after = await ctx.live.catchUp();
  return { success: true, user: adminUserRow(after, customer(after, edit.userId)), message: 'User updated successfully.' };
}
