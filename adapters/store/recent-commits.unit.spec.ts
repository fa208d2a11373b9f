/**
 * The recent-commits cache (recent-commits.ts) answers a page of the log only as a read would:
 * over random interleavings of this server's batches, other servers' commits (heard or not yet),
 * lost batches and a LISTEN connection that drops, every page it answers is the log's own page as
 * of a moment no earlier than the last commit it heard of; and jsonb's key order is kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asJsonbReturnsIt, RecentCommits, type LandedEvent } from './recent-commits.ts';

const event = (position: number, owner: string): LandedEvent => ({
  position, streamId: `${owner}-${position}`, version: 1, type: 'Noted',
  data: JSON.stringify({ zeta: position, a: [{ bb: 1, a: 2 }], owner }), metadata: JSON.stringify({ actor: 'system', at: '2026-11-29T00:00:00.000Z' }),
  recordedAt: '2026-11-29T00:00:00.000Z',
});

/** What a read of the log returns: the same events, keys as jsonb keeps them. */
const asRead = (e: LandedEvent) => ({
  position: e.position, streamId: e.streamId, version: e.version, type: e.type,
  data: JSON.parse(asJsonbReturnsIt(e.data)) as unknown, metadata: JSON.parse(asJsonbReturnsIt(e.metadata)) as unknown, recordedAt: e.recordedAt,
});

const step = fc.oneof(
  fc.record({ kind: fc.constant('own' as const), events: fc.integer({ min: 0, max: 4 }), gap: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('other' as const), events: fc.integer({ min: 1, max: 3 }), heard: fc.boolean() }),
  fc.record({ kind: fc.constant('hear' as const) }),
  fc.record({ kind: fc.constant('lost' as const), committed: fc.boolean() }),
  fc.record({ kind: fc.constant('deaf' as const) }),
  fc.record({ kind: fc.constant('listen' as const) }),
  fc.record({ kind: fc.constant('read' as const), back: fc.integer({ min: 0, max: 12 }), limit: fc.integer({ min: 0, max: 6 }) }),
);

/** A log several servers write, seen by one of them through its cache. */
class World {
  readonly log: LandedEvent[] = [];
  /** Positions taken by rolled-back transactions leave gaps (an identity column). */
  next = 1;
  /** Every commit up to here has been announced to this server (NOTIFY delivered). */
  announced = 0;
  constructor(readonly cache: RecentCommits, readonly soleWriter: boolean) {}

  get head(): number {
    return this.log.at(-1)?.position ?? 0;
  }

  write(owner: string, count: number, gap: number): LandedEvent[] {
    this.next += gap;
    const events = Array.from({ length: count }, () => event(this.next++, owner));
    this.log.push(...events);
    return events;
  }

  read(after: number, limit: number, upTo = Number.POSITIVE_INFINITY) {
    return this.log.filter((e) => e.position > after && e.position <= upTo).slice(0, limit).map(asRead);
  }
}

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function play(world: World, steps: Step[]): void {
  const { cache } = world;
  let listening = world.soleWriter;
  for (const s of steps) {
    if (s.kind === 'own') {
      const generation = cache.generation;
      const head = world.head;
      const events = world.write('own', s.events, s.gap);
      cache.committed(generation, head, events);
      // This server's own NOTIFY comes back too, some time after.
      if (listening) world.announced = Math.max(world.announced, world.head);
    } else if (s.kind === 'other' && !world.soleWriter) {
      world.write('other', s.events, 0);
      if (s.heard && listening) {
        world.announced = world.head;
        cache.heard(world.head);
      }
    } else if (s.kind === 'hear' && listening) {
      world.announced = world.head;
      cache.heard(world.head);
    } else if (s.kind === 'lost') {
      // A batch whose answer never came: it may have committed.
      if (s.committed) world.write('own', 1, 0);
      cache.lost();
      if (listening) {
        world.announced = world.head;
        cache.heard(world.head);
      }
    } else if (s.kind === 'deaf' && !world.soleWriter) {
      listening = false;
      cache.hearing(false);
    } else if (s.kind === 'listen' && !world.soleWriter) {
      listening = true;
      cache.hearing(true);
    } else if (s.kind === 'read') {
      const after = Math.max(0, world.head - s.back);
      const page = cache.page(after, s.limit);
      if (page === null) continue;
      const end = page.at(-1)?.position ?? after;
      // The log's own events from `after` to the page's end, none missing, each as a read decodes it.
      expect(page).toEqual(world.read(after, s.limit, end));
      expect(JSON.stringify(page)).toBe(JSON.stringify(world.read(after, page.length, end)));
      // A shorter page is the log as of a moment no earlier than the last commit announced to this server.
      if (page.length < s.limit) expect(world.log.filter((e) => e.position > end && e.position <= world.announced)).toEqual([]);
    }
  }
}

