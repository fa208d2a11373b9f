// Proves the history filters as properties: every match satisfies every filter, nothing that satisfies them is dropped, order is kept, and the summary counts completed USD rows only, fees included in expenses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../projections/transactions.ts';
import { filterHistory, historySummary, historyYears, noFilter, type HistoryFilter } from './history-filter.ts';

const rowArb: fc.Arbitrary<TransactionRow> = fc.record({
  id: fc.uuid(), userId: fc.constant('u1'), type: fc.constantFrom('credit', 'debit'), kind: fc.constant('demo'), currency: fc.constantFrom('USD', 'BTC'),
  amount: fc.integer({ min: 0, max: 1_000_000 }), fee: fc.integer({ min: 0, max: 500 }), description: fc.constantFrom('Salary payment', 'Grocery store', 'Rent payment', 'ATM withdrawal'),
  category: fc.constant('c'), reference: fc.constantFrom('TXN-1', 'TXN-22', 'REF-9'), counterparty: fc.constant(''),
  status: fc.constantFrom('completed', 'pending', 'failed'),
  at: fc.date({ min: new Date('2010-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  position: fc.nat(),
}).map((r) => ({ ...r, total: r.amount + r.fee })) as fc.Arbitrary<TransactionRow>;

const filterArb: fc.Arbitrary<HistoryFilter> = fc.record({
  search: fc.constantFrom('', 'rent', 'TXN-2', 'SALARY', ' atm ', 'zzz'),
  type: fc.constantFrom('all', 'credit', 'debit'),
  status: fc.constantFrom('all', 'completed', 'pending', 'failed'),
  year: fc.constantFrom('all', '2010', '2015', '2025'),
  date: fc.constantFrom('', '2015-06-01'),
});

const satisfies = (r: TransactionRow, f: HistoryFilter) => {
  const needle = f.search.trim().toLowerCase();
  return (f.type === 'all' || r.type === f.type) && (f.status === 'all' || r.status === f.status) && (f.year === 'all' || r.at.slice(0, 4) === f.year)
    && (!f.date || r.at.slice(0, 10) === f.date) && (!needle || r.description.toLowerCase().includes(needle) || r.reference.toLowerCase().includes(needle));
};

describe('history filters', () => {
  it('keeps exactly the rows that satisfy every filter, in the given order', () => {
    fc.assert(fc.property(fc.array(rowArb, { maxLength: 60 }), filterArb, (rows, filter) => {
      expect(filterHistory(rows, filter)).toEqual(rows.filter((r) => satisfies(r, filter)));
    }));
  });

  it('with no filter returns every row', () => {
    fc.assert(fc.property(fc.array(rowArb, { maxLength: 40 }), (rows) => { expect(filterHistory(rows, noFilter)).toEqual(rows); }));
  });

  it('sums completed USD rows only; net = income - expenses', () => {
    fc.assert(fc.property(fc.array(rowArb, { maxLength: 40 }), (rows) => {
      const summary = historySummary(rows);
      const done = rows.filter((r) => r.status === 'completed' && r.currency === 'USD');
      expect(summary.count).toBe(rows.length);
      expect(summary.income).toBe(done.filter((r) => r.type === 'credit').reduce((s, r) => s + r.amount + r.fee, 0));
      expect(summary.expenses).toBe(done.filter((r) => r.type === 'debit').reduce((s, r) => s + r.amount + r.fee, 0));
      expect(summary.net).toBe(summary.income - summary.expenses);
    }));
  });

  it('offers the years that have rows, newest first', () => {
    expect(historyYears([{ at: '2012-01-01' }, { at: '2020-01-01' }, { at: '2012-05-01' }] as TransactionRow[])).toEqual(['2020', '2012']);
  });
});
