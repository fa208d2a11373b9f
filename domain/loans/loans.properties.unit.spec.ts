// Proves over random loan histories (collections, partial and early repayments, each prepaying the next instalments or shortening the loan, payoffs, reschedules, late fees, write-offs by two administrators and recoveries after them) that the book sums to zero, the customer never goes below zero, the loan's accounts reconcile with what fell due and was paid, and replaying the stream equals the live fold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../errors.ts';
import { applyPostings, isBalanced } from '../ledger/postings.ts';
import { customerAccount } from '../ledger/accounts.ts';
import { customerEventsOf } from './customer-money.ts';
import { addDays } from './dates.ts';
import { loanDecider, type Actor, type LoanCommand } from './decider.ts';
import { prepayChoices, type LoanEvent } from './events.ts';
import { loanAccount } from './ledger.ts';
import { feeOwed, interestOwed, outstandingPrincipal } from './money.ts';
import { amortisations, repaymentFrequencies, type LoanProductTerms } from './product.ts';
import { evolveLoan, initialLoanState, type Loan, type LoanState } from './state.ts';
import { allowanceAccount, recoveriesAccount } from './provisioning.ts';

const maker: Actor = { id: 'a1', name: 'Maker', role: 'admin' };
const checker: Actor = { id: 'a2', name: 'Checker', role: 'admin' };

const productArb = fc.record({
  principal: fc.integer({ min: 100_00, max: 50_000_00 }),
  term: fc.integer({ min: 1, max: 24 }),
  annualRateBps: fc.integer({ min: 0, max: 3600 }),
  frequency: fc.constantFrom(...repaymentFrequencies),
  amortisation: fc.constantFrom(...amortisations),
  grace: fc.integer({ min: 0, max: 3 }),
  lateFee: fc.integer({ min: 0, max: 50_00 }),
  toleranceDays: fc.integer({ min: 0, max: 10 }),
});

const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 45 }) }),
  fc.record({ kind: fc.constant('income' as const), amount: fc.integer({ min: 1, max: 20_000_00 }) }),
  fc.record({ kind: fc.constant('spend' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('repay' as const), share: fc.double({ min: 0, max: 1, noNaN: true }), prepay: fc.constantFrom(...prepayChoices) }),
  fc.record({ kind: fc.constant('payoff' as const) }),
  fc.record({ kind: fc.constant('reschedule' as const), term: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('writeOff' as const) }),
);

interface World { events: LoanEvent[]; live: LoanState; book: Map<string, number>; balance: number; day: string; n: number }

function decide(world: World, command: LoanCommand): void {
  let events: LoanEvent[];
  try {
    events = [...loanDecider.decide(command, world.live)];
  } catch (error) {
    if (error instanceof DomainError) return; // a refusal changes nothing
    throw error;
  }
  const before = world.live as Loan;
  for (const event of events) {
    world.live = evolveLoan(world.live, event);
    world.events.push(event);
    // A payment is shared out to the cent: its allocations sum to what the customer paid, never more, never less.
    if (event.type === 'LoanRepaymentApplied') expect(event.data.allocations.reduce((sum, a) => sum + a.fees + a.interest + a.principal, 0)).toBe(event.data.amount);
    if ('postings' in event.data) { expect(isBalanced(event.data.postings)).toBe(true); applyPostings(world.book, event.data.postings); }
  }
  for (const userEvent of customerEventsOf(before.exists ? before : (world.live as Loan), events)) {
    const postings = (userEvent.data as { postings: { account: string; currency: 'USD'; amount: number }[] }).postings;
    expect(isBalanced(postings)).toBe(true);
    applyPostings(world.book, postings);
    world.balance += postings.filter((p) => p.account === customerAccount('u1', 'USD')).reduce((s, p) => s + p.amount, 0);
  }
}

type ArbOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

