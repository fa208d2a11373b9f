/**
 * Appends this server has handed to the group commit but not yet seen committed. A command
 * on the same stream decides on top of them (as TigerBeetle applies a batch's transfers in
 * order), so commands on one hot account share a commit instead of waiting one commit each.
 * Nothing is acknowledged early: a command that read pending events also waits for their
 * commit before it answers (and retries if they fail), its append expects the versions the
 * pending events take, and if one fails every append stacked on it fails its version check.
 */
import { VersionConflictError, type RecordedEvent, type StreamAppend } from '../store/types.ts';

interface Pending {
  event: RecordedEvent;
  /** Settles when the append holding this event commits or fails. */
  committed: Promise<unknown>;
}

/** What a command read on top of committed state, and the commits it must wait for. */
export interface Overlay {
  events: RecordedEvent[];
  waits: Promise<void>[];
}

export class PendingAppends {
  private readonly byStream = new Map<string, Pending[]>();

  /**
   * Records an append's events as pending and returns the function that withdraws them
   * (with anything stacked on them) if the append fails. Appends with 'any', or that do not
   * continue the pending events, are not recorded: they will be checked as they are.
   */
  add(appends: StreamAppend[], committed: Promise<unknown>): () => void {
    const added: { streamId: string; from: number }[] = [];
    for (const { streamId, expectedVersion, events } of appends) {
      if (expectedVersion === 'any' || events.length === 0) continue;
      const list = this.byStream.get(streamId) ?? [];
      const last = list.at(-1)?.event.version;
      if (last !== undefined && last !== expectedVersion) continue;
      list.push(...events.map((e, i) => ({ event: { ...e, streamId, version: expectedVersion + i + 1, position: 0, recordedAt: '' }, committed })));
      this.byStream.set(streamId, list);
      added.push({ streamId, from: expectedVersion + 1 });
    }
    return () => {
      for (const { streamId, from } of added) this.dropFrom(streamId, (p) => p.event.version >= from);
    };
  }

  /** The follower saw this event committed: its pending copy (and older ones) are no longer needed. */
  settle(recorded: RecordedEvent): void {
    if (this.byStream.has(recorded.streamId)) this.dropFrom(recorded.streamId, (p) => p.event.version <= recorded.version);
  }

  /**
   * Committed events followed by the pending ones that continue them, and a wait per pending
   * append read: it resolves when that append commits and rejects with a version conflict
   * (so the command retries) if it fails.
   */
  overlay(streamId: string, committed: RecordedEvent[]): Overlay {
    const above = this.above(streamId, committed.at(-1)?.version ?? 0);
    return above.events.length === 0 ? { events: committed, waits: [] } : { events: [...committed, ...above.events], waits: above.waits };
  }

  /**
   * Only the pending events that continue a stream committed up to `last`, and their waits:
   * overlay without the committed history, for a caller that folded it already (fold-cache.ts).
   */
  above(streamId: string, last: number): Overlay {
    const pending = this.byStream.get(streamId);
    if (!pending) return { events: [], waits: [] };
    const next = pending.filter((p) => p.event.version > last);
    if (next[0]?.event.version !== last + 1) return { events: [], waits: [] };
    const refused = () => {
      throw new VersionConflictError(streamId, next.at(-1)!.event.version, last);
    };
    const waits = [...new Set(next.map((p) => p.committed))].map((c) => c.then(() => undefined, refused));
    // A command that refuses before awaiting them must not leave an unhandled rejection behind.
    for (const wait of waits) wait.catch(() => undefined);
    return { events: next.map((p) => p.event), waits };
  }

  private dropFrom(streamId: string, drop: (p: Pending) => boolean): void {
    const kept = (this.byStream.get(streamId) ?? []).filter((e) => !drop(e));
    if (kept.length > 0) this.byStream.set(streamId, kept);
    else this.byStream.delete(streamId);
  }
}
