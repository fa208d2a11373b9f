// Proves the Postgres event store honours the EventStore contract, refuses history rewrites, and migrates safely when servers start together.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from '../../tests/support/store-contract.ts';
import { openPostgresStore } from './postgres.ts';
import { loadMigrations } from './migrate.ts';

const url = process.env.DATABASE_URL ?? '';

/** A fresh schema name per run, so tests never see another run's events. */
const throwawaySchema = (): string => `test_store_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

describe.runIf(!!process.env.DATABASE_URL)('Postgres event store', () => {
  eventStoreContract('postgres', async (hooks) => {
    const schema = throwawaySchema();
    const store = await openPostgresStore({ connectionString: url, schema, poolSize: 10, ...hooks });
    return Object.assign(store, { destroy: () => dropSchema(schema) });
  });

  describe('database guarantees', () => {
    const schema = throwawaySchema();
    afterAll(() => dropSchema(schema));

    it('migrates once when several servers start together on an empty schema', async () => {
      // Proves concurrent starts serialize their migrations and each file in migrations/ is recorded exactly once.
      const stores = await Promise.all([1, 2, 3].map(() => openPostgresStore({ connectionString: url, schema, poolSize: 2 })));
      await Promise.all(stores.map((s) => s.close()));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(`SELECT version FROM ${schema}.schema_migrations ORDER BY version`);
        expect(rows.map((r: { version: number }) => r.version)).toEqual(loadMigrations().map((m) => m.version));
      } finally {
        await client.end();
      }
    });

    it('refuses to update, delete or truncate events', async () => {
      // Proves the log is append-only at the database itself, not only by convention in our code.
      const store = await openPostgresStore({ connectionString: url, schema, poolSize: 1 });
      await store.append([{ streamId: 'kept', expectedVersion: 0, events: [{ type: 'Kept', data: {}, metadata: { actor: 't', at: 'now' } }] }]);
      await store.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await expect(client.query(`UPDATE ${schema}.events SET type = 'Changed'`)).rejects.toThrow(/append-only/);
        await expect(client.query(`DELETE FROM ${schema}.events`)).rejects.toThrow(/append-only/);
        await expect(client.query(`TRUNCATE ${schema}.events`)).rejects.toThrow(/append-only/);
        expect((await client.query(`SELECT count(*)::int AS n FROM ${schema}.events`)).rows[0]).toEqual({ n: 1 });
      } finally {
        await client.end();
      }
    });
  });
});
