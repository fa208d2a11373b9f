// Proves the loan's life as a customer and two administrators would see it: maker-checker with reasons, disbursement, due dates, late fees after the tolerance, automatic collection only when the balance covers it, and payoff.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { foldEvents } from '../decider.ts';
import { loanDecider, type Actor, type LoanCommand } from './decider.ts';
import type { LoanEvent } from './events.ts';
import { starterLoanProducts } from './fixtures.ts';
import { dueNow, outstandingPrincipal, payoffAmount } from './money.ts';
import type { Loan } from './state.ts';

const spec = deciderSpec(loanDecider);
const maker: Actor = { id: 'admin-1', name: 'Ada Maker', role: 'admin' };
const checker: Actor = { id: 'admin-2', name: 'Chen Checker', role: 'admin' };
const at = '2026-01-01T10:00:00.000Z';
const product = { ...starterLoanProducts.personal!, minTerm: 3 };
const apply: LoanCommand = { type: 'ApplyForLoan', loanId: 'L1', userId: 'u1', customerName: 'Uma Customer', productId: 'personal', product, amount: 300_000, term: 3, purpose: 'New roof', at };

function run(commands: LoanCommand[], history: LoanEvent[] = []): LoanEvent[] {
  const events = [...history];
  for (const command of commands) events.push(...loanDecider.decide(command, foldEvents(loanDecider, events)));
  return events;
}
const approved = () => run([apply, { type: 'RecommendLoan', actor: maker, note: 'Steady income', at }, { type: 'ApproveLoan', actor: checker, note: 'Agreed', at }]);
const disbursed = () => run([{ type: 'DisburseLoan', actor: checker, startDate: '2026-01-01', at }], approved());
const loanOf = (events: LoanEvent[]) => foldEvents(loanDecider, events) as Loan;
const rich = { balance: 10_000_000, frozen: false };

describe('applying', () => {
  it('records the product\'s terms as they stand, and the purpose', () => {
    spec.given([]).when(apply).thenEvents(([event]) => {
      expect(event).toMatchObject({ type: 'LoanApplied', data: { productName: 'Personal Loan', terms: { principal: 300_000, term: 3, annualRateBps: 1299, lateFee: 2_500, toleranceDays: 5 } } });
    });
  });

  it('refuses an amount or a term outside the product\'s ranges, naming the field', () => {
    spec.given([]).when({ ...apply, amount: 60_000_00 }).thenRefuses('validation', 'Choose an amount from $500.00 to $50,000.00.');
    spec.given([]).when({ ...apply, term: 61 }).thenRefuses('validation', 'Choose from 3 to 60 instalments.');
    spec.given([]).when({ ...apply, product: { ...product, active: false } }).thenRefuses('validation');
  });
});

describe('maker-checker', () => {
  const applied = run([apply]);
  const recommended = run([{ type: 'RecommendLoan', actor: maker, note: '', at }], applied);

  it('lets one administrator recommend and a different one approve', () => {
    expect(approved().map((e) => e.type)).toEqual(['LoanApplied', 'LoanRecommended', 'LoanApproved']);
    expect(loanOf(approved()).steps.map((s) => [s.step, s.byName])).toEqual([['applied', 'Uma Customer'], ['recommended', 'Ada Maker'], ['approved', 'Chen Checker']]);
  });

  it('refuses the maker approving their own recommendation', () => {
    spec.given(recommended).when({ type: 'ApproveLoan', actor: maker, note: '', at }).thenRefuses('forbidden', /different administrator/);
  });

  it('refuses an administrator deciding on their own loan', () => {
    const own = run([{ ...apply, userId: 'admin-2' }, { type: 'RecommendLoan', actor: maker, note: '', at }]);
    spec.given(own).when({ type: 'ApproveLoan', actor: checker, note: '', at }).thenRefuses('forbidden', 'Nobody decides on their own loan.');
  });

  it('refuses approval before a recommendation, and a customer deciding at all', () => {
    spec.given(applied).when({ type: 'ApproveLoan', actor: checker, note: '', at }).thenRefuses('conflict');
    spec.given(applied).when({ type: 'RecommendLoan', actor: { id: 'u9', name: 'X', role: 'user' }, note: '', at }).thenRefuses('forbidden');
  });

  it('rejects only with a reason, which is kept', () => {
    spec.given(recommended).when({ type: 'RejectLoan', actor: checker, reason: ' ', at }).thenRefuses('validation');
    spec.given(recommended).when({ type: 'RejectLoan', actor: checker, reason: 'Income not verified', at })
      .then([{ type: 'LoanRejected', data: { by: 'admin-2', byName: 'Chen Checker', reason: 'Income not verified', at } }]);
  });
});

