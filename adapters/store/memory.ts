/**
 * An in-process event store with the same semantics as the SQL stores, for unit tests and
 * anywhere a database is not wanted: appends run one at a time and become visible only on commit.
 */
import {
  MAX_STREAM_READ,
  STORE_CLOSED,
  checkFromVersion,
  checkStreamIds,
  createSerialQueue,
  planAppend,
  prepareAppends,
  readAllBounds,
} from './hooks.ts';
import type { PlannedEvent, PreparedAppend, StoreTestHooks } from './hooks.ts';
import { memoryChainLog } from './memory-chain.ts';
import type { AppendResult, Blob, EventStore, RecordedEvent, Snapshot, StreamAppend } from './types.ts';

/** A committed event as kept in memory: JSON text, so readers get fresh copies as from a database. */
interface StoredEvent extends PlannedEvent {
  position: number;
  recordedAt: string;
}

function toRecorded(row: StoredEvent): RecordedEvent {
  return {
    position: row.position,
    streamId: row.streamId,
    version: row.version,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
    recordedAt: row.recordedAt,
  };
}

export function createMemoryStore(options: StoreTestHooks = {}): EventStore {
  const log: StoredEvent[] = [];
  const streams = new Map<string, StoredEvent[]>();
  const secrets = new Map<string, string>();
  const snapshots = new Map<string, Snapshot>();
  const blobs = new Map<string, Blob>();
  const checkpoints = new Map<string, number>();
  // One append at a time, like the SQL stores' append lock.
  const serialize = createSerialQueue();
  let closed = false;

  const open = (): void => {
    if (closed) throw new Error(STORE_CLOSED);
  };

  const commit = (events: PlannedEvent[]): void => {
    const recordedAt = new Date().toISOString();
    for (const event of events) {
      // Positions are assigned at commit, so the visible log never has a hole below its head.
      const row = { ...event, position: log.length + 1, recordedAt };
      log.push(row);
      const stream = streams.get(row.streamId) ?? [];
      stream.push(row);
      streams.set(row.streamId, stream);
    }
  };

  const appendNow = async (prepared: PreparedAppend[], appends: StreamAppend[]): Promise<AppendResult> => {
    const current = new Map(prepared.map((a) => [a.streamId, streams.get(a.streamId)?.length ?? 0]));
    const plan = planAppend(prepared, current);
    // Awaited before the events are pushed: a hook that throws leaves nothing behind.
    await options.beforeCommit?.(appends);
    const after = log.length;
    commit(plan.events);
    // As the SQL stores answer: the events as a read returns them, so the writer's view need not read them back.
    return { lastPosition: log.length, versions: plan.versions, written: { after, events: log.slice(after).map(toRecorded) } };
  };

  return {
    async append(appends) {
      open();
      const prepared = prepareAppends(appends);
      return serialize(() => appendNow(prepared, appends));
    },
    async readStream(streamId, fromVersion = 0) {
      open();
      const rows = (streams.get(streamId) ?? []).slice(checkFromVersion(fromVersion));
      if (rows.length > MAX_STREAM_READ) throw new RangeError(`Stream ${streamId} exceeds ${MAX_STREAM_READ} events`);
      return rows.map(toRecorded);
    },
    async readStreams(streamIds) {
      open();
      return new Map(checkStreamIds(streamIds).map((id) => [id, (streams.get(id) ?? []).map(toRecorded)]));
    },
    async readAll(readOptions) {
      open();
      const { after, limit } = readAllBounds(readOptions);
      // Position p sits at index p - 1, so `after` is also the index to start from.
      return log.slice(after, after + limit).map(toRecorded);
    },
    async headPosition() {
      open();
      return log.length;
    },
    committedHead: () => log.length,
    async ensureSecret(name, create) {
      open();
      const existing = secrets.get(name);
      if (existing !== undefined) return existing;
      const value = create();
      secrets.set(name, value);
      return value;
    },
    async saveSnapshot(snapshot) {
      open();
      const key = `${snapshot.name}\u0000${snapshot.codeHash}`;
      if ((snapshots.get(key)?.position ?? -1) < snapshot.position) snapshots.set(key, { ...snapshot, data: snapshot.data.slice() });
    },
    async loadSnapshot(name, codeHash) {
      open();
      const kept = snapshots.get(`${name}\u0000${codeHash}`);
      return kept ? { ...kept, data: kept.data.slice() } : null;
    },
    async putBlob(blob) {
      open();
      if (!blobs.has(blob.sha256)) blobs.set(blob.sha256, { ...blob, data: blob.data.slice() });
    },
    async getBlob(sha256) {
      open();
      const kept = blobs.get(sha256);
      return kept ? { ...kept, data: kept.data.slice() } : null;
    },
    async readCheckpoint(name) {
      open();
      return checkpoints.get(name) ?? null;
    },
    async saveCheckpoint(name, position) {
      open();
      if ((checkpoints.get(name) ?? -1) < position) checkpoints.set(name, position);
    },
    async readCheckpoints(names) {
      open();
      return new Map(names.flatMap((name) => (checkpoints.has(name) ? [[name, checkpoints.get(name)!] as const] : [])));
    },
    async saveCheckpoints(positions) {
      open();
      for (const [name, position] of positions) if ((checkpoints.get(name) ?? -1) < position) checkpoints.set(name, position);
    },
    chain: memoryChainLog(log, open),
    async close() {
      closed = true;
      // Let appends already queued finish, as a database would before shutting down.
      await serialize(async () => undefined);
    },
  };
}
