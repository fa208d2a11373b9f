// Proves the embedded database keeps every acknowledged event when its process is killed with SIGKILL mid-write,
// and that a second process refuses a data folder that is in use.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteStore } from '../adapters/store/pglite.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function startAppender(dataDir: string): { child: ChildProcessWithoutNullStreams; acked: () => number[]; waitFor: (n: number) => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/append-forever.ts'], { env: { ...process.env, DATA_DIR: dataDir } });
  const positions: number[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('ack ')) positions.push(Number(line.slice(4)));
  });
  const waitFor = (n: number) => new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (positions.length >= n) { clearInterval(timer); resolve(); }
      if (child.exitCode !== null) { clearInterval(timer); reject(new Error('appender exited early')); }
    }, 20);
  });
  return { child, acked: () => [...positions], waitFor };
}

describe('PGlite under SIGKILL', () => {
  it('reopens with every acknowledged event present, three kills in a row', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bank-crash-'));
    dirs.push(dataDir);
    const acknowledged: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const appender = startAppender(dataDir);
      await appender.waitFor(40 + round * 10);
      appender.child.kill('SIGKILL');
      await new Promise((resolve) => appender.child.once('exit', resolve));
      acknowledged.push(...appender.acked());
    }
    const store = await openPgliteStore({ dataDir });
    try {
      const events = await store.readAll({ after: 0, limit: 10_000 });
      const present = new Set(events.map((event) => event.position));
      expect(acknowledged.length).toBeGreaterThan(100);
      expect(acknowledged.filter((position) => !present.has(position))).toEqual([]);
    } finally {
      await store.close();
    }
  }, 120_000);

  it('refuses a second process on a folder in use, with a message that says what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bank-lock-'));
    dirs.push(dataDir);
    const appender = startAppender(dataDir);
    await appender.waitFor(1);
    try {
      await expect(openPgliteStore({ dataDir })).rejects.toThrow(/is in use by another bank server \(pid \d+\)/);
    } finally {
      appender.child.kill('SIGKILL');
      await new Promise((resolve) => appender.child.once('exit', resolve));
    }
  }, 60_000);
});
