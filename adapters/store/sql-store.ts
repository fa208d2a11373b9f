/**
 * The one append/read algorithm that PGlite and Postgres share, written against a tiny
 * SqlClient so the two drivers differ only in how they connect, never in what they store.
 */
import { createGroupCommit, type GroupCommitLimits, type ItemOutcome } from './group-commit.ts';
import { MAX_APPEND_EVENTS, MAX_STREAM_READ, STORE_CLOSED, checkFromVersion, checkStreamIds, planBatch, prepareAppends, readAllBounds } from './hooks.ts';
import type { BatchPlan, PlannedEvent, PreparedAppend, StoreTestHooks } from './hooks.ts';
import type { AppendResult, EventMetadata, EventStore, RecordedEvent, StreamAppend } from './types.ts';

export interface SqlResult<R> {
  rows: R[];
}

/** One connection inside a transaction. */
export interface SqlTx {
  query<R>(text: string, params?: unknown[]): Promise<SqlResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** What a driver must provide: single queries, and a function run on one connection in BEGIN/COMMIT. */
export interface SqlClient {
  query<R>(text: string, params?: unknown[]): Promise<SqlResult<R>>;
  /** Runs fn inside BEGIN/COMMIT on one connection; ROLLBACK and rethrow if fn throws. */
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
}

/**
 * Key of the advisory lock every append holds until its commit is visible, so positions are
 * assigned and committed in the same order (see docs/event-store.md). Any fixed number will do.
 */
export const APPEND_LOCK_KEY = 7_264_031_588;

interface EventRow {
  position: number | string | bigint;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

const EVENT_COLUMNS = 'position, stream_id, version, type, data, metadata, recorded_at';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    version: Number(row.version),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

/** Current versions of the named streams; a stream that does not exist is absent. */
async function readVersions(tx: SqlTx, streamIds: string[]): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ stream_id: string; version: number }>(
    'SELECT stream_id, version FROM streams WHERE stream_id IN (SELECT jsonb_array_elements_text($1::jsonb))',
    [JSON.stringify(streamIds)],
  );
  return new Map(rows.map((r) => [r.stream_id, Number(r.version)]));
}

/** Inserts every event in one statement, in plan order, and returns their positions in that order. */
async function insertEvents(tx: SqlTx, events: PlannedEvent[]): Promise<number[]> {
  // data and metadata are already JSON text: splice them in rather than parse and re-encode.
  const docs = events.map(
    (e) => `{"s":${JSON.stringify(e.streamId)},"v":${e.version},"t":${JSON.stringify(e.type)},"d":${e.data},"m":${e.metadata}}`,
  );
  const { rows } = await tx.query<{ position: number | string | bigint }>(
    `INSERT INTO events (stream_id, version, type, data, metadata)
     SELECT e.doc->>'s', (e.doc->>'v')::int, e.doc->>'t', e.doc->'d', e.doc->'m'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(doc, n)
      ORDER BY e.n
     RETURNING position`,
    [`[${docs.join(',')}]`],
  );
  // Positions come from the sequence in row order; sorting restores that order whatever RETURNING does.
  return rows.map((r) => Number(r.position)).sort((a, b) => a - b);
}

/** Records the new version of every stream that received events. */
async function saveVersions(tx: SqlTx, changed: Map<string, number>): Promise<void> {
  if (changed.size === 0) return;
  await tx.query(
    `INSERT INTO streams (stream_id, version)
     SELECT key, value::int FROM jsonb_each_text($1::jsonb)
     ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version`,
    [JSON.stringify(Object.fromEntries(changed))],
  );
}

async function head(client: Pick<SqlClient, 'query'>): Promise<number> {
  const { rows } = await client.query<{ head: number | string | bigint }>('SELECT coalesce(max(position), 0) AS head FROM events');
  return Number(rows[0]?.head ?? 0);
}

/** One caller's append waiting for the next group commit. */
interface QueuedAppend {
  prepared: PreparedAppend[];
  appends: StreamAppend[];
}

/** One transaction holds at most this much, so a burst never makes one huge commit. */
const GROUP_COMMIT: GroupCommitLimits = { maxItems: 256, maxWeight: 4 * MAX_APPEND_EVENTS };

/** The final version of every stream that received events in the accepted plans. */
function changedVersions(plans: BatchPlan[]): Map<string, number> {
  const changed = new Map<string, number>();
  for (const p of plans) if (p.ok) for (const e of p.plan.events) changed.set(e.streamId, e.version);
  return changed;
}

/** Each accepted append's result: the position of its own last event (or the head if it had none). */
function resultsOf(plans: BatchPlan[], positions: number[], headBefore: number): ItemOutcome<AppendResult>[] {
  let written = 0;
  return plans.map((p) => {
    if (!p.ok) return { ok: false, error: p.error };
    written += p.plan.events.length;
    const lastPosition = written > 0 ? positions[written - 1]! : headBefore;
    return { ok: true, value: { lastPosition, versions: p.plan.versions } };
  });
}

