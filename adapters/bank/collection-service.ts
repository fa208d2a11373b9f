/**
 * The collection sheet at the edge (issue 29 item 4): opens a meeting's sheet from the field, the
 * members' loans and the branch's collection stream; submits each line through `execute` as its own
 * idempotent command keyed by the line's id (a resent line answers its first outcome, posting
 * nothing twice); reads the branch manager's review queue and resolves a queued line. The expected
 * savings deposit is 0 for now (no group setting yet): the officer records what the member brings.
 */
import { resolveLineCommand, sendLineCommand } from '../../domain/collection/commands.ts';
import { collectionStream, tillAccount, type CollectionEvent } from '../../domain/collection/events.ts';
import { collectionSheet } from '../../domain/collection/sheet.ts';
import { evolveCollection, initialCollectionState, reviewQueue, tillOn, type CollectionState } from '../../domain/collection/state.ts';
import { DomainError, refuse, said } from '../../domain/errors.ts';
import { branchOfGroup, branchOfStaff, managesBranch, requireGroupAccess, seesBranch, seesGroup, type FieldActor } from '../../domain/field/access.ts';
import { fieldCommand } from '../../domain/field/field-command.ts';
import type { FieldState } from '../../domain/field/state.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import type { CollectionAnswers, CollectionLineAnswer, CollectionReviewItem, CollectionSheetView, Parsed } from '../contract/index.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { execute } from '../engine/execute.ts';
import { requestHash } from '../engine/idempotent.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { fieldActor, nameOf } from './field-service.ts';
import { loadField } from './field-view.ts';

/** The savings deposit expected of each member at a meeting: 0 until a group setting says otherwise. */
export const EXPECTED_DEPOSIT = 0;

async function loadCollection(ctx: BankContext, branchId: string): Promise<CollectionState> {
  return (await ctx.store.readStream(collectionStream(branchId))).map((r) => decodeEvent(r) as CollectionEvent).reduce(evolveCollection, initialCollectionState);
}

const today = (ctx: BankContext): string => ctx.clock.now().toISOString().slice(0, 10);
const nameIn = (view: BankView, id: string): string => { const user = view.users.get(id); return user ? nameOf(user) : id; };
const tillInBook = (view: BankView, officerId: string): number => -(view.book.get(tillAccount(officerId)) ?? 0);

function groupFor(field: FieldState, actor: FieldActor, groupId: string, acting: boolean) {
  const group = field.groups[groupId];
  if (!group) return refuse('not_found', said('field.noSuchGroup'));
  if (acting) requireGroupAccess(field, actor, group);
  else if (!seesGroup(field, actor, group)) refuse('forbidden', said('field.notYourGroup'));
  return { group, branchId: branchOfGroup(field, group) };
}

export async function openSheet(ctx: BankContext, principal: Principal, body: { groupId: string; meetingDate: string }): Promise<CollectionSheetView> {
  const actor = fieldActor(principal);
  const field = await loadField(ctx);
  const { group, branchId } = groupFor(field, actor, body.groupId, false);
  const view = await ctx.live.catchUp();
  const members = new Set(group.members.map((m) => m.customerId));
  const loans = [...view.loans.values()].filter((l) => members.has(l.userId));
  const names = Object.fromEntries([...members].map((id) => [id, nameIn(view, id)]));
  const collection = await loadCollection(ctx, branchId);
  const sheet = collectionSheet({ group, meetingDate: body.meetingDate, loans, names, expectedDeposit: EXPECTED_DEPOSIT, collection });
  return { ...sheet, branchId, till: { sheet: sheet.till, ledger: tillInBook(view, group.officerId) } };
}

