/**
 * Applies the numbered SQL files in migrations/ at start, each once and in its own
 * transaction, so every store (PGlite or Postgres, one server or many) runs on the same schema.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from './sql-client.ts';

// Named from the repository root two folders up, which is also where the compiled server
// (.build/server/main.mjs, scripts/build-server.ts) sits, so both find the same files.
const MIGRATIONS_DIR = fileURLToPath(new URL('../../adapters/store/migrations/', import.meta.url));
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** A sanity bound: more files than this means the folder is not what we think it is. */
const MAX_MIGRATIONS = 999;
/** Advisory lock held while migrating, so servers starting together do not race. */
const MIGRATE_LOCK_KEY = 7_264_031_589;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Reads the migration files in version order; refuses a badly named file or a duplicate version. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const names = readdirSync(dir).filter((n) => n.endsWith('.sql')).sort();
  if (names.length > MAX_MIGRATIONS) throw new Error(`More than ${MAX_MIGRATIONS} migrations in ${dir}`);
  const migrations = names.map((name) => {
    const match = FILE_NAME.exec(name);
    if (!match?.[1]) throw new Error(`Migration file ${name} must be named like 001_what_it_does.sql`);
    return { version: Number(match[1]), name, sql: readFileSync(`${dir}/${name}`, 'utf8') };
  });
  migrations.forEach((m, i) => {
    if (i > 0 && m.version === migrations[i - 1]?.version) throw new Error(`Two migrations have version ${m.version}`);
  });
  return migrations;
}

async function ensureMigrationsTable(client: SqlClient): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATE_LOCK_KEY})`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version    int PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
}

/** Applies one migration unless another server already did; returns whether it ran here. */
async function applyOnce(client: SqlClient, migration: Migration): Promise<boolean> {
  return client.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATE_LOCK_KEY})`);
    const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
    if (done.rows.length > 0) return false;
    await tx.exec(migration.sql);
    await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    return true;
  });
}

/**
 * Brings the database up to the newest migration; returns the versions applied by this call.
 * The versions already applied are read in one statement, and only the others are tried (each
 * checked again under the lock): a start on a migrated database sends a few statements, not
 * four per migration, each of which waited for the server's thread while it loaded its code.
 */
export async function migrate(client: SqlClient, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  await ensureMigrationsTable(client);
  const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => Number(row.version)));
  const applied: number[] = [];
  for (const migration of migrations) {
    if (!done.has(migration.version) && (await applyOnce(client, migration))) applied.push(migration.version);
  }
  return applied;
}
