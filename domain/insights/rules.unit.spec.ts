/** Proves the categorisation a customer sees: rules match payee or description ignoring case, the first match and a row's own choice win, and this month's totals by category always add up to the month's spending. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../projections/transactions.ts';
import { monthSummary } from '../records/month-summary.ts';
import { categorise, categoryOf, ruleMatches, type Categorisation, type CategoryRule } from './rules.ts';
import { spendingByCategory } from './spending.ts';

const row = (over: Partial<TransactionRow>): TransactionRow => ({
  id: 't1', userId: 'u1', type: 'debit', kind: 'transfer', currency: 'USD', amount: 1000, fee: 0, total: 1000, description: 'Weekly shop',
  category: 'Transfer', reference: 'R1', counterparty: 'Fresh Market', status: 'completed', at: '2026-11-10T10:00:00.000Z', position: 1, note: '', ...over,
});
const rule = (over: Partial<CategoryRule>): CategoryRule => ({ ruleId: 'r1', field: 'payee', contains: 'market', category: 'Groceries', ...over });
const rules = (list: CategoryRule[], overrides: [string, string][] = []): Categorisation => ({ rules: list, overrides: new Map(overrides) });

const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
const rowArb = fc.record({
  id: fc.uuid(), type: fc.constantFrom('credit' as const, 'debit' as const), currency: fc.constantFrom('USD' as const, 'BTC' as const),
  amount: fc.integer({ min: 1, max: 1_000_000 }), fee: fc.integer({ min: 0, max: 2_500 }), status: fc.constantFrom('completed' as const, 'pending' as const, 'failed' as const),
  description: word, counterparty: word, category: fc.constantFrom('Transfer', 'Deposit', 'Groceries'), month: fc.constantFrom('2026-10', '2026-11'),
}).map((r) => row({ ...r, total: r.amount + r.fee, at: `${r.month}-15T12:00:00.000Z` }));
const ruleArb = fc.record({ ruleId: fc.uuid(), field: fc.constantFrom('payee' as const, 'description' as const), contains: word, category: fc.constantFrom('Food', 'Bills', 'Fun', 'Home') });

describe('category rules', () => {
  it('a rule matches its text anywhere in the payee or the description, whatever the case', () => {
    fc.assert(fc.property(word, word, word, fc.constantFrom('payee' as const, 'description' as const), (before, text, after, field) => {
      const mixed = `${before}${text.toUpperCase()}${after}`;
      const target = field === 'payee' ? row({ counterparty: mixed, description: '' }) : row({ description: mixed, counterparty: '' });
      expect(ruleMatches(rule({ field, contains: text.toLowerCase() }), target)).toBe(true);
      expect(ruleMatches(rule({ field: field === 'payee' ? 'description' : 'payee', contains: text }), target)).toBe(false);
    }));
  });

  it('the first matching rule wins, a row\'s own choice beats every rule, and no rule keeps the bank\'s category', () => {
    const first = rule({ ruleId: 'a', contains: 'fresh', category: 'Groceries' });
    const second = rule({ ruleId: 'b', contains: 'market', category: 'Shopping' });
    expect(categoryOf(row({}), rules([first, second]))).toBe('Groceries');
    expect(categoryOf(row({}), rules([second, first]))).toBe('Shopping');
    expect(categoryOf(row({}), rules([first], [['t1', 'Gifts']]))).toBe('Gifts');
    expect(categoryOf(row({ counterparty: 'Landlord' }), rules([first]))).toBe('Transfer');
  });

  it('categorising changes only the category of a row, and every row is either its rule\'s, its override\'s or unchanged', () => {
    fc.assert(fc.property(fc.array(rowArb, { maxLength: 30 }), fc.array(ruleArb, { maxLength: 5 }), (rows, list) => {
      const out = categorise(rows, rules(list));
      expect(out.map(({ category: _c, ...rest }) => rest)).toEqual(rows.map(({ category: _c, ...rest }) => rest));
      out.forEach((r, i) => {
        const match = list.find((candidate) => ruleMatches(candidate, rows[i]!));
        expect(r.category).toBe(match ? match.category : rows[i]!.category);
      });
    }));
  });

  it('this month\'s totals by category add up to the month\'s expenses, whatever the rules', () => {
    fc.assert(fc.property(fc.array(rowArb, { maxLength: 40 }), fc.array(ruleArb, { maxLength: 5 }), (rows, list) => {
      const categorised = categorise(rows, rules(list));
      const totals = spendingByCategory(categorised, '2026-11');
      expect(totals.reduce((sum, t) => sum + t.total, 0)).toBe(monthSummary(categorised, '2026-11').expenses);
      expect(new Set(totals.map((t) => t.category)).size).toBe(totals.length);
      expect(totals.every((t) => t.total > 0)).toBe(true);
    }));
  });
});
