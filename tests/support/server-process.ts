/**
 * The bank's server as a child process on its own data (PGlite folder or a throwaway
 * Postgres database), so the stress workload and the benchmarks drive the real HTTP API
 * and can kill and restart it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';

/**
 * The server from its TypeScript sources through tsx, with the serve script's Node flags: what
 * the tests start, with nothing to build first. The benchmarks pass the compiled server's
 * arguments instead (scripts/bench/server-command.ts builtServeCommand), as deployed.
 */
export const SOURCE_SERVER_ARGS = ['--require', './adapters/http/threadpool.cjs', '--experimental-websocket', '--import', 'tsx', 'adapters/http/main.ts'];

/** The server as a child process that can be killed and started again on the same data. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private upPromise: Promise<void> = Promise.resolve();
  restarts = 0;

  /** `nodeArgs` go before the server's own arguments, e.g. `--cpu-prof` (Node refuses it in NODE_OPTIONS). */
  constructor(private readonly env: NodeJS.ProcessEnv, readonly base: string, private readonly log: (line: string) => void, private readonly nodeArgs: string[] = [], private readonly serverArgs: string[] = SOURCE_SERVER_ARGS) {}

  start(): Promise<void> {
    this.spawnServer();
    this.upPromise = this.waitHealthy();
    return this.upPromise;
  }

  private spawnServer(): void {
    this.child = spawn(process.execPath, [...this.nodeArgs, ...this.serverArgs], { env: this.env, stdio: ['ignore', 'ignore', 'pipe'] });
    this.child.stderr?.on('data', (chunk: Buffer) => this.log(`server: ${chunk.toString().trim().slice(0, 300)}`));
  }

  /** Resolves when the server answers; clients wait on it after a refused connection. */
  up(): Promise<void> {
    return this.upPromise;
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async restart(): Promise<void> {
    await this.kill();
    this.restarts += 1;
    await this.start();
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  private async waitHealthy(): Promise<void> {
    for (let i = 0; i < 600; i += 1) {
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) {
        // The folder lock of a killed PGlite server is stale; a second start takes over.
        await sleep(200);
        this.spawnServer();
      }
      try {
        const response = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return;
      } catch { /* not up yet */ }
      await sleep(100);
    }
    throw new Error('The server did not come up within 60 seconds');
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database on the given Postgres server, dropped by the returned function. */
export async function throwawayDatabase(postgresUrl: string, prefix = 'bank_stress'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

