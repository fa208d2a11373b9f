/**
 * Decides what a command does to one user's stream: status changes, profile and
 * preference edits, confirmed deposits and balance adjustments. Transfers, which may touch
 * two users, are in transfer.ts; opening an account is in registration.ts.
 */
import { DomainError, english, refuse, said, unreachable } from '../errors.ts';
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { balanced, move } from '../ledger/postings.ts';
import type { Currency } from '../money/money.ts';
import type { DepositRejectionReason, ProfileFields, UserEvent, UserStatus, UserRole } from './events.ts';
import type { User, UserState } from './state.ts';
import { suspendedMessage } from '../transfer/send.ts';

export interface Actor {
  id: string;
  name: string;
  role: UserRole;
}

export type UserCommand =
  | { type: 'ChangeStatus'; to: UserStatus; reason: string; actor: Actor; at: string }
  | { type: 'UpdateProfile'; changes: Partial<ProfileFields>; actor: Actor; at: string }
  | { type: 'UpdatePreferences'; preferences: Record<string, unknown>; actor: Actor; at: string }
  | { type: 'ConfirmDeposit'; depositId: string; currency: Currency; amount: number; method: string; reason?: string; valueDate?: string; actor: Actor; at: string }
  | { type: 'RejectDeposit'; depositId: string; reasonCode: DepositRejectionReason; note: string; actor: Actor; at: string }
  | { type: 'AdjustBalance'; adjustmentId: string; currency: Currency; amount: number; reason: string; valueDate?: string; actor: Actor; at: string };

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  const user = existing(state);
  switch (command.type) {
    case 'ChangeStatus':
      return changeStatus(command, user);
    case 'UpdateProfile':
      return updateProfile(command, user);
    case 'UpdatePreferences':
      requireSelfOrAdmin(command.actor, user);
      requireNotSuspended(command.actor, user);
      return [{ type: 'PreferencesUpdated', data: { preferences: command.preferences, at: command.at } }];
    case 'ConfirmDeposit':
      return confirmDeposit(command, user);
    case 'RejectDeposit':
      return rejectDeposit(command, user);
    case 'AdjustBalance':
      return adjustBalance(command, user);
    default:
      return unreachable(command);
  }
}

export function existing(state: UserState): User {
  if (!state.exists) throw new DomainError('not_found', said('session.userNotFound'));
  return state;
}

export function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin') refuse('forbidden', said('session.actionRequiresAdministrator'));
}

function requireSelfOrAdmin(actor: Actor, user: User): void {
  if (actor.role !== 'admin' && actor.id !== user.id) refuse('forbidden', said('session.ownAccountOnly'));
}

function changeStatus(command: Extract<UserCommand, { type: 'ChangeStatus' }>, user: User): UserEvent[] {
  requireAdmin(command.actor);
  if (user.role === 'admin') refuse('forbidden', said('backOffice.adminNotSuspended'));
  if (user.status === command.to) return [];
  const { actor, at, reason, to } = command;
  return [{ type: 'UserStatusChanged', data: { from: user.status, to, reason, by: actor.id, byName: actor.name, at } }];
}

/** A suspended customer may read what the Account Suspended page needs but change nothing (issue 12 item 10); the bank still may. */
export function requireNotSuspended(actor: Actor, user: User): void {
  if (actor.role !== 'admin' && user.status === 'suspended') refuse('forbidden', suspendedMessage);
}

function updateProfile(command: Extract<UserCommand, { type: 'UpdateProfile' }>, user: User): UserEvent[] {
  requireSelfOrAdmin(command.actor, user);
  requireNotSuspended(command.actor, user);
  const changes = Object.fromEntries(
    Object.entries(command.changes).filter(([key, value]) => value !== undefined && user.profile[key as keyof ProfileFields] !== value),
  ) as Partial<ProfileFields>;
  if (changes.firstName !== undefined && !changes.firstName.trim()) refuse('validation', said('signUp.firstNameRequired'), { firstName: said('signUp.firstNameRequired') });
  if (changes.lastName !== undefined && !changes.lastName.trim()) refuse('validation', said('signUp.lastNameRequired'), { lastName: said('signUp.lastNameRequired') });
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ProfileUpdated', data: { changes, at: command.at } }];
}

function confirmDeposit(command: Extract<UserCommand, { type: 'ConfirmDeposit' }>, user: User): UserEvent[] {
  requireAdmin(command.actor);
  if (command.amount <= 0) refuse('validation', said('transfer.depositAmount'));
  // Confirming twice changes nothing: the money arrived once. A rejected deposit stays rejected.
  const known = user.deposits[command.depositId];
  if (known?.status === 'completed') return [];
  if (known?.status === 'rejected') refuse('conflict', depositDecidedMessage.rejected);
  const { currency, amount } = command;
  const postings = balanced(move(bankAccount(bankAccounts.depositsInTransit, currency), customerAccount(user.id, currency), currency, amount));
  const { depositId, method, actor, at, reason, valueDate } = command;
  return [{ type: 'DepositConfirmed', data: { depositId, currency, amount, method, by: actor.id, ...(reason?.trim() ? { reason: reason.trim() } : {}), postings, at, ...(valueDate ? { valueDate } : {}) } }];
}

/** The answers a second decision on one deposit gets (another administrator, or a double click). */
export const depositDecidedMessage = {
  completed: english('transfer.completed'),
  rejected: english('transfer.rejected'),
} as const;

/** Turns a Processing deposit down: no money moves; once decided, a deposit stays as decided. */
function rejectDeposit(command: Extract<UserCommand, { type: 'RejectDeposit' }>, user: User): UserEvent[] {
  requireAdmin(command.actor);
  const deposit = user.deposits[command.depositId];
  if (!deposit) return refuse('not_found', said('transfer.depositNotFound'));
  if (deposit.status === 'rejected') return [];
  if (deposit.status === 'completed') refuse('conflict', depositDecidedMessage.completed);
  const { depositId, reasonCode, actor, at } = command;
  const note = command.note.trim();
  return [{ type: 'DepositRejected', data: { depositId, currency: 'USD', amount: deposit.amount, reasonCode, note, by: actor.id, at } }];
}

/** An admin's correction: refused when it would overdraw, never floored (DECISIONS 10). */
function adjustBalance(command: Extract<UserCommand, { type: 'AdjustBalance' }>, user: User): UserEvent[] {
  requireAdmin(command.actor);
  if (!command.reason.trim()) refuse('validation', said('backOffice.adjustmentReasonRequired'), { reason: said('backOffice.adjustmentReasonRequired') });
  if (command.amount === 0) return [];
  const { currency, amount } = command;
  if (amount < 0 && user.frozen) refuse('forbidden', said('transfer.frozen'));
  if (user.balances[currency] + amount < 0) refuse('insufficient_funds', said('backOffice.adjustmentWouldOverdraw'));
  const postings = balanced(move(bankAccount(bankAccounts.adjustments, currency), customerAccount(user.id, currency), currency, amount));
  const { adjustmentId, reason, actor, at, valueDate } = command;
  return [{ type: 'BalanceAdjusted', data: { adjustmentId, currency, amount, reason, by: actor.id, postings, at, ...(valueDate ? { valueDate } : {}) } }];
}
