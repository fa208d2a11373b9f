// Proves on PostgreSQL that an append decided without a read of the log (a fence, write-fence.ts) commits only while no other server has written since this one's last commit, and that a broken fence writes nothing.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from './postgres.ts';
import { StaleViewError, type StreamAppend } from './types.ts';

const url = process.env.DATABASE_URL ?? '';
const schema = `test_fence_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

const append = (streamId: string, expectedVersion: number, fence?: number): StreamAppend[] =>
  [{ streamId, expectedVersion, events: [{ type: 'Noted', data: { streamId }, metadata: { actor: 'system', at: '2026-11-29T00:00:00.000Z' } }], ...(fence === undefined ? {} : { fence }) }];

describe.runIf(!!process.env.DATABASE_URL)('the write fence on PostgreSQL', () => {
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('commits a fenced append while this server is the only writer, and refuses it once another server has written', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => openPostgresStore({ connectionString: url, schema, poolSize: 2 })));
    try {
      expect(a!.fenceFloor?.()).toBeNull();
      const first = await a!.append(append('a-1', 0));
      expect(a!.fenceFloor?.()).toBe(first.lastPosition - 1);
      const second = await a!.append(append('a-2', 0, first.lastPosition));
      expect(second.lastPosition).toBe(first.lastPosition + 1);

      await b!.append(append('b-1', 0));
      await expect(a!.append(append('a-3', 0, second.lastPosition))).rejects.toBeInstanceOf(StaleViewError);
      expect((await a!.readStream('a-3'))).toEqual([]);
      // Another writer was seen: commands read the log first for a while.
      expect(a!.fenceFloor?.()).toBeNull();
      // An append decided after a read still commits at once.
      const third = await a!.append(append('a-3', 0));
      expect(third.lastPosition).toBe(second.lastPosition + 2);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});
