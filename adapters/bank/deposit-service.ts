/**
 * Deposits and the back office's money calls: a customer's deposit instruction (no money
 * moves), an administrator confirming receipt (the money arrives, once) or turning it down
 * (nothing moves, the customer is told why), and balance
 * adjustments with a required reason (DECISIONS 9 and 10).
 */
import { refuse, said } from '../../domain/errors.ts';
import type { IdempotencyOutcome } from '../../domain/idempotency/idempotency.ts';
import { fromDecimalString, toDecimalString } from '../../domain/money/money.ts';
import { DEPOSIT_REJECTION_REASONS } from '../../domain/user/deposit.ts';
import { adjustBalanceCommand, decideDepositCommand, requestDepositCommand } from '../../domain/user/money-commands.ts';
import type { DepositAccountDetails, DepositRejectionReason, UserEvent } from '../../domain/user/events.ts';
import type { DepositRecord, User } from '../../domain/user/state.ts';
import { transferMessages } from '../../domain/transfer/form.ts';
import { requireAdmin, requireReader } from './admin-service.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { requestHash, type IdempotentAnswer, type IdempotentRequest } from '../engine/idempotent.ts';
import { execute } from '../engine/execute.ts';
import { userResponse } from './user-view.ts';

/** Most deposits an admin list returns at once. */
const MAX_DEPOSITS_LISTED = 500;

/** Processing, Completed or Failed, as the customer's history and the back office name them. */
export type DepositStatusName = 'Processing' | 'Completed' | 'Failed';
const statusName = (deposit: DepositRecord): DepositStatusName => (deposit.status === 'completed' ? 'Completed' : deposit.status === 'rejected' ? 'Failed' : 'Processing');

function depositResponse(id: string, deposit: DepositRecord, accountDetails: DepositAccountDetails | undefined = undefined) {
  return {
    id, reference: deposit.reference, method: deposit.method, amount: toDecimalString(deposit.amount, 'USD'), amount_minor: deposit.amount,
    status: statusName(deposit), date: deposit.requestedAt.slice(0, 10), time: deposit.requestedAt.slice(11, 16),
    requestedAt: deposit.requestedAt, confirmedAt: deposit.confirmedAt, rejectedAt: deposit.rejectedAt ?? null,
    rejectionReason: deposit.rejectionReason ? DEPOSIT_REJECTION_REASONS[deposit.rejectionReason] : null,
    ...(accountDetails ? { accountDetails } : {}),
  };
}

export async function createDeposit(ctx: BankContext, principal: Principal, body: { method: string; amount: string }, key: string, requestId: string): Promise<IdempotentAnswer> {
  const userId = principal.user.id;
  const idempotent: IdempotentRequest = { key, userId, operation: 'deposit-create', requestHash: requestHash(ctx.money.otpSecret, 'deposit-create', body) };
  const at = ctx.clock.now().toISOString();
  const depositId = ctx.ids.uuid();
  const reference = `DEP-${at.slice(0, 10).replace(/-/g, '')}-${ctx.ids.digits(10)}`;
  const command = {
    ...requestDepositCommand,
    idempotency: {
      request: () => idempotent,
      outcome: ({ user, events }: { user: User; events: UserEvent[] }): IdempotencyOutcome => {
        const requested = events[0]?.type === 'DepositRequested' ? events[0].data : null;
        return { kind: 'accepted', answer: { deposit: depositResponse(depositId, user.deposits[depositId]!, requested?.accountDetails ?? undefined) } };
      },
    },
  };
  const answer = await execute(ctx, command, { userId, depositId, method: body.method, amount: body.amount, reference, at }, { actor: userId, at, requestId });
  return { outcome: answer.outcome, replayed: answer.replayed };
}

export async function listDeposits(ctx: BankContext, principal: Principal, status: DepositStatusName | undefined) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const rows = [...view.users.values()].flatMap((user) => Object.entries(user.deposits).map(([id, deposit]) => ({
    ...depositResponse(id, deposit), userId: user.id, userName: `${user.profile.firstName} ${user.profile.lastName}`.trim(), userEmail: user.email, accountNumber: user.accountNumber,
  })));
  const chosen = status ? rows.filter((row) => row.status === status) : rows;
  return { deposits: chosen.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)).slice(0, MAX_DEPOSITS_LISTED) };
}

const actorOf = (principal: Principal) => ({ id: principal.user.id, name: 'Administrator', role: principal.user.role });

type DepositDecision =
  | { type: 'confirm'; reason?: string; valueDate?: string }
  | { type: 'reject'; reasonCode: DepositRejectionReason; note: string };

/**
 * Confirms receipt (the money moves from deposits in transit to the customer) or turns the
 * deposit down (nothing moves). Under the customer's money lock and the stream's expected
 * version, so two administrators or a double click decide it once: a repeat of the same
 * decision changes nothing and says so (`alreadyDecided`), the opposite one is refused.
 */
export async function decideDeposit(ctx: BankContext, principal: Principal, depositId: string, decision: DepositDecision, requestId: string) {
  requireAdmin(principal);
  const view = await ctx.live.catchUp();
  const owner = [...view.users.values()].find((user) => depositId in user.deposits);
  if (!owner) return refuse('not_found', said('transfer.depositNotFound'));
  const at = ctx.clock.now().toISOString();
  const actor = actorOf(principal);
  const done = await execute(ctx, decideDepositCommand, { userId: owner.id, depositId, decision, actor, at }, { actor: principal.user.id, at, requestId });
  const decided = { deposit: { ...depositResponse(depositId, done.user.deposits[depositId]!), userId: owner.id }, alreadyDecided: done.alreadyDecided };
  return decided;
}

/** Confirms receipt; `valueDate` back-dates it to the day the money arrived, refused inside a closed month. */
export const confirmDeposit = (ctx: BankContext, principal: Principal, depositId: string, reason: string | undefined, requestId: string, valueDate?: string) =>
  decideDeposit(ctx, principal, depositId, { type: 'confirm', ...(reason?.trim() ? { reason: reason.trim() } : {}), ...(valueDate?.trim() ? { valueDate: valueDate.trim() } : {}) }, requestId);

export async function adjustBalance(ctx: BankContext, principal: Principal, body: { userId: string; currency: 'USD' | 'BTC'; amount: string; reason: string; valueDate?: string | undefined }, requestId: string) {
  requireAdmin(principal);
  let amount: number;
  try {
    amount = fromDecimalString(body.amount.trim().replace(/^\+/, ''), body.currency);
  } catch {
    return refuse('validation', transferMessages.amount, { amount: transferMessages.amount });
  }
  const at = ctx.clock.now().toISOString();
  const adjustmentId = ctx.ids.uuid();
  const user = await execute(ctx, adjustBalanceCommand, { userId: body.userId, adjustmentId, currency: body.currency, amount, reason: body.reason, ...(body.valueDate?.trim() ? { valueDate: body.valueDate.trim() } : {}), actor: actorOf(principal), at }, { actor: principal.user.id, at, requestId });
  return { success: true, user: userResponse(user) };
}
