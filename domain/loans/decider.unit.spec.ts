// Proves the loan's life as a customer and two administrators would see it: maker-checker with reasons, disbursement, due dates, late fees after the tolerance, automatic collection only when the balance covers it, money beyond what is due going where the customer chose, and payoff.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { foldEvents } from '../decider.ts';
import { loanDecider, type Actor, type LoanCommand } from './decider.ts';
import type { LoanEvent } from './events.ts';
import { starterLoanProducts } from './fixtures.ts';
import { coveredBy, dueNow, outstandingPrincipal, payoffAmount, remainingTerm } from './money.ts';
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

describe('a repayment the customer asks for (PIN and e-mailed code)', () => {
  const ask = (mode: 'due' | 'amount' | 'payoff', amount = 0, payer = rich, asOf = '2026-01-16'): LoanCommand => ({ type: 'RequestRepayment', changeId: 'c1', mode, amount, asOf, payer, at });
  const confirm = (asOf = '2026-01-16', payer = rich): LoanCommand => ({ type: 'ConfirmRepayment', changeId: 'c1', asOf, payer, at });

  it('records the amount asked for: a partial amount, what is due, or the payoff today', () => {
    spec.given(disbursed()).when(ask('amount', 10_000)).then([{ type: 'LoanRepaymentRequested', data: { changeId: 'c1', mode: 'amount', amount: 10_000, prepay: 'shorten', at } }]);
    const payoff = payoffAmount(loanOf(disbursed()), '2026-01-16');
    spec.given(disbursed()).when(ask('payoff')).thenEvents(([event]) => expect(event).toMatchObject({ data: { mode: 'payoff', amount: payoff } }));
    const late = run([{ type: 'CollectDue', asOf: '2026-02-01', payer: { balance: 0, frozen: false }, paymentIdPrefix: 'auto', at }], disbursed());
    spec.given(late).when(ask('due', 0, rich, '2026-02-02')).thenEvents(([event]) => expect(event).toMatchObject({ data: { mode: 'due', amount: dueNow(loanOf(late)) } }));
  });

  it('refuses an over-payment beyond the payoff, an amount the balance cannot cover, nothing due, and a frozen account', () => {
    const payoff = payoffAmount(loanOf(disbursed()), '2026-01-16');
    spec.given(disbursed()).when(ask('amount', payoff + 1)).thenRefuses('validation', /^The most this loan needs today is \$3,0\d\d\.\d\d\.$/);
    spec.given(disbursed()).when(ask('amount', 10_000, { balance: 9_999, frozen: false })).thenRefuses('insufficient_funds');
    spec.given(disbursed()).when(ask('due')).thenRefuses('validation', 'Nothing is due on this loan today.');
    spec.given(disbursed()).when(ask('amount', 10_000, { balance: 10_000_000, frozen: true })).thenRefuses('forbidden');
  });

  it('pays the requested amount once when the code is confirmed, allocating to principal before any date', () => {
    const asked = run([ask('amount', 10_000)], disbursed());
    const paid = run([confirm()], asked);
    expect(paid.at(-1)).toMatchObject({ type: 'LoanRepaymentApplied', data: { paymentId: 'c1', source: 'customer', amount: 10_000 } });
    expect(outstandingPrincipal(loanOf(paid))).toBe(290_000);
    spec.given(paid).when(confirm()).thenRefuses('conflict', 'This payment was already made.');
  });

  it('closes the loan on a confirmed payoff, at the payoff of the day it is confirmed', () => {
    const paid = run([ask('payoff'), confirm('2026-01-16')], disbursed());
    expect(paid.at(-1)).toMatchObject({ type: 'LoanClosed', data: { reason: 'paid_off' } });
  });

  it('refuses a confirm with no request behind it', () => {
    spec.given(disbursed()).when(confirm()).thenRefuses('not_found', 'This repayment was not found. Please start again.');
  });
});

