/**
 * The server's live projection of the whole bank: it follows the log from its last
 * position, so every instance sees every event in commit order and none is skipped.
 */
import { applyToBank, emptyBank, type BankView } from '../../domain/projections/bank.ts';
import { MAX_READ, type EventStore } from '../store/types.ts';
import { toLogged } from './event-codec.ts';

export class LiveBank {
  readonly view: BankView = emptyBank();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: EventStore) {}

  /**
   * Brings the view up to the log's safe head as of this call. Catch-ups run one after
   * another, so a caller that has just appended always sees its own events.
   */
  catchUp(): Promise<BankView> {
    const next = this.queue.then(() => this.follow());
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async follow(): Promise<BankView> {
    for (;;) {
      const batch = await this.store.readAll({ after: this.view.position, limit: MAX_READ });
      for (const recorded of batch) applyToBank(this.view, toLogged(recorded));
      if (batch.length < MAX_READ) return this.view;
    }
  }
}
