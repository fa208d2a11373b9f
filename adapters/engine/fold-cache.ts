/**
 * Cached aggregate state: folding a customer's whole history on every payment costs time in
 * proportion to the history, and hot accounts have long ones. The state after a stream's
 * last folded event is kept, and the next fold starts there when the stream still begins
 * with that very event object (the stream cache hands out the same objects), else from zero.
 */
import { evolveUser, initialUserState, type UserState } from '../../domain/user/state.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import type { LoadedStream } from './unit-of-work.ts';

/** Streams whose folded state is kept; the least recently folded are dropped first. */
export const FOLD_CAPACITY = 20_000;

interface Folded {
  count: number;
  last: UserEvent;
  state: UserState;
}

/** One per bank (a field of the command engine, engine.ts): two banks in one process never share folds. */
export class FoldCache {
  private readonly folded = new Map<string, Folded>();

  constructor(private readonly capacity = FOLD_CAPACITY) {}

  /** The customer's state after every event of the loaded stream (which must start at version 1). */
  foldUserStream(stream: LoadedStream<UserEvent>): UserState {
    const { events } = stream;
    const cached = this.folded.get(stream.streamId);
    const resume = cached && cached.count <= events.length && events[cached.count - 1] === cached.last;
    let state = resume ? cached.state : initialUserState;
    for (let i = resume ? cached.count : 0; i < events.length; i += 1) state = evolveUser(state, events[i]!);
    const last = events.at(-1);
    this.folded.delete(stream.streamId);
    if (last) this.folded.set(stream.streamId, { count: events.length, last, state });
    if (this.folded.size > this.capacity) this.folded.delete(this.folded.keys().next().value!);
    return state;
  }
}
