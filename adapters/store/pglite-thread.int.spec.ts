// Proves PGlite on its own thread behaves as PGlite in this thread: the store contract over the server-thread engine too, errors with their SQLSTATE, bytes intact, transactions, and a closed thread refusing work.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from '../../tests/support/store-contract.ts';
import { PGLITE_SETTINGS, openPgliteStore } from './pglite.ts';
import { openPgliteThread, startPgliteThread } from './pglite-thread.ts';

const folders: string[] = [];

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bank-pglite-thread-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// pglite.int.spec.ts runs the contract on the default (the engine's own thread); this keeps the other setting honest.
eventStoreContract('pglite, engine on the server thread', async (hooks) => openPgliteStore({ dataDir: freshDir(), thread: 'main', ...hooks }));

describe('PGlite on its own thread', () => {
  it('hands back rows, bytes and errors as the engine gave them, and refuses work once closed', async () => {
    const engine = await openPgliteThread(join(freshDir(), 'pgdata'), PGLITE_SETTINGS);
    await engine.exec('CREATE TABLE t (n int PRIMARY KEY, b bytea)');
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => i % 251);
    await engine.query('INSERT INTO t VALUES ($1, $2)', [1, bytes]);
    const { rows } = await engine.query<{ n: number; b: Uint8Array }>('SELECT n, b FROM t');
    expect(rows[0]?.n).toBe(1);
    expect(Buffer.from(rows[0]!.b).equals(Buffer.from(bytes))).toBe(true);
    // A unique violation keeps its SQLSTATE across the thread, as callers that test error.code need.
    await expect(engine.query('INSERT INTO t VALUES (1, NULL)')).rejects.toMatchObject({ code: '23505' });
    // A transaction is statements on the one connection: a rolled-back insert leaves nothing.
    await engine.exec('BEGIN');
    await engine.query('INSERT INTO t VALUES (2, NULL)');
    await engine.exec('ROLLBACK');
    expect((await engine.query<{ c: number }>('SELECT count(*)::int AS c FROM t')).rows[0]?.c).toBe(1);
    await engine.close();
    await expect(engine.query('SELECT 1')).rejects.toThrow(/PGlite thread stopped/);
  });

  it('started before it knows its folder, it touches no folder until told to open one, then opens it', async () => {
    const path = join(freshDir(), 'pgdata');
    const thread = startPgliteThread();
    // The server starts the thread before its configuration is checked: a refused start must leave no database behind.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(path)).toBe(false);
    const engine = await thread.open(path, PGLITE_SETTINGS);
    expect((await engine.query<{ n: number }>('SELECT 1 AS n')).rows[0]?.n).toBe(1);
    expect(existsSync(path)).toBe(true);
    await engine.close();
    const unused = startPgliteThread();
    await unused.stop();
    await expect(unused.open(join(freshDir(), 'pgdata'), PGLITE_SETTINGS)).rejects.toThrow(/PGlite thread stopped/);
  });
});
