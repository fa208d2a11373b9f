/**
 * The floor under the rebuild benchmark's plain read: the same readAll pages, asked with the
 * stores' own SQL, taken as the driver hands them over (JSON left as text, no events built),
 * so the notes can tell the database's share of a read from the parsing's.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DATABASE_FOLDER, PGLITE_SETTINGS } from '../../adapters/store/pglite.ts';
import { READ_PAGE_AS_JSON_SQL, READ_PAGE_SQL } from '../../adapters/store/sql-store.ts';
import { MAX_READ } from '../../adapters/store/types.ts';

const elapsed = (started: number): number => performance.now() - started;

/** PGlite's pages as one JSON text each (what its store parses); the store must be closed. Milliseconds. */
export async function rawPgliteReadMs(dataDir: string, total: number): Promise<number> {
  const db = await PGlite.create(join(dataDir, DATABASE_FOLDER), { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  try {
    const started = performance.now();
    // Positions of the generated log run 1..total without gaps, so pages need not be parsed to go on.
    for (let after = 0; after < total; after += MAX_READ) await db.query(READ_PAGE_AS_JSON_SQL, [after, MAX_READ]);
    return elapsed(started);
  } finally {
    await db.close();
  }
}

/** Postgres's pages as rows of text (what its store parses). Milliseconds. */
export async function rawPostgresReadMs(url: string, schema: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const started = performance.now();
    for (let after = 0; ;) {
      const { rows } = await client.query<unknown[]>({ text: READ_PAGE_SQL, values: [after, MAX_READ], rowMode: 'array' });
      if (rows.length < MAX_READ) return elapsed(started);
      after = Number(rows[rows.length - 1]![0]);
    }
  } finally {
    await client.end();
  }
}
