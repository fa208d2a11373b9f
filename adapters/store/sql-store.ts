/**
 * The one append/read algorithm that PGlite and Postgres share, written against a tiny
 * SqlClient so the two drivers differ only in how they connect, never in what they store.
 * The reads, secrets and snapshots are here; the group-commit writes in sql-append.ts.
 */
import { createGroupCommit, type ItemOutcome } from './group-commit.ts';
import { MAX_STREAM_READ, STORE_CLOSED, checkFromVersion, checkStreamIds, prepareAppends, readAllBounds } from './hooks.ts';
import type { StoreTestHooks } from './hooks.ts';
import { commitBatch, GROUP_COMMIT, type BatchOutcome, type QueuedAppend } from './sql-append.ts';
import type { EventColumns, SqlClient } from './sql-client.ts';
import { RecentCommits, type HearsCommits } from './recent-commits.ts';
import { readCheckpointRow, readCheckpointRows, saveCheckpointRow, saveCheckpointRows } from './checkpoint-rows.ts';
import { sqlChainLog } from './chain-rows.ts';
import type { AppendResult, Blob, EventMetadata, EventStore, RecordedEvent, Snapshot } from './types.ts';
import { fencedCommits, WriteFence } from './write-fence.ts';

/** An events row as the reads return it (READ_COLUMNS): its JSON text parsed here. */
export interface EventRow extends EventColumns {
  /** Whole milliseconds since the epoch, truncated as a JS Date would. */
  recorded_ms: number;
}

/**
 * The columns every read returns. jsonb comes back as text and the time as epoch milliseconds:
 * JSON.parse and one Date here cost less than the drivers' per-row type parsers (pg parses a
 * timestamptz with regular expressions, then toISOString ran on top), and a rebuild reads every row.
 */
const READ_COLUMNS = 'position, stream_id, version, type, data::text AS data, metadata::text AS metadata, floor(extract(epoch FROM recorded_at) * 1000)::float8 AS recorded_ms';

export function toRecorded(row: EventRow): RecordedEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    version: Number(row.version),
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as EventMetadata,
    recordedAt: new Date(Number(row.recorded_ms)).toISOString(),
  };
}

async function head(client: Pick<SqlClient, 'query'>): Promise<number> {
  const { rows } = await client.query<{ head: number | string | bigint }>('SELECT coalesce(max(position), 0) AS head FROM events');
  return Number(rows[0]?.head ?? 0);
}

async function readStreamRows(client: SqlClient, streamId: string, fromVersion: number): Promise<RecordedEvent[]> {
  const { rows } = await client.query<EventRow>(
    `SELECT ${READ_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version LIMIT $3`,
    [streamId, fromVersion, MAX_STREAM_READ + 1],
  );
  if (rows.length > MAX_STREAM_READ) throw new RangeError(`Stream ${streamId} exceeds ${MAX_STREAM_READ} events`);
  return rows.map(toRecorded);
}

/** Whole streams in one query, grouped by stream; each is refused past MAX_STREAM_READ like readStream. */
async function readStreamsRows(client: SqlClient, streamIds: string[]): Promise<Map<string, RecordedEvent[]>> {
  const ids = checkStreamIds(streamIds);
  const { rows } = await client.query<EventRow>(
    // = ANY(ARRAY(...)) is planned as an index lookup whatever the table's statistics; IN (SELECT ...)
    // was planned as a scan of the whole log on a freshly loaded table.
    `SELECT ${READ_COLUMNS} FROM events WHERE stream_id = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb))) ORDER BY stream_id, version`,
    [JSON.stringify(ids)],
  );
  const streams = new Map<string, RecordedEvent[]>(ids.map((id) => [id, []]));
  for (const row of rows) streams.get(row.stream_id)?.push(toRecorded(row));
  for (const [id, events] of streams) if (events.length > MAX_STREAM_READ) throw new RangeError(`Stream ${id} exceeds ${MAX_STREAM_READ} events`);
  return streams;
}

/** A readAll page ($1 = after, $2 = limit) as rows; exported so the benchmark can time the query without the parsing. */
export const READ_PAGE_SQL = `SELECT ${READ_COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`;

