/**
 * The shape of a declared command (docs/commands.md), pure so each capability declares its
 * multi-stream commands beside its deciders: the streams it reads by role, the fold (a decider's
 * evolve and initial state) of each role, the customers whose money lock it holds, and a pure
 * `decide(input, states)` composed from the capability deciders that answers events per role.
 * adapters/engine/execute.ts runs any value of this type; nothing here does I/O.
 */
import type { BankEvent } from './catalogue.ts';
import type { IdempotencyOutcome } from './idempotency/idempotency.ts';

/** How a role's stream becomes a state: any Decider (or its evolve and initial state) will do. */
export interface Fold<S> {
  readonly initialState: S;
  // A method, so a decider's narrower event type is accepted (its stream holds only its events).
  evolve(state: S, event: BankEvent): S;
}

/** The events a decision appends, per role; a role left out appends nothing. */
export type Emitted<States> = { readonly [R in keyof States]?: readonly BankEvent[] };

/** A pure decision: events per role and what the caller is answered. */
export interface Decided<States, Result> {
  events: Emitted<States>;
  result: Result;
}

/** What a retried request is recognised by: its key, its customer, the operation and a keyed hash of its body. */
export interface IdempotentRequest {
  key: string;
  userId: string;
  operation: string;
  requestHash: string;
}

/**
 * A command as a value: its name, the stream of each role for an input (null: the role is absent
 * this time, and its state is the fold's initial one), the customers whose money lock it holds,
 * and the pure decision. The order of `folds` is the order the roles' events are appended in.
 */
export interface DeclaredCommand<Input, States, Result> {
  readonly name: string;
  readonly folds: { readonly [R in keyof States]: Fold<States[R]> };
  streams(input: Input): { readonly [R in keyof States]: string | null };
  locks?(input: Input): readonly string[];
  decide(input: Input, states: States): Decided<States, Result>;
  /**
   * Roles read as a condition: when the decision appends anything, each of these streams'
   * version as read is checked at the append though nothing is appended to it, so a change to it
   * committed meanwhile (a month closed while a dated entry was decided) is a version conflict and
   * the command decides again on the new state. The `books-periods` role of every dated entry.
   */
  readonly conditions?: readonly (keyof States)[];
  /** The request a retry is recognised by, and the outcome of a decision that is kept under its key. */
  idempotency?: { request(input: Input): IdempotentRequest; outcome(result: Result): IdempotencyOutcome };
}

export type IdempotentCommand<Input, States, Result> = DeclaredCommand<Input, States, Result> & Required<Pick<DeclaredCommand<Input, States, Result>, 'idempotency'>>;
