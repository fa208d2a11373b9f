/**
 * Starts the real server (`npm run serve`'s command, built first) as a child process and times
 * it: until it first answers over HTTP, and until it answers a sign-in, then reads its memory
 * from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { builtServeCommand } from './server-command.ts';

/** How often the benchmark knocks while the server starts; small against a start of seconds. */
const POLL_MS = 20;
const START_TIMEOUT_MS = 15 * 60_000;

export interface StartResult {
  /** Seconds from spawn until the sign-in answered. */
  seconds: number;
  /** Seconds from spawn until /api/health first answered. */
  listeningSeconds: number;
  /** Resident memory (VmRSS) and its peak (VmHWM) once the sign-in answered, bytes. */
  rss: number;
  peakRss: number;
  /** VmRSS after `settleMs` more of idling, once the garbage collector may have given memory back. */
  settledRss: number;
  /** Where the server answers, http://127.0.0.1:<port>. */
  base: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peakRss: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), peakRss: kib('VmHWM') };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers 200 within `timeoutMs` (a server still starting does not). */
export async function answers(url: string, timeoutMs = 60_000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Polls until `url` answers 200; fails if the process exits or the time runs out. */
async function waitFor(child: ChildProcess, url: string): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`The server exited with status ${child.exitCode} while starting`);
    if (performance.now() > deadline) throw new Error(`The server did not answer ${url} within ${START_TIMEOUT_MS / 60_000} minutes`);
    await sleep(POLL_MS);
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** Starts the server with `env` (plus a free PORT) and signs in as BANK_ADMIN_EMAIL once it listens. */
export async function startServer(env: NodeJS.ProcessEnv, log: (line: string) => void, settleMs = 10_000): Promise<StartResult> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { command, args } = await builtServeCommand();
  const started = performance.now();
  const child = spawn(command, args, { env: { BANK_RATE_LIMITS: '*=100000000', BANK_SHUTDOWN_GRACE_MS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => log(`server: ${chunk.toString().trim().slice(0, 300)}`));
  const stop = stopper(child);
  try {
    await waitFor(child, `${base}/api/health`);
    const listeningSeconds = (performance.now() - started) / 1000;
    const body = JSON.stringify({ email: env.BANK_ADMIN_EMAIL, password: env.BANK_ADMIN_PASSWORD, pin: env.BANK_ADMIN_PIN });
    // The server listens only once the view is folded, so the sign-in must answer at once.
    const login = await fetch(`${base}/functions/v1/auth-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!login.ok) throw new Error(`The sign-in was refused: ${login.status} ${(await login.text()).slice(0, 200)}`);
    await login.arrayBuffer().catch(() => undefined);
    const seconds = (performance.now() - started) / 1000;
    const memory = memoryOf(child.pid!);
    await sleep(settleMs);
    return { seconds, listeningSeconds, ...memory, settledRss: memoryOf(child.pid!).rss, base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
