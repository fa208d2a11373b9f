/** Starts and stops one e2e bank server as a child process on its own port and data folder: the suite's banks (servers.ts) and a spec's time-travel bank (time-travel-bank.ts) start the same way. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { serveCommand } from '../../../scripts/bench/server-command.ts';

/**
 * A freshly started and stopped bank's data folder (servers.ts makes it once per run, under this
 * variable): a copy opens in a few seconds where creating the embedded database takes three
 * times as long, and holds what a first start makes (the administrator, the first membership number).
 */
export const BANK_TEMPLATE_ENV = 'E2E_BANK_TEMPLATE';

/** Fills an empty data folder from the run's template when there is one; else the bank creates its database. */
export function prepareDataDir(dataDir: string): void {
  const template = process.env[BANK_TEMPLATE_ENV];
  if (template && existsSync(template) && !existsSync(dataDir)) cpSync(template, dataDir, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
}

export interface BankProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts the bank with `env` (e2eBankEnv and extras) and answers once /api/health does; `onOutput` hears what it prints. */
export async function startBankProcess(name: string, port: number, dataDir: string, env: Record<string, string>, onOutput: (text: string, stream: 'stdout' | 'stderr') => void = () => {}): Promise<BankProcess> {
  const url = `http://localhost:${port}`;
  // A server already answering here is someone else's: tests against it would prove nothing about this one.
  if (await answers(url)) throw new Error(`${name}: port ${port} is already in use; choose another E2E_PORT`);
  prepareDataDir(dataDir);
  // The compiled server, with `npm run serve`'s flags, as production runs it: the global setup
  // (servers.ts) builds it from the sources once a run, and loading it costs a fraction of
  // transpiling every file through tsx at each of the run's dozen starts.
  const { command, args } = serveCommand();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => { errors = (errors + chunk.toString()).slice(-2_000); onOutput(chunk.toString(), 'stderr'); });
  child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString(), 'stdout'));
  await waitUntilUp(name, url, child, () => errors);
  return { url, stop: () => stopChild(child) };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(name: string, url: string, child: ChildProcess, errors: () => string): Promise<void> {
  for (let attempt = 0; attempt < 1_800; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${errors()}`);
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not come up within 3 minutes: ${errors()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
