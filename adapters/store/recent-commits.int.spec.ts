/**
 * On a real database (PGlite in this process), the pages the recent-commits cache answers are
 * byte for byte the pages the database gives: over random interleavings of this server's batches
 * (several appends per group commit, data with keys in any order, unicode and odd numbers) and
 * another store's writes on the same database, each readAll answer is compared with the same page
 * read by SQL; and the pages of the server's own recent commits are answered without a query.
 */
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import type { HearsCommits } from './recent-commits.ts';
import type { SqlClient } from './sql-client.ts';
import { createSqlStore, READ_PAGE_AS_JSON_SQL, READ_PAGE_SQL, toRecorded, type EventRow } from './sql-store.ts';
import type { EventStore, NewEvent, RecordedEvent } from './types.ts';

let db: PGlite;
/** Pages of the log asked of the database (the cache's misses). */
let pageQueries = 0;

function clientOf(engine: PGlite): SqlClient {
  return {
    query: async <R,>(text: string, params?: unknown[]) => {
      if (text === READ_PAGE_SQL || text === READ_PAGE_AS_JSON_SQL) pageQueries += 1;
      return { rows: (await engine.query<R>(text, params)).rows };
    },
    transaction: (fn) => engine.transaction((tx) => fn({ query: async <R,>(text: string, params?: unknown[]) => ({ rows: (await tx.query<R>(text, params)).rows }), exec: async (script) => { await tx.exec(script); } })),
  };
}

/** The same page read by SQL, as a store without the cache decodes it. */
async function pageRead(after: number, limit: number): Promise<RecordedEvent[]> {
  const { rows } = await db.query<EventRow>(READ_PAGE_SQL, [after, limit]);
  return rows.map(toRecorded);
}

async function head(): Promise<number> {
  const { rows } = await db.query<{ head: number }>('SELECT coalesce(max(position), 0)::float8 AS head FROM events');
  return rows[0]!.head;
}

const key = fc.constantFrom('a', 'b', 'zz', 'aa', 'ab', 'é', 'ü', '10', '2', 'amount', 'postings', 'ẞ', '😀');
const leaf = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 6 }).filter((s) => !s.includes('\u0000')), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(key, tie('node'), { maxKeys: 4 })),
})).node;
const newEvent = fc.record({ type: fc.constantFrom('Noted', 'Moved'), data: fc.dictionary(key, value, { maxKeys: 5 }), reason: fc.option(fc.string({ maxLength: 4 }).filter((s) => !s.includes('\u0000'))) })
  .map(({ type, data, reason }): NewEvent => ({ type, data, metadata: { correlationId: 'c', actor: 'system', at: '2026-11-29T00:00:00.000Z', ...(reason === null ? {} : { reason }) } }));

const step = fc.oneof(
  // Several appends at once: the group commit takes them in one or more batches.
  fc.record({ kind: fc.constant('own' as const), appends: fc.array(fc.array(newEvent, { minLength: 0, maxLength: 3 }), { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('other' as const), events: fc.array(newEvent, { minLength: 1, maxLength: 2 }) }),
  fc.record({ kind: fc.constant('read' as const), back: fc.integer({ min: 0, max: 15 }), limit: fc.integer({ min: 0, max: 12 }) }),
);

let streams = 0;
const appendTo = (store: EventStore, events: NewEvent[]) => store.append([{ streamId: `s-${(streams += 1)}`, expectedVersion: 0, events }]);

describe('the recent-commits cache on a real database', () => {
  beforeAll(async () => {
    db = await PGlite.create();
    await migrate(clientOf(db));
  });
  afterAll(async () => {
    await db.close();
  });

  for (const pageAsJson of [true, false]) {
    it(`answers every page as the database does (${pageAsJson ? 'pages as JSON, as PGlite reads' : 'rows, as PostgreSQL reads'})`, async () => {
      await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        // Two servers on one database: this one, which hears every commit, and another.
        const own: EventStore & Partial<HearsCommits> = await createSqlStore(clientOf(db), {}, async () => undefined, false, { pageAsJson });
        const other = await createSqlStore(clientOf(db), {}, async () => undefined, false);
        own.commitsHeard?.hearing(true);
        for (const s of steps) {
          if (s.kind === 'own') {
            await Promise.all(s.appends.map((events) => appendTo(own, events)));
          } else if (s.kind === 'other') {
            await appendTo(other, s.events);
            own.commitsHeard?.heard(await head());
          } else {
            const after = Math.max(0, (await head()) - s.back);
            const answer = await own.readAll({ after, limit: s.limit });
            expect(JSON.stringify(answer)).toBe(JSON.stringify(await pageRead(after, s.limit)));
          }
        }
      }), { numRuns: 25 });
    });
  }

  it('reads this server\'s own recent commits without asking the database, and another server\'s from it', async () => {
    const own: EventStore & Partial<HearsCommits> = await createSqlStore(clientOf(db), {}, async () => undefined, false);
    const other = await createSqlStore(clientOf(db), {}, async () => undefined, false);
    own.commitsHeard?.hearing(true);
    const start = await head();
    await Promise.all([1, 2, 3].map(() => appendTo(own, [{ type: 'Noted', data: { b: 1, a: 2 }, metadata: { actor: 'system', at: '2026-11-29T00:00:00.000Z' } }])));
    const before = pageQueries;
    const mine = await own.readAll({ after: start, limit: 100 });
    expect(mine).toHaveLength(3);
    expect(pageQueries).toBe(before);

    await appendTo(other, [{ type: 'Noted', data: {}, metadata: { actor: 'system', at: '2026-11-29T00:00:00.000Z' } }]);
    own.commitsHeard?.heard(await head());
    const withOther = await own.readAll({ after: start, limit: 100 });
    expect(withOther).toHaveLength(4);
    expect(pageQueries).toBe(before + 1);
  });
});
