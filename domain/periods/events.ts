/**
 * The events of month-end close (issue 28 item 3): an administrator closes a month, another
 * administrator's approval reopens it. Every period lives in the one `books-periods` stream (a
 * handful of events a month), so each decision sees every period at one expected version.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';

export const PERIODS_STREAM = 'books-periods';

/** A period is a calendar month, 'YYYY-MM'. */
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

const isoTime = z.string().min(20).max(40);
const id = z.string().min(1).max(64);
const name = z.string().max(200);
const reason = z.string().min(1).max(500);

export const periodEventSchemas = {
  /** An administrator closed the month: nothing dated inside it may be posted any more. */
  PeriodClosed: z.object({ period: periodSchema, by: id, byName: name, reason: z.string().max(500), at: isoTime }),
  /** An administrator asked to reopen the latest closed month, with a reason; another administrator must approve. */
  PeriodReopenRequested: z.object({ requestId: id, period: periodSchema, by: id, byName: name, reason, at: isoTime }),
  /** A second administrator approved the request: the month is open again. */
  PeriodReopened: z.object({ requestId: id, period: periodSchema, by: id, byName: name, requestedBy: id, requestedByName: name, reason, at: isoTime }),
  /** The request was withdrawn by its maker or turned down by another administrator: the month stays closed. */
  PeriodReopenDeclined: z.object({ requestId: id, period: periodSchema, by: id, byName: name, reason, at: isoTime }),
};

export type PeriodEvent = EventUnion<typeof periodEventSchemas>;
