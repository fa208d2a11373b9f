/**
 * Double-entry postings: every event that moves money carries a list of postings whose
 * amounts, per currency, add up to zero. This file builds and checks them.
 */
import { assertMinor, type Currency } from '../money/money.ts';
import type { AccountId } from './accounts.ts';

/** A signed amount added to one account's balance. */
export interface Posting {
  account: AccountId;
  currency: Currency;
  amount: number;
}

/** True when each currency's postings sum to exactly zero and every amount is an integer. */
export function isBalanced(postings: readonly Posting[]): boolean {
  const sums = new Map<Currency, number>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount)) return false;
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0) + posting.amount);
  }
  return [...sums.values()].every((sum) => sum === 0);
}

/** Moves `amount` from one account to another: the source goes down, the target up. */
export function move(from: AccountId, to: AccountId, currency: Currency, amount: number): Posting[] {
  assertMinor(amount);
  return [
    { account: from, currency, amount: -amount },
    { account: to, currency, amount },
  ];
}

/** Asserts an entry is balanced before it can become an event (a programming error otherwise). */
export function balanced(postings: Posting[]): Posting[] {
  if (!isBalanced(postings)) throw new Error(`Unbalanced entry: ${JSON.stringify(postings)}`);
  return postings.filter((posting) => posting.amount !== 0);
}

/** Adds postings into a running map of balances (used by every balance projection). */
export function applyPostings(balances: Map<AccountId, number>, postings: readonly Posting[]): void {
  for (const posting of postings) balances.set(posting.account, (balances.get(posting.account) ?? 0) + posting.amount);
}
