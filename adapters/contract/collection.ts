/**
 * The collection sheet in the API contract (issue 29 item 4): one function, `collection-sheet`,
 * whose actions open a meeting's sheet, submit its lines (each line with its own id, a UUID the
 * client chose: the line's idempotency key, so a resent line is posted once), read the branch
 * manager's review queue and resolve a queued line.
 */
import { z } from 'zod';
import type { SheetLine } from '../../domain/collection/sheet.ts';
import { id, text } from './fields.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const minor = z.number().int().min(0).max(1_000_000_000_00);
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

export const collectionLine = z.object({
  lineId: uuid, memberId: id, loanId: id.nullable(),
  due: minor, reschedules: z.number().int().min(0).max(1000), paid: minor, deposit: minor, savingsAgreed: z.boolean(), present: z.boolean(),
});

export const collectionRequests = {
  'collection-sheet': z.discriminatedUnion('action', [
    z.object({ action: z.literal('open'), groupId: id, meetingDate: isoDate }),
    z.object({ action: z.literal('submit'), groupId: id, meetingDate: isoDate, lines: z.array(collectionLine).min(1).max(60) }),
    z.object({ action: z.literal('queue'), branchId: id.optional() }),
    z.object({ action: z.literal('resolve'), branchId: id, lineId: uuid, decision: z.enum(['post', 'reject']), reason: text(500), savingsAgreed: z.boolean() }),
  ]),
};

export type CollectionSheetLine = SheetLine;
export interface CollectionSheetView {
  groupId: string; groupName: string; branchId: string; officerId: string; meetingDate: string;
  lines: SheetLine[];
  totals: { due: number; expectedDeposit: number; members: number };
  /** The officer's till for the day: the cash of the lines posted, from the sheet's stream and from the ledger's till account. */
  till: { sheet: number; ledger: number };
}
export interface CollectionLineAnswer {
  lineId: string;
  /** posted, queued (for the branch manager), rejected, or refused (nothing kept: `message` says why). */
  status: 'posted' | 'queued' | 'rejected' | 'refused';
  replayed: boolean;
  cash: number;
  reason: string | null;
  message: string | null;
}
export interface CollectionReviewItem {
  lineId: string; branchId: string; groupId: string; groupName: string; meetingDate: string; memberId: string; memberName: string; loanId: string | null;
  officerId: string; officerName: string; reason: string; queuedAt: string;
  recorded: { due: number; paid: number; deposit: number; savingsAgreed: boolean; present: boolean };
  bankNow: { due: number; status: string };
}

export interface CollectionAnswers {
  'collection-sheet': {
    open: CollectionSheetView;
    submit: { lines: CollectionLineAnswer[]; till: { sheet: number; ledger: number } };
    /** The branch's queue; `canResolve`: whether the caller may post or reject its lines (its manager or an administrator; never the auditor). */
    queue: { branchId: string; branchName: string; canResolve: boolean; items: CollectionReviewItem[] };
    resolve: { lineId: string; status: 'posted' | 'rejected'; cash: number };
  };
}
