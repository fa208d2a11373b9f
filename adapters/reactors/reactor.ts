/**
 * A reactor: "when X happens, do Y" as a consumer of the log with its own checkpoint (Emmett's
 * `reactor({ processorId, eachMessage, checkpoints })`), never a call a use case must remember.
 * It names the event types it handles; `load` fetches what its decision needs for a page of them
 * (one read per page, not per event); `decide` is the pure domain rule that says which
 * consequences follow from one event; `effect` carries one out. Delivery is at least once: the
 * checkpoint is saved after a page's effects, so a crash replays that page, and every effect is
 * idempotent (it records what it did, keyed by its source event, before it mails).
 */
import type { RecordedEvent } from '../store/types.ts';

export interface Reactor<Ctx, State = unknown, Consequence = unknown> {
  /** Stable and kebab-case (`money-alerts`): the checkpoint and the logs use it. */
  readonly name: string;
  readonly eventTypes: ReadonlySet<string>;
  /** What `decide` needs for these events (handled types only), read once; `upTo` is the page's last position. */
  load(ctx: Ctx, events: readonly RecordedEvent[], upTo: number): Promise<State>;
  /** Pure: the consequences one event calls for, given the loaded state. */
  decide(state: State, event: RecordedEvent): Consequence[];
  /** Carries one consequence out; running it twice does nothing more, or (checkpointEach) at worst mails once more. */
  effect(ctx: Ctx, consequence: Consequence): Promise<void>;
  /**
   * For effects that leave no record of their own (an e-mail only): the checkpoint is saved after
   * each event's effects rather than after the page's, so a crash repeats at most one event's mail.
   */
  readonly checkpointEach?: boolean;
}

/** Any reactor of a context, whatever its state and consequences (the runner only passes them through). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyReactor<Ctx> = Reactor<Ctx, any, any>;

/** Where reactors keep their checkpoints (the event store, migrations/005_reactor_checkpoints.sql). */
export interface Checkpoints {
  readCheckpoint(name: string): Promise<number | null>;
  saveCheckpoint(name: string, position: number): Promise<void>;
  /** All of a run's reactors' checkpoints in one read, where the store offers it. */
  readCheckpoints?(names: readonly string[]): Promise<Map<string, number>>;
  /** A page's checkpoints saved in one statement, where the store offers it. */
  saveCheckpoints?(positions: ReadonlyMap<string, number>): Promise<void>;
}

/** Every named checkpoint: in one read where the store offers it, else one by one. */
export async function readCheckpointsOf(store: Checkpoints, names: readonly string[]): Promise<Map<string, number>> {
  if (store.readCheckpoints) return store.readCheckpoints(names);
  const found = new Map<string, number>();
  for (const name of names) {
    const position = await store.readCheckpoint(name);
    if (position !== null) found.set(name, position);
  }
  return found;
}

/** Saves the checkpoints: in one statement where the store offers it, else one by one. */
export async function saveCheckpointsOf(store: Checkpoints, positions: ReadonlyMap<string, number>): Promise<void> {
  if (positions.size === 0) return;
  if (store.saveCheckpoints) return store.saveCheckpoints(positions);
  for (const [name, position] of positions) await store.saveCheckpoint(name, position);
}

/**
 * Runs a page's handled events through one reactor, in log order; returns how many consequences it
 * carried out. `handled` is told each event's position once its effects are done.
 */
export async function reactToPage<Ctx>(ctx: Ctx, reactor: AnyReactor<Ctx>, page: readonly RecordedEvent[], handled: (position: number) => Promise<void> = async () => undefined): Promise<number> {
  const mine = page.filter((event) => reactor.eventTypes.has(event.type));
  const last = page.at(-1);
  if (mine.length === 0 || !last) return 0;
  const state: unknown = await reactor.load(ctx, mine, last.position);
  let done = 0;
  for (const event of mine) {
    for (const consequence of reactor.decide(state, event) as unknown[]) {
      await reactor.effect(ctx, consequence);
      done += 1;
    }
    await handled(event.position);
  }
  return done;
}
