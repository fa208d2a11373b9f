/**
 * Several bank servers on one PostgreSQL behind a real HAProxy (Debian's package, installed by
 * scripts/ensure-haproxy.sh), run by a test: HAProxy in the foreground with a config written
 * here, bound to 127.0.0.1, checking each server's /readyz and retrying a refused connection
 * on another server. The stress workload drives it through `base` and kills or stops one
 * server at a time through `restart` and `stopGracefully`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServerProcess, sleep } from './server-process.ts';

export interface ClusterOptions {
  /** The balancer's port; server i listens on port + 1 + i. */
  port: number;
  servers: number;
  /** Environment for every server (DATABASE_URL and the rest); PORT is set per server. */
  env: NodeJS.ProcessEnv;
  /** Folder for the HAProxy config (under .tmp). */
  dir: string;
  log: (line: string) => void;
  /** How each server is started: from the sources through tsx unless given (server-process.ts). */
  serverArgs?: string[];
  /** HAProxy's /readyz check interval (default 500 ms); a test of the stop's grace makes it short. */
  checkIntervalMs?: number;
  /** False: a balancer that retries nothing (as many cloud balancers), so only the servers' own stop can keep requests from failing. */
  retries?: boolean;
}

/** True when haproxy can be run (scripts/ensure-haproxy.sh installs it). */
export function haproxyAvailable(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * The balancer's config: round robin over servers whose /readyz answers 200 (checked every
 * 500 ms, out after two failures; a loaded server may take seconds to answer, which is not down), a new server connection per request (http-server-close, so
 * a stopping server's closed port is a connection failure, never a lost request), and a
 * refused or empty answer retried on another server (safe: money-moving requests carry keys).
 */
export function haproxyConfig(port: number, serverPorts: number[], checkIntervalMs = 500, retries = true): string {
  return [
    'global', '  maxconn 4096',
    'defaults', '  mode http', '  timeout connect 2s', '  timeout client 60s', '  timeout server 60s',
    ...(retries ? ['  retries 3', '  option redispatch 1', '  retry-on conn-failure empty-response'] : ['  retries 0']), '  option http-server-close',
    'frontend bank', `  bind 127.0.0.1:${port}`, '  default_backend servers',
    'backend servers', '  balance roundrobin', '  option httpchk GET /readyz', '  http-check expect status 200',
    '  timeout check 5s', `  default-server inter ${checkIntervalMs}ms fall 2 rise 1`,
    ...serverPorts.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

export class Cluster {
  readonly servers: ServerProcess[];
  readonly base: string;
  restarts = 0;
  private haproxy: ChildProcess | null = null;
  private next = 0;

  constructor(private readonly options: ClusterOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
    this.servers = Array.from({ length: options.servers }, (_, i) => {
      const port = options.port + 1 + i;
      return new ServerProcess({ ...options.env, PORT: String(port) }, `http://127.0.0.1:${port}`, (line) => options.log(`s${i + 1} ${line}`), [], options.serverArgs);
    });
  }

  async start(): Promise<void> {
    // The first server alone migrates and creates the administrator; the others then start together.
    await this.servers[0]!.start();
    await Promise.all(this.servers.slice(1).map((s) => s.start()));
    mkdirSync(this.options.dir, { recursive: true });
    const file = join(this.options.dir, 'haproxy.cfg');
    writeFileSync(file, haproxyConfig(this.options.port, this.servers.map((_, i) => this.options.port + 1 + i), this.options.checkIntervalMs, this.options.retries));
    this.haproxy = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.haproxy.stderr?.on('data', (chunk: Buffer) => this.options.log(`haproxy: ${chunk.toString().trim().slice(0, 300)}`));
    await this.up();
  }

  /** Resolves when the balancer has a ready server behind it. */
  async up(): Promise<void> {
    for (let i = 0; i < 600; i += 1) {
      try {
        if ((await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
      } catch { /* not yet */ }
      await sleep(100);
    }
    throw new Error('No server behind the balancer became ready within 60 seconds');
  }

  /** SIGKILLs the next server in turn and starts it again; the others keep serving. */
  async restart(): Promise<void> {
    const server = this.servers[this.next++ % this.servers.length]!;
    this.restarts += 1;
    await server.restart();
  }

  /** SIGTERMs the next server in turn, waits for its exit, and starts it again. */
  async stopGracefully(): Promise<void> {
    const server = this.servers[this.next++ % this.servers.length]!;
    await server.stop();
    await server.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.servers.map((s) => s.stop()));
    await this.killBalancer();
  }

  async kill(): Promise<void> {
    await Promise.all(this.servers.map((s) => s.kill()));
    await this.killBalancer();
  }

  private async killBalancer(): Promise<void> {
    const child = this.haproxy;
    // A child ended by a signal has no exit code, only a signal code.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