describe('money beyond what is due, where the customer chose', () => {
  const pay = (amount: number, prepay: 'next' | 'shorten'): LoanCommand => ({ type: 'RepayLoan', paymentId: 'x1', amount, prepay, asOf: '2026-01-16', payer: rich, at });
  const collect = (asOf: string): LoanCommand => ({ type: 'CollectDue', asOf, payer: { balance: 0, frozen: false }, paymentIdPrefix: 'auto', at });
  const [first, second, third] = loanOf(disbursed()).instalments;

  it('shortens the loan: principal from the last instalment back, the earlier ones untouched, the last never charged its interest', () => {
    const paid = run([pay(third!.principal + 1_000, 'shorten')], disbursed());
    expect(paid.at(-1)).toMatchObject({ type: 'LoanRepaymentApplied', data: { allocations: [{ number: 2, fees: 0, interest: 0, principal: 1_000 }, { number: 3, fees: 0, interest: 0, principal: third!.principal }] } });
    const loan = loanOf(paid);
    expect(coveredBy(loan, (paid.at(-1) as Extract<LoanEvent, { type: 'LoanRepaymentApplied' }>).data.allocations)).toEqual([
      { number: 2, dueDate: second!.dueDate, amount: 1_000, settled: false }, { number: 3, dueDate: third!.dueDate, amount: third!.principal, settled: true },
    ]);
    expect(remainingTerm(loan)).toEqual({ instalmentsLeft: 2, endsOn: second!.dueDate });
    expect(loan.instalments[0]).toMatchObject({ principalPaid: 0, fellDue: false });
    const later = loanOf(run([collect('2026-04-01')], paid));
    expect(later.instalments[2]).toMatchObject({ fellDue: true, interestDue: 0 });
  });

  it('pays the next instalment early: it falls due now with its scheduled interest, what is left prepays the following one, and nothing is taken or missed on its date', () => {
    const whole = first!.principal + first!.interest;
    const paid = run([pay(whole + 1_000, 'next')], disbursed());
    expect(paid.slice(-2)).toEqual([
      { type: 'LoanInstalmentFellDue', data: { number: 1, interest: first!.interest, postings: expect.any(Array), at } },
      { type: 'LoanRepaymentApplied', data: { paymentId: 'x1', source: 'customer', amount: whole + 1_000, at, allocations: [{ number: 1, fees: 0, interest: first!.interest, principal: first!.principal }, { number: 2, fees: 0, interest: 0, principal: 1_000 }] } },
    ]);
    const loan = loanOf(paid);
    expect(remainingTerm(loan)).toEqual({ instalmentsLeft: 2, endsOn: third!.dueDate });
    const onItsDate = run([collect('2026-02-01'), collect('2026-02-02')], paid).slice(paid.length);
    expect(onItsDate).toEqual([]);
  });

  it('shares any amount up to the payoff to the cent, whichever the choice', () => {
    const loan = loanOf(disbursed());
    const payoff = payoffAmount(loan, '2026-01-16');
    for (const amount of [1, 1_000, first!.principal + first!.interest, payoff - 1]) {
      for (const prepay of ['next', 'shorten'] as const) {
        const applied = run([pay(amount, prepay)], disbursed()).find((e) => e.type === 'LoanRepaymentApplied');
        const allocations = applied?.type === 'LoanRepaymentApplied' ? applied.data.allocations : [];
        expect(allocations.reduce((s, a) => s + a.fees + a.interest + a.principal, 0)).toBe(amount);
      }
    }
  });
});

describe('reminders of the collection job', () => {
  const collect = (asOf: string, balance = 0): LoanCommand => ({ type: 'CollectDue', asOf, payer: { balance, frozen: false }, paymentIdPrefix: 'auto', at });
  const reminders = (events: LoanEvent[]) => events.filter((e) => e.type === 'LoanReminderSent').map((e) => e.type === 'LoanReminderSent' ? [e.data.number, e.data.kind, e.data.dueDate] : []);

  it('reminds three days before a date, once, and not earlier', () => {
    expect(reminders(run([collect('2026-01-28')], disbursed()))).toEqual([]);
    expect(reminders(run([collect('2026-01-29'), collect('2026-01-30'), collect('2026-01-31')], disbursed()))).toEqual([[1, 'due_soon', '2026-02-01']]);
  });

  it('tells of a missed instalment once, the day after its date, even when the job catches up after downtime', () => {
    expect(reminders(run([collect('2026-02-01')], disbursed()))).toEqual([]);
    expect(reminders(run([collect('2026-02-01'), collect('2026-02-02'), collect('2026-02-10')], disbursed()))).toEqual([[1, 'missed', '2026-02-01']]);
    // Days of downtime: the job's first run after them tells of the missed one, not of a date long gone.
    expect(reminders(run([collect('2026-02-20')], disbursed()))).toEqual([[1, 'missed', '2026-02-01']]);
  });

  it('does not tell of a missed instalment the balance covered on its date', () => {
    expect(reminders(run([collect('2026-02-01', 10_000_000), collect('2026-02-02', 10_000_000)], disbursed()))).toEqual([]);
  });
});