export async function submitSheet(ctx: BankContext, principal: Principal, body: Parsed<'collection-sheet'> & { action: 'submit' }, requestId: string) {
  const actor = fieldActor(principal);
  const field = await loadField(ctx);
  const { group, branchId } = groupFor(field, actor, body.groupId, true);
  const lines: CollectionLineAnswer[] = [];
  for (const { lineId, memberId, loanId, ...recorded } of body.lines) {
    const at = ctx.clock.now().toISOString();
    const key = lineId.toLowerCase();
    const request = { key, userId: actor.id, operation: 'collection-line', requestHash: requestHash(ctx.money.otpSecret, 'collection-line', { groupId: body.groupId, meetingDate: body.meetingDate, lineId: key, memberId, loanId, ...recorded }) };
    try {
      const executed = await execute(ctx, sendLineCommand, {
        lineId: key, branchId, groupId: body.groupId, meetingDate: body.meetingDate, memberId, loanId, recorded, actor, at, today: today(ctx), request,
      }, { actor: actor.id, at, requestId, reason: 'Collection sheet line' });
      const answer = executed.outcome.kind === 'accepted' ? executed.outcome.answer as { status: CollectionLineAnswer['status']; cash: number; reason: string | null } : null;
      lines.push(answer
        ? { lineId: key, status: answer.status, replayed: executed.replayed, cash: answer.cash, reason: answer.reason, message: null }
        : { lineId: key, status: 'refused', replayed: executed.replayed, cash: 0, reason: null, message: executed.outcome.kind === 'refused' ? executed.outcome.message : null });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'forbidden') throw error;
      lines.push({ lineId: key, status: 'refused', replayed: false, cash: 0, reason: null, message: error.message });
    }
  }
  await recordAttendance(ctx, actor, field, group.groupId, body, requestId);
  const view = await ctx.live.catchUp();
  return { lines, till: { sheet: tillOn(await loadCollection(ctx, branchId), group.officerId, body.meetingDate), ledger: tillInBook(view, group.officerId) } };
}

/** The sheet's attendance joins the meeting's (who was present before, changed by these lines), recorded only when it changes. */
async function recordAttendance(ctx: BankContext, actor: FieldActor, field: FieldState, groupId: string, body: { meetingDate: string; lines: readonly { memberId: string; present: boolean }[] }, requestId: string) {
  const before = field.groups[groupId]?.attendance[body.meetingDate]?.present ?? [];
  const present = new Set(before);
  for (const line of body.lines) if (line.present) present.add(line.memberId); else present.delete(line.memberId);
  const known = field.groups[groupId]?.attendance[body.meetingDate] !== undefined;
  if (known && present.size === before.length && before.every((id) => present.has(id))) return;
  const at = ctx.clock.now().toISOString();
  await execute(ctx, fieldCommand, { type: 'RecordAttendance', groupId, meetingDate: body.meetingDate, present: [...present], actor, at, today: today(ctx), customers: [], staffRoles: {} }, { actor: actor.id, at, requestId, reason: 'Collection sheet attendance' });
}

function branchFor(field: FieldState, actor: FieldActor, branchId: string | undefined): string {
  const chosen = branchId ?? branchOfStaff(field, actor.id);
  if (!chosen || !seesBranch(field, actor, chosen)) return refuse('forbidden', said('field.onlyBranchManager'));
  return chosen;
}

export async function reviewQueueOf(ctx: BankContext, principal: Principal, body: { branchId?: string | undefined }): Promise<CollectionAnswers['collection-sheet']['queue']> {
  const actor = fieldActor(principal);
  const field = await loadField(ctx);
  const branchId = branchFor(field, actor, body.branchId);
  const view = await ctx.live.catchUp();
  const items: CollectionReviewItem[] = reviewQueue(await loadCollection(ctx, branchId)).flatMap(({ queued: q }) => (q ? [{
    lineId: q.lineId, branchId, groupId: q.groupId, groupName: field.groups[q.groupId]?.name ?? '', meetingDate: q.meetingDate, memberId: q.memberId, memberName: nameIn(view, q.memberId), loanId: q.loanId,
    officerId: q.officerId, officerName: q.officerName, reason: q.reason, queuedAt: q.at,
    recorded: { due: q.recorded.due, paid: q.recorded.paid, deposit: q.recorded.deposit, savingsAgreed: q.recorded.savingsAgreed, present: q.recorded.present },
    bankNow: { due: q.bankNow.due, status: q.bankNow.status },
  }] : []));
  return { branchId, branchName: field.branches[branchId]?.name ?? '', canResolve: managesBranch(field, actor, branchId), items };
}

export async function resolveLine(ctx: BankContext, principal: Principal, body: Parsed<'collection-sheet'> & { action: 'resolve' }, requestId: string) {
  const actor = fieldActor(principal);
  const line = (await loadCollection(ctx, body.branchId)).lines[body.lineId.toLowerCase()]?.queued;
  if (!line) return refuse('not_found', said('collection.noSuchLine'));
  const at = ctx.clock.now().toISOString();
  const result = await execute(ctx, resolveLineCommand, {
    lineId: line.lineId, branchId: body.branchId, memberId: line.memberId, loanId: line.loanId, decision: body.decision, reason: body.reason,
    savingsAgreed: body.savingsAgreed, actor, at, today: today(ctx),
  }, { actor: actor.id, at, requestId, reason: body.reason || 'Collection line resolved' });
  return { lineId: result.lineId, status: result.status === 'rejected' ? 'rejected' as const : 'posted' as const, cash: result.cash };
}
