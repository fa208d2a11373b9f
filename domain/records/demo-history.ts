/**
 * The demo customers' back-history (part 2 section 9, DECISIONS 21): 2010-01 to 2025-09,
 * 10 to 24 transactions a month, amounts from 1000 to 999999 cents ($10.00 to $9,999.99),
 * about 5 percent pending or failed, descriptions and categories from fixed lists. The same
 * seed always gives the same history; completed rows carry balanced postings against the
 * bank's clearing account, and a debit that would overdraw becomes a credit.
 */
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { balanced, move } from '../ledger/postings.ts';
import type { UserEventOf } from '../user/events.ts';
import { monthsBetween } from './statements.ts';

export const DEMO_FIRST_MONTH = '2010-01';
export const DEMO_LAST_MONTH = '2025-09';
export const DEMO_MIN_AMOUNT = 1000;
export const DEMO_MAX_AMOUNT = 999_999;

const credits: readonly [string, string][] = [
  ['Salary payment', 'Income'], ['Freelance payment', 'Income'], ['Interest earned', 'Interest'], ['Refund', 'Refund'], ['Cash deposit', 'Deposit'], ['Dividend', 'Investment'],
];
const debits: readonly [string, string][] = [
  ['Grocery store', 'Groceries'], ['Electricity bill', 'Utilities'], ['Water bill', 'Utilities'], ['Restaurant', 'Dining'], ['Fuel station', 'Transport'],
  ['Online shopping', 'Shopping'], ['Rent payment', 'Housing'], ['Mobile phone bill', 'Utilities'], ['Pharmacy', 'Health'], ['School fees', 'Education'], ['ATM withdrawal', 'Cash'],
];

/** mulberry32: a small, well-known deterministic generator (the domain may not use Math.random). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const two = (n: number) => String(n).padStart(2, '0');

export function demoHistory(userId: string, seed: number, from = DEMO_FIRST_MONTH, to = DEMO_LAST_MONTH): UserEventOf<'DemoTransactionPosted'>[] {
  const random = seededRandom(seed);
  const events: UserEventOf<'DemoTransactionPosted'>[] = [];
  const mine = customerAccount(userId, 'USD');
  const clearing = bankAccount(bankAccounts.clearing, 'USD');
  let balance = 0;
  for (const month of monthsBetween(from, to)) {
    const count = between(random, 10, 24);
    const times = Array.from({ length: count }, () => `${month}-${two(between(random, 1, 28))}T${two(between(random, 8, 20))}:${two(between(random, 0, 59))}:00.000Z`).sort();
    times.forEach((at, index) => {
      const amount = between(random, DEMO_MIN_AMOUNT, DEMO_MAX_AMOUNT);
      const roll = random();
      const status = roll < 0.03 ? 'pending' : roll < 0.05 ? 'failed' : 'completed';
      const wantsDebit = random() < 0.55;
      const type = wantsDebit && (status !== 'completed' || balance >= amount) ? 'debit' : 'credit';
      const [description, category] = pick(random, type === 'credit' ? credits : debits);
      const postings = status !== 'completed' ? [] : type === 'credit' ? balanced(move(clearing, mine, 'USD', amount)) : balanced(move(mine, clearing, 'USD', amount));
      if (status === 'completed') balance += type === 'credit' ? amount : -amount;
      const n = events.length + 1;
      events.push({
        type: 'DemoTransactionPosted',
        data: { transactionId: `demo-${seed}-${n}`, type, currency: 'USD', amount, description, category, reference: `TXN-${month.replace('-', '')}-${String(index + 1).padStart(3, '0')}-${seed % 1000}`, status, postings, at },
      });
    });
  }
  return events;
}
