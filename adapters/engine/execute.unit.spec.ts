// Proves the one engine entry: a declared command's roles are loaded and folded (through the fold cache), decided, appended with the versions read, retried on a conflict, and answered once per idempotency key.
import { describe, expect, it } from 'vitest';
import { credentialsDecider, credentialsStream, type CredentialsEvent, type CredentialsState } from '../../domain/credentials/credentials.ts';
import { DomainError, refuse } from '../../domain/errors.ts';
import { createMemoryStore } from '../store/memory.ts';
import { VersionConflictError, type EventStore } from '../store/types.ts';
import { createEngine } from './engine.ts';
import { decodeEvent } from './event-codec.ts';
import { LiveBank } from './live-bank.ts';
import { withStreamCache } from './stream-cache.ts';
import type { DeclaredCommand, Fold } from '../../domain/command.ts';
import { execute } from './execute.ts';

const at = '2026-11-26T10:00:00.000Z';
const meta = { actor: 'a', at, requestId: 'r' };
interface Input { first: string; second: string | null; refuse?: boolean; key?: string }
type States = { first: CredentialsState; second: CredentialsState };

/** A failed PIN counted on the first customer's stream, a success on the second's when there is one. */
const countPin: DeclaredCommand<Input, States, { attempt: number; secondFailures: number }> = {
  name: 'count-pin',
  folds: { first: credentialsDecider, second: credentialsDecider },
  streams: (input) => ({ first: credentialsStream(input.first), second: input.second === null ? null : credentialsStream(input.second) }),
  locks: (input) => [input.first, ...(input.second ? [input.second] : [])],
  decide(input, states) {
    if (input.refuse) refuse('forbidden', 'No.');
    const attempt = states.first.pinFailures + 1;
    const failed: CredentialsEvent = { type: 'PinFailed', data: { at, attempt } };
    const succeeded: CredentialsEvent = { type: 'PinSucceeded', data: { at } };
    return { events: { first: [failed], ...(input.second ? { second: [succeeded] } : {}) }, result: { attempt, secondFailures: states.second.pinFailures } };
  },
};

const idempotentCount = {
  ...countPin,
  idempotency: {
    request: (input: Input) => ({ key: input.key ?? '', userId: input.first, operation: 'count-pin', requestHash: 'h'.repeat(64) }),
    outcome: (result: { attempt: number }) => ({ kind: 'accepted' as const, answer: { attempt: result.attempt } }),
  },
};

const bank = (store: EventStore = createMemoryStore()) => ({ store, engine: createEngine() });
const typesOf = async (store: EventStore, streamId: string) => (await store.readStream(streamId)).map((r) => decodeEvent(r).type);

describe('execute', () => {
  it('folds each role, decides, and appends each role its events in one step', async () => {
    const ctx = bank();
    await execute(ctx, countPin, { first: 'u1', second: 'u2' }, meta);
    const second = await execute(ctx, countPin, { first: 'u1', second: 'u2' }, meta);
    expect(second).toEqual({ attempt: 2, secondFailures: 0 });
    expect(await typesOf(ctx.store, credentialsStream('u1'))).toEqual(['PinFailed', 'PinFailed']);
    expect(await typesOf(ctx.store, credentialsStream('u2'))).toEqual(['PinSucceeded', 'PinSucceeded']);
  });

  it('gives an absent role its initial state and reads nothing for it', async () => {
    const ctx = bank();
    expect(await execute(ctx, countPin, { first: 'u1', second: null }, meta)).toEqual({ attempt: 1, secondFailures: 0 });
    expect(await typesOf(ctx.store, credentialsStream('u1'))).toEqual(['PinFailed']);
  });

  it('appends nothing when the decision refuses', async () => {
    const ctx = bank();
    await expect(execute(ctx, countPin, { first: 'u1', second: 'u2', refuse: true }, meta)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await ctx.store.readStream(credentialsStream('u1'))).toEqual([]);
  });

  it('folds only what is new through the fold cache', async () => {
    let evolved = 0;
    const counting: Fold<CredentialsState> = { initialState: credentialsDecider.initialState, evolve: (s, e) => ((evolved += 1), credentialsDecider.evolve(s, e as CredentialsEvent)) };
    const cached = { ...countPin, folds: { first: counting, second: counting } };
    const memory = createMemoryStore();
    const ctx = bank(withStreamCache(memory, new LiveBank(memory)));
    for (let n = 0; n < 3; n += 1) await execute(ctx, cached, { first: 'u1', second: null }, meta);
    // 0 + 1 + 1 events folded over three runs: each run resumes after the last one it folded.
    expect(evolved).toBe(2);
  });

  it('retries on a version conflict, deciding again on what the other request appended', async () => {
    const memory = createMemoryStore();
    let conflicts = 1;
    const store: EventStore = {
      ...memory,
      append: async (appends) => {
        if (conflicts-- > 0) {
          await memory.append([{ streamId: credentialsStream('u1'), expectedVersion: 0, events: [{ type: 'PinFailed', data: { at, attempt: 1 }, metadata: meta }] }]);
          throw new VersionConflictError(credentialsStream('u1'), 0, 1);
        }
        return memory.append(appends);
      },
    };
    const ctx = bank(store);
    expect(await execute(ctx, countPin, { first: 'u1', second: 'u2' }, meta)).toEqual({ attempt: 2, secondFailures: 0 });
    expect(await typesOf(memory, credentialsStream('u2'))).toEqual(['PinSucceeded']);
  });

  it('answers a retried request with the first outcome and moves nothing twice', async () => {
    const ctx = bank();
    const key = '00000000-0000-4000-8000-000000000001';
    const first = await execute(ctx, idempotentCount, { first: 'u1', second: null, key }, meta);
    const again = await execute(ctx, idempotentCount, { first: 'u1', second: null, key }, meta);
    expect(first).toEqual({ outcome: { kind: 'accepted', answer: { attempt: 1 } }, replayed: false, decided: { attempt: 1, secondFailures: 0 } });
    expect(again).toEqual({ outcome: { kind: 'accepted', answer: { attempt: 1 } }, replayed: true, decided: null });
    expect(await typesOf(ctx.store, credentialsStream('u1'))).toEqual(['PinFailed']);
  });

  it('answers busy (409) under the money lock when conflicts outlast the retries', async () => {
    const memory = createMemoryStore();
    const store: EventStore = { ...memory, append: async () => { throw new VersionConflictError('x', 0, 1); } };
    const error = await execute(bank(store), countPin, { first: 'u1', second: null }, meta).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'conflict' });
  });
});
