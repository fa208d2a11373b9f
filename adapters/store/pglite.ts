/**
 * The embedded store: PGlite in a data folder, guarded by a lock file because PGlite itself
 * does not stop a second process from opening (and corrupting) the same folder.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSerialQueue } from './hooks.ts';
import type { StoreTestHooks } from './hooks.ts';
import { migrate } from './migrate.ts';
import { createSqlStore } from './sql-store.ts';
import type { SqlClient, SqlTx } from './sql-client.ts';
import { startPgliteThread, type PgliteEngine, type PgliteThread } from './pglite-thread.ts';
import type { EventStore } from './types.ts';

/** Name of the lock file in the data folder; it holds the owner's pid. */
export const LOCK_FILE = 'bank.lock';
/** PGlite's own folder inside the data folder, so the lock file never mixes with its files. */
export const DATABASE_FOLDER = 'pgdata';
/** Tries at taking the lock: a stale one is removed and creation retried, a bounded number of times. */
const LOCK_ATTEMPTS = 3;
/** How long to wait for a lock file that exists but has no pid yet (its owner is mid-write). */
const LOCK_WRITE_GRACE_MS = 200;

/** Lock files held by this process, to tell our own lock from a pid reused after a restart. */
const heldHere = new Set<string>();

interface FolderLock {
  release(): void;
}

export function folderInUseMessage(dir: string, pid: number): string {
  return `The data folder ${dir} is in use by another bank server (pid ${pid}). Stop that server first, or set DATA_DIR to another folder.`;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === 'EPERM';
  }
}

/** The pid in the lock file; `gone` if the file vanished, undefined if it holds no pid. */
function readOwner(path: string): number | 'gone' | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'gone';
    throw error;
  }
}

function tryCreate(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

function removeStale(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/** Marks the lock as ours and removes it on close or when the process exits. */
function holdLock(path: string): FolderLock {
  heldHere.add(path);
  const release = (): void => {
    process.off('exit', release);
    heldHere.delete(path);
    // Remove the file only while it is still ours, never a successor's.
    if (readOwner(path) === process.pid) removeStale(path);
  };
  process.on('exit', release);
  return { release };
}

/** The pid of the lock's live owner; undefined when the lock is stale; `gone` if it vanished meanwhile. */
async function liveOwner(path: string): Promise<number | 'gone' | undefined> {
  let owner = readOwner(path);
  if (owner === undefined) {
    await sleep(LOCK_WRITE_GRACE_MS);
    owner = readOwner(path);
  }
  if (owner === 'gone' || owner === undefined) return owner;
  // Our own pid without our own hold means a restart reused the pid (pid 1 in a container).
  if (owner === process.pid) return heldHere.has(path) ? owner : undefined;
  return isAlive(owner) ? owner : undefined;
}

/** Takes the data folder's lock, taking over a stale one whose process is gone. */
async function acquireLock(dir: string): Promise<FolderLock> {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < LOCK_ATTEMPTS; attempt += 1) {
    if (tryCreate(path)) return holdLock(path);
    const owner = await liveOwner(path);
    if (typeof owner === 'number') throw new Error(folderInUseMessage(dir, owner));
    if (owner === undefined) removeStale(path);
  }
  throw new Error(`Could not take the lock ${path} after ${LOCK_ATTEMPTS} attempts; another server may be starting.`);
}

/** PGlite has one connection: every query and transaction waits its turn in one queue, on this thread or the engine's own. */
function pgliteClient(db: PgliteEngine, serialize: ReturnType<typeof createSerialQueue>): SqlClient {
  const tx: SqlTx = {
    query: (text, params) => db.query(text, params),
    exec: async (script) => {
      await db.exec(script);
    },
  };
  return {
    query: (text, params) => serialize(() => db.query(text, params)),
    // BEGIN and COMMIT as statements, so a transaction is the same few messages whichever thread runs the engine.
    transaction: (fn) =>
      serialize(async () => {
        await db.exec('BEGIN');
        try {
          const result = await fn(tx);
          await db.exec('COMMIT');
          return result;
        } catch (error) {
          await db.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}

async function startStore(db: PgliteEngine, hooks: StoreTestHooks, lock: FolderLock): Promise<EventStore> {
  const serialize = createSerialQueue();
  const client = pgliteClient(db, serialize);
  await migrate(client);
  const close = async (): Promise<void> => {
    try {
      // Queued after every pending query, so close waits for work already accepted.
      await serialize(() => db.close());
    } finally {
      lock.release();
    }
  };
  // The only writer (exclusive), and a driver whose per-row cost favours JSON pages.
  return createSqlStore(client, hooks, close, true, { pageAsJson: true });
}

/**
 * What the bank adds to PGlite's own start parameters (PGlite.defaultStartParams): a smaller
 * buffer cache. Postgres's 128 MB of shared buffers made an open database 347 MiB resident and
 * 422 MiB after reading a million events; with 16 MB, 224 and 333 MiB. The engine reads its files
 * through Node, whose page cache keeps them anyway. Kept apart from PGlite's own list so this
 * module need not load PGlite: on its own thread the engine is loaded there, not here.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** Where PGlite's engine runs: a thread of its own (the default), or the thread that answers requests. */
export type PgliteThreadChoice = 'worker' | 'main';

/** PGlite in this thread, loaded only when asked for (BANK_PGLITE_THREAD=main, tests). */
async function openInThisThread(path: string): Promise<PgliteEngine> {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(path, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
}

/**
 * Opens (creating if needed) the PGlite database in dataDir, after taking the folder's lock.
 * `started`: a PGlite thread started earlier (startPgliteThread), which has been loading the
 * engine meanwhile; it is used when the engine runs on its own thread, else stopped.
 */
export async function openPgliteStore(options: { dataDir: string; thread?: PgliteThreadChoice; started?: PgliteThread } & StoreTestHooks): Promise<EventStore> {
  const dir = resolve(options.dataDir);
  const thread = options.thread === 'main' ? undefined : (options.started ?? startPgliteThread());
  if (!thread) void options.started?.stop();
  let lock: FolderLock | undefined;
  let db: PgliteEngine | undefined;
  try {
    mkdirSync(dir, { recursive: true });
    lock = await acquireLock(dir);
    const path = join(dir, DATABASE_FOLDER);
    db = thread ? await thread.open(path, PGLITE_SETTINGS) : await openInThisThread(path);
    return await startStore(db, options, lock);
  } catch (error) {
    if (db) await db.close().catch(() => undefined);
    else await thread?.stop();
    lock?.release();
    throw error;
  }
}
