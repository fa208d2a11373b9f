/**
 * The command engine's mutable state for one bank, built by the composition root and held by
 * its context: two banks in one process (tests build many) share no lock and no cached fold.
 * The stream cache and the live view belong to the same bank too (BankContext.store, .live).
 */
import { FoldCache } from './fold-cache.ts';
import { KeyedLock } from './keyed-lock.ts';

export interface CommandEngine {
  /** Money-moving commands of one customer queue here, keyed by the customer's id (keyed-lock.ts). */
  readonly moneyLock: KeyedLock;
  /** Customers' folded state, resumed by the next payment instead of folding the whole history (fold-cache.ts). */
  readonly folds: FoldCache;
}

export const createEngine = (): CommandEngine => ({ moneyLock: new KeyedLock(), folds: new FoldCache() });
