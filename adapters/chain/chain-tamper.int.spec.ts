// Proves, on PGlite and on PostgreSQL, that changing, deleting or reordering one stored event directly in the database is named by its position: by the bank's own check, by the check the sealer logs at start, and by the offline command (scripts/verify-log.mjs, spawned) on an export; and that a bank upgraded to migration 006 chains its existing log from position 1 at its first start.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Principal } from '../bank/auth-service.ts';
import type { BankContext } from '../bank/context.ts';
import { exportLogChain } from '../bank/log-chain-service.ts';
import { JobRegistry } from '../engine/scheduler.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';
import { DATABASE_FOLDER, PGLITE_SETTINGS, openPgliteStore } from '../store/pglite.ts';
import { openPostgresStore } from '../store/postgres.ts';
import type { SqlClient } from '../store/sql-client.ts';
import type { EventStore } from '../store/types.ts';
import { verifyChain } from './chain-walk.ts';
import { GENESIS, linkHash } from './link-hash.ts';
import { ChainSealer, sealPending } from './sealer.ts';

const url = process.env.DATABASE_URL ?? '';
const folder = mkdtempSync(join(tmpdir(), 'bank-chain-'));
const schemas: string[] = [];
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

/** A database the test reaches behind the bank's back: open the store, run raw SQL on it. */
interface Database {
  open(): Promise<EventStore>;
  /** Runs SQL directly (the store closed first where the engine allows one opener). */
  sql(script: string): Promise<void>;
  /** A client on the bare database, for building a log as a bank before migration 006 had it. */
  raw<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
}

