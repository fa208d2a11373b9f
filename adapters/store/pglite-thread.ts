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

/**
 * Starts the thread and opens the database in it; resolves once it is open. The thread keeps the
 * process alive only while a statement is in flight, as an in-thread PGlite would: a script that
 * forgets to close exits when its work is done, and never while it waits for an answer.
 */
export function openPgliteThread(path: string, startParams: string[]): Promise<PgliteEngine> {
  const worker = new Worker(WORKER_URL, { workerData: { path, startParams }, execArgv: [] });
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

  const send = (op: 'query' | 'exec' | 'close', text?: string, params?: unknown[]): Promise<unknown[]> =>
    new Promise((resolve, reject) => {
      if (broken) {
        reject(broken);
        return;
      }
      const id = nextId;
      nextId += 1;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, op, text, params });
    });

  const engine: PgliteEngine = {
    query: async <R>(text: string, params?: unknown[]) => ({ rows: (await send('query', text, params)) as R[] }),
    exec: (script) => send('exec', script),
    close: async () => {
      try {
        await send('close');
      } finally {
        await worker.terminate();
      }
    },
  };
  return new Promise((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(engine), reject: (error) => { void worker.terminate(); reject(error); } });
  });
}
