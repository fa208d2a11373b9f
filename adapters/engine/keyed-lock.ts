/**
 * Runs work for one key (a customer) one after another inside this process, so concurrent
 * payments from one account queue here instead of exhausting the store's optimistic
 * retries; other instances are still kept honest by the expected-version check.
 */
import { english, refuse } from '../../domain/errors.ts';
import { VersionConflictError } from '../store/types.ts';
import { RetriesExhaustedError, type Exclusive } from './unit-of-work.ts';

export const busyMessage = english('session.busy');

export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.tails.set(key, next);
    try {
      return await next;
    } finally {
      // The last in the queue removes the key, so the map holds only keys with work pending.
      if (this.tails.get(key) === next) this.tails.delete(key);
    }
  }
}

/**
 * Runs `work` holding every key's queue, taken in sorted order so two commands over the same
 * customers can never wait for each other in a circle.
 */
function runLocked<T>(lock: KeyedLock, keys: string[], work: () => Promise<T>): Promise<T> {
  const [first, ...rest] = [...new Set(keys)].sort();
  if (first === undefined) return work();
  return lock.run(first, () => runLocked(lock, rest, work));
}

/**
 * Hands `work` the lock (the bank's money lock, CommandEngine.moneyLock: one queue per
 * customer id) of the customers it moves money for (the payer, and an internal
 * payee, whose stream it also writes): runCommand holds it while deciding and queueing, not
 * while the commit is awaited. When contention outlasts the retries (several instances),
 * answers 409 with a clear message, never 500.
 */
export async function withMoneyLock<T>(lock: KeyedLock, userIds: string | string[], work: (exclusive: Exclusive) => Promise<T>): Promise<T> {
  const ids = typeof userIds === 'string' ? [userIds] : userIds;
  try {
    return await work((step) => runLocked(lock, ids, step));
  } catch (error) {
    if (error instanceof VersionConflictError || error instanceof RetriesExhaustedError) return refuse('conflict', busyMessage);
    throw error;
  }
}
