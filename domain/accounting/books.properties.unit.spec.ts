// Proves over random histories (customers' journal deposits, withdrawals and fees in USD and BTC, savings interest,
// balance adjustments, loans disbursed, falling due, repaid, paid off and rescheduled) that at every position of the log
// the trial balance balances, the balance sheet balances with the result, and at the end of every commit the deposits liability equals the sum of the
// customers' own balances (each folded by evolveUser, as the customer sees it) loans outstanding equals the portfolio and interest receivable the interest owed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryPostings } from '../admin/journal.ts';
import { DomainError } from '../errors.ts';
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { balanced, move, type Posting } from '../ledger/postings.ts';
import { customerEventsOf } from '../loans/customer-money.ts';
import { addDays } from '../loans/dates.ts';
import { loanDecider, type Actor, type LoanCommand } from '../loans/decider.ts';
import type { LoanEvent } from '../loans/events.ts';
import type { LoanProductTerms } from '../loans/product.ts';
import { evolveLoan, initialLoanState, type Loan, type LoanState } from '../loans/state.ts';
import type { UserEvent } from '../user/events.ts';
import { evolveUser, initialUserState, type User, type UserState } from '../user/state.ts';
import { applyToBook, emptyBook, type BookEvent } from './book.ts';
import { reconcile } from './reconcile.ts';
import { balanceSheet, trialBalance } from './statements.ts';

const admin: Actor = { id: 'a1', name: 'Admin', role: 'admin' };
const users = ['u1', 'u2', 'u3'];
const product: LoanProductTerms = { name: 'P', kind: 'personal', minPrincipal: 100, maxPrincipal: 5_000_00, minTerm: 1, maxTerm: 12, annualRateBps: 2400, frequency: 'monthly', amortisation: 'equal_instalments', graceOnPrincipal: 0, lateFee: 5_00, toleranceDays: 3, active: true };

const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), user: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 1, max: 2_000_00 }), btc: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), user: fc.integer({ min: 0, max: 2 }), share: fc.double({ min: 0, max: 1, noNaN: true }), fee: fc.integer({ min: 0, max: 5_00 }) }),
  fc.record({ kind: fc.constant('interest' as const), user: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 1, max: 5_00 }) }),
  fc.record({ kind: fc.constant('adjust' as const), user: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 1, max: 50_00 }) }),
  fc.record({ kind: fc.constant('loan' as const), user: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 100_00, max: 5_000_00 }), term: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('repay' as const), loan: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('payoff' as const), loan: fc.nat() }),
  fc.record({ kind: fc.constant('reschedule' as const), loan: fc.nat(), term: fc.integer({ min: 1, max: 12 }) }),
);
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

/** `commits`: the last position of each commit (a loan's disbursement is the loan's event and the customer's, appended together). */
interface World { log: BookEvent[]; commits: Set<number>; users: Map<string, UserState>; loans: Map<string, LoanState>; day: string; n: number }

const at = (world: World) => `${world.day}T12:00:00.000Z`;

function record(world: World, streamId: string, event: UserEvent | LoanEvent): void {
  world.log.push({ position: world.log.length + 1, streamId, at: at(world), type: event.type, data: event.data });
  if (streamId.startsWith('user-')) world.users.set(streamId.slice(5), evolveUser(world.users.get(streamId.slice(5)) ?? initialUserState, event as UserEvent));
  else world.loans.set(streamId.slice(5), evolveLoan(world.loans.get(streamId.slice(5)) ?? initialLoanState, event as LoanEvent));
  world.commits.add(world.log.length);
}

const journal = (world: World, userId: string, kind: 'deposit' | 'withdrawal', currency: 'USD' | 'BTC', postings: Posting[], amount: number, fee: number): UserEvent => ({
  type: 'AdminTransactionPosted',
  data: { transactionId: `t${world.n}`, kind, currency, btcPriceCents: null, amount, fee, status: 'completed', description: '', reference: '', recipientName: '', recipientAccount: '', recipientBank: '', reason: 'Counter', by: admin.id, byName: admin.name, postings, at: at(world) },
});

function onLoan(world: World, loanId: string, command: LoanCommand): void {
  const before = world.loans.get(loanId) ?? initialLoanState;
  let events: LoanEvent[];
  try { events = [...loanDecider.decide(command, before)]; } catch (error) { if (error instanceof DomainError) return; throw error; }
  const after = events.reduce(evolveLoan, before);
  const start = world.log.length;
  for (const event of events) record(world, `loan-${loanId}`, event);
  const loan = (before.exists ? before : after) as Loan;
  for (const userEvent of customerEventsOf(loan, events)) record(world, `user-${loan.userId}`, userEvent);
  for (let position = start + 1; position < world.log.length; position += 1) world.commits.delete(position);
}

const balanceOf = (world: World, userId: string) => (world.users.get(userId) as User).balances.USD;

