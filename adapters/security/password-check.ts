/**
 * Where the server gets its common-password check (password-strength.ts) without loading
 * zxcvbn and its dictionaries at start (issue 15: they were a sixth of a compiled server's
 * start, and no sign-in needs them): the services import it on first use, and main.ts checks
 * BANK_ADMIN_PASSWORD in a worker thread while the database opens, the same check off the
 * thread that starts the server.
 */
import { Worker } from 'node:worker_threads';
import type { CommonPasswordCheck } from '../../domain/credentials/password-policy.ts';

/** The check itself, loaded with its dictionaries on the first call and kept. */
export async function commonPasswordCheck(): Promise<CommonPasswordCheck> {
  return (await import('./password-strength.ts')).isCommonPassword;
}

/** True under tsx (tests, development); false in the compiled server, which builds the worker as an entry of its own (scripts/build-server.ts). */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

function startWorker(workerData: { password: string; userInputs: string[] }): Worker {
  if (!FROM_SOURCE) return new Worker(new URL('./password-check-worker.mjs', import.meta.url), { workerData });
  // Node 20 does not carry tsx's loader into a worker: the worker registers it, then loads the TypeScript.
  const file = JSON.stringify(new URL('./password-check-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${file}); });`, { eval: true, workerData });
}

/** isCommonPassword's verdict computed in a worker thread; rejects if the worker fails, so the caller can check here instead. */
export function isCommonPasswordInWorker(password: string, userInputs: readonly string[]): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ password, userInputs: [...userInputs] });
    worker.once('message', (common: unknown) => (typeof common === 'boolean' ? resolve(common) : reject(new Error('password check worker: no verdict'))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`password check worker exited with ${code}`)));
  });
}
