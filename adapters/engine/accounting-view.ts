/**
 * The accounting read model of one bank (issue 28 item 2): the pure fold of domain/accounting/book.ts
 * kept up with the log from its own position, so every as-of statement is binary searches over
 * per-account cumulative balances. It folds from position 0 on its own (the live view may start
 * from a snapshot), reads only what committed since its last follow, and a burst of requests
 * shares one follow. One per event store (a bank), held beside it, never in the store.
 */
import { applyToBook, emptyBook, type AccountingBook } from '../../domain/accounting/book.ts';
import { sharedRuns } from '../store/shared-runs.ts';
import { MAX_READ, type EventStore, type RecordedEvent } from '../store/types.ts';

export class AccountingView {
  readonly book: AccountingBook = emptyBook();
  /** The time (metadata `at`) of the last event folded, any event, not only those that posted. */
  lastAt: string | null = null;
  readonly catchUp: () => Promise<AccountingBook> = sharedRuns(() => this.follow());

  constructor(private readonly store: EventStore) {}

  apply(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      if (event.position <= this.book.position) continue;
      const at = event.metadata.at ?? event.recordedAt;
      applyToBook(this.book, { position: event.position, streamId: event.streamId, at, type: event.type, data: event.data });
      this.lastAt = at;
    }
  }

  private async follow(): Promise<AccountingBook> {
    if (this.store.committedHead?.() === this.book.position) return this.book;
    for (;;) {
      const batch = await this.store.readAll({ after: this.book.position, limit: MAX_READ });
      this.apply(batch);
      if (batch.length < MAX_READ) return this.book;
    }
  }
}

const views = new WeakMap<EventStore, AccountingView>();

/** The accounting view of the bank whose store this is, made (empty, to fold on first catch-up) on first use. */
export function accountingViewOf(store: EventStore): AccountingView {
  let view = views.get(store);
  if (!view) views.set(store, (view = new AccountingView(store)));
  return view;
}
