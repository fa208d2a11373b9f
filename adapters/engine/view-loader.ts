/**
 * The server's first fold of the whole log at start-up, before LiveBank follows the tail: it
 * asks the store for the next page while it folds the current one, so a database in another
 * process (Postgres) reads and encodes page n + 1 on its own core while this one folds page n.
 */
import { applyToBank, type BankView } from '../../domain/projections/bank.ts';
import { MAX_READ, type EventStore, type RecordedEvent } from '../store/types.ts';
import { toLoggedOnce } from './event-codec.ts';
import { LiveBank } from './live-bank.ts';
import { SNAPSHOT_EVERY, ViewSnapshots } from './view-snapshot.ts';

/** Events folded between two turns of the event loop. */
const SLICE = 1_000;

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Folds one page; yields between slices so the driver can drain its socket and the database keeps sending. */
async function foldPage(view: BankView, page: RecordedEvent[], observe: (recorded: RecordedEvent) => void, yieldBetween: boolean): Promise<void> {
  for (let start = 0; start < page.length; start += SLICE) {
    const end = Math.min(page.length, start + SLICE);
    for (let i = start; i < end; i += 1) {
      applyToBank(view, toLoggedOnce(page[i]!));
      observe(page[i]!);
    }
    if (yieldBetween) await turn();
  }
}

/**
 * Folds the log into `view` from its position up to the head as read page by page, showing
 * every event to `observe` too. A page fetched ahead may be a moment old; that is harmless
 * because LiveBank.catchUp follows on from the position reached.
 */
export async function loadView(store: EventStore, view: BankView, observe: (recorded: RecordedEvent) => void = () => undefined): Promise<BankView> {
  let next = store.readAll({ after: view.position, limit: MAX_READ });
  for (;;) {
    const page = await next;
    const full = page.length === MAX_READ;
    if (full) next = store.readAll({ after: page[page.length - 1]!.position, limit: MAX_READ });
    await foldPage(view, page, observe, full);
    if (!full) return view;
  }
}

/** `snapshots: false` folds from position zero and saves nothing (the rebuild benchmark, audits). */
export interface StartOptions {
  snapshots?: boolean;
  /** Events between two saved snapshots (view-snapshot.ts). */
  snapshotEvery?: number;
}

/**
 * What the server does at start: lay in the latest snapshot of the view when one made by this
 * code checks out (view-snapshot.ts), fold the rest of the log into the LiveBank's view and
 * index every stream's version, as its own follow would but reading ahead and without caching
 * the streams' events, then catch up. Nothing else holds the LiveBank yet, so no follow runs
 * meanwhile. A start that folded many events saves a snapshot before it answers anyone, and the
 * running server saves one every `snapshotEvery` events.
 */
export async function startLiveBank(store: EventStore, options: StartOptions = {}): Promise<LiveBank> {
  const live = new LiveBank(store);
  const snapshots = options.snapshots === false ? null : new ViewSnapshots(store, options.snapshotEvery ?? SNAPSHOT_EVERY);
  await snapshots?.restore(live);
  await loadView(store, live.view, (recorded) => live.streams.observeVersion(recorded));
  await live.catchUp();
  if (snapshots) {
    await snapshots.maybeSave(live);
    live.afterFollow = (following) => void snapshots.maybeSave(following);
  }
  return live;
}
