/**
 * PGlite's engine on a thread of its own (issue 30): the server's thread sends each statement as
 * a message and this thread runs it, so the WebAssembly engine and the HTTP work use two cores.
 * It only executes: the queue, the transactions, the lock and the store live on the server's
 * thread (adapters/store/pglite-thread.ts). Plain JavaScript, like threadpool.cjs, so one file
 * runs unchanged under tsx, vitest and the compiled server, with no loader in this thread.
 * It loads PGlite and compiles its WebAssembly as soon as it starts, before it is told which
 * database to open, so a server's start overlaps that work with loading its own code.
 */
/* global Blob, URL, WebAssembly */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';

/** PGlite's code, its compiled engine and its file-system bundle: nothing here depends on the data folder. */
async function loadEngine() {
  const entry = import.meta.resolve('@electric-sql/pglite');
  const [{ PGlite }, wasm, bundle] = await Promise.all([
    import('@electric-sql/pglite'),
    readFile(new URL('./pglite.wasm', entry)),
    readFile(new URL('./pglite.data', entry)),
  ]);
  return { PGlite, module: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
}

const loading = loadEngine();
// Failing here is reported when the thread is asked to open, not as an unhandled rejection.
loading.catch(() => undefined);

/** An error as plain data: a message crosses threads, an Error's own fields (Postgres's code) do not. */
function plainError(error) {
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message, code: e.code, detail: e.detail, stack: e.stack };
}

/** The byte arrays of a result's rows, moved to the server's thread instead of copied (a snapshot is megabytes). */
function transferables(rows) {
  const buffers = new Set();
  for (const row of rows) {
    for (const value of Object.values(row)) {
      if (value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength) buffers.add(value.buffer);
    }
  }
  return [...buffers];
}

let db;

async function open(message) {
  if (db) throw new Error('The PGlite thread has a database open already');
  const { PGlite, module, fsBundle } = await loading;
  db = await PGlite.create(message.path, { startParams: [...PGlite.defaultStartParams, ...message.settings], pgliteWasmModule: module, fsBundle });
}

async function run(message) {
  if (message.op === 'open') {
    await open(message);
    return { rows: [], transfer: [] };
  }
  if (!db) throw new Error('The PGlite thread has no database open');
  if (message.op === 'query') {
    const { rows } = await db.query(message.text, message.params);
    return { rows, transfer: transferables(rows) };
  }
  if (message.op === 'exec') {
    await db.exec(message.text);
    return { rows: [], transfer: [] };
  }
  if (message.op === 'close') {
    await db.close();
    return { rows: [], transfer: [] };
  }
  throw new Error(`Unknown PGlite thread operation ${String(message.op)}`);
}

parentPort.on('message', (message) => {
  run(message).then(
    ({ rows, transfer }) => parentPort.postMessage({ id: message.id, rows }, transfer),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
