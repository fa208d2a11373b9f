/**
 * The server's side of PGlite on a thread of its own (pglite-worker.mjs, issue 30): each
 * statement becomes a message and its rows come back, so the engine's WebAssembly work leaves
 * the thread that answers HTTP. It offers the three calls of an in-thread PGlite (query, exec,
 * close), so pglite.ts runs its one queue, its transactions and its store over either.
 */
import { Worker } from 'node:worker_threads';

/** What pglite.ts needs of an engine: PGlite itself, or this thread's proxy of it. */
export interface PgliteEngine {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(script: string): Promise<unknown>;
  close(): Promise<void>;
}

/** Two folders up and back down, so the path holds from adapters/store/ and from the compiled .build/server/ alike (as migrate.ts). */
const WORKER_URL = new URL('../../adapters/store/pglite-worker.mjs', import.meta.url);

interface PlainError {
  name: string;
  message: string;
  code?: string;
  detail?: string;
  stack?: string;
}

interface Request {
  id: number;
  op: 'open' | 'query' | 'exec' | 'close';
  text?: string;
  params?: unknown[];
  path?: string;
  settings?: string[];
}

interface Reply {
  id: number;
  rows?: unknown[];
  error?: PlainError;
}

interface Waiter {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** The engine's error rebuilt on this thread, with Postgres's SQLSTATE code and its stack kept. */
function toError(plain: PlainError): Error {
  const error = Object.assign(new Error(plain.message), plain.code === undefined ? {} : { code: plain.code }, plain.detail === undefined ? {} : { detail: plain.detail });
  error.name = plain.name;
  if (plain.stack) error.stack = plain.stack;
  return error;
}

/** The CPU profiler's flags among this process's (a profiled start profiles the engine's thread too); no loader's, nor any other. */
function profilerFlags(execArgv: string[]): string[] {
  const flags: string[] = [];
  execArgv.forEach((arg, i) => {
    if (!arg.startsWith('--cpu-prof')) return;
    flags.push(arg);
    // --cpu-prof-dir, -name and -interval may take their value as the next argument.
    if (arg !== '--cpu-prof' && !arg.includes('=') && execArgv[i + 1] !== undefined) flags.push(execArgv[i + 1]!);
  });
  return flags;
}

/** A started PGlite thread: it loads the engine at once and opens a database when told which. */
export interface PgliteThread {
  /** Opens the database at `path` with PGlite's default start parameters followed by `settings`; once. */
  open(path: string, settings: string[]): Promise<PgliteEngine>;
  /** Stops a thread that will not be opened (or whose engine is closed). */
  stop(): Promise<void>;
}

/**
 * Starts the thread, which begins loading PGlite's code and compiling its WebAssembly at once,
 * before it knows which database to open: the server starts it on its entry's first line
 * (adapters/http/main.ts), so that work runs on the other core while this thread loads the
 * server's code, and asks it to open the data folder only once the configuration is valid and
 * the folder's lock is held. The thread keeps the process alive only while a statement is in
 * flight, as an in-thread PGlite would: a script that forgets to close exits when its work is
 * done, and never while it waits for an answer.
 */
export function startPgliteThread(): PgliteThread {
  const worker = new Worker(WORKER_URL, { execArgv: profilerFlags(process.execArgv) });
  worker.unref();
  const waiting = new Map<number, Waiter>();
  let nextId = 1;
  let broken: Error | undefined;

  const failAll = (error: Error): void => {
    broken ??= error;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiter = waiting.get(reply.id);
    if (!waiter) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.error) waiter.reject(toError(reply.error));
    else waiter.resolve(reply.rows ?? []);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The PGlite thread stopped (exit code ${code}).`)));

  const send = (message: Omit<Request, 'id'>): Promise<unknown[]> =>
    new Promise((resolve, reject) => {
      if (broken) {
        reject(broken);
        return;
      }
      const id = nextId;
      nextId += 1;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...message, id });
    });

  const engine: PgliteEngine = {
    query: async <R>(text: string, params?: unknown[]) => ({ rows: (await send({ op: 'query', text, params })) as R[] }),
    exec: (script) => send({ op: 'exec', text: script }),
    close: async () => {
      try {
        await send({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
  return {
    open: async (path, settings) => {
      try {
        await send({ op: 'open', path, settings });
        return engine;
      } catch (error) {
        await worker.terminate();
        throw error;
      }
    },
    stop: async () => {
      failAll(new Error('The PGlite thread stopped (not used).'));
      await worker.terminate();
    },
  };
}

/** Starts a thread and opens the database at `path` in it; resolves once it is open. */
export function openPgliteThread(path: string, settings: string[]): Promise<PgliteEngine> {
  return startPgliteThread().open(path, settings);
}
