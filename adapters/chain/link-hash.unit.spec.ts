// Proves the link hash is the documented bytes, that the offline verifier (scripts/verify-log.mjs) computes the same links as the bank, and that the checker names a changed, deleted, inserted or reordered event by its position.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkHash as offlineLinkHash, verifyLines } from '../../scripts/verify-log.mjs';
import type { StoredEvent } from '../store/types.ts';
import { ChainChecker, mergeByPosition } from './checker.ts';
import { GENESIS, linkHash } from './link-hash.ts';

const event = (position: number, data = `{"n": ${position}}`): StoredEvent => ({
  position, streamId: `user-${position % 3}`, version: position, type: 'Deposited', data,
  metadata: '{"at": "2026-11-27T00:00:00.000Z", "actor": "system"}', recordedAtUs: String(1_795_000_000_000_000 + position),
});

/** Links for events in order, as the sealer computes them. */
const sealed = (events: StoredEvent[]): { position: number; hash: string }[] => {
  let previous = GENESIS;
  return events.map((e) => ({ position: e.position, hash: (previous = linkHash(previous, e)) }));
};

const check = (events: StoredEvent[], links: { position: number; hash: string }[]) => {
  const checker = new ChainChecker();
  for (const [position, e, link] of mergeByPosition(events, links)) checker.visit(position, e, link);
  return checker.report();
};

describe('the link hash', () => {
  it('is SHA-256 over the tag, the previous hash and each field prefixed by its length in bytes, the data by its digest', () => {
    const e = { ...event(1), streamId: 'é' };
    const digest = createHash('sha256').update(e.data).digest('hex');
    const bytes = `tmb-chain-1\n${GENESIS}\n1:1\n2:é\n1:1\n9:Deposited\n64:${digest}\n${Buffer.byteLength(e.metadata)}:${e.metadata}\n16:${e.recordedAtUs}\n`;
    expect(linkHash(GENESIS, e)).toBe(createHash('sha256').update(bytes, 'utf8').digest('hex'));
  });

  it('is computed the same by the offline verifier, for any event (unicode included)', () => {
    const stored = fc.record({
      position: fc.integer({ min: 1, max: 2 ** 40 }), streamId: fc.string({ unit: 'grapheme' }), version: fc.integer({ min: 1 }), type: fc.string(),
      data: fc.json(), metadata: fc.json(), recordedAtUs: fc.bigInt({ min: 0n, max: 2n ** 62n }).map(String),
    });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), stored, (previous, e) => {
      expect(offlineLinkHash(previous, e)).toBe(linkHash(previous, e));
      expect(offlineLinkHash(previous, { ...e, data: undefined, dataSha256: createHash('sha256').update(e.data).digest('hex') })).toBe(linkHash(previous, e));
    }));
  });

  it('changes when any field or the previous link changes', () => {
    const e = event(5);
    const base = linkHash(GENESIS, e);
    const variants: StoredEvent[] = [
      { ...e, position: 6 }, { ...e, streamId: 'user-x' }, { ...e, version: 6 }, { ...e, type: 'Withdrawn' },
      { ...e, data: '{"n": 50}' }, { ...e, metadata: '{}' }, { ...e, recordedAtUs: '1' },
      // Moving bytes between fields is no disguise: each field carries its length.
      { ...e, streamId: 'user-2D', type: 'eposited' },
    ];
    for (const variant of variants) expect(linkHash(GENESIS, variant)).not.toBe(base);
    expect(linkHash('1'.repeat(64), e)).not.toBe(base);
  });
});

describe('the checker', () => {
  const events = [1, 2, 3, 4, 5, 6].map((p) => event(p));
  const links = sealed(events);

  it('finds an untouched log intact and ends on the head', () => {
    expect(check(events, links)).toEqual({ checked: 6, problems: [], problemCount: 0, last: links[5] });
  });

  it('names a changed event by its position, and only it', () => {
    const changed = events.map((e) => (e.position === 3 ? { ...e, data: '{"n": 3000}' } : e));
    expect(check(changed, links).problems).toEqual([{ position: 3, kind: 'changed' }]);
  });

  it('names a deleted event by its position', () => {
    expect(check(events.filter((e) => e.position !== 4), links).problems).toEqual([{ position: 4, kind: 'deleted' }]);
  });

  it('names an event inserted below the sealed head, into a gap a rolled-back append left', () => {
    const withGap = events.filter((e) => e.position !== 3);
    expect(check([...withGap, event(3)], sealed(withGap)).problems).toEqual([{ position: 3, kind: 'inserted' }]);
  });

  it('names both positions of two events swapped', () => {
    const swapped = events.map((e) => (e.position === 2 ? { ...events[4]!, position: 2 } : e.position === 5 ? { ...events[1]!, position: 5 } : e));
    expect(check(swapped, links).problems).toEqual([{ position: 2, kind: 'changed' }, { position: 5, kind: 'changed' }]);
  });
});

describe('the offline verifier', () => {
  const events = [1, 2, 3].map((p) => event(p));
  const links = sealed(events);
  const header = { anchor: { position: 0, hash: GENESIS }, head: links[2]!, count: 3 };
  const lines = events.map((e, i) => ({ ...e, link: links[i]!.hash }));

  it('accepts an export as the bank wrote it', () => {
    expect(verifyLines(header, lines, GENESIS).problems).toEqual([]);
  });

  it('names a line changed in the file, and a line removed from it', () => {
    expect(verifyLines(header, lines.map((l) => (l.position === 2 ? { ...l, type: 'Withdrawn' } : l)), GENESIS).problems).toEqual([{ position: 2, kind: 'changed' }]);
    const without = lines.filter((l) => l.position !== 2);
    expect(verifyLines(header, without, GENESIS).problems.map((p) => p.position)).toContain(3);
  });
});
