// Proves the live feed works across server instances on Postgres: an append through one instance wakes the listeners of another (LISTEN/NOTIFY), not only process memory.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresFeed } from './change-feed.ts';
import { openPostgresStore } from './postgres.ts';

const url = process.env.DATABASE_URL ?? '';

describe.runIf(!!process.env.DATABASE_URL)('Postgres change feed', () => {
  it('wakes a second instance when the first appends', async () => {
    const schema = `test_feed_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const first = await postgresFeed(await openPostgresStore({ connectionString: url, schema }), url);
    const second = await postgresFeed(await openPostgresStore({ connectionString: url, schema }), url);
    try {
      const woken = new Promise<void>((resolve) => { second.feed.subscribe(resolve); });
      await first.store.append([{ streamId: 'feed-1', expectedVersion: 0, events: [{ type: 'X', data: {}, metadata: { actor: 't', at: new Date().toISOString() } }] }]);
      await expect(Promise.race([woken.then(() => 'woken'), new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000))])).resolves.toBe('woken');
      expect(await second.store.readStream('feed-1')).toHaveLength(1);
    } finally {
      await first.feed.close();
      await second.feed.close();
      await first.store.close();
      await second.store.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });
});