/** The same page as one JSON array of [position, stream, version, type, data, metadata, epoch ms] (see SqlStoreOptions). */
export const READ_PAGE_AS_JSON_SQL = `SELECT coalesce(json_agg(json_build_array(position, stream_id, version, type, data, metadata, floor(extract(epoch FROM recorded_at) * 1000)) ORDER BY position)::text, '[]') AS page
  FROM (SELECT position, stream_id, version, type, data, metadata, recorded_at FROM events WHERE position > $1 ORDER BY position LIMIT $2) AS p`;

async function readAllRows(client: SqlClient, after: number, limit: number, reads: SqlStoreOptions): Promise<RecordedEvent[]> {
  if (limit === 0) return [];
  if (reads.pageAsJson) return readPageAsJson(client, after, limit);
  const { rows } = await client.query<EventRow>(READ_PAGE_SQL, [after, limit]);
  return rows.map(toRecorded);
}

/** One event of a page read as JSON: position, stream, version, type, data, metadata, epoch milliseconds. */
type JsonRow = [number, string, number, string, unknown, EventMetadata, number];

/** The same page as readAllRows, built by the database as one JSON array of rows (see SqlStoreOptions). */
async function readPageAsJson(client: SqlClient, after: number, limit: number): Promise<RecordedEvent[]> {
  const { rows } = await client.query<{ page: string }>(READ_PAGE_AS_JSON_SQL, [after, limit]);
  return (JSON.parse(rows[0]?.page ?? '[]') as JsonRow[]).map((r) => ({
    position: r[0], streamId: r[1], version: r[2], type: r[3], data: r[4], metadata: r[5], recordedAt: new Date(r[6]).toISOString(),
  }));
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

interface SnapshotRow {
  position: number | string | bigint;
  checksum: string;
  /** The bytes as base64 text (see fromBase64). */
  data: string;
}

/**
 * Bytes cross the drivers as base64 text, encoded and decoded by the database and by Buffer:
 * PGlite's own bytea parameter and result parsing runs in JavaScript, and a 4 MiB snapshot took
 * about 20 times longer to read as bytea than as base64 (issue 30: most of a restart's read).
 * PostgreSQL's encode() breaks lines every 76 characters; Buffer's decoder skips them.
 */
const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));
const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** Upserts the copy, keeping whichever is at the later position when two servers save at once. */
async function saveSnapshotRow(client: SqlClient, s: Snapshot): Promise<void> {
  await client.query(
    `INSERT INTO snapshots (name, code_hash, position, checksum, data) VALUES ($1, $2, $3, $4, decode($5, 'base64'))
     ON CONFLICT (name, code_hash) DO UPDATE SET position = excluded.position, checksum = excluded.checksum, data = excluded.data, taken_at = now()
     WHERE snapshots.position < excluded.position`,
    [s.name, s.codeHash, s.position, s.checksum, toBase64(s.data)],
  );
}

async function loadSnapshotRow(client: SqlClient, name: string, codeHash: string): Promise<Snapshot | null> {
  const { rows } = await client.query<SnapshotRow>("SELECT position, checksum, encode(data, 'base64') AS data FROM snapshots WHERE name = $1 AND code_hash = $2", [name, codeHash]);
  const row = rows[0];
  return row ? { name, codeHash, position: Number(row.position), checksum: row.checksum, data: fromBase64(row.data) } : null;
}

async function putBlobRow(client: SqlClient, blob: Blob): Promise<void> {
  await client.query("INSERT INTO kyc_blobs (sha256, media_type, size, data) VALUES ($1, $2, $3, decode($4, 'base64')) ON CONFLICT (sha256) DO NOTHING", [blob.sha256, blob.mediaType, blob.data.length, toBase64(blob.data)]);
}

async function getBlobRow(client: SqlClient, sha256: string): Promise<Blob | null> {
  const { rows } = await client.query<{ media_type: string; data: string }>("SELECT media_type, encode(data, 'base64') AS data FROM kyc_blobs WHERE sha256 = $1", [sha256]);
  const row = rows[0];
  return row ? { sha256, mediaType: row.media_type, data: fromBase64(row.data) } : null;
}

