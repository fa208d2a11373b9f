/** Proves the group commit queue: idle appends go at once, later ones share a transaction within its limits, and each caller gets only its own outcome. */
import { describe, expect, it } from 'vitest';
import { createGroupCommit, type ItemOutcome } from './group-commit.ts';

function recorder(limits = { maxItems: 100, maxWeight: 1_000 }) {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const submit = createGroupCommit<number, number>(async (items) => {
    batches.push(items);
    await gate;
    return items.map((n): ItemOutcome<number> => (n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: n * 10 }));
  }, limits);
  const hold = () => {
    gate = new Promise((resolve) => { release = resolve; });
  };
  return { batches, submit, hold, release: () => release() };
}

/** Lets the queue take its first batch (it waits one turn of the event loop). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('commits an append on the next turn of the event loop when nothing is in flight, with what arrived meanwhile', async () => {
    const { batches, submit } = recorder();
    const together = [submit(1, 1), submit(2, 1)];
    expect(await Promise.all(together)).toEqual([10, 20]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('puts every append that arrives during a commit into the next one, with its own answer', async () => {
    const { batches, submit, hold, release } = recorder();
    hold();
    const first = submit(1, 1);
    await turn();
    const later = [2, -3, 4].map((n) => submit(n, 1).then((v) => ({ ok: v }), (e: Error) => ({ error: e.message })));
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([{ ok: 20 }, { error: 'refused -3' }, { ok: 40 }]);
    expect(batches).toEqual([[1], [2, -3, 4]]);
  });

  it('splits a burst by the item and weight limits, never leaving a heavy append behind', async () => {
    const { batches, submit, hold, release } = recorder({ maxItems: 2, maxWeight: 10 });
    hold();
    const first = submit(0, 1);
    await turn();
    const all = [first, submit(1, 1), submit(2, 1), submit(3, 1), submit(4, 9), submit(5, 50)];
    release();
    await Promise.all(all);
    expect(batches).toEqual([[0], [1, 2], [3, 4], [5]]);
  });

  it('rejects every append of a batch whose transaction fails, and goes on with the next', async () => {
    let fail = true;
    const submit = createGroupCommit<number, number>(async (items) => {
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      return items.map((n) => ({ ok: true, value: n }));
    }, { maxItems: 10, maxWeight: 10 });
    await expect(submit(1, 1)).rejects.toThrow('connection lost');
    expect(await submit(2, 1)).toBe(2);
  });
});
