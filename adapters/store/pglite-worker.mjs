/**
 * PGlite's engine on a thread of its own (issue 30): the server's thread sends each statement as
 * a message and this thread runs it, so the WebAssembly engine and the HTTP work use two cores.
 * It only executes: the queue, the transactions, the lock and the store live on the server's
 * thread (adapters/store/pglite-thread.ts). Plain JavaScript, like threadpool.cjs, so one file
 * runs unchanged under tsx, vitest and the compiled server, with no loader in this thread.
 */
/* global process */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

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

async function run(db, message) {
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

let db;
try {
  db = await PGlite.create(workerData.path, { startParams: workerData.startParams });
  parentPort.postMessage({ id: 0, rows: [] });
} catch (error) {
  parentPort.postMessage({ id: 0, error: plainError(error) });
  process.exit(1);
}

parentPort.on('message', (message) => {
  run(db, message).then(
    ({ rows, transfer }) => parentPort.postMessage({ id: message.id, rows }, transfer),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
