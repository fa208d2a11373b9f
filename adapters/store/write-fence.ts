/**
 * Lets a server decide a command on its live view without reading the log first, when no other
 * server has written since its own last commit, and keeps that as safe as a read: the group
 * commit that carries such a decision names the head this server knows (a fence), and the
 * database writes the batch only if the head is still there (migrations/012). So every command
 * committed this way decided on a view as fresh as its commit; a broken fence writes nothing and
 * its commands read the log and decide again. On a database that several servers write, each
 * learns from its own commits where the others wrote, and pauses the fence while they do.
 */
import type { ItemOutcome } from './group-commit.ts';
import type { BatchOutcome, QueuedAppend } from './sql-append.ts';
import { StaleViewError, type AppendResult } from './types.ts';

/** After another server is seen writing, commands read the log first for this long before the fence is tried again. */
export const FENCE_PAUSE_MS = 1_000;

/** What this server knows of the committed log from its own group commits. */
export class WriteFence {
  /** The committed head after this server's last batch; -1 until a batch has told it (or after one whose fate is unknown). */
  private known = -1;
  /**
   * Every event another server committed lies at or below this position, among those up to
   * `known`; above it, up to `known`, every event is this server's own.
   */
  private foreignUpTo = Number.POSITIVE_INFINITY;
  private pausedUntil = 0;

  constructor(private readonly now: () => number = Date.now, private readonly pauseMs = FENCE_PAUSE_MS) {}

  /** The lowest view position a command may decide at without a read now, or null while none may. */
  floor(): number | null {
    return this.known < 0 || this.now() < this.pausedUntil ? null : this.foreignUpTo;
  }

  /** Whether an append decided on a view at `position` may still go with a fence: that view holds every other server's event. */
  holds(position: number): boolean {
    return this.known >= 0 && position >= this.foreignUpTo;
  }

  /** The head to send as the fence; meaningful only when holds() said yes. */
  get head(): number {
    return this.known;
  }

  /** A batch committed: the head before it and the highest position it wrote (null: nothing). A head other than ours means another writer. */
  committed(head: number, highest: number | null): void {
    if (head !== this.known) {
      this.foreignUpTo = head;
      if (this.known >= 0) this.pausedUntil = this.now() + this.pauseMs;
    }
    this.known = highest ?? head;
  }

  /** A fenced batch found `head`, above the fence: another server wrote; nothing of the batch was. */
  broken(head: number): void {
    this.known = Math.max(this.known, 0);
    this.committed(head, null);
  }

  /** A batch failed without an answer (it may or may not have committed): nothing is known until the next one answers. */
  lost(): void {
    this.known = -1;
  }
}

/** The fence position a queued append was decided at, if it was decided without a read. */
const fenceOf = (queued: QueuedAppend): number | undefined => queued.appends.find((append) => append.fence !== undefined)?.fence;

/**
 * The group commit's commit step with the fence: appends decided at a view that no longer holds
 * every other server's event are refused before sending (StaleViewError), the rest go in one
 * statement, fenced when any of them needs it. When the fence breaks, the fenced appends are
 * refused and the others, decided after a read, are sent again without it.
 */
export function fencedCommits(fence: WriteFence, commit: (batch: QueuedAppend[], fence: number | null) => Promise<BatchOutcome>): (batch: QueuedAppend[]) => Promise<ItemOutcome<AppendResult>[]> {
  const send = async (batch: QueuedAppend[], at: number | null): Promise<BatchOutcome> => {
    try {
      const outcome = await commit(batch, at);
      if (outcome.fenced) fence.broken(outcome.head);
      else fence.committed(outcome.head, outcome.highest);
      return outcome;
    } catch (error) {
      fence.lost();
      throw error;
    }
  };
  const stale = (): ItemOutcome<AppendResult> => ({ ok: false, error: new StaleViewError() });
  return async (batch) => {
    const outcomes: ItemOutcome<AppendResult>[] = new Array<ItemOutcome<AppendResult>>(batch.length);
    const go: number[] = [];
    batch.forEach((queued, i) => {
      const at = fenceOf(queued);
      if (at !== undefined && !fence.holds(at)) outcomes[i] = stale();
      else go.push(i);
    });
    let fenced = go.some((i) => fenceOf(batch[i]!) !== undefined);
    for (let left = go; left.length > 0;) {
      const outcome = await send(left.map((i) => batch[i]!), fenced ? fence.head : null);
      if (!outcome.fenced) {
        left.forEach((i, k) => { outcomes[i] = outcome.outcomes[k]!; });
        break;
      }
      for (const i of left) if (fenceOf(batch[i]!) !== undefined) outcomes[i] = stale();
      left = left.filter((i) => fenceOf(batch[i]!) === undefined);
      fenced = false;
    }
    return outcomes;
  };
}
