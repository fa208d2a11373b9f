/**
 * The back office's transaction rows, read from the log newest first as the live view stands.
 * The view keeps only their counts and the newest few (domain/projections/back-office.ts): a
 * row per payment of the bank's whole history in every server's memory made a start on a
 * million events take 20 to 30 s and a gigabyte, so a page of rows is read when it is shown.
 */
import type { BankView } from '../../domain/projections/bank.ts';
import { transactionRow, type TransactionRow } from '../../domain/projections/transactions.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { toLoggedOnce } from '../engine/event-codec.ts';
import { MAX_READ, type EventStore, type RecordedEvent } from '../store/types.ts';

/** Events read in the first step backwards through the log; each further step reads twice as many, up to MAX_READ. */
const FIRST_WINDOW = 500;

/** A row with the event it came from (a back-office entry's posted fields are on it). */
export interface LoggedRow {
  row: TransactionRow;
  event: UserEvent;
}

/** Whether to go on reading older rows. */
export type Visit = (logged: LoggedRow) => boolean;

const USER_PREFIX = 'user-';

/** Visits one recorded event's row, if it is a money event of a current customer; false when the visitor is done. */
function visitRecorded(view: BankView, recorded: RecordedEvent, visit: Visit): boolean {
  if (recorded.position > view.position || !recorded.streamId.startsWith(USER_PREFIX)) return true;
  const userId = recorded.streamId.slice(USER_PREFIX.length);
  if (!view.users.has(userId)) return true;
  const event = toLoggedOnce(recorded).event as UserEvent;
  const row = transactionRow(userId, recorded.position, event);
  return row ? visit({ row, event }) : true;
}

/**
 * Every money row of the view's current customers, newest first, up to the view's position,
 * until `visit` answers false. Reads the log in windows below a position, small first (a page
 * of the list is usually near the head) and larger as it goes; a window may hold fewer events
 * where the log's positions have gaps, never one twice. A visit to every row reads the whole
 * log: 25 s on PGlite for a million events.
 */
export async function visitRowsNewestFirst(store: EventStore, view: BankView, visit: Visit): Promise<void> {
  for (let before = view.position + 1, window = FIRST_WINDOW; before > 1; window = Math.min(MAX_READ, window * 2)) {
    const after = Math.max(0, before - 1 - window);
    const page = await store.readAll({ after, limit: before - 1 - after });
    for (let i = page.length - 1; i >= 0; i -= 1) {
      const recorded = page[i]!;
      if (recorded.position >= before) continue;
      if (!visitRecorded(view, recorded, visit)) return;
    }
    before = after + 1;
  }
}

/** One customer's money rows, newest first, up to the view's position: their own stream only. */
export async function visitUserRowsNewestFirst(store: EventStore, view: BankView, userId: string, visit: Visit): Promise<void> {
  const events = await store.readStream(userStream(userId));
  for (let i = events.length - 1; i >= 0; i -= 1) {
    if (!visitRecorded(view, events[i]!, visit)) return;
  }
}
