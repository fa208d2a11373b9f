/** The reactors' checkpoints in SQL (migrations/005_reactor_checkpoints.sql), shared by PGlite and Postgres. */
import type { SqlClient } from './sql-client.ts';

export async function readCheckpointRow(client: SqlClient, name: string): Promise<number | null> {
  const { rows } = await client.query<{ position: number | string }>('SELECT position FROM reactor_checkpoints WHERE name = $1', [name]);
  return rows[0] ? Number(rows[0].position) : null;
}

/** Every named checkpoint in one query (a reactor run reads all of its reactors'); a reactor never seen is absent. */
export async function readCheckpointRows(client: SqlClient, names: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ name: string; position: number | string }>(
    'SELECT name, position FROM reactor_checkpoints WHERE name = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))',
    [JSON.stringify(names)],
  );
  return new Map(rows.map((row) => [row.name, Number(row.position)]));
}

/** Upserts several checkpoints in one statement (one commit), each kept only if later than the stored one. */
export async function saveCheckpointRows(client: SqlClient, positions: ReadonlyMap<string, number>): Promise<void> {
  await client.query(
    `INSERT INTO reactor_checkpoints (name, position) SELECT key, value::bigint FROM jsonb_each_text($1::jsonb)
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, saved_at = now() WHERE reactor_checkpoints.position < excluded.position`,
    [JSON.stringify(Object.fromEntries(positions))],
  );
}

/** Upserts the checkpoint, keeping the later position when two servers save at once. */
export async function saveCheckpointRow(client: SqlClient, name: string, position: number): Promise<void> {
  await client.query(
    `INSERT INTO reactor_checkpoints (name, position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, saved_at = now() WHERE reactor_checkpoints.position < excluded.position`,
    [name, position],
  );
}
