// Proves the PGlite event store honours the EventStore contract, keeps its data across reopening, and guards its data folder with a lock file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from '../../tests/support/store-contract.ts';
import { LOCK_FILE, folderInUseMessage, openPgliteStore } from './pglite.ts';
import type { EventStore, NewEvent } from './types.ts';

const folders: string[] = [];

/** A fresh temp folder; the store is asked to create a missing child to prove it makes parents. */
function freshDataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'bank-pglite-'));
  folders.push(parent);
  return join(parent, 'nested', 'data');
}

/** A pid that certainly belonged to a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not spawn a child process');
  return child.pid;
}

const event = (i: number): NewEvent => ({ type: 'Noted', data: { i }, metadata: { actor: 'test', at: '2026-01-01T00:00:00.000Z' } });

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

eventStoreContract('pglite', async (hooks) => openPgliteStore({ dataDir: freshDataDir(), ...hooks }));

describe('PGlite data folder', () => {
  const dataDir = freshDataDir();
  const lockPath = join(dataDir, LOCK_FILE);
  let store: EventStore | undefined;

  afterAll(async () => {
    await store?.close();
  });

  it('refuses a second opener while the first is open', async () => {
    // Proves the lock file stops a second server from opening (and corrupting) a folder in use.
    store = await openPgliteStore({ dataDir });
    await store.append([{ streamId: 'kept', expectedVersion: 0, events: [event(1), event(2)] }]);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    await expect(openPgliteStore({ dataDir })).rejects.toThrow(folderInUseMessage(dataDir, process.pid));
    expect(folderInUseMessage(dataDir, 42)).toBe(
      `The data folder ${dataDir} is in use by another bank server (pid 42). Stop that server first, or set DATA_DIR to another folder.`,
    );
  });

  it('sees every event after closing and reopening', async () => {
    // Proves committed events survive close and reopen, and close releases the lock.
    await store?.append([{ streamId: 'kept', expectedVersion: 2, events: [event(3)] }]);
    await store?.close();
    store = undefined;
    expect(existsSync(lockPath)).toBe(false);
    store = await openPgliteStore({ dataDir });
    expect((await store.readStream('kept')).map((e) => e.data)).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
    expect(await store.headPosition()).toBe(3);
    await store.close();
    store = undefined;
  });

  it('takes over a stale lock left by a process that died', async () => {
    // Proves a crash does not lock the bank out: a lock whose pid is gone is replaced by ours.
    const pid = deadPid();
    writeFileSync(lockPath, `${pid}\n`);
    store = await openPgliteStore({ dataDir });
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    expect(await store.readStream('kept')).toHaveLength(3);
    await store.close();
    store = undefined;
    expect(existsSync(lockPath)).toBe(false);
  });
});
