/**
 * The collection sheet's events (issue 29 item 4): each line of a meeting's sheet posted (cash in
 * the officer's till against the member's loan and savings), queued for the branch manager when it
 * conflicts with what the bank holds now, and the manager's resolution. One stream per branch,
 * `collection-<branchId>`, so the branch's review queue and its officers' tills are one fold.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';

export const collectionStream = (branchId: string): string => `collection-${branchId}`;
/** The officer's till: cash collected in the field, a cash asset in the chart (code 1000). */
export const tillAccount = (officerId: string): string => `bank:till:${officerId}:USD`;

const id = z.string().min(1).max(64);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const at = z.string().min(20).max(40);
const minor = z.number().int().min(0).max(1_000_000_000_00);

/** What the officer recorded on a line. */
export const recordedLineSchema = z.object({
  /** The instalment due the sheet showed (0 without a loan). */
  due: minor,
  /** The loan's reschedules when the sheet was made: another count means the schedule changed meanwhile. */
  reschedules: z.number().int().min(0).max(1000),
  paid: minor,
  deposit: minor,
  /** The member agreed that a payment above what is due goes to their savings. */
  savingsAgreed: z.boolean(),
  present: z.boolean(),
});
export type RecordedLine = z.infer<typeof recordedLineSchema>;

export const conflictReasons = ['repaid_meanwhile', 'rescheduled', 'written_off', 'closed'] as const;
export type ConflictReason = (typeof conflictReasons)[number];

const lineFields = { lineId: id, groupId: id, meetingDate: isoDate, memberId: id, loanId: id.nullable(), officerId: id, officerName: z.string().max(200) };

export const collectionEventSchemas = {
  CollectionLinePosted: z.object({
    ...lineFields,
    /** Cash into the till: loanPaid + savings. */
    cash: minor, loanPaid: minor, savings: minor,
    /** What the member still owes on the loan after the line, and their savings balance after it (the SMS receipt's figure). */
    owedAfter: minor, savingsAfter: z.number().int(),
    present: z.boolean(),
    reference: z.string().min(1).max(40),
    /** The branch manager who posted it from the review queue, or null when posted as sent. */
    resolvedBy: id.nullable(),
    by: id, at,
  }),
  CollectionLineQueued: z.object({
    ...lineFields,
    recorded: recordedLineSchema,
    /** What the bank holds now: what is due, the loan's status and reschedules. */
    bankNow: z.object({ due: minor, status: z.string().max(20), reschedules: z.number().int().min(0).max(1000) }),
    reason: z.enum(conflictReasons),
    by: id, at,
  }),
  CollectionLineResolved: z.object({
    lineId: id, decision: z.enum(['posted', 'rejected']), reason: z.string().max(500), savingsAgreed: z.boolean(), by: id, byName: z.string().max(200), at,
  }),
};

export type CollectionEvent = EventUnion<typeof collectionEventSchemas>;
export type CollectionEventOf<K extends CollectionEvent['type']> = Extract<CollectionEvent, { type: K }>;
