/**
 * The one engine entry for a declared command (docs/commands.md): a command names the streams it
 * reads by role, the folds (deciders) that turn each into a state, the customers whose money lock
 * it takes, and a pure `decide` over the states; `execute` loads and folds every role (through the
 * fold cache), decides, appends each role's events with the version read, retries on a version
 * conflict, and records the outcome under the request's idempotency key when the command has one.
 * It generalises `handle` (one stream) to many, the shape of Emmett's DeciderCommandHandler.
 */
import type { BankEvent } from '../../domain/catalogue.ts';
import type { IdempotencyOutcome } from '../../domain/idempotency/idempotency.ts';
import type { EventMetadata, EventStore } from '../store/types.ts';
import type { CommandEngine } from './engine.ts';
import { loadPrior, recordOutcome, type IdempotentAnswer, type IdempotentRequest } from './idempotent.ts';
import { withMoneyLock } from './keyed-lock.ts';
import { runCommand, type Decision, type Exclusive, type Reads } from './unit-of-work.ts';

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
  /** The request a retry is recognised by, and the outcome of a decision that is kept under its key. */
  idempotency?: { request(input: Input): IdempotentRequest; outcome(result: Result): IdempotencyOutcome };
}

export type IdempotentCommand<Input, States, Result> = DeclaredCommand<Input, States, Result> & Required<Pick<DeclaredCommand<Input, States, Result>, 'idempotency'>>;

/** An idempotent command's answer: the first decision's outcome, and that decision itself when this request made it. */
export type Executed<Result> = IdempotentAnswer & { decided: Result | null };

/** What execute needs of a bank: its store and its engine (the money lock and the fold cache). */
export interface ExecuteContext {
  store: EventStore;
  engine: CommandEngine;
}

/** Every role's state, folded within one attempt; absent roles get their fold's initial state. */
async function loadStates<States>(ctx: ExecuteContext, reads: Reads, folds: DeclaredCommand<unknown, States, unknown>['folds'], streams: Record<keyof States, string | null>): Promise<States> {
  const states = {} as States;
  for (const role of Object.keys(folds) as (keyof States)[]) {
    const fold = folds[role];
    const streamId = streams[role];
    states[role] = streamId === null ? fold.initialState : (await ctx.engine.folds.load(reads, streamId, fold.evolve, fold.initialState)).state;
  }
  return states;
}

/** The decision's events as appends, in the declared order of the roles; appending to an absent role is a programming error. */
function appendsOf<States>(command: DeclaredCommand<never, States, unknown>, streams: Record<keyof States, string | null>, events: Emitted<States>): Decision<unknown>['appends'] {
  const appends: Decision<unknown>['appends'] = [];
  for (const role of Object.keys(command.folds) as (keyof States)[]) {
    const emitted = events[role] ?? [];
    if (emitted.length === 0) continue;
    const streamId = streams[role];
    if (streamId === null) throw new Error(`${command.name} appended to its absent role ${String(role)}`);
    appends.push({ streamId, events: emitted });
  }
  return appends;
}

async function attempt<Input, States, Result>(ctx: ExecuteContext, command: DeclaredCommand<Input, States, Result>, input: Input, reads: Reads, at: string): Promise<Decision<Executed<Result>>> {
  const request = command.idempotency?.request(input);
  const prior = request ? await loadPrior(reads, request) : null;
  if (prior) return { appends: [], result: { outcome: prior, replayed: true, decided: null } };
  const streams = command.streams(input);
  const decided = command.decide(input, await loadStates(ctx, reads, command.folds, streams));
  const appends = appendsOf(command, streams, decided.events);
  if (!request || !command.idempotency) return { appends, result: { outcome: { kind: 'accepted', answer: {} }, replayed: false, decided: decided.result } };
  const outcome = command.idempotency.outcome(decided.result);
  return { appends: [...appends, recordOutcome(request, outcome, at)], result: { outcome, replayed: false, decided: decided.result } };
}

/**
 * Runs `command` for `input`: under the money lock of the customers it names (a busy answer, 409,
 * when contention outlasts the retries), else straight through the unit of work.
 */
async function run<Input, States, Result>(ctx: ExecuteContext, command: DeclaredCommand<Input, States, Result>, input: Input, metadata: EventMetadata): Promise<Executed<Result>> {
  const unit = (exclusive?: Exclusive) => runCommand(ctx.store, metadata, (reads) => attempt(ctx, command, input, reads, metadata.at), exclusive);
  const locked = command.locks?.(input) ?? [];
  return locked.length > 0 ? withMoneyLock(ctx.engine.moneyLock, [...locked], unit) : unit();
}

export function execute<Input, States, Result>(ctx: ExecuteContext, command: IdempotentCommand<Input, States, Result>, input: Input, metadata: EventMetadata): Promise<Executed<Result>>;
export function execute<Input, States, Result>(ctx: ExecuteContext, command: DeclaredCommand<Input, States, Result>, input: Input, metadata: EventMetadata): Promise<Result>;
export async function execute<Input, States, Result>(ctx: ExecuteContext, command: DeclaredCommand<Input, States, Result>, input: Input, metadata: EventMetadata): Promise<Executed<Result> | Result> {
  const executed = await run(ctx, command, input, metadata);
  return command.idempotency ? executed : (executed.decided as Result);
}
