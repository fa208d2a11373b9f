/**
 * The compiled server `npm run serve` and `npm start` run (scripts/build-server.ts) starts on an
 * empty PGlite folder and signs the administrator in: its migrations and the files its snapshot
 * key hashes are found from the bundle's folder, not only from the TypeScript sources.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_BUNDLE } from '../../scripts/build-server.ts';
import { serveCommand } from '../../scripts/bench/server-command.ts';

const ADMIN = { email: 'compiled-admin@bank.test', password: 'Compiled-Admin-Passw0rd', pin: '2468' };
const dataDir = mkdtempSync(join(tmpdir(), 'tmb-compiled-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Resolves with the port from the server's "is open at" line; rejects if it exits first. */
function openedPort(child: ReturnType<typeof spawn>, output: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const port = /is open at http:\/\/localhost:(\d+)/.exec(output.join(''))?.[1];
      if (port) resolve(Number(port));
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the compiled server exited with ${code}:\n${output.join('')}`)));
  });
}

describe('the compiled server', () => {
  it('starts from the bundle on an empty PGlite folder and signs the administrator in', async () => {
    await buildServer();
    const { command, args } = serveCommand();
    expect(args).toContain(SERVER_BUNDLE);
    const env = {
      PATH: process.env.PATH, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir,
      BANK_ADMIN_EMAIL: ADMIN.email, BANK_ADMIN_PASSWORD: ADMIN.password, BANK_ADMIN_PIN: ADMIN.pin, BANK_ACCESS_LOG: 'false', BANK_SHUTDOWN_GRACE_MS: '0', UI_ROOT: '/nonexistent',
    };
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    try {
      const port = await openedPort(child, output);
      const login = await fetch(`http://127.0.0.1:${port}/functions/v1/auth-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      expect(login.status, await login.text()).toBe(200);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    }
  });
});
