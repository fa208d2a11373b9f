/**
 * The server's live projection of the whole bank: it follows the log from its last
 * position, so every instance sees every event in commit order and none is skipped.
 * While following it also indexes every stream (stream-cache.ts), so commands load the
 * streams they decide on from memory.
 */
import { applyToBank, emptyBank, type BankView } from '../../domain/projections/bank.ts';
import { sharedRuns } from '../store/shared-runs.ts';
import { MAX_READ, type EventStore } from '../store/types.ts';
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

  constructor(private readonly store: EventStore) {}

  private async follow(): Promise<BankView> {
    // The only writer knows its head: when nothing new has committed there is nothing to read.
    if (this.store.committedHead?.() === this.view.position) return this.view;
    for (;;) {
      const batch = await this.store.readAll({ after: this.view.position, limit: MAX_READ });
      for (const recorded of batch) {
        applyToBank(this.view, toLogged(recorded));
        this.streams.observe(recorded);
      }
      if (batch.length < MAX_READ) {
        if (batch.length > 0) this.afterFollow?.(this);
        return this.view;
      }
    }
  }
}
