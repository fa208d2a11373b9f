/**
 * Cached aggregate state: folding a customer's whole history on every payment costs time in
 * proportion to the history, and hot accounts have long ones. The state after a stream's
 * last folded committed event is kept with that event, and the next command reads and folds
 * only what the live follower has seen since (stream-cache.ts tailOf), then this server's
 * pending appends on top, which are never cached since they may yet fail. The append's
 * expected version stays the authority: a stale state can only cost a retry.
 */
import type { BankEvent } from '../../domain/catalogue.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import { evolveUser, initialUserState, type UserState } from '../../domain/user/state.ts';
import type { RecordedEvent } from '../store/types.ts';
import { decodeEvent } from './event-codec.ts';
import type { Reads } from './unit-of-work.ts';

/** Streams whose folded state is kept; the least recently folded are dropped first. */
export const FOLD_CAPACITY = 20_000;

interface Folded {
  /** The last committed event folded, the very record the stream cache holds. */
  last: RecordedEvent;
  state: unknown;
}

/** A stream's state as a command decides on it, and the version its append must expect. */
export interface FoldedStream<S> {
  streamId: string;
  version: number;
  state: S;
}

/** One per bank (a field of the command engine, engine.ts): two banks in one process never share folds. */
export class FoldCache {
  /** Per fold (its evolve function), then per stream: two folds of one stream keep their own state. */
  private readonly byFold = new Map<unknown, Map<string, Folded>>();

  constructor(private readonly capacity = FOLD_CAPACITY) {}

  /** The stream's state after all its events (committed, then this server's pending ones), read within `reads`' attempt. */
  async load<E extends BankEvent, S>(reads: Reads, streamId: string, evolve: (state: S, event: E) => S, initial: S): Promise<FoldedStream<S>> {
    let folded = this.byFold.get(evolve);
    if (!folded) this.byFold.set(evolve, (folded = new Map()));
    const from = folded.get(streamId);
    const tail = await reads.loadAfter(streamId, from?.last);
    let state = tail.resumed && from ? (from.state as S) : initial;
    for (const recorded of tail.events) state = evolve(state, decodeEvent(recorded) as E);
    const last = tail.events.at(-1) ?? (tail.resumed ? from?.last : undefined);
    folded.delete(streamId);
    if (last) folded.set(streamId, { last, state });
    if (folded.size > this.capacity) folded.delete(folded.keys().next().value!);
    for (const recorded of tail.pending) state = evolve(state, decodeEvent(recorded) as E);
    return { streamId, version: tail.version, state };
  }

  /** A customer's state, the common case: every payment folds its payer and payee. */
  loadUser(reads: Reads, streamId: string): Promise<FoldedStream<UserState>> {
    return this.load<UserEvent, UserState>(reads, streamId, evolveUser, initialUserState);
  }
}
