// Proves the customer-record projections: credit bands, this month's tiles, the latest 8 rows, and the deterministic, balanced demo history.
import { describe, expect, it } from 'vitest';
import { isBalanced } from '../ledger/postings.ts';
import { customerTransactions, type TransactionRow } from '../projections/transactions.ts';
import { creditBand } from './credit-score.ts';
import { demoHistory } from './demo-history.ts';
import { monthSummary, recentRows } from './month-summary.ts';

const row = (over: Partial<TransactionRow>): TransactionRow => {
  const fields = { id: 'r', userId: 'u1', type: 'credit' as const, kind: 'deposit' as const, currency: 'USD' as const, amount: 100, fee: 0, description: 'd', category: 'c',
    reference: 'REF', counterparty: '', status: 'completed' as const, at: '2026-11-05T10:00:00.000Z', position: 1, ...over };
  return { ...fields, total: fields.amount + fields.fee };
};

describe('credit score bands', () => {
  it('follows the specified floors', () => {
    expect([900, 850, 849, 800, 799, 740, 739, 670, 669, 580, 579, 300].map(creditBand)).toEqual([
      'Exceptional', 'Exceptional', 'Excellent', 'Excellent', 'Very Good', 'Very Good', 'Good', 'Good', 'Fair', 'Fair', 'Poor', 'Poor',
    ]);
  });
});

describe('this month on the dashboard', () => {
  it('counts completed USD rows of the month only; expenses include fees; savings = income - expenses', () => {
    const rows = [
      row({ amount: 10_000 }),
      row({ type: 'debit', amount: 2_000, fee: 500 }),
      row({ amount: 99_999, status: 'pending' }),
      row({ amount: 50_000, at: '2026-10-31T23:59:59.000Z' }),
      row({ amount: 7, currency: 'BTC' }),
    ];
    expect(monthSummary(rows, '2026-11')).toEqual({ month: '2026-11', income: 10_000, expenses: 2_500, savings: 7_500 });
  });

  it('shows the latest 8, newest first', () => {
    const rows = Array.from({ length: 12 }, (_, i) => row({ id: `r${i}`, position: i }));
    expect(recentRows(rows).map((r) => r.position)).toEqual([11, 10, 9, 8, 7, 6, 5, 4]);
  });
});

describe('demo history', () => {
  const events = demoHistory('u1', 42);

  it('is the same for the same seed and different for another', () => {
    expect(demoHistory('u1', 42)).toEqual(events);
    expect(demoHistory('u1', 43)).not.toEqual(events);
  });

  it('covers 2010-01 to 2025-09 with 10 to 24 a month, amounts in range, about 5 percent not completed', () => {
    const perMonth = new Map<string, number>();
    for (const e of events) perMonth.set(e.data.at.slice(0, 7), (perMonth.get(e.data.at.slice(0, 7)) ?? 0) + 1);
    expect(perMonth.size).toBe(16 * 12 - 3);
    expect([...perMonth.keys()].sort()[0]).toBe('2010-01');
    expect([...perMonth.keys()].sort().at(-1)).toBe('2025-09');
    for (const count of perMonth.values()) expect(count >= 10 && count <= 24).toBe(true);
    for (const e of events) expect(e.data.amount >= 1000 && e.data.amount <= 999_999).toBe(true);
    const share = events.filter((e) => e.data.status !== 'completed').length / events.length;
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.07);
  });

  it('posts balanced entries for completed rows only and never overdraws', () => {
    let balance = 0;
    for (const e of events) {
      expect(isBalanced(e.data.postings)).toBe(true);
      expect(e.data.postings.length > 0).toBe(e.data.status === 'completed');
      for (const p of e.data.postings) if (p.account === 'customer:u1:USD') balance += p.amount;
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    const rows = customerTransactions('u1', events.map((event, i) => ({ position: i + 1, event })));
    expect(rows).toHaveLength(events.length);
  });
});
