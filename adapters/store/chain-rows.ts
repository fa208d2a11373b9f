/**
 * The hash chain's rows (migration 006) for the SQL stores, PGlite and PostgreSQL alike: the
 * events as stored bytes (jsonb as the database's own text, the time in microseconds), and the
 * links the sealer writes. Its own file so sql-store.ts stays about the log itself.
 */
import type { EventColumns, SqlClient } from './sql-client.ts';
import { MAX_READ, type ChainLink, type ChainLog, type StoredEvent } from './types.ts';

/** An events row as the chain covers it (STORED_COLUMNS). */
interface StoredRow extends EventColumns {
  recorded_us: string;
}

interface LinkRow {
  position: number | string | bigint;
  hash: string;
}

/** The stored bytes as docs/audit.md defines them: exact microseconds (extract returns numeric on PostgreSQL 14 and later). */
const STORED_COLUMNS = `position, stream_id, version, type, data::text AS data, metadata::text AS metadata,
  (extract(epoch FROM recorded_at) * 1000000)::bigint::text AS recorded_us`;

const bound = (limit: number): number => Math.max(0, Math.min(Math.floor(limit), MAX_READ));
/** No upper bound given: every position (bigint's largest is beyond any log). */
const top = (upTo: number | undefined): number => upTo ?? Number.MAX_SAFE_INTEGER;

const toStored = (row: StoredRow): StoredEvent => ({
  position: Number(row.position), streamId: row.stream_id, version: Number(row.version), type: row.type,
  data: row.data, metadata: row.metadata, recordedAtUs: row.recorded_us,
});

const toLink = (row: LinkRow): ChainLink => ({ position: Number(row.position), hash: row.hash });

/** A page of stored events as one JSON document (PGlite, whose cost per result row is high; see sql-store.ts). */
const STORED_PAGE_AS_JSON = `SELECT coalesce(json_agg(json_build_array(position, stream_id, version, type, data, metadata, recorded_us) ORDER BY position)::text, '[]') AS page
  FROM (SELECT ${STORED_COLUMNS} FROM events WHERE position > $1 AND position <= $2 ORDER BY position LIMIT $3) AS p`;

type JsonRow = [number, string, number, string, string, string, string];

export function sqlChainLog(client: Pick<SqlClient, 'query'>, pageAsJson = false): ChainLog {
  return {
    async readStored(after, limit, upTo) {
      if (pageAsJson) {
        const { rows } = await client.query<{ page: string }>(STORED_PAGE_AS_JSON, [after, top(upTo), bound(limit)]);
        return (JSON.parse(rows[0]?.page ?? '[]') as JsonRow[]).map((r) => ({ position: r[0], streamId: r[1], version: r[2], type: r[3], data: r[4], metadata: r[5], recordedAtUs: r[6] }));
      }
      const { rows } = await client.query<StoredRow>(
        `SELECT ${STORED_COLUMNS} FROM events WHERE position > $1 AND position <= $2 ORDER BY position LIMIT $3`,
        [after, top(upTo), bound(limit)],
      );
      return rows.map(toStored);
    },
    async readLinks(after, limit, upTo) {
      const { rows } = await client.query<LinkRow>(
        `SELECT position, encode(hash, 'hex') AS hash FROM event_chain WHERE position > $1 AND position <= $2 ORDER BY position LIMIT $3`,
        [after, top(upTo), bound(limit)],
      );
      return rows.map(toLink);
    },
    async sealedHead() {
      const { rows } = await client.query<LinkRow>(`SELECT position, encode(hash, 'hex') AS hash FROM event_chain ORDER BY position DESC LIMIT 1`);
      return rows[0] ? toLink(rows[0]) : null;
    },
    async linkBefore(position) {
      const { rows } = await client.query<LinkRow>(
        `SELECT position, encode(hash, 'hex') AS hash FROM event_chain WHERE position < $1 ORDER BY position DESC LIMIT 1`,
        [position],
      );
      return rows[0] ? toLink(rows[0]) : null;
    },
    async addLinks(links) {
      if (links.length === 0) return;
      // One statement for the whole page; ON CONFLICT keeps a link another sealer stored first (it is the same hash).
      await client.query(
        `INSERT INTO event_chain (position, hash)
         SELECT (l->>0)::bigint, decode(l->>1, 'hex') FROM jsonb_array_elements($1::jsonb) AS l
         ON CONFLICT (position) DO NOTHING`,
        [JSON.stringify(links.map((l) => [l.position, l.hash]))],
      );
    },
    async positionsBetween(from, to) {
      const { rows } = await client.query<{ first: string | number | null; last: string | number | null }>(
        `SELECT min(position) AS first, max(position) AS last FROM events
          WHERE ($1::timestamptz IS NULL OR recorded_at >= $1::timestamptz) AND ($2::timestamptz IS NULL OR recorded_at <= $2::timestamptz)`,
        [from ?? null, to ?? null],
      );
      const row = rows[0];
      return row?.first == null || row.last == null ? null : { first: Number(row.first), last: Number(row.last) };
    },
  };
}