function pgliteDatabase(): Database {
  const dir = mkdtempSync(join(folder, 'db-'));
  const raw = async <T>(work: (client: SqlClient) => Promise<T>): Promise<T> => {
    const db = await PGlite.create(join(dir, DATABASE_FOLDER), { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
    try {
      return await work({
        query: (text, params) => db.query(text, params),
        transaction: (fn) => db.transaction((tx) => fn({ query: (text, params) => tx.query(text, params), exec: async (script) => { await tx.exec(script); } })),
      });
    } finally {
      await db.close();
    }
  };
  return { open: () => openPgliteStore({ dataDir: dir }), raw, sql: (script) => raw(async (client) => { await client.transaction((tx) => tx.exec(script)); }) };
}

function postgresDatabase(): Database {
  const schema = `test_chain_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  schemas.push(schema);
  const raw = async <T>(work: (client: SqlClient) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      const query = <R,>(text: string, params?: unknown[]) => client.query(text, params) as unknown as Promise<{ rows: R[] }>;
      return await work({
        query,
        transaction: async (fn) => {
          await client.query('BEGIN');
          try {
            const result = await fn({ query, exec: async (script) => { await client.query(script); } });
            await client.query('COMMIT');
            return result;
          } catch (error) {
            await client.query('ROLLBACK');
            throw error;
          }
        },
      });
    } finally {
      await client.end();
    }
  };
  return { open: () => openPostgresStore({ connectionString: url, schema, poolSize: 2 }), raw, sql: (script) => raw(async (client) => { await client.transaction((tx) => tx.exec(script)); }) };
}

const admin = { user: { role: 'admin' } } as unknown as Principal;
const contextOf = (store: EventStore) => ({ store, jobs: new JobRegistry(), clock: { now: () => new Date() } }) as unknown as BankContext;

/** Ten deposits to one account, one append each, so positions 1 to 10 and versions 1 to 10. */
async function fillLog(store: EventStore): Promise<void> {
  for (let n = 1; n <= 10; n += 1) {
    await store.append([{ streamId: 'account-ada', expectedVersion: n - 1, events: [{ type: 'Deposited', data: { amount: n * 100, note: `dépôt n°${n} ✓` }, metadata: { actor: 'teller', at: '2026-11-27T00:00:00.000Z', reason: 'cash' } }] }]);
  }
}

/** Exports the whole log through the bank's function and runs the offline command on it. */
async function exportAndVerify(store: EventStore, name: string): Promise<{ status: number | null; out: string }> {
  const file = join(folder, `${name}.jsonl`);
  writeFileSync(file, (await exportLogChain(contextOf(store), admin, {})).content);
  const run = spawnSync(process.execPath, ['scripts/verify-log.mjs', file], { cwd: process.cwd(), encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

const TAMPER = `
  ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete;
  UPDATE events SET data = jsonb_set(data, '{amount}', '99999') WHERE position = 3;
  DELETE FROM events WHERE position = 5;
  UPDATE events AS e SET type = o.type, data = o.data, metadata = o.metadata FROM events AS o
   WHERE (e.position = 7 AND o.position = 8) OR (e.position = 8 AND o.position = 7);
  ALTER TABLE events ENABLE TRIGGER events_no_update_or_delete;`;

const TAMPERED = [{ position: 3, kind: 'changed' }, { position: 5, kind: 'deleted' }, { position: 7, kind: 'changed' }, { position: 8, kind: 'changed' }];

const stores: [string, () => Database, boolean][] = [['PGlite', pgliteDatabase, true], ['PostgreSQL', postgresDatabase, Boolean(url)]];

for (const [name, database, available] of stores) {
  describe.runIf(available)(`the log chain on ${name}`, () => {
    it('names a changed, a deleted and two reordered events by position: the bank, its start-up check and the offline command', async () => {
      const db = database();
      let store = await db.open();
      await fillLog(store);
      expect((await sealPending(store.chain!)).head?.position).toBe(10);
      expect(await verifyChain(store.chain!)).toMatchObject({ problems: [], checked: 10 });
      const before = await exportAndVerify(store, `${name}-before`);
      expect(before).toMatchObject({ status: 0 });
      expect(before.out).toContain('Verified');
      await store.close();

      await db.sql(TAMPER);
      store = await db.open();
      expect((await verifyChain(store.chain!)).problems).toEqual(TAMPERED);
      const lines: string[] = [];
      const sealer = new ChainSealer(store.chain!, { log: (level, message) => lines.push(`${level} ${message}`) });
      sealer.start();
      await sealer.settled();
      await sealer.stop();
      expect(lines).toEqual(['error log chain broken: position 3: changed; position 5: deleted; position 7: changed; position 8: changed']);
      const after = await exportAndVerify(store, `${name}-after`);
      expect(after.status).toBe(1);
      for (const problem of TAMPERED) expect(after.out).toContain(`position ${problem.position}: ${problem.kind}`);
      await store.close();
    });

    it('chains the log of a bank upgraded to migration 006 from position 1 at its first start', async () => {
      const db = database();
      await db.raw(async (client) => {
        await migrate(client, loadMigrations().filter((m) => m.version < 6));
        await client.query(`INSERT INTO events (stream_id, version, type, data, metadata)
          SELECT 'account-old', n, 'Deposited', jsonb_build_object('amount', n), '{"actor": "teller", "at": "2025-01-01T00:00:00.000Z"}'::jsonb FROM generate_series(1, 25) AS n`);
      });
      const store = await db.open();
      expect(await store.chain!.sealedHead()).toBeNull();
      const lines: string[] = [];
      const sealer = new ChainSealer(store.chain!, { log: (level, message) => lines.push(`${level} ${message}`) });
      sealer.start();
      await sealer.settled();
      await sealer.stop();
      const [first] = await store.chain!.readStored(0, 1);
      expect((await store.chain!.readLinks(0, 1))[0]).toEqual({ position: 1, hash: linkHash(GENESIS, first!) });
      expect(await verifyChain(store.chain!)).toMatchObject({ problems: [], checked: 25, sealedThrough: { position: 25 } });
      expect(lines).toEqual(['info log chain verified']);
      await store.close();
    });
  });
}
