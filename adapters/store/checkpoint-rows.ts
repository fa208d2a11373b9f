/** The reactors' checkpoints in SQL (migrations/005_reactor_checkpoints.sql), shared by PGlite and Postgres. */
import type { SqlClient } from './sql-client.ts';

export async function readCheckpointRow(client: SqlClient, name: string): Promise<number | null> {
  const { rows } = await client.query<{ position: number | string }>('SELECT position FROM reactor_checkpoints WHERE name = $1', [name]);
  return rows[0] ? Number(rows[0].position) : null;
}

/** Upserts the checkpoint, keeping the later position when two servers save at once. */
export async function saveCheckpointRow(client: SqlClient, name: string, position: number): Promise<void> {
  await client.query(
    `INSERT INTO reactor_checkpoints (name, position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, saved_at = now() WHERE reactor_checkpoints.position < excluded.position`,
    [name, position],
  );
}
