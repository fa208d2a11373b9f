/**
 * Group commit at the application level: appends that arrive while a transaction is in
 * flight wait, then go together in the next one, so under load one database commit carries
 * many commands (as TigerBeetle batches transfers). When the store is idle an append waits
 * only one turn of the event loop; each caller still gets only its own outcome.
 */

/** What a batch commit returns for one submitted item: its result, or the error that refused it alone. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface GroupCommitLimits {
  /** At most this many items in one transaction. */
  maxItems: number;
  /** At most this much weight (events) in one transaction; an item heavier than this goes alone. */
  maxWeight: number;
}

/** Observers of each batch's size as it commits (the server's metrics, adapters/ops/metrics.ts). */
export const batchSizeObservers = new Set<(items: number) => void>();

interface Waiting<I, R> {
  item: I;
  weight: number;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Returns `submit`: it queues the item and resolves with its outcome once the batch holding it
 * has committed. If the batch's transaction fails as a whole, every item in it gets that error
 * (nothing of the batch was written).
 */
export function createGroupCommit<I, R>(
  commit: (items: I[]) => Promise<ItemOutcome<R>[]>,
  limits: GroupCommitLimits,
): (item: I, weight: number) => Promise<R> {
  const queue: Waiting<I, R>[] = [];
  let running = false;

  const take = (): Waiting<I, R>[] => {
    const batch: Waiting<I, R>[] = [];
    let weight = 0;
    while (queue.length > 0 && batch.length < limits.maxItems) {
      const next = queue[0]!;
      if (batch.length > 0 && weight + next.weight > limits.maxWeight) break;
      batch.push(queue.shift()!);
      weight += next.weight;
    }
    return batch;
  };

  const settle = async (batch: Waiting<I, R>[]): Promise<void> => {
    for (const observe of batchSizeObservers) observe(batch.length);
    try {
      const outcomes = await commit(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const outcome = outcomes[i];
        if (outcome?.ok) w.resolve(outcome.value);
        else w.reject(outcome ? outcome.error : new Error('The batch commit returned no outcome for an append'));
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  };

  const drain = async (): Promise<void> => {
    running = true;
    try {
      while (queue.length > 0) {
        // One turn of the event loop first, so requests already received reach their append and
        // join this batch; an in-process database (PGlite) never yields to them by itself.
        await new Promise((resolve) => setImmediate(resolve));
        await settle(take());
      }
    } finally {
      running = false;
    }
  };

  return (item, weight) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, weight, resolve, reject });
      if (!running) void drain();
    });
}
