/**
 * An administrator's edits of a customer's record: freezing the account, correcting the
 * name or phone, and moving the customer to a new e-mail address (which must re-claim the
 * address atomically). Role and account-number changes are refused (docs/admin.md says why).
 */
import { english, refuse, said } from '../errors.ts';
import type { UserEvent } from '../user/events.ts';
import { normalizeEmail, type ClaimEvent } from '../user/claims.ts';
import type { User } from '../user/state.ts';
import type { AdminActor } from './journal.ts';

export const nameAndEmailRequired = english('backOffice.nameAndEmailRequired');
/** A suspension locks a customer out of their money: the bank records why, and shows it in the user's suspension history (issue 13). */
export const suspensionReasonRequired = english('backOffice.suspensionReasonRequired');
export const roleChangeRefused = english('backOffice.roleChangeRefused');
export const accountNumberChangeRefused = english('backOffice.accountNumberChangeRefused');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requireAdmin(actor: AdminActor, reason: string): void {
  if (actor.role !== 'admin') refuse('forbidden', said('session.actionRequiresAdministrator'));
  if (!reason.trim()) refuse('validation', said('links.reasonRequired'), { reason: said('links.reasonRequired') });
}

export function decideFreeze(command: { frozen: boolean; reason: string; actor: AdminActor; at: string }, user: User): UserEvent[] {
  requireAdmin(command.actor, command.reason);
  if (user.role === 'admin') refuse('forbidden', said('backOffice.adminNotFrozen'));
  if (user.frozen === command.frozen) return [];
  const { frozen, reason, actor, at } = command;
  return [{ type: 'AccountFreezeChanged', data: { frozen, reason, by: actor.id, byName: actor.name, at } }];
}

export interface ProfileCorrection {
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export function decideProfileCorrection(command: { changes: ProfileCorrection; reason: string; actor: AdminActor; at: string }, user: User): UserEvent[] {
  requireAdmin(command.actor, command.reason);
  const changes: ProfileCorrection = {};
  for (const key of ['firstName', 'lastName', 'phone'] as const) {
    const value = command.changes[key]?.trim();
    if (value !== undefined && value !== user.profile[key]) changes[key] = value;
  }
  if (changes.firstName !== undefined && !changes.firstName) refuse('validation', nameAndEmailRequired);
  if (Object.keys(changes).length === 0) return [];
  const { reason, actor, at } = command;
  return [{ type: 'ProfileCorrected', data: { changes, reason, by: actor.id, byName: actor.name, at } }];
}

export interface EmailChangeDecision {
  user: UserEvent[];
  oldClaim: ClaimEvent[];
  newClaim: ClaimEvent[];
}

/** Moves the customer to a new address: releases the old claim and takes the new one in the same append. */
export function decideEmailChange(
  command: { email: string; reason: string; actor: AdminActor; at: string },
  { user, newEmailOwner }: { user: User; newEmailOwner: string | null },
): EmailChangeDecision {
  requireAdmin(command.actor, command.reason);
  const to = normalizeEmail(command.email);
  if (!to) refuse('validation', nameAndEmailRequired);
  if (!EMAIL.test(to)) refuse('validation', said('signUp.emailInvalid'), { email: said('signUp.emailInvalid') });
  if (to === user.email) return { user: [], oldClaim: [], newClaim: [] };
  if (newEmailOwner && newEmailOwner !== user.id) refuse('conflict', said('signUp.emailUsedByAnother'));
  const { reason, actor, at } = command;
  return {
    user: [{ type: 'EmailChanged', data: { from: user.email, to, reason, by: actor.id, byName: actor.name, at } }],
    oldClaim: [{ type: 'EmailReleased', data: { email: user.email, userId: user.id, at } }],
    newClaim: [{ type: 'EmailClaimed', data: { email: to, userId: user.id, at } }],
  };
}
