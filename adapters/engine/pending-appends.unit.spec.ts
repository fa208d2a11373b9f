/** Proves commands can decide on this server's queued appends without anything being acknowledged early: readers wait for those commits, and a failed append takes everything stacked on it away. */
import { describe, expect, it } from 'vitest';
import { VersionConflictError, type NewEvent, type RecordedEvent } from '../store/types.ts';
import { PendingAppends } from './pending-appends.ts';

const event = (type: string): NewEvent => ({ type, data: {}, metadata: { actor: 't', at: '2026-01-01T00:00:00.000Z' } });
const committed = (version: number): RecordedEvent => ({ ...event(`C${version}`), streamId: 's', version, position: version, recordedAt: '' });

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (e: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

describe('pending appends', () => {
  it('shows queued events after the committed ones, and the reader waits for their commit', async () => {
    const pending = new PendingAppends();
    const first = deferred();
    pending.add([{ streamId: 's', expectedVersion: 1, events: [event('P2'), event('P3')] }], first.promise);
    const { events, waits } = pending.overlay('s', [committed(1)]);
    expect(events.map((e) => [e.type, e.version])).toEqual([['C1', 1], ['P2', 2], ['P3', 3]]);
    let done = false;
    const all = Promise.all(waits).then(() => { done = true; });
    await Promise.resolve();
    expect(done).toBe(false);
    first.resolve();
    await all;
    expect(done).toBe(true);
  });

  it('withdraws a failed append and what was stacked on it, and fails the readers who saw it', async () => {
    const pending = new PendingAppends();
    const first = deferred();
    const second = deferred();
    const withdrawFirst = pending.add([{ streamId: 's', expectedVersion: 1, events: [event('P2')] }], first.promise);
    pending.add([{ streamId: 's', expectedVersion: 2, events: [event('P3')] }], second.promise);
    const { waits } = pending.overlay('s', [committed(1)]);
    first.reject(new Error('commit failed'));
    withdrawFirst();
    await expect(Promise.all(waits)).rejects.toBeInstanceOf(VersionConflictError);
    expect(pending.overlay('s', [committed(1)]).events.map((e) => e.version)).toEqual([1]);
  });

  it('forgets events once the follower sees them committed, and ignores appends that do not continue the stream', () => {
    const pending = new PendingAppends();
    pending.add([{ streamId: 's', expectedVersion: 1, events: [event('P2'), event('P3')] }], Promise.resolve());
    pending.add([{ streamId: 's', expectedVersion: 7, events: [event('Stray')] }], Promise.resolve());
    pending.add([{ streamId: 't', expectedVersion: 'any', events: [event('Any')] }], Promise.resolve());
    pending.settle(committed(2));
    expect(pending.overlay('s', [committed(1), committed(2)]).events.map((e) => e.type)).toEqual(['C1', 'C2', 'P3']);
    expect(pending.overlay('t', []).events).toEqual([]);
    pending.settle(committed(3));
    expect(pending.overlay('s', [committed(1), committed(2), committed(3)]).waits).toEqual([]);
  });
});
