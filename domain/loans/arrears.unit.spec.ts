// Proves the arrears figures and the month-end provision a back office reads: each loan lands in the bucket of its days overdue, the buckets partition the portfolio, PAR1/30/90 are the buckets from theirs on, the provision is each bucket's outstanding times its rate, its entry balances, and adjusting twice posts nothing the second time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPostings, isBalanced } from '../ledger/postings.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { ARREARS_BUCKETS, arrearsOf, bucketOf, daysOverdue, exposuresOf, type LoanExposure } from './arrears.ts';
import { adjustmentPostings, allowanceAccount, decideProvision, evolveProvisioning, monthEndFor, provisionExpenseAccount, provisionRates, requiredAllowance, type ProvisionRates } from './provisioning.ts';
import type { Loan } from './state.ts';

const exposureArb = fc.record({ loanId: fc.uuid(), outstanding: fc.integer({ min: 1, max: 10_000_000_00 }), daysOverdue: fc.integer({ min: 0, max: 800 }) });
const ratesArb: fc.Arbitrary<ProvisionRates> = fc.record(Object.fromEntries(ARREARS_BUCKETS.map((b) => [b, fc.integer({ min: 0, max: 10_000 })])) as Record<keyof ProvisionRates, fc.Arbitrary<number>>);

describe('arrears buckets', () => {
  it('put a loan in the bucket of its days overdue, at each edge', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 95, 180, 181, 900].map(bucketOf)).toEqual(['current', 'd1to30', 'd1to30', 'd31to60', 'd31to60', 'd61to90', 'd61to90', 'd91to180', 'd91to180', 'd91to180', 'over180', 'over180']);
  });

  it('count an instalment overdue from the day after its date, paid or not by the collection job yet', () => {
    const loan = { status: 'active', loanId: 'L', instalments: [
      { number: 1, dueDate: '2026-01-10', principal: 100, interest: 5, fellDue: true, interestDue: 5, fee: 0, principalPaid: 100, interestPaid: 5, feePaid: 0 },
      { number: 2, dueDate: '2026-02-10', principal: 100, interest: 5, fellDue: false, interestDue: 0, fee: 0, principalPaid: 0, interestPaid: 0, feePaid: 0 },
    ] } as unknown as Loan;
    expect(daysOverdue(loan, '2026-02-10')).toBe(0);
    expect(daysOverdue(loan, '2026-05-16')).toBe(95);
    expect(arrearsOf(exposuresOf([loan], '2026-05-16'), '2026-05-16').buckets.find((b) => b.bucket === 'd91to180')).toEqual({ bucket: 'd91to180', count: 1, outstanding: 100 });
  });

  it('partition the portfolio, and PAR1, PAR30 and PAR90 are the buckets from 1, 31 and 91 days on', () => {
    fc.assert(fc.property(fc.array(exposureArb, { maxLength: 30 }), (exposures: LoanExposure[]) => {
      const a = arrearsOf(exposures, '2026-06-30');
      expect(a.buckets.map((b) => b.bucket)).toEqual([...ARREARS_BUCKETS]);
      expect(a.buckets.reduce((s, b) => s + b.count, 0)).toBe(exposures.length);
      expect(a.buckets.reduce((s, b) => s + b.outstanding, 0)).toBe(exposures.reduce((s, e) => s + e.outstanding, 0));
      for (const [days, over] of [[1, 0], [30, 30], [90, 90]] as const) {
        const late = exposures.filter((e) => e.daysOverdue > over);
        const par = a.par.find((p) => p.days === days)!;
        expect(par.count).toBe(late.length);
        expect(par.amount).toBe(late.reduce((s, e) => s + e.outstanding, 0));
        expect(par.bps).toBe(a.outstanding === 0 ? 0 : Math.round((par.amount * 10_000) / a.outstanding));
      }
    }));
  });
});

describe('loan-loss provisioning', () => {
  it('takes its rates from System Settings: 0, 1, 25, 50, 75 and 100 % by default', () => {
    expect(provisionRates(defaultSettings)).toEqual({ current: 0, d1to30: 100, d31to60: 2500, d61to90: 5000, d91to180: 7500, over180: 10_000 });
  });

  it('requires each bucket\'s outstanding times its rate, posts the difference from the allowance as a balanced entry, and nothing the second time', () => {
    fc.assert(fc.property(fc.array(exposureArb, { maxLength: 20 }), ratesArb, fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }), (exposures, rates, held) => {
      const a = arrearsOf(exposures, '2026-06-30');
      const { required, buckets } = requiredAllowance(a.buckets, rates);
      expect(required).toBe(a.buckets.reduce((s, b) => s + Math.round((b.outstanding * rates[b.bucket]) / 10_000), 0));
      expect(buckets.every((b) => b.required <= b.outstanding)).toBe(true);
      const book = new Map<string, number>([[allowanceAccount, held]]);
      const postings = adjustmentPostings(required, held);
      expect(isBalanced(postings)).toBe(true);
      applyPostings(book, postings);
      expect(book.get(allowanceAccount)).toBe(required);
      expect((book.get(provisionExpenseAccount) ?? 0) + (required - held)).toBe(0);
      expect(adjustmentPostings(required, book.get(allowanceAccount)!)).toEqual([]);
    }));
  });

  it('posts once per month end: a second run for the same month decides nothing', () => {
    const a = arrearsOf([{ loanId: 'L', outstanding: 1_000_00, daysOverdue: 95 }], '2026-06-30');
    const command = { type: 'PostProvision' as const, asOf: '2026-06-30', buckets: a.buckets, rates: provisionRates(defaultSettings), allowance: 0, at: '2026-06-30T23:00:00.000Z' };
    const [event] = decideProvision(command, { months: {} });
    expect(event!.data).toMatchObject({ month: '2026-06', required: 750_00, previous: 0, amount: 750_00 });
    expect(event!.data.postings).toEqual([{ account: provisionExpenseAccount, currency: 'USD', amount: -750_00 }, { account: allowanceAccount, currency: 'USD', amount: 750_00 }]);
    expect(decideProvision(command, evolveProvisioning({ months: {} }, event!))).toEqual([]);
    // Less required next month: the allowance is released back to the expense.
    const [release] = decideProvision({ ...command, asOf: '2026-07-31', buckets: arrearsOf([], '2026-07-31').buckets, allowance: 750_00 }, evolveProvisioning({ months: {} }, event!));
    expect(release!.data.postings).toEqual([{ account: allowanceAccount, currency: 'USD', amount: -750_00 }, { account: provisionExpenseAccount, currency: 'USD', amount: 750_00 }]);
  });

  it('provisions a month\'s last day on that day, and the last month\'s on any other day', () => {
    expect(monthEndFor('2026-06-30')).toBe('2026-06-30');
    expect(monthEndFor('2026-07-01')).toBe('2026-06-30');
    expect(monthEndFor('2026-03-15')).toBe('2026-02-28');
    expect(monthEndFor('2024-02-29')).toBe('2024-02-29');
    expect(monthEndFor('2026-01-05')).toBe('2025-12-31');
  });
});
