/**
 * The one shape every aggregate's rules take (Jérémie Chassaing's Decider, as Emmett uses
 * it): a pure `decide` that turns a command and the folded state into events (or throws a
 * DomainError to refuse), a pure `evolve` that folds one event onto the state, and the
 * state before any event. The engine's `handle` and the given/when/then test helper work
 * with any value of this type, so every aggregate is run and tested the same way.
 */
export interface Decider<Command, Event, State> {
  readonly initialState: State;
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
}

/** The state after `events`, folded from the decider's initial state. */
export function foldEvents<Event, State>(decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>, events: readonly Event[]): State {
  let state = decider.initialState;
  for (const event of events) state = decider.evolve(state, event);
  return state;
}