describe('a disbursed loan', () => {
  it('is disbursed once, with its schedule from the disbursement date', () => {
    const loan = loanOf(disbursed());
    expect(loan.status).toBe('active');
    expect(loan.instalments.map((i) => i.dueDate)).toEqual(['2026-02-01', '2026-03-01', '2026-04-01']);
    expect(outstandingPrincipal(loan)).toBe(300_000);
    spec.given(disbursed()).when({ type: 'DisburseLoan', actor: checker, startDate: '2026-01-01', at }).thenRefuses('conflict');
  });

  it('collects an instalment on its date when the balance covers it, and a second run does nothing', () => {
    const collect: LoanCommand = { type: 'CollectDue', asOf: '2026-02-01', payer: rich, paymentIdPrefix: 'auto', at };
    const after = run([collect], disbursed());
    expect(after.slice(-2).map((e) => e.type)).toEqual(['LoanInstalmentFellDue', 'LoanRepaymentApplied']);
    spec.given(after).when(collect).then([]);
    expect(dueNow(loanOf(after))).toBe(0);
  });

  it('leaves an instalment the balance cannot cover in arrears, charges the late fee once after the tolerance, then collects both', () => {
    const poor = { balance: 100, frozen: false };
    const late = run([
      { type: 'CollectDue', asOf: '2026-02-01', payer: poor, paymentIdPrefix: 'auto', at },
      { type: 'CollectDue', asOf: '2026-02-06', payer: poor, paymentIdPrefix: 'auto', at },
    ], disbursed());
    expect(late.filter((e) => e.type === 'LoanLateFeeCharged')).toHaveLength(0);
    const fee = run([{ type: 'CollectDue', asOf: '2026-02-07', payer: poor, paymentIdPrefix: 'auto', at }, { type: 'CollectDue', asOf: '2026-02-08', payer: poor, paymentIdPrefix: 'auto', at }], late);
    expect(fee.filter((e) => e.type === 'LoanLateFeeCharged')).toHaveLength(1);
    const owed = dueNow(loanOf(fee));
    const paid = run([{ type: 'CollectDue', asOf: '2026-02-09', payer: rich, paymentIdPrefix: 'auto', at }], fee);
    const applied = paid.at(-1);
    expect(applied).toMatchObject({ type: 'LoanRepaymentApplied', data: { amount: owed, allocations: [{ number: 1, fees: 2_500 }] } });
  });

  it('pays off early: what is due, the principal left and the current period\'s interest so far; then it is closed', () => {
    const events = disbursed();
    const quote = payoffAmount(loanOf(events), '2026-01-16');
    expect(quote).toBeGreaterThan(300_000);
    expect(quote).toBeLessThan(300_000 + Math.round(300_000 * 0.1299 / 12));
    const closed = run([{ type: 'PayOffLoan', paymentId: 'p1', asOf: '2026-01-16', payer: rich, at }], events);
    expect(closed.at(-1)).toMatchObject({ type: 'LoanClosed', data: { reason: 'paid_off' } });
    expect(loanOf(closed).status).toBe('closed');
  });

  it('refuses a repayment the balance cannot cover, or one made twice', () => {
    spec.given(disbursed()).when({ type: 'RepayLoan', paymentId: 'p1', amount: 5_000, asOf: '2026-01-10', payer: { balance: 4_999, frozen: false }, at }).thenRefuses('insufficient_funds');
    const once = run([{ type: 'RepayLoan', paymentId: 'p1', amount: 5_000, asOf: '2026-01-10', payer: rich, at }], disbursed());
    spec.given(once).when({ type: 'RepayLoan', paymentId: 'p1', amount: 5_000, asOf: '2026-01-10', payer: rich, at }).thenRefuses('conflict');
  });

  it('reschedules the principal not yet due over a new term, with a reason', () => {
    const events = run([{ type: 'RescheduleLoan', actor: maker, term: 6, reason: 'Hardship', asOf: '2026-01-20', at }], disbursed());
    const loan = loanOf(events);
    expect(loan.instalments).toHaveLength(6);
    expect(outstandingPrincipal(loan)).toBe(300_000);
    expect(loan.instalments[0]!.dueDate).toBe('2026-02-20');
  });
});
