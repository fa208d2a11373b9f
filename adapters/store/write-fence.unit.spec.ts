/**
 * The write fence (write-fence.ts): an append decided on a view without reading the log commits
 * only when no other server's event is missing from that view, over random interleavings of two
 * writers; and a broken fence writes nothing, pauses the fence and still commits the appends
 * decided after a read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BatchOutcome, QueuedAppend } from './sql-append.ts';
import { StaleViewError } from './types.ts';
import { fencedCommits, WriteFence } from './write-fence.ts';

/** A log written by this server ('own') and another ('other'); positions are 1-based indexes. */
class TwoWriters {
  readonly log: ('own' | 'other')[] = [];
  /** Every event up to here is in this server's view. */
  view = 0;
  readonly fence = new WriteFence(() => this.clock, 1_000);
  clock = 0;
  /** Each append that committed with a fence: the view it was decided at and the head it committed on. */
  readonly fencedCommits: { at: number; head: number }[] = [];
  readonly commit = fencedCommits(this.fence, async (batch, fence) => this.database(batch, fence));

  private async database(batch: QueuedAppend[], fence: number | null): Promise<BatchOutcome> {
    const head = this.log.length;
    if (fence !== null && head !== fence) return { fenced: true, head };
    for (const queued of batch) {
      const at = queued.appends[0]?.fence;
      if (at !== undefined) this.fencedCommits.push({ at, head });
      this.log.push('own');
    }
    // The view lays in its own events when it stands where the batch began (live-bank.ts applyWritten).
    if (this.view === head) this.view = this.log.length;
    return { fenced: false, head, highest: this.log.length > head ? this.log.length : null, outcomes: batch.map(() => ({ ok: true as const, value: { lastPosition: this.log.length, versions: {} } })) };
  }

  /** A command as runCommand makes it: on the view when the fence allows, else after a read. */
  decided(): QueuedAppend {
    const floor = this.fence.floor();
    const fenced = floor !== null && this.view >= floor;
    if (!fenced) this.view = this.log.length;
    return { prepared: [], appends: [{ streamId: 's', expectedVersion: 'any', events: [], ...(fenced ? { fence: this.view } : {}) }] };
  }
}

const step = fc.oneof(
  fc.record({ kind: fc.constant('other' as const), events: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('decide' as const), commands: fc.integer({ min: 1, max: 3 }) }),
  // Commands decided earlier commit in any grouping, as the group commit's batches take them.
  fc.record({ kind: fc.constant('commit' as const), pick: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant('read' as const) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 1_500 }) }),
);

describe('the write fence', () => {
  it('commits a decision made without a read only when the view held every other server\'s event', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
      const bank = new TwoWriters();
      let pending: QueuedAppend[] = [];
      for (const s of steps) {
        if (s.kind === 'other') for (let i = 0; i < s.events; i += 1) bank.log.push('other');
        else if (s.kind === 'read') bank.view = bank.log.length;
        else if (s.kind === 'wait') bank.clock += s.ms;
        else if (s.kind === 'decide') for (let i = 0; i < s.commands; i += 1) pending.push(bank.decided());
        else {
          const batch = pending.filter((_, i) => s.pick[i % s.pick.length]);
          pending = pending.filter((_, i) => !s.pick[i % s.pick.length]);
          if (batch.length === 0) continue;
          const outcomes = await bank.commit(batch);
          outcomes.forEach((outcome, i) => {
            if (!outcome.ok) expect(outcome.error).toBeInstanceOf(StaleViewError);
            if (!outcome.ok) expect(batch[i]!.appends[0]!.fence).toBeDefined();
          });
        }
      }
      for (const { at, head } of bank.fencedCommits) expect(bank.log.slice(at, head)).not.toContain('other');
    }), { numRuns: 500 });
  });

  it('writes nothing past a broken fence, pauses it, and still commits what was decided after a read', async () => {
    const bank = new TwoWriters();
    await bank.commit([bank.decided()]);
    expect(bank.fence.floor()).toBe(0);
    const onView = bank.decided();
    expect(onView.appends[0]!.fence).toBe(1);
    bank.log.push('other');
    const afterRead: QueuedAppend = { prepared: [], appends: [{ streamId: 't', expectedVersion: 'any', events: [] }] };
    const [stale, read] = await bank.commit([onView, afterRead]);
    expect(stale).toEqual({ ok: false, error: expect.any(StaleViewError) as unknown });
    expect(read?.ok).toBe(true);
    expect(bank.log).toEqual(['own', 'other', 'own']);
    expect(bank.fence.floor()).toBeNull();
    bank.clock += 1_000;
    expect(bank.fence.floor()).toBe(2);
  });

  it('refuses an append decided on a view that a later batch showed was missing another server\'s event', async () => {
    const bank = new TwoWriters();
    await bank.commit([bank.decided()]);
    const early = bank.decided();
    bank.log.push('other');
    bank.view = bank.log.length;
    const later = bank.decided();
    expect(later.appends[0]!.fence).toBe(2);
    expect((await bank.commit([later]))[0]?.ok).toBe(false);
    bank.clock += 1_000;
    const [outcome] = await bank.commit([early]);
    expect(outcome).toEqual({ ok: false, error: expect.any(StaleViewError) as unknown });
    expect(bank.log).toEqual(['own', 'other']);
  });

  it('knows nothing after a batch that failed without an answer', async () => {
    const fence = new WriteFence(() => 0);
    fence.committed(0, 3);
    expect(fence.holds(3)).toBe(true);
    const commit = fencedCommits(fence, () => Promise.reject(new Error('connection lost')));
    await expect(commit([{ prepared: [], appends: [{ streamId: 's', expectedVersion: 'any', events: [], fence: 3 }] }])).rejects.toThrow('connection lost');
    expect(fence.floor()).toBeNull();
    expect(fence.holds(3)).toBe(false);
  });
});