describe('the recent-commits cache', () => {
  it('answers a page only as a read of the log would, on a database several servers write', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
      const cache = new RecentCommits(false, 8);
      const world = new World(cache, false);
      cache.hearing(true);
      play(world, steps);
    }), { numRuns: 500 });
  });

  it('answers a page only as a read of the log would, on a sole writer', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
      const cache = new RecentCommits(true, 8);
      play(new World(cache, true), steps);
    }), { numRuns: 300 });
  });

  it('serves this server\'s own recent commits from memory, and reads the database for what another server wrote', () => {
    const cache = new RecentCommits(false);
    const world = new World(cache, false);
    cache.hearing(true);
    cache.committed(cache.generation, 0, world.write('own', 3, 0));
    expect(cache.page(0, 100)).toEqual(world.read(0, 100));
    world.write('other', 1, 0);
    cache.heard(world.head);
    // The other server's event lies past the run: only a full page may be answered.
    expect(cache.page(1, 100)).toBeNull();
    expect(cache.page(1, 2)).toEqual(world.read(1, 2));
    const head = world.head;
    cache.committed(cache.generation, head, world.write('own', 2, 0));
    expect(cache.page(0, 100)).toBeNull();
    expect(cache.page(head, 100)).toEqual(world.read(head, 100));
  });

  it('answers nothing short on PostgreSQL until its change feed listens', () => {
    const cache = new RecentCommits(false);
    const world = new World(cache, false);
    cache.committed(cache.generation, 0, world.write('own', 2, 0));
    expect(cache.page(0, 100)).toBeNull();
    expect(cache.page(0, 2)).toEqual(world.read(0, 2));
  });

  it('keeps a bounded number of events and reads older ones from the database', () => {
    const cache = new RecentCommits(true, 4);
    const world = new World(cache, true);
    for (let i = 0; i < 5; i += 1) cache.committed(cache.generation, world.head, world.write('own', 2, 0));
    expect(cache.page(0, 100)).toBeNull();
    expect(cache.page(6, 100)).toEqual(world.read(6, 100));
  });

  it('keeps object keys in the order jsonb gives them back', () => {
    expect(asJsonbReturnsIt('{"zeta":1,"b":{"yy":1,"x":2},"aa":[{"ccc":1,"d":2}]}')).toBe('{"b":{"x":2,"yy":1},"aa":[{"d":2,"ccc":1}],"zeta":1}');
    // Length in UTF-8 bytes first: "é" is two bytes, so it follows "z".
    expect(Object.keys(JSON.parse(asJsonbReturnsIt('{"é":1,"z":2}')) as object)).toEqual(['z', 'é']);
    expect(asJsonbReturnsIt('{"__proto__":{"b":1},"zz":1}')).toBe('{"zz":1,"__proto__":{"b":1}}');
    const sorted = '{"a":1,"bb":[1,2]}';
    expect(asJsonbReturnsIt(sorted)).toBe(sorted);
  });
});
