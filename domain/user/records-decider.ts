/**
 * Decides the customer-records commands on one user's stream: freezing and unfreezing
 * their own card, asking for a new or replacement card, and the bank recording a credit
 * score from a bureau report (administrators only).
 */
import { english, refuse, said } from '../errors.ts';
import type { CreditFactors, UserEvent } from './events.ts';
import { existing, requireAdmin, type Actor } from './decider.ts';
import type { User, UserState } from './state.ts';

export type RecordsCommand =
  | { type: 'FreezeCard' | 'UnfreezeCard'; cardId: string; actor: Actor; at: string }
  | { type: 'RequestCard'; requestId: string; kind: 'new' | 'replacement'; replacesCardId: string | null; reason: string; actor: Actor; at: string }
  | { type: 'RecordCreditScore'; score: number; factors: CreditFactors; bureau: string; reportDate: string; actor: Actor; at: string };

export function decideRecords(command: RecordsCommand, state: UserState): UserEvent[] {
  const user = existing(state);
  switch (command.type) {
    case 'FreezeCard':
    case 'UnfreezeCard':
      return freezeOrUnfreeze(command, user);
    case 'RequestCard':
      return requestCard(command, user);
    case 'RecordCreditScore':
      return recordCreditScore(command, user);
  }
}

function ownCustomer(actor: Actor, user: User): void {
  if (actor.id !== user.id) refuse('forbidden', said('records.ownCardsOnly'));
  if (user.status === 'suspended') refuse('forbidden', said('session.accountSuspended'));
}

function freezeOrUnfreeze(command: Extract<RecordsCommand, { type: 'FreezeCard' | 'UnfreezeCard' }>, user: User): UserEvent[] {
  ownCustomer(command.actor, user);
  const card = user.cards.find((c) => c.cardId === command.cardId);
  if (!card) refuse('not_found', said('records.cardNotFound'));
  const freeze = command.type === 'FreezeCard';
  if (card?.frozen === freeze) return [];
  return [{ type: freeze ? 'CardFrozen' : 'CardUnfrozen', data: { cardId: command.cardId, at: command.at } }];
}

/** At most one open request of each kind, so a double click does not order two cards. */
function requestCard(command: Extract<RecordsCommand, { type: 'RequestCard' }>, user: User): UserEvent[] {
  ownCustomer(command.actor, user);
  if (command.replacesCardId && !user.cards.some((c) => c.cardId === command.replacesCardId)) refuse('not_found', said('records.cardNotFound'));
  if (user.cardRequests.some((r) => r.kind === command.kind)) refuse('conflict', command.kind === 'new' ? said('records.newCardRequested') : said('records.replacementCardRequested'));
  const { requestId, kind, replacesCardId, reason, at } = command;
  return [{ type: 'CardRequested', data: { requestId, kind, replacesCardId, reason, at } }];
}

export const creditScoreMessages = {
  score: english('records.score'),
  bureau: english('records.bureau'),
  reportDate: english('records.reportDate'),
} as const;

function recordCreditScore(command: Extract<RecordsCommand, { type: 'RecordCreditScore' }>, user: User): UserEvent[] {
  requireAdmin(command.actor);
  if (user.role !== 'user') refuse('validation', said('records.creditScoresAre'));
  if (!Number.isInteger(command.score) || command.score < 300 || command.score > 900) refuse('validation', creditScoreMessages.score, { score: creditScoreMessages.score });
  const bureau = command.bureau.trim();
  if (!bureau) refuse('validation', creditScoreMessages.bureau, { bureau: creditScoreMessages.bureau });
  // A bureau report is dated; one from after today cannot exist yet.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(command.reportDate) || command.reportDate > command.at.slice(0, 10)) refuse('validation', creditScoreMessages.reportDate, { reportDate: creditScoreMessages.reportDate });
  const { score, factors, reportDate, actor, at } = command;
  return [{ type: 'CreditScoreRecorded', data: { score, factors, bureau, reportDate, by: actor.id, at } }];
}