/** How a driver prefers to read pages of the log (both ways return the same events), and whether its commits announce themselves. */
export interface SqlStoreOptions {
  /**
   * Ask for each readAll page as one JSON document the database builds, rather than a result
   * row per event. For PGlite, whose cost per result row (about 3 us in its WebAssembly
   * protocol) is larger than building the JSON; Postgres reads rows faster (docs/event-store.md).
   */
  pageAsJson?: boolean;
  /**
   * A LISTEN/NOTIFY channel: each group commit NOTIFYs it with the highest position written, in
   * its own transaction (migrations/004), so other servers hear of every commit, and hear of it
   * only once it is committed. Postgres only; PGlite has one process and an in-process signal.
   */
  notifyChannel?: string;
}

function unfenced(outcome: BatchOutcome): ItemOutcome<AppendResult>[] {
  if (outcome.fenced) throw new Error('A batch sent without a fence came back fenced');
  return outcome.outcomes;
}

/**
 * Builds an EventStore over a migrated database; closeClient releases the driver. `exclusive`
 * says this process is the only writer (PGlite), so it can tell its committed head for free.
 */
export async function createSqlStore(client: SqlClient, hooks: StoreTestHooks, closeClient: () => Promise<void>, exclusive = false, driver: SqlStoreOptions = {}): Promise<EventStore & Partial<HearsCommits>> {
  let closed = false;
  let committed = exclusive ? await head(client) : 0;
  // Where other processes may append, commands decided without a read go with a fence (write-fence.ts).
  const fence = exclusive ? null : new WriteFence();
  // What this server's own batches wrote, for reads of the log's recent end (recent-commits.ts).
  const recent = new RecentCommits(exclusive);
  const send = async (batch: QueuedAppend[], at: number | null): Promise<BatchOutcome> => {
    const generation = recent.generation;
    try {
      const outcome = await commitBatch(client, batch, hooks, driver.notifyChannel, at);
      if (outcome.fenced) recent.lost();
      else recent.committed(generation, outcome.head, outcome.landed ?? null);
      return outcome;
    } catch (error) {
      recent.lost();
      throw error;
    }
  };
  // The only writer's view is current whenever it has caught up to its own head: its fences are never needed.
  const commit = fence ? fencedCommits(fence, send) : async (batch: QueuedAppend[]) => unfenced(await send(batch, null));
  const commitAndTrack = async (batch: QueuedAppend[]): Promise<ItemOutcome<AppendResult>[]> => {
    const outcomes = await commit(batch);
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
      return recent.page(after, limit) ?? readAllRows(client, after, limit, driver);
    },
    async headPosition() {
      open();
      return head(client);
    },
    ...(exclusive ? { committedHead: () => committed } : {}),
    ...(fence ? { fenceFloor: () => fence.floor() } : {}),
    // The change feed tells it which commits it hears (change-feed.ts postgresFeed); a sole writer needs none.
    ...(exclusive ? {} : { commitsHeard: recent }),
    async ensureSecret(name, create) {
      open();
      return ensureSecretRow(client, name, create);
    },
    async saveSnapshot(snapshot) {
      open();
      await saveSnapshotRow(client, snapshot);
    },
    async loadSnapshot(name, codeHash) {
      open();
      return loadSnapshotRow(client, name, codeHash);
    },
    async putBlob(blob) { open(); await putBlobRow(client, blob); },
    async getBlob(sha256) { open(); return getBlobRow(client, sha256); },
    async readCheckpoint(name) { open(); return readCheckpointRow(client, name); },
    async saveCheckpoint(name, position) { open(); await saveCheckpointRow(client, name, position); },
    async readCheckpoints(names) { open(); return readCheckpointRows(client, names); },
    async saveCheckpoints(positions) { open(); await saveCheckpointRows(client, positions); },
    chain: sqlChainLog({ query: (text, params) => { open(); return client.query(text, params); } }, driver.pageAsJson),
    async close() {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}
