/**
 * The single-stream case of the unit of work: most commands touch one stream, so they need
 * no hand-written load/decide/append. `handle` loads the stream, folds it with the
 * aggregate's decider, decides, and appends with the version it read (retrying on conflict
 * like every command).
 */
import type { BankEvent } from '../../domain/catalogue.ts';
import { foldEvents, type Decider } from '../../domain/decider.ts';
import type { EventMetadata, EventStore } from '../store/types.ts';
import { runCommand, type Exclusive, type Reads } from './unit-of-work.ts';

/** Runs `command` against `streamId` through `decider`; answers the events it appended and the state after them. */
export function handle<Command, Event extends BankEvent, State>(
  store: EventStore,
  metadata: EventMetadata,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  exclusive?: Exclusive,
): Promise<{ events: readonly Event[]; state: State }> {
  return runCommand(store, metadata, async (reads) => {
    const loaded = await reads.load<Event>(streamId);
    const before = foldEvents(decider, loaded.events);
    const events = decider.decide(command, before);
    return { appends: [{ streamId, events }], result: { events, state: events.reduce(decider.evolve, before) } };
  }, exclusive);
}

/** A stream another decision depends on (the settings in force, say), folded by its own decider within the same attempt. */
export async function foldStream<Event extends BankEvent, State>(reads: Reads, decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>, streamId: string): Promise<State> {
  return foldEvents(decider, (await reads.load<Event>(streamId)).events);
}
