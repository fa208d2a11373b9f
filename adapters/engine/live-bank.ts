/**
 * The server's live projection of the whole bank: it follows the log from its last
 * position, so every instance sees every event in commit order and none is skipped.
 * While following it also indexes every stream (stream-cache.ts), so commands load the
 * streams they decide on from memory.
 */
import { applyToBank, emptyBank, type BankView } from '../../domain/projections/bank.ts';
import { sharedRuns } from '../store/shared-runs.ts';
import { MAX_READ, type EventStore, type RecordedEvent, type WrittenEvents } from '../store/types.ts';
import { toLogged } from './event-codec.ts';
import { StreamIndex } from './stream-cache.ts';

export class LiveBank {
  readonly view: BankView = emptyBank();
  /** Every stream's version as of the view's position; it starts complete because the view starts at 0. */
  readonly streams = new StreamIndex(true);
  /**
   * Brings the view up to the log's safe head as of this call, so a caller that has just
   * appended sees its own events. Callers arriving while a follow runs share the next one,
   * so a burst of requests costs one read of the log.
   */
  readonly catchUp: () => Promise<BankView> = sharedRuns(() => this.follow());

  /** The position of the snapshot this view was started from; 0 when the start folded the log from its beginning. */
  startedFrom = 0;

  /** Called after every follow that read events (the server saves a snapshot of the view every N events). */
  afterFollow: ((live: LiveBank) => void) | null = null;

  /** This server's appends that committed above the view's position, waiting for the events below them (keyed by `after`). */
  private readonly early = new Map<number, RecordedEvent[]>();

  constructor(private readonly store: EventStore) {}

  /** The view holds every event up to this position (stream-cache.ts fence). */
  position(): number {
    return this.view.position;
  }

  /**
   * This server's own append, as committed: laid into the view now when the view stands exactly
   * where the append began (nothing committed between), so the next catch-up need not read it
   * back. An append that committed above the view waits for the events below it, up to
   * MAX_EARLY appends; anything the view has passed already is ignored. A read of the log would
   * bring the same events in the same order, so the view is the same either way.
   */
  applyWritten(written: WrittenEvents): void {
    if (written.events.length === 0 || written.after < this.view.position) return;
    if (written.after > this.view.position) {
      if (this.early.size < MAX_EARLY) this.early.set(written.after, written.events);
      return;
    }
    this.applyAll(written.events);
    this.afterFollow?.(this);
  }

  private applyAll(events: readonly RecordedEvent[]): void {
    for (const recorded of events) {
      // A read that began before this server laid its own append in returns those events again.
      if (recorded.position <= this.view.position) continue;
      applyToBank(this.view, toLogged(recorded));
      this.streams.observe(recorded);
    }
    this.takeEarly();
  }

  /** Lays in the waiting appends that now follow on; drops those the view has passed. */
  private takeEarly(): void {
    if (this.early.size === 0) return;
    for (const after of this.early.keys()) if (after < this.view.position) this.early.delete(after);
    const next = this.early.get(this.view.position);
    if (!next) return;
    this.early.delete(this.view.position);
    this.applyAll(next);
  }

  private async follow(): Promise<BankView> {
    // The only writer knows its head: when nothing new has committed there is nothing to read.
    if (this.store.committedHead?.() === this.view.position) return this.view;
    for (;;) {
      const batch = await this.store.readAll({ after: this.view.position, limit: MAX_READ });
      this.applyAll(batch);
      if (batch.length < MAX_READ) {
        if (batch.length > 0) this.afterFollow?.(this);
        return this.view;
      }
    }
  }
}

/** Own appends held while an earlier one is still unseen; beyond this the catch-up reads them instead. */
const MAX_EARLY = 1_024;