function play(p: ArbOf<typeof productArb>, steps: ArbOf<typeof stepArb>[]): World {
  const product: LoanProductTerms = { name: 'P', kind: 'personal', minPrincipal: 100, maxPrincipal: p.principal, minTerm: 1, maxTerm: p.term, annualRateBps: p.annualRateBps, frequency: p.frequency, amortisation: p.amortisation, graceOnPrincipal: Math.min(p.grace, p.term - 1), lateFee: p.lateFee, toleranceDays: p.toleranceDays, active: true };
  const world: World = { events: [], live: initialLoanState, book: new Map(), balance: 0, day: '2026-01-01', n: 0 };
  const at = () => `${world.day}T12:00:00.000Z`;
  const payer = () => ({ balance: world.balance, frozen: false });
  decide(world, { type: 'ApplyForLoan', loanId: 'L', userId: 'u1', customerName: 'U', productId: 'p', product, amount: p.principal, term: p.term, purpose: 'Working capital', at: at() });
  decide(world, { type: 'RecommendLoan', actor: maker, note: '', at: at() });
  decide(world, { type: 'ApproveLoan', actor: checker, note: '', at: at() });
  decide(world, { type: 'DisburseLoan', actor: checker, startDate: world.day, at: at() });
  for (const step of steps) {
    world.n += 1;
    if (step.kind === 'days') { world.day = addDays(world.day, step.days); decide(world, { type: 'CollectDue', asOf: world.day, payer: payer(), paymentIdPrefix: 'auto', at: at() }); }
    if (step.kind === 'income') { world.balance += step.amount; applyPostings(world.book, [{ account: customerAccount('u1', 'USD'), currency: 'USD', amount: step.amount }, { account: 'bank:clearing:USD', currency: 'USD', amount: -step.amount }]); }
    if (step.kind === 'spend') { const spent = Math.floor(world.balance * step.share); world.balance -= spent; applyPostings(world.book, [{ account: customerAccount('u1', 'USD'), currency: 'USD', amount: -spent }, { account: 'bank:clearing:USD', currency: 'USD', amount: spent }]); }
    if (step.kind === 'repay') decide(world, { type: 'RepayLoan', paymentId: `r${world.n}`, amount: Math.max(1, Math.floor(world.balance * step.share)), prepay: step.prepay, asOf: world.day, payer: payer(), at: at() });
    if (step.kind === 'payoff') decide(world, { type: 'PayOffLoan', paymentId: `o${world.n}`, asOf: world.day, payer: payer(), at: at() });
    if (step.kind === 'reschedule') decide(world, { type: 'RescheduleLoan', actor: maker, term: step.term, reason: 'Hardship', asOf: world.day, at: at() });
    if (step.kind === 'writeOff') {
      decide(world, { type: 'ProposeWriteOff', actor: maker, reason: 'Uncollectable', at: at() });
      decide(world, { type: 'ApproveWriteOff', actor: maker, at: at() }); // refused: the proposer never approves
      decide(world, { type: 'ApproveWriteOff', actor: checker, at: at() });
    }
  }
  return world;
}

describe('loan histories', () => {
  it('keep the book at zero, the customer at or above zero, the loan accounts reconciled, and replay equal to live', () => {
    fc.assert(fc.property(productArb, fc.array(stepArb, { maxLength: 40 }), (p, steps) => {
      const world = play(p, steps);
      const loan = world.live as Loan;
      expect([...world.book.values()].reduce((a, b) => a + b, 0)).toBe(0);
      expect(world.balance).toBeGreaterThanOrEqual(0);
      expect(world.book.get(customerAccount('u1', 'USD')) ?? 0).toBe(world.balance);
      // A written-off loan is off the book whatever was paid since (recoveries are income): its accounts are at zero.
      const written = loan.status === 'written_off';
      expect(0 - (world.book.get(loanAccount('L', 'principal')) ?? 0)).toBe(written ? 0 : outstandingPrincipal(loan));
      expect(0 - (world.book.get(loanAccount('L', 'interest')) ?? 0)).toBe(written ? 0 : loan.instalments.reduce((s, i) => s + interestOwed(i), 0));
      expect(0 - (world.book.get(loanAccount('L', 'fees')) ?? 0)).toBe(written ? 0 : loan.instalments.reduce((s, i) => s + feeOwed(i), 0));
      if (written) {
        const w = loan.writtenOff!;
        expect(world.book.get(recoveriesAccount) ?? 0).toBe(w.recovered);
        expect(w.recovered).toBeLessThanOrEqual(w.principal + w.interest + w.fees);
        expect(world.book.get(allowanceAccount) ?? 0).toBe(-w.principal);
      } else expect(loan.writeOffProposal === null || loan.status === 'active').toBe(true);
      for (const i of loan.instalments) {
        expect(i.principalPaid).toBeLessThanOrEqual(i.principal);
        expect(i.feePaid).toBeLessThanOrEqual(i.fee);
        expect(i.interestPaid).toBeLessThanOrEqual(i.fellDue ? i.interestDue : 0);
      }
      if (loan.status === 'closed') expect(outstandingPrincipal(loan) + loan.instalments.reduce((s, i) => s + interestOwed(i) + feeOwed(i), 0)).toBe(0);
      expect(foldEvents(loanDecider, world.events)).toEqual(world.live);
    }), { numRuns: 400 });
  });
});