function play(steps: Step[]): World {
  const world: World = { log: [], commits: new Set(), users: new Map(), loans: new Map(), day: '2026-01-01', n: 0 };
  users.forEach((userId, index) => record(world, `user-${userId}`, {
    type: 'UserRegistered',
    data: { userId, role: 'user', email: `${userId}@example.com`, firstName: 'Ada', lastName: userId, phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: String(1_000_000_000 + index), accountType: 'savings', membershipNumber: null, status: 'active', at: at(world) },
  }));
  const loanIds = () => [...world.loans.keys()];
  const payer = (userId: string) => ({ balance: balanceOf(world, userId), frozen: false });
  for (const step of steps) {
    world.n += 1;
    if (step.kind === 'deposit') {
      const userId = users[step.user]!;
      const currency = step.btc ? 'BTC' : 'USD';
      const postings = step.btc ? balanced(move(bankAccount(bankAccounts.clearing, 'BTC'), customerAccount(userId, 'BTC'), 'BTC', step.amount)) : entryPostings(userId, 'deposit', { amount: step.amount, fee: 0, status: 'completed' });
      record(world, `user-${userId}`, journal(world, userId, 'deposit', currency, postings, step.amount, 0));
    }
    if (step.kind === 'withdraw') {
      const userId = users[step.user]!;
      const fee = Math.min(step.fee, balanceOf(world, userId));
      const amount = Math.floor((balanceOf(world, userId) - fee) * step.share);
      record(world, `user-${userId}`, journal(world, userId, 'withdrawal', 'USD', entryPostings(userId, 'withdrawal', { amount, fee, status: 'completed' }), amount, fee));
    }
    if (step.kind === 'interest' || step.kind === 'adjust') {
      const userId = users[step.user]!;
      const from = step.kind === 'interest' ? bankAccounts.interestExpense : bankAccounts.adjustments;
      record(world, `user-${userId}`, { type: 'BalanceAdjusted', data: { adjustmentId: `j${world.n}`, currency: 'USD', amount: step.amount, reason: 'r', by: admin.id, byName: admin.name, postings: balanced(move(bankAccount(from, 'USD'), customerAccount(userId, 'USD'), 'USD', step.amount)), at: at(world) } } as UserEvent);
    }
    if (step.kind === 'loan') {
      const loanId = `L${world.n}`;
      onLoan(world, loanId, { type: 'ApplyForLoan', loanId, userId: users[step.user]!, customerName: 'Ada', productId: 'p', product, amount: step.amount, term: step.term, purpose: 'Working capital', at: at(world) });
      onLoan(world, loanId, { type: 'RecommendLoan', actor: admin, note: '', at: at(world) });
      onLoan(world, loanId, { type: 'ApproveLoan', actor: { ...admin, id: 'a2' }, note: '', at: at(world) });
      onLoan(world, loanId, { type: 'DisburseLoan', actor: admin, startDate: world.day, at: at(world) });
    }
    if (step.kind === 'days') {
      world.day = addDays(world.day, step.days);
      for (const loanId of loanIds()) onLoan(world, loanId, { type: 'CollectDue', asOf: world.day, payer: payer((world.loans.get(loanId) as Loan).userId), paymentIdPrefix: `c${world.n}`, at: at(world) });
    }
    const loanId = 'loan' in step ? loanIds()[step.loan % Math.max(1, loanIds().length)] : undefined;
    if (!loanId) continue;
    const userId = (world.loans.get(loanId) as Loan).userId;
    if (step.kind === 'repay') onLoan(world, loanId, { type: 'RepayLoan', paymentId: `r${world.n}`, amount: Math.max(1, Math.floor(balanceOf(world, userId) * step.share)), prepay: 'next', asOf: world.day, payer: payer(userId), at: at(world) });
    if (step.kind === 'payoff') onLoan(world, loanId, { type: 'PayOffLoan', paymentId: `o${world.n}`, asOf: world.day, payer: payer(userId), at: at(world) });
    if (step.kind === 'reschedule') onLoan(world, loanId, { type: 'RescheduleLoan', actor: admin, term: step.term, reason: 'Hardship', asOf: world.day, at: at(world) });
  }
  return world;
}

describe('the books over random histories', () => {
  it('balance and reconcile with customers and the loan portfolio at every position, as of each past position too', () => {
    fc.assert(fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
      const world = play(steps);
      const book = emptyBook();
      const replay = { users: new Map<string, UserState>(), loans: new Map<string, LoanState>() };
      const checkpoints: { position: number; users: User[]; loans: Loan[] }[] = [];
      for (const event of world.log) {
        applyToBook(book, event);
        // The operational side as customers and the loans page see it at this position.
        if (event.streamId.startsWith('user-')) replay.users.set(event.streamId.slice(5), evolveUser(replay.users.get(event.streamId.slice(5)) ?? initialUserState, { type: event.type, data: event.data } as UserEvent));
        else replay.loans.set(event.streamId.slice(5), evolveLoan(replay.loans.get(event.streamId.slice(5)) ?? initialLoanState, { type: event.type, data: event.data } as LoanEvent));
        if (world.commits.has(event.position)) checkpoints.push({ position: event.position, users: [...replay.users.values()] as User[], loans: [...replay.loans.values()] as Loan[] });
      }
      // Every question is asked of the finished book as of each past position: the binary search, not the fold in progress.
      for (let position = 0; position <= book.position; position += 1) {
        for (const currency of ['USD', 'BTC'] as const) {
          expect(trialBalance(book, currency, position).balanced).toBe(true);
          expect(balanceSheet(book, currency, position).balanced).toBe(true);
        }
      }
      for (const point of checkpoints) {
        const checks = reconcile(book, point.position, { customerBalances: point.users.map((u) => u.balances), loans: point.loans });
        for (const check of checks) expect(check, `${check.check} ${check.currency} at ${point.position}`).toMatchObject({ agrees: true });
      }
    }), { numRuns: 150 });
  });
});
