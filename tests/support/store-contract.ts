/**
 * The contract every EventStore must pass, run by each implementation's spec, so memory,
 * PGlite and Postgres are proven to append, refuse, order and follow the log the same way.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_APPEND_EVENTS } from '../../adapters/store/hooks.ts';
import type { StoreTestHooks } from '../../adapters/store/hooks.ts';
import { MAX_READ, MAX_STREAMS_PER_READ, VersionConflictError } from '../../adapters/store/types.ts';
import type { EventStore, NewEvent, RecordedEvent, StreamAppend } from '../../adapters/store/types.ts';

export type ContractStore = EventStore & { destroy?: () => Promise<void> };

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function event(type: string, data: unknown = {}): NewEvent {
  return { type, data, metadata: { actor: 'contract-test', at: '2026-01-01T00:00:00.000Z' } };
}

function events(count: number, type = 'Counted'): NewEvent[] {
  return Array.from({ length: count }, (_, i) => event(type, { i }));
}

/** Polls until check() holds, failing after a bounded time instead of hanging the suite. */
async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await sleep(5);
  }
}

export function eventStoreContract(name: string, open: (hooks?: StoreTestHooks) => Promise<ContractStore>): void {
  describe(`EventStore contract: ${name}`, () => {
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    /** A stream id no other test (or earlier run on the same database) uses. */
    const streamId = (label: string): string => `${label}-${run}-${(counter += 1)}`;
    // One store for the whole suite (PGlite takes seconds to create); tests swap the hook's body.
    let beforeCommit: NonNullable<StoreTestHooks['beforeCommit']> = async () => undefined;
    const hooks: StoreTestHooks = { beforeCommit: (appends) => beforeCommit(appends) };
    let store: ContractStore;

    beforeAll(async () => {
      store = await open(hooks);
    });

    afterAll(async () => {
      await store?.close();
      await store?.destroy?.();
    });

    const append = (id: string, expectedVersion: StreamAppend['expectedVersion'], batch: NewEvent[]) =>
      store.append([{ streamId: id, expectedVersion, events: batch }]);

    it('starts empty', async () => {
      // Proves a new store has head position 0 and nothing to read.
      expect(await store.headPosition()).toBe(0);
      expect(await store.readAll({ after: 0, limit: 10 })).toEqual([]);
    });

    it('appends and reads back a stream', async () => {
      // Proves appended events come back from their stream with type, data, metadata and numbering.
      const id = streamId('account');
      const before = await store.headPosition();
      const result = await append(id, 0, [event('Opened', { owner: 'ada' }), event('Deposited', { amount: 500 })]);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.streamId, e.version, e.type, e.data])).toEqual([
        [id, 1, 'Opened', { owner: 'ada' }],
        [id, 2, 'Deposited', { amount: 500 }],
      ]);
      expect(read[0]?.metadata).toEqual({ actor: 'contract-test', at: '2026-01-01T00:00:00.000Z' });
      // The events as committed, so the writer's live view takes them without reading them back.
      expect(result).toEqual({ lastPosition: read[1]?.position, versions: { [id]: 2 }, written: { after: before, events: read } });
      for (const e of read) expect(new Date(e.recordedAt).toISOString()).toBe(e.recordedAt);
      expect(await store.readStream(streamId('never-written'))).toEqual([]);
    });

    it('numbers versions 1..n across appends and reads from a version', async () => {
      // Proves stream versions increase by one per event across appends, and fromVersion is exclusive.
      const id = streamId('versions');
      await append(id, 0, events(2));
      const second = await append(id, 2, events(3));
      expect(second.versions[id]).toBe(5);
      expect((await store.readStream(id)).map((e) => e.version)).toEqual([1, 2, 3, 4, 5]);
      expect((await store.readStream(id, 3)).map((e) => e.version)).toEqual([4, 5]);
      expect(await store.readStream(id, 5)).toEqual([]);
    });

    it('refuses expected version 0 for a stream that exists', async () => {
      // Proves 0 means "must not exist": a second creation of the same stream conflicts.
      const id = streamId('create-once');
      await append(id, 0, [event('Created')]);
      await expect(append(id, 0, [event('Created')])).rejects.toMatchObject({ streamId: id, expected: 0, actual: 1 });
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('throws VersionConflictError on a wrong expected version and writes nothing', async () => {
      // Proves a stale expected version is refused with the actual version and leaves the log untouched.
      const id = streamId('stale');
      await append(id, 0, events(2));
      const head = await store.headPosition();
      const attempt = append(id, 1, [event('Late')]);
      await expect(attempt).rejects.toBeInstanceOf(VersionConflictError);
      await expect(attempt).rejects.toMatchObject({ code: 'conflict', streamId: id, expected: 1, actual: 2 });
      await expect(append(id, 7, [event('Future')])).rejects.toBeInstanceOf(VersionConflictError);
      expect(await store.readStream(id)).toHaveLength(2);
      expect(await store.headPosition()).toBe(head);
    });

    it('writes nothing to any stream when one stream of a multi-stream append conflicts', async () => {
      // Proves a multi-stream append is all or nothing: one conflict leaves every stream as it was.
      const debit = streamId('debit');
      const credit = streamId('credit');
      await append(credit, 0, [event('Opened')]);
      const head = await store.headPosition();
      const transfer = store.append([
        { streamId: debit, expectedVersion: 0, events: [event('Debited')] },
        { streamId: credit, expectedVersion: 5, events: [event('Credited')] },
      ]);
      await expect(transfer).rejects.toBeInstanceOf(VersionConflictError);
      expect(await store.readStream(debit)).toEqual([]);
      expect(await store.readStream(credit)).toHaveLength(1);
      expect(await store.headPosition()).toBe(head);
      // The failed attempt left no version behind: the debit stream can still be created.
      await expect(append(debit, 0, [event('Opened')])).resolves.toMatchObject({ versions: { [debit]: 1 } });
    });

    it('appends to several streams atomically when every version matches', async () => {
      // Proves a successful multi-stream append writes every stream and reports each new version.
      const debit = streamId('debit');
      const credit = streamId('credit');
      await append(credit, 0, [event('Opened')]);
      const result = await store.append([
        { streamId: debit, expectedVersion: 0, events: [event('Debited', { amount: 10 })] },
        { streamId: credit, expectedVersion: 1, events: [event('Credited', { amount: 10 })] },
      ]);
      expect(result.versions).toEqual({ [debit]: 1, [credit]: 2 });
      const written = [...(await store.readStream(debit)), ...(await store.readStream(credit, 1))];
      expect(Math.max(...written.map((e) => e.position))).toBe(result.lastPosition);
    });

    it("appends with 'any' whatever the stream's version", async () => {
      // Proves 'any' skips the check for both a new and an existing stream.
      const id = streamId('any');
      await expect(append(id, 'any', [event('First')])).resolves.toMatchObject({ versions: { [id]: 1 } });
      await expect(append(id, 'any', events(2))).resolves.toMatchObject({ versions: { [id]: 3 } });
      expect((await store.readStream(id)).map((e) => e.version)).toEqual([1, 2, 3]);
    });

    it('reads the log in position order honouring after and limit', async () => {
      // Proves readAll pages through the log in position order from `after`, at most `limit` at a time.
      const head = await store.headPosition();
      const a = streamId('order-a');
      const b = streamId('order-b');
      await append(a, 0, events(2));
      await append(b, 0, events(2));
      await append(a, 2, events(1));
      const first = await store.readAll({ after: head, limit: 3 });
      expect(first.map((e) => [e.streamId, e.version])).toEqual([[a, 1], [a, 2], [b, 1]]);
      const rest = await store.readAll({ after: first[2]?.position ?? -1, limit: 100 });
      expect(rest.map((e) => [e.streamId, e.version])).toEqual([[b, 2], [a, 3]]);
      expect(await store.headPosition()).toBe(rest[1]?.position);
      expect(await store.readAll({ after: head, limit: 0 })).toEqual([]);
    });

    it('caps one read at MAX_READ events', async () => {
      // Proves readAll never returns more than MAX_READ events however large the limit asked.
      const head = await store.headPosition();
      const id = streamId('bulk');
      for (let version = 0; version <= MAX_READ; version += MAX_APPEND_EVENTS) {
        await append(id, version, events(Math.min(MAX_APPEND_EVENTS, MAX_READ + 1 - version)));
      }
      const page = await store.readAll({ after: head, limit: MAX_READ * 10 });
      expect(page).toHaveLength(MAX_READ);
      expect(page.at(-1)?.version).toBe(MAX_READ);
      expect(await store.readAll({ after: page.at(-1)?.position ?? 0, limit: MAX_READ * 10 })).toHaveLength(1);
    });

    it('gives strictly increasing positions', async () => {
      // Proves every event gets a position above every earlier one, and lastPosition is the newest.
      const head = await store.headPosition();
      let last = head;
      for (let i = 0; i < 5; i += 1) {
        const result = await append(streamId('rising'), 0, events(2));
        expect(result.lastPosition).toBeGreaterThan(last);
        last = result.lastPosition;
      }
      const positions = (await store.readAll({ after: head, limit: 100 })).map((e) => e.position);
      expect(positions).toHaveLength(10);
      positions.forEach((p, i) => expect(p).toBeGreaterThan(positions[i - 1] ?? head));
    });

    it('lets exactly one of many concurrent appends with the same expected version win', async () => {
      // Proves optimistic concurrency under contention: one writer wins, the rest conflict.
      const id = streamId('contended');
      await append(id, 0, [event('Opened')]);
      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => append(id, 1, [event('Raced', { writer: i })])),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
      expect(won).toHaveLength(1);
      for (const failure of lost) expect(failure.reason).toBeInstanceOf(VersionConflictError);
      expect((await store.readStream(id)).map((e) => e.version)).toEqual([1, 2]);
    });

    it('lands many concurrent appends to different streams with unique positions', async () => {
      // Proves concurrent writers to different streams all succeed with distinct, gap-free-per-stream records.
      const head = await store.headPosition();
      const ids = Array.from({ length: 30 }, () => streamId('parallel'));
      const results = await Promise.all(ids.map((id) => append(id, 0, events(2))));
      expect(new Set(results.map((r) => r.lastPosition)).size).toBe(ids.length);
      const all = await store.readAll({ after: head, limit: 1_000 });
      expect(all).toHaveLength(ids.length * 2);
      expect(new Set(all.map((e) => e.position)).size).toBe(all.length);
      expect(await store.headPosition()).toBe(all.at(-1)?.position);
      for (const id of ids) expect((await store.readStream(id)).map((e) => e.version)).toEqual([1, 2]);
    });

    it('gives each of many appends queued together its own result, refusing only the conflicting one', async () => {
      // Proves group commit keeps per-append outcomes: appends queued behind a held one each get
      // the position of their own last event, and of two expecting the same version exactly one wins.
      const gate = streamId('gate');
      const contended = streamId('queued-contended');
      await append(contended, 0, [event('Opened')]);
      const entered = deferred();
      const release = deferred();
      beforeCommit = async (appends) => {
        if (!appends.some((x) => x.streamId === gate)) return;
        entered.resolve();
        await release.promise;
      };
      try {
        const held = append(gate, 0, [event('Held')]);
        await entered.promise;
        const ids = Array.from({ length: 20 }, () => streamId('queued'));
        const queued = ids.map((id, i) => append(id, 0, events(1 + (i % 3))));
        const racing = Promise.allSettled([0, 1].map((writer) => append(contended, 1, [event('Raced', { writer })])));
        release.resolve();
        await held;
        const results = await Promise.all(queued);
        for (const [i, id] of ids.entries()) {
          const stored = await store.readStream(id);
          expect(stored).toHaveLength(1 + (i % 3));
          expect(results[i]!.lastPosition).toBe(stored.at(-1)!.position);
          expect(results[i]!.versions[id]).toBe(stored.length);
          // Each append of the group says where it began: nothing else committed between that and its own events.
          const written = results[i]!.written!;
          expect(written.events).toEqual(stored);
          expect(await store.readAll({ after: written.after, limit: stored.length })).toEqual(stored);
        }
        const raced = await racing;
        expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(raced.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason).toBeInstanceOf(VersionConflictError);
        expect((await store.readStream(contended)).map((e) => e.version)).toEqual([1, 2]);
      } finally {
        beforeCommit = async () => undefined;
        release.resolve();
      }
    });

    it('writes all of an acknowledged append and nothing of a refused one when a commit fails', async () => {
      // Proves a failed transaction loses nothing acknowledged: whatever batch an append lands in,
      // it either resolves and is fully readable, or rejects and left no event or version.
      const gate = streamId('fail-gate');
      const doomed = streamId('fail-doomed');
      const entered = deferred();
      const release = deferred();
      beforeCommit = async (appends) => {
        if (appends.some((x) => x.streamId === gate)) {
          entered.resolve();
          await release.promise;
        }
        if (appends.some((x) => x.streamId === doomed)) throw new Error('disk full');
      };
      try {
        const held = append(gate, 0, [event('Held')]);
        await entered.promise;
        const ids = Array.from({ length: 6 }, () => streamId('fail-neighbour'));
        const outcomes = Promise.allSettled([append(doomed, 0, [event('Doomed')]), ...ids.map((id) => append(id, 0, events(2)))]);
        release.resolve();
        await held;
        const settled = await outcomes;
        expect(settled[0]!.status).toBe('rejected');
        expect(await store.readStream(doomed)).toEqual([]);
        for (const [i, id] of ids.entries()) {
          const stored = await store.readStream(id);
          expect(stored).toHaveLength(settled[i + 1]!.status === 'fulfilled' ? 2 : 0);
        }
      } finally {
        beforeCommit = async () => undefined;
        release.resolve();
      }
    });

    it('reads several whole streams in one call, an unknown one as empty', async () => {
      // Proves readStreams answers like readStream for each stream named, and refuses too many names.
      if (!store.readStreams) return;
      const a = streamId('multi-a');
      const b = streamId('multi-b');
      await append(a, 0, events(3));
      await append(b, 0, [event('Only')]);
      await append(a, 3, [event('Later')]);
      const read = await store.readStreams([b, a, streamId('multi-none')]);
      expect(read.get(a)).toEqual(await store.readStream(a));
      expect(read.get(b)?.map((e) => e.type)).toEqual(['Only']);
      expect([...read.values()].map((list) => list.length)).toEqual([1, 4, 0]);
      await expect(store.readStreams(Array.from({ length: MAX_STREAMS_PER_READ + 1 }, (_, i) => `s${i}`))).rejects.toThrow(RangeError);
    });

    it('round-trips unicode and nested JSON in data and metadata', async () => {
      // Proves data and metadata come back exactly as given: unicode, nesting, arrays, numbers, null.
      const id = streamId('unicode-ünï-数据');
      const data = {
        text: 'Grüße, 你好, مرحبا, 👩🏽‍💻, e\u0301, "quotes" \\ back\nslash',
        nested: { list: [1, -2.5, 1e21, true, null, { deep: ['x', { deeper: [] }] }], empty: {} },
        big: Number.MAX_SAFE_INTEGER,
      };
      const metadata = {
        actor: 'usr_ü',
        requestId: 'req-1',
        correlationId: 'corr-😀',
        at: '2026-02-03T04:05:06.789Z',
        reason: 'Müller asked',
      };
      const result = await append(id, 0, [{ type: 'Ünïcode', data, metadata }, event('Scalar', 'just a string'), event('List', [3, 2, 1])]);
      const read = await store.readStream(id);
      expect(result.written?.events).toEqual(read);
      expect(read.map((e) => [e.streamId, e.type, e.data])).toEqual([
        [id, 'Ünïcode', data],
        [id, 'Scalar', 'just a string'],
        [id, 'List', [3, 2, 1]],
      ]);
      expect(read[0]?.metadata).toEqual(metadata);
      // readAll may take another path through the driver (PGlite reads pages as one JSON document): it must agree.
      const fromLog = (await store.readAll({ after: (read[0]?.position ?? 1) - 1, limit: 3 })).filter((e) => e.streamId === id);
      expect(fromLog).toEqual(read);
    });

    it('keeps the first value of a secret', async () => {
      // Proves ensureSecret stores a value once and returns that same value to every later caller.
      const name = streamId('secret');
      expect(await store.ensureSecret(name, () => 'first')).toBe('first');
      expect(await store.ensureSecret(name, () => 'second')).toBe('first');
      const racing = streamId('secret-race');
      const values = await Promise.all(Array.from({ length: 5 }, (_, i) => store.ensureSecret(racing, () => `v${i}`)));
      expect(new Set(values).size).toBe(1);
    });

    it('keeps one snapshot per projection and code, the one at the later position, byte for byte', async () => {
      // Proves a start can read back exactly the snapshot saved, that an older save never replaces a newer one, and that code hashes never mix.
      const name = `view-${Math.random().toString(36).slice(2)}`;
      const bytes = (n: number): Uint8Array => Uint8Array.from({ length: 70_000 }, (_, i) => (i * n) % 256);
      expect(await store.loadSnapshot!(name, 'code-a')).toBeNull();
      await store.saveSnapshot!({ name, codeHash: 'code-a', position: 20, checksum: 'c20', data: bytes(7) });
      await store.saveSnapshot!({ name, codeHash: 'code-a', position: 10, checksum: 'c10', data: bytes(3) });
      await store.saveSnapshot!({ name, codeHash: 'code-b', position: 5, checksum: 'c5', data: bytes(5) });
      expect(await store.loadSnapshot!(name, 'code-a')).toEqual({ name, codeHash: 'code-a', position: 20, checksum: 'c20', data: bytes(7) });
      expect((await store.loadSnapshot!(name, 'code-b'))?.position).toBe(5);
      await store.saveSnapshot!({ name, codeHash: 'code-a', position: 30, checksum: 'c30', data: bytes(11) });
      expect(await store.loadSnapshot!(name, 'code-a')).toEqual({ name, codeHash: 'code-a', position: 30, checksum: 'c30', data: bytes(11) });
    });

    it('keeps a KYC document\'s bytes under their SHA-256, byte for byte, the first copy kept', async () => {
      // Proves migration 009's kyc_blobs (and the memory store's map): a document read back is the bytes uploaded, and a second put never replaces them.
      const sha256 = Math.random().toString(16).slice(2).padEnd(64, 'a').slice(0, 64);
      const data = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256);
      expect(await store.getBlob!(sha256)).toBeNull();
      await store.putBlob!({ sha256, mediaType: 'image/png', data });
      await store.putBlob!({ sha256, mediaType: 'application/pdf', data: new Uint8Array([1]) });
      expect(await store.getBlob!(sha256)).toEqual({ sha256, mediaType: 'image/png', data });
    });

    it('keeps each reactor\'s checkpoint, never moving it back', async () => {
      // Proves a reactor (adapters/reactors/) finds where it stood after a restart, and that two servers saving at once keep the later position.
      const name = `reactor-${Math.random().toString(36).slice(2)}`;
      expect(await store.readCheckpoint(name)).toBeNull();
      await store.saveCheckpoint(name, 12);
      await store.saveCheckpoint(name, 7);
      expect(await store.readCheckpoint(name)).toBe(12);
      await Promise.all([store.saveCheckpoint(name, 40), store.saveCheckpoint(name, 30)]);
      expect(await store.readCheckpoint(name)).toBe(40);
      expect(await store.readCheckpoint(`${name}-other`)).toBeNull();
    });

    it('rolls back an append whose transaction fails before commit', async () => {
      // Proves an append that fails after inserting (here: the hook throws) leaves no event or version behind.
      const id = streamId('rolled-back');
      const head = await store.headPosition();
      beforeCommit = async () => {
        throw new Error('crash before commit');
      };
      try {
        await expect(append(id, 0, [event('Doomed')])).rejects.toThrow('crash before commit');
      } finally {
        beforeCommit = async () => undefined;
      }
      expect(await store.readStream(id)).toEqual([]);
      expect(await store.headPosition()).toBe(head);
      await expect(append(id, 0, [event('Fine')])).resolves.toMatchObject({ versions: { [id]: 1 } });
    });

    it('never lets a follower skip an event that commits late', async () => {
      // Proves the no-skip guarantee: while append A is held open, B (started later) cannot become visible before A.
      const a = streamId('late-a');
      const b = streamId('late-b');
      const start = await store.headPosition();
      const entered = deferred();
      const release = deferred();
      beforeCommit = async (appends) => {
        if (!appends.some((x) => x.streamId === a)) return;
        entered.resolve();
        await release.promise;
      };
      const finished: string[] = [];
      const seen: RecordedEvent[] = [];
      let sawBWithoutA = false;
      let following = true;
      try {
        const appendA = append(a, 0, [event('A')]).then(() => finished.push('A'));
        await entered.promise;
        const appendB = append(b, 0, [event('B')]).then(() => finished.push('B'));
        const follower = (async () => {
          let lastSeen = start;
          while (following) {
            for (const e of await store.readAll({ after: lastSeen, limit: 100 })) {
              seen.push(e);
              lastSeen = e.position;
            }
            if (seen.some((e) => e.streamId === b) && !seen.some((e) => e.streamId === a)) sawBWithoutA = true;
            await sleep(2);
          }
        })();
        // Give B every chance to overtake A and the follower every chance to see it.
        await sleep(300);
        expect(finished).toEqual([]);
        expect(seen).toEqual([]);
        release.resolve();
        await Promise.all([appendA, appendB]);
        await waitFor(() => seen.length >= 2);
        following = false;
        await follower;
      } finally {
        release.resolve();
        following = false;
        beforeCommit = async () => undefined;
      }
      expect(finished).toEqual(['A', 'B']);
      expect(sawBWithoutA).toBe(false);
      expect(seen.map((e) => e.streamId)).toEqual([a, b]);
      expect(seen[0]!.position).toBeLessThan(seen[1]!.position);
    });

    it('refuses malformed appends and reads before touching the log', async () => {
      // Proves bad input (duplicate stream, negative version, oversized append, bad read bounds) is rejected, not stored.
      const id = streamId('malformed');
      const head = await store.headPosition();
      await expect(store.append([
        { streamId: id, expectedVersion: 0, events: [event('X')] },
        { streamId: id, expectedVersion: 0, events: [event('Y')] },
      ])).rejects.toThrow(TypeError);
      await expect(append(id, -1, [event('X')])).rejects.toThrow(TypeError);
      await expect(append(id, 0, events(MAX_APPEND_EVENTS + 1))).rejects.toThrow(RangeError);
      await expect(append(id, 0, [event('Nul', { text: 'a\u0000b' })])).rejects.toThrow(TypeError);
      await expect(store.readAll({ after: -1, limit: 1 })).rejects.toThrow(RangeError);
      await expect(store.readStream(id, -1)).rejects.toThrow(RangeError);
      expect(await store.headPosition()).toBe(head);
    });

    it("keeps reactors' checkpoints: several read and saved at once as one by one, never moved back", async () => {
      const [a, b, unseen] = ['a', 'b', 'unseen'].map((n) => `contract-${n}-${randomUUID()}`) as [string, string, string];
      await store.saveCheckpoint(a, 10);
      // Every store here offers the batched pair: a reactor run reads and saves all of its reactors' in one query each.
      const { readCheckpoints, saveCheckpoints } = store;
      if (!readCheckpoints || !saveCheckpoints) throw new Error(`${name} keeps no batched checkpoints`);
      expect(await readCheckpoints.call(store, [a, b, unseen])).toEqual(new Map([[a, 10]]));
      await saveCheckpoints.call(store, new Map([[a, 7], [b, 25]]));
      expect(await readCheckpoints.call(store, [a, b, unseen])).toEqual(new Map([[a, 10], [b, 25]]));
      await saveCheckpoints.call(store, new Map([[a, 12], [b, 30]]));
      expect([await store.readCheckpoint(a), await store.readCheckpoint(b), await store.readCheckpoint(unseen)]).toEqual([12, 30, null]);
    });
  });
}
