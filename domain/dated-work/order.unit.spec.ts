// Proves the order the bank's one dated job runs its work in: loans first, oldest paid out first
// (then by id, never a map's insertion order), then the month-end provision when due, then standing
// orders by date, then savings interest.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATED_WORK_ORDER, datedWorkInOrder } from './order.ts';

describe('the dated-work order', () => {
  it('runs loans oldest first, then standing orders by date, then interest', () => {
    const loans = [
      { loanId: 'L-new', disbursedAt: '2026-05-01T09:00:00.000Z' },
      { loanId: 'L-old', disbursedAt: '2025-11-15T09:00:00.000Z' },
      { loanId: 'L-b', disbursedAt: '2026-02-01T09:00:00.000Z' },
      { loanId: 'L-a', disbursedAt: '2026-02-01T09:00:00.000Z' },
    ];
    const orders = [{ orderId: 'o2', nextDate: '2026-06-01' }, { orderId: 'o1', nextDate: '2026-05-30' }, { orderId: 'o0', nextDate: '2026-06-01' }];
    expect(datedWorkInOrder(loans, orders)).toEqual([
      { kind: 'loan', loanId: 'L-old' }, { kind: 'loan', loanId: 'L-a' }, { kind: 'loan', loanId: 'L-b' }, { kind: 'loan', loanId: 'L-new' },
      { kind: 'standing-order', orderId: 'o1' }, { kind: 'standing-order', orderId: 'o0' }, { kind: 'standing-order', orderId: 'o2' },
      { kind: 'interest' },
    ]);
    expect(DATED_WORK_ORDER).toEqual(['loan', 'provisioning', 'standing-order', 'interest']);
  });

  it('provisions the month end after the loans are collected and before standing orders', () => {
    expect(datedWorkInOrder([{ loanId: 'L', disbursedAt: '2026-01-01T00:00:00.000Z' }], [{ orderId: 'o', nextDate: '2026-02-01' }], '2026-01-31')).toEqual([
      { kind: 'loan', loanId: 'L' }, { kind: 'provisioning', monthEnd: '2026-01-31' }, { kind: 'standing-order', orderId: 'o' }, { kind: 'interest' },
    ]);
  });

  it('runs interest alone when nothing else is due', () => {
    expect(datedWorkInOrder([], [])).toEqual([{ kind: 'interest' }]);
  });

  it('gives one order whatever order the loans and orders were found in (every server agrees)', () => {
    const loan = fc.record({ loanId: fc.string({ minLength: 1, maxLength: 4 }), disbursedAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z') });
    const order = fc.record({ orderId: fc.string({ minLength: 1, maxLength: 4 }), nextDate: fc.constantFrom('2026-03-01', '2026-03-02') });
    fc.assert(fc.property(fc.uniqueArray(loan, { selector: (l) => l.loanId, maxLength: 6 }), fc.uniqueArray(order, { selector: (o) => o.orderId, maxLength: 6 }), (loans, orders) => {
      const once = datedWorkInOrder(loans, orders);
      expect(datedWorkInOrder([...loans].reverse(), [...orders].reverse())).toEqual(once);
      expect(once.map((w) => w.kind)).toEqual([...loans.map(() => 'loan'), ...orders.map(() => 'standing-order'), 'interest']);
    }));
  });
});
