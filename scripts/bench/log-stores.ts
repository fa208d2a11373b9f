/**
 * Fills a PGlite data folder or a throwaway Postgres schema with a generated log, fast: the
 * rows go in with COPY (PGlite) or multi-row INSERTs (Postgres) rather than through the
 * store's append, because the benchmarks measure reading a log, not writing one. The rows are
 * then sealed into the hash chain (docs/audit.md) by the server's own sealer code, as a bank's log
 * is, so a server started on them measures a start and not the one-off seal of a log with no links.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DATABASE_FOLDER, openPgliteStore } from '../../adapters/store/pglite.ts';
import { openPostgresStore } from '../../adapters/store/postgres.ts';
import { sealPending } from '../../adapters/chain/sealer.ts';
import type { EventStore } from '../../adapters/store/types.ts';
import { BENCH_METADATA, generateLog, type GeneratedEvent } from './generate-log.ts';

/** Rows per COPY or INSERT: large enough to amortise a round trip, small enough to stay light on memory. */
const BATCH = 20_000;

/** Groups the generator's events in batches, so the log is never held whole in memory. */
function* batches(total: number): Generator<GeneratedEvent[]> {
  let batch: GeneratedEvent[] = [];
  for (const event of generateLog(total)) {
    batch.push(event);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const metadataText = JSON.stringify(BENCH_METADATA);
/** COPY's text format: columns split by tabs, backslash escapes; JSON text never holds a raw tab or newline. */
const copyLine = (e: GeneratedEvent): string =>
  `${e.streamId}\t${e.version}\t${e.event.type}\t${JSON.stringify(e.event.data).replaceAll('\\', '\\\\')}\t${metadataText}\n`;

const STREAM_VERSIONS = 'INSERT INTO streams (stream_id, version) SELECT stream_id, max(version) FROM events GROUP BY stream_id ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version';

/**
 * Chains every event of the log, as the server's sealer would over its first runs: a log written
 * by the bench process (generated, or seeded through the services) is sealed before a server
 * starts on it, as a bank's log is sealed as it grows, so the server's time measures its start
 * or its requests and not the one-off seal of hundreds of thousands of events.
 */
export async function sealAll(store: EventStore): Promise<void> {
  if (!store.chain) throw new Error('The store keeps no hash chain');
  while ((await sealPending(store.chain)).sealed > 0) { /* the next run goes on from the sealed head */ }
}

/** A fresh PGlite data folder (migrated by the real store) holding `total` generated events. */
export async function createPgliteLog(dataDir: string, total: number): Promise<void> {
  const dir = resolve(dataDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await (await openPgliteStore({ dataDir: dir })).close();
  const db = await PGlite.create(join(dir, DATABASE_FOLDER));
  try {
    for (const batch of batches(total)) {
      const blob = new Blob([batch.map(copyLine).join('')]);
      await db.query("COPY events (stream_id, version, type, data, metadata) FROM '/dev/blob'", [], { blob });
    }
    await db.exec(`${STREAM_VERSIONS}; ANALYZE events; CHECKPOINT;`);
  } finally {
    await db.close();
  }
  const store = await openPgliteStore({ dataDir: dir });
  try {
    await sealAll(store);
  } finally {
    await store.close();
  }
}

/** Where generated PGlite logs are kept between runs: the log is deterministic, so one of a given length is reused. */
export const BENCH_DATA_DIR = '.tmp/bench-data';

/**
 * A PGlite data folder holding `total` generated events, created once and then reused (the
 * generator is deterministic). Returns the folder and whether this call had to create it.
 * Readers only: a server started on it would append, so start servers on a copy.
 */
export async function cachedPgliteLog(total: number): Promise<{ dataDir: string; created: boolean }> {
  const dataDir = join(BENCH_DATA_DIR, `pglite-${total}`);
  const marker = join(dataDir, 'complete');
  // A log cached before the chain was sealed reads as stale, so it is made again.
  const complete = `${total} sealed`;
  if (existsSync(marker) && readFileSync(marker, 'utf8') === complete) return { dataDir, created: false };
  await createPgliteLog(dataDir, total);
  writeFileSync(marker, complete);
  return { dataDir, created: true };
}

/** A fresh schema (migrated by the real store) holding `total` generated events; `sealed` chains them too (a server's start reads them). */
export async function createPostgresLog(connectionString: string, schema: string, total: number, sealed = false): Promise<void> {
  await dropPostgresSchema(connectionString, schema);
  await (await openPostgresStore({ connectionString, schema, poolSize: 1 })).close();
  const client = new pg.Client({ connectionString, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    for (const batch of batches(total)) {
      await client.query(
        `INSERT INTO events (stream_id, version, type, data, metadata)
         SELECT s, v, t, d::jsonb, $5::jsonb FROM unnest($1::text[], $2::int[], $3::text[], $4::text[]) AS r(s, v, t, d)`,
        [batch.map((e) => e.streamId), batch.map((e) => e.version), batch.map((e) => e.event.type), batch.map((e) => JSON.stringify(e.event.data)), metadataText],
      );
    }
    await client.query(STREAM_VERSIONS);
    await client.query('VACUUM ANALYZE events');
  } finally {
    await client.end();
  }
  if (!sealed) return;
  const store = await openPostgresStore({ connectionString, schema, poolSize: 2 });
  try {
    await sealAll(store);
  } finally {
    await store.close();
  }
}

export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** A connection string whose sessions use `schema`, for a server process that takes only DATABASE_URL. */
export function withSchema(connectionString: string, schema: string): string {
  const url = new URL(connectionString);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
