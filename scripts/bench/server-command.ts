/**
 * The command `npm run serve` runs, read from package.json, so the benchmarks start the server
 * (and fold the log) with exactly the Node flags and the compiled file it is deployed with.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildServer } from '../build-server.ts';

/** `node` replaced by this Node binary, and the arguments after it. */
export function serveCommand(): { command: string; args: string[] } {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [program, ...args] = (scripts.serve ?? '').trim().split(/\s+/);
  if (program !== 'node' || args.length === 0) throw new Error(`package.json "serve" should start with node; it is: ${scripts.serve ?? '(missing)'}`);
  return { command: process.execPath, args };
}

let built: Promise<void> | null = null;

/**
 * serveCommand() after building the server from the current sources, once per process: as
 * `npm run serve`'s preserve script does, so a benchmark never measures stale code.
 */
export async function builtServeCommand(): Promise<{ command: string; args: string[] }> {
  built ??= buildServer();
  await built;
  return serveCommand();
}

/** The V8 heap flags of the serve command (the young generation's size matters for a rebuild). */
export const serverHeapFlags = (): string[] => serveCommand().args.filter((arg) => arg.startsWith('--max-semi-space-size'));

/**
 * Runs this script again in a child with the server's heap flags when it was started without
 * them (V8 reads them only at start). Returns true when it did; the caller should then stop.
 */
export function rerunWithServerHeapFlags(): boolean {
  const missing = serverHeapFlags().filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0) return false;
  const result = spawnSync(process.execPath, [...process.execArgv, ...missing, ...process.argv.slice(1)], { stdio: 'inherit', env: process.env });
  process.exitCode = result.status ?? 1;
  return true;
}