/**
 * One group commit: take the append lock, read every named stream's version, plan the appends
 * in order (a conflicting one is refused alone), insert all accepted events in one statement,
 * run the test hook, commit. Holding the lock to the end means no lower position can commit
 * after a higher one.
 */
async function commitBatch(client: SqlClient, batch: QueuedAppend[], hooks: StoreTestHooks): Promise<ItemOutcome<AppendResult>[]> {
  return client.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${APPEND_LOCK_KEY})`);
    const streamIds = [...new Set(batch.flatMap((queued) => queued.prepared.map((a) => a.streamId)))];
    const plans = planBatch(batch.map((queued) => queued.prepared), await readVersions(tx, streamIds));
    const events = plans.flatMap((p) => (p.ok ? p.plan.events : []));
    const needsHead = plans.some((p) => p.ok && p.plan.events.length === 0);
    const headBefore = needsHead ? await head(tx) : 0;
    const positions = events.length > 0 ? await insertEvents(tx, events) : [];
    await saveVersions(tx, changedVersions(plans));
    const accepted = batch.filter((_, i) => plans[i]!.ok).flatMap((queued) => queued.appends);
    if (accepted.length > 0) await hooks.beforeCommit?.(accepted);
    return resultsOf(plans, positions, headBefore);
  });
}

async function readStreamRows(client: SqlClient, streamId: string, fromVersion: number): Promise<RecordedEvent[]> {
  const { rows } = await client.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version LIMIT $3`,
    [streamId, fromVersion, MAX_STREAM_READ + 1],
  );
  if (rows.length > MAX_STREAM_READ) throw new RangeError(`Stream ${streamId} exceeds ${MAX_STREAM_READ} events`);
  return rows.map(toRecorded);
}

/** Whole streams in one query, grouped by stream; each is refused past MAX_STREAM_READ like readStream. */
async function readStreamsRows(client: SqlClient, streamIds: string[]): Promise<Map<string, RecordedEvent[]>> {
  const ids = checkStreamIds(streamIds);
  const { rows } = await client.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY stream_id, version`,
    [JSON.stringify(ids)],
  );
  const streams = new Map<string, RecordedEvent[]>(ids.map((id) => [id, []]));
  for (const row of rows) streams.get(row.stream_id)?.push(toRecorded(row));
  for (const [id, events] of streams) if (events.length > MAX_STREAM_READ) throw new RangeError(`Stream ${id} exceeds ${MAX_STREAM_READ} events`);
  return streams;
}

async function readAllRows(client: SqlClient, after: number, limit: number): Promise<RecordedEvent[]> {
  if (limit === 0) return [];
  const { rows } = await client.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
    [after, limit],
  );
  return rows.map(toRecorded);
}

/** Inserts the secret only if absent, then reads back whichever value won, so every server agrees. */
async function ensureSecretRow(client: SqlClient, name: string, create: () => string): Promise<string> {
  const read = async () =>
    (await client.query<{ value: string }>('SELECT value FROM bank_secrets WHERE name = $1', [name])).rows[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await client.query('INSERT INTO bank_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, create()]);
  const stored = await read();
  if (stored === undefined) throw new Error(`Secret ${name} vanished after insert`);
  return stored;
}

/**
 * Builds an EventStore over a migrated database; closeClient releases the driver. `exclusive`
 * says this process is the only writer (PGlite), so it can tell its committed head for free.
 */
export async function createSqlStore(client: SqlClient, hooks: StoreTestHooks, closeClient: () => Promise<void>, exclusive = false): Promise<EventStore> {
  let closed = false;
  let committed = exclusive ? await head(client) : 0;
  const commitAndTrack = async (batch: QueuedAppend[]): Promise<ItemOutcome<AppendResult>[]> => {
    const outcomes = await commitBatch(client, batch, hooks);
    for (const outcome of outcomes) if (outcome.ok) committed = Math.max(committed, outcome.value.lastPosition);
    return outcomes;
  };
  const submit = createGroupCommit<QueuedAppend, AppendResult>(commitAndTrack, GROUP_COMMIT);
  const open = (): void => {
    if (closed) throw new Error(STORE_CLOSED);
  };
  return {
    async append(appends) {
      open();
      const prepared = prepareAppends(appends);
      return submit({ prepared, appends }, prepared.reduce((sum, a) => sum + a.events.length, 0));
    },
    async readStream(streamId, fromVersion = 0) {
      open();
      return readStreamRows(client, streamId, checkFromVersion(fromVersion));
    },
    async readStreams(streamIds) {
      open();
      return readStreamsRows(client, streamIds);
    },
    async readAll(options) {
      open();
      const { after, limit } = readAllBounds(options);
      return readAllRows(client, after, limit);
    },
    async headPosition() {
      open();
      return head(client);
    },
    ...(exclusive ? { committedHead: () => committed } : {}),
    async ensureSecret(name, create) {
      open();
      return ensureSecretRow(client, name, create);
    },
    async close() {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}
