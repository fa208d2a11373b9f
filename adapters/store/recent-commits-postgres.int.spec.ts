// Proves on PostgreSQL, with two servers' stores on one database, that a read of the log's recent end never misses another server's event because this server kept its own commits in memory (recent-commits.ts): one written between this server's batches, and one written after them and announced by NOTIFY.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresFeed } from './change-feed.ts';
import { openPostgresStore } from './postgres.ts';
import type { EventStore, NewEvent, RecordedEvent } from './types.ts';

const url = process.env.DATABASE_URL ?? '';
const schema = `test_recent_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

const noted = (by: string): NewEvent => ({ type: 'Noted', data: { zz: by, a: [{ bb: 1, a: 2 }] }, metadata: { actor: 'system', at: '2026-11-29T00:00:00.000Z', correlationId: by } });
let streams = 0;
const write = (store: EventStore, by: string) => store.append([{ streamId: `${by}-${(streams += 1)}`, expectedVersion: 0, events: [noted(by)] }]);

describe.runIf(!!process.env.DATABASE_URL)('the recent-commits cache on PostgreSQL', () => {
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('reads from the database what another server wrote between or after this server\'s commits, and gives the same pages as a plain read', async () => {
    const a = await postgresFeed(await openPostgresStore({ connectionString: url, schema, poolSize: 2 }), url);
    const b = await openPostgresStore({ connectionString: url, schema, poolSize: 2 });
    // A store with no cache in use: its pages start before anything the other two kept.
    const plain = await openPostgresStore({ connectionString: url, schema, poolSize: 1 });
    try {
      const start = await plain.headPosition();
      await Promise.all([1, 2].map(() => write(a.store, 'a')));
      await write(b, 'b');
      await write(a.store, 'a');
      const seen = await a.store.readAll({ after: start, limit: 100 });
      expect(seen.map((e) => e.streamId.split('-')[0])).toEqual(['a', 'a', 'b', 'a']);
      expect(JSON.stringify(seen)).toBe(JSON.stringify(await plain.readAll({ after: start, limit: 100 })));

      // After this server's last commit another server writes: once its NOTIFY is heard, a read includes it.
      const last = seen.at(-1)!.position;
      // Woken as the follower is, it reads again; a page from memory that ended before b's event would leave this waiting.
      const found = new Promise<RecordedEvent[]>((resolve) => {
        const off = a.feed.subscribe(() => {
          void a.store.readAll({ after: last, limit: 100 }).then((page) => {
            if (page.length === 0) return;
            off();
            resolve(page);
          });
        });
      });
      await write(b, 'b');
      const after = await found;
      expect(after.map((e) => e.streamId.split('-')[0])).toEqual(['b']);
      expect(JSON.stringify(await a.store.readAll({ after: start, limit: 100 }))).toBe(JSON.stringify(await plain.readAll({ after: start, limit: 100 })));
    } finally {
      await a.feed.close();
      await Promise.all([a.store.close(), b.close(), plain.close()]);
    }
  });
});
