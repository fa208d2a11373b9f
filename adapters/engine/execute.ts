/**
 * The one engine entry for a declared command (docs/commands.md): a command names the streams it
 * reads by role, the folds (deciders) that turn each into a state, the customers whose money lock
 * it takes, and a pure `decide` over the states; `execute` loads and folds every role (through the
 * fold cache), decides, appends each role's events with the version read, retries on a version
 * conflict, and records the outcome under the request's idempotency key when the command has one.
 * It generalises `handle` (one stream) to many, the shape of Emmett's DeciderCommandHandler; the
 * command's shape is pure and lives in domain/command.ts, so capabilities declare theirs beside
 * their deciders.
 */
import type { DeclaredCommand, Emitted, IdempotentCommand } from '../../domain/command.ts';
import type { EventMetadata, EventStore } from '../store/types.ts';
import type { CommandEngine } from './engine.ts';
import { loadPrior, recordOutcome, type IdempotentAnswer } from './idempotent.ts';
import { withMoneyLock } from './keyed-lock.ts';
import { runCommand, type Decision, type Exclusive, type Reads } from './unit-of-work.ts';

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
  // The roles read as a condition: their versions are checked at the append, nothing is written to them.
  for (const role of command.conditions ?? []) {
    const streamId = streams[role];
    if (streamId !== null && !appends.some((append) => append.streamId === streamId)) appends.push({ streamId, events: [], condition: true });
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
async function run<Input, States, Result>(ctx: ExecuteContext, command: DeclaredCommand<Input, States, Result>, input: Input, metadata: EventMetadata, viewAt: number | undefined): Promise<Executed<Result>> {
  const unit = (exclusive?: Exclusive) => runCommand(ctx.store, metadata, (reads) => attempt(ctx, command, input, reads, metadata.at), exclusive, viewAt);
  const locked = command.locks?.(input) ?? [];
  return locked.length > 0 ? withMoneyLock(ctx.engine.moneyLock, [...locked], unit) : unit();
}

/** `viewAt`: the caller signed in on the live view at that position (Principal viewAt), so the command commits fenced there. */
export function execute<Input, States, Result>(ctx: ExecuteContext, command: IdempotentCommand<Input, States, Result>, input: Input, metadata: EventMetadata, viewAt?: number): Promise<Executed<Result>>;
export function execute<Input, States, Result>(ctx: ExecuteContext, command: DeclaredCommand<Input, States, Result>, input: Input, metadata: EventMetadata, viewAt?: number): Promise<Result>;
export async function execute<Input, States, Result>(ctx: ExecuteContext, command: DeclaredCommand<Input, States, Result>, input: Input, metadata: EventMetadata, viewAt?: number): Promise<Executed<Result> | Result> {
  const executed = await run(ctx, command, input, metadata, viewAt);
  return command.idempotency ? executed : (executed.decided as Result);
}
