// Proves that contention which outlasts the unit of work's retries answers a 409 "please try again", never a 500.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import { createMemoryStore } from '../store/memory.ts';
import { VersionConflictError, type EventStore } from '../store/types.ts';
import { runCommand, tryAgainMessage } from './unit-of-work.ts';

describe('runCommand under contention', () => {
  it('retries a version conflict and, when every attempt conflicts, refuses with conflict (409) and the try-again message', async () => {
    const memory = createMemoryStore();
    let appends = 0;
    const store: EventStore = { ...memory, append: async () => { appends += 1; throw new VersionConflictError('credentials-u1', 0, 1); } };
    const run = runCommand(store, { actor: 'u1', at: new Date().toISOString(), requestId: 'r' }, async (reads) => {
      const loaded = await reads.load('credentials-u1');
      return { appends: [{ streamId: loaded.streamId, events: [{ type: 'PinSucceeded', data: { at: new Date().toISOString(), transferId: 't' } }] }], result: undefined };
    });
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'conflict', message: tryAgainMessage });
    expect(appends).toBe(8);
  });
});
