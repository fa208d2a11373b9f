/** Month-end close in the API contract (issue 28 item 3): the periods list, closing a month, and reopening one by maker-checker. */
import { z } from 'zod';
import type { Said } from '../../domain/i18n/refusals/words.ts';
import { id, text } from './fields.ts';

const period = text(7);
const reason = text(500);

export const periodRequests = {
  'admin-periods': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }),
    z.object({ action: z.literal('close'), period, reason: reason.optional() }),
    z.object({ action: z.literal('request_reopen'), period, reason }),
    z.object({ action: z.literal('approve_reopen'), requestId: id }),
    z.object({ action: z.literal('decline_reopen'), requestId: id, reason }),
  ]),
};

/** One month as the close page lists it: closed (by whom, when), open, or not yet over. */
export interface PeriodRow {
  period: string;
  status: 'closed' | 'open' | 'not_ended';
  closedBy: string | null;
  closedAt: string | null;
  /** True when the month was closed with a later month's first close rather than by its own. */
  closedWithFirst: boolean;
  reopenedBy: string | null;
  reopenedAt: string | null;
  reopenReason: string | null;
}

/** A request to reopen the latest closed month, waiting for a second administrator. */
export interface PendingReopen {
  requestId: string;
  period: string;
  requestedBy: string;
  requestedAt: string;
  reason: string;
  /** The caller may approve it (maker-checker): not its maker, nor invited by the maker less than 30 days ago. */
  mayApprove: boolean;
  /** The caller made it (and may withdraw it). */
  mine: boolean;
}

export interface PeriodList {
  success: boolean;
  closedThrough: string | null;
  nextToClose: string | null;
  periods: PeriodRow[];
  pending: PendingReopen | null;
}

type Message = { success: boolean; message: string; messageSaid?: Said; closedThrough: string | null };

export interface PeriodAnswers {
  'admin-periods': {
    list: PeriodList;
    close: Message;
    request_reopen: Message;
    approve_reopen: Message;
    decline_reopen: Message;
  };
}
