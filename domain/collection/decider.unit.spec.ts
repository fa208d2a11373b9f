// Proves the collection sheet's rules as an officer and a branch manager meet them: a line posted as
// balanced entries (till against the member's savings and loan), an absent member posts nothing, a
// payment above what is due saved only with the member's agreement, another officer's group refused,
// a line sent again appends nothing, a line that conflicts with an online repayment queued with both
// versions and resolved by the manager; and the property: any order and any resends post each line once,
// and the till is the sum of the posted lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { manager, otherOfficer } from '../field/fixtures.ts';
import { isBalanced } from '../ledger/postings.ts';
import { loanDecider } from '../loans/decider.ts';
import type { LoanEvent } from '../loans/events.ts';
import type { UserEvent } from '../user/events.ts';
import { decideResolveLine, decideSendLine, type LineStates, type SendLine } from './decide-line.ts';
import { tillAccount } from './events.ts';
import { AT, customerOf, field, line, loanEvents, loanOf, MEETING, members, recorded } from './fixtures.ts';
import { collectionSheet, dueBy } from './sheet.ts';
import { evolveCollection, initialCollectionState, reviewQueue, tillOn, type CollectionState } from './state.ts';

const DUE = dueBy(loanOf(loanEvents('m1')), MEETING);
const states = (memberId = 'm1', loan: LoanEvent[] = loanEvents(memberId), collection: CollectionState = initialCollectionState): LineStates =>
  ({ field, collection, loan: loanOf(loan), customer: customerOf(memberId) });
const refusal = (fn: () => unknown): DomainError => { try { fn(); } catch (e) { if (e instanceof DomainError) return e; throw e; } throw new Error('not refused'); };

describe('the sheet', () => {
  it('lists every member with the instalment due on the day, the expected deposit and the totals', () => {
    const loans = [loanOf(loanEvents('m1')), loanOf(loanEvents('m2'))];
    const sheet = collectionSheet({ group: field.groups['group-1']!, meetingDate: MEETING, loans, names: {}, expectedDeposit: 5_00, collection: initialCollectionState });
    expect(sheet.lines.map((l) => [l.memberId, l.loanId, l.due])).toEqual([['m1', 'loan-m1', DUE], ['m2', 'loan-m2', DUE], ...members.slice(2).map((m) => [m, null, 0])]);
    expect(sheet.totals).toEqual({ due: 2 * DUE, expectedDeposit: 5 * 5_00, members: 5 });
  });
});

describe('sending a line', () => {
  it('posts a half payment: cash into the officer\'s till, onto the member\'s savings, repaid on the loan, every entry balanced', () => {
    const half = Math.floor(DUE / 2);
    const decided = decideSendLine(line('L1', 'm1', { recorded: recorded({ due: DUE, paid: half, deposit: 2_00 }) }), states());
    expect(decided.result).toEqual({ lineId: 'L1', status: 'posted', cash: half + 2_00, reason: null });
    expect(decided.events.customer.map((e) => e.type)).toEqual(['DepositConfirmed', 'LoanRepaymentPaid']);
    expect(decided.events.loan.map((e) => e.type)).toContain('LoanRepaymentApplied');
    const postings = decided.events.customer.flatMap((e) => ('postings' in e.data ? e.data.postings : []));
    expect(isBalanced(postings)).toBe(true);
    expect(postings.filter((p) => p.account === tillAccount('officer-1')).reduce((s, p) => s + p.amount, 0)).toBe(-(half + 2_00));
    expect(decided.events.collection[0]).toMatchObject({ type: 'CollectionLinePosted', data: { cash: half + 2_00, loanPaid: half, savings: 2_00, savingsAfter: 2_00, officerId: 'officer-1' } });
  });

  it('posts nothing for an absent member who paid nothing, but keeps the line', () => {
    const decided = decideSendLine(line('L2', 'm2', { recorded: recorded({ due: DUE, present: false }) }), states('m2'));
    expect(decided.events.customer).toEqual([]);
    expect(decided.events.collection[0]).toMatchObject({ type: 'CollectionLinePosted', data: { cash: 0, present: false } });
  });

  it('refuses a payment above what is due unless the member agreed to save the rest', () => {
    const more = recorded({ due: DUE, paid: DUE + 10_00 });
    expect(refusal(() => decideSendLine(line('L3', 'm1', { recorded: more }), states())).code).toBe('validation');
    const decided = decideSendLine(line('L3', 'm1', { recorded: { ...more, savingsAgreed: true } }), states());
    expect(decided.events.collection[0]).toMatchObject({ data: { loanPaid: DUE, savings: 10_00, cash: DUE + 10_00 } });
  });

  it('refuses another officer\'s group (403), a non-member and a day that is not a meeting', () => {
    expect(refusal(() => decideSendLine(line('L4', 'm1', { actor: otherOfficer }), states())).code).toBe('forbidden');
    expect(refusal(() => decideSendLine(line('L4', 'customer-30', { loanId: null }), states('customer-30'))).code).toBe('validation');
    expect(refusal(() => decideSendLine(line('L4', 'm1', { meetingDate: '2026-11-03' }), states())).code).toBe('validation');
  });

  it('appends nothing for a line already decided', () => {
    const first = decideSendLine(line('L5', 'm1', { recorded: recorded({ due: DUE, paid: 100 }) }), states());
    const collection = first.events.collection.reduce(evolveCollection, initialCollectionState);
    const again = decideSendLine(line('L5', 'm1', { recorded: recorded({ due: DUE, paid: 100 }) }), states('m1', loanEvents('m1'), collection));
    expect(again.events).toEqual({ collection: [], loan: [], customer: [] });
    expect(again.result.status).toBe('posted');
  });
});

describe('a line that conflicts with what happened meanwhile', () => {
  // The member repaid online for the whole instalment before the sheet was sent.
  const history = loanEvents('m1');
  const repaid = [...history, ...loanDecider.decide({ type: 'RepayLoan', paymentId: 'online-1', amount: DUE, prepay: 'next', asOf: MEETING, payer: { balance: 10_000_000, frozen: false }, at: AT }, loanOf(history))];
  const sent = line('L6', 'm1', { recorded: recorded({ due: DUE, paid: DUE }) });
  const queued = decideSendLine(sent, states('m1', repaid));
  const collection = queued.events.collection.reduce(evolveCollection, initialCollectionState);

  it('is queued for the branch manager with both versions, and posts nothing', () => {
    expect(queued.result).toMatchObject({ status: 'queued', reason: 'repaid_meanwhile' });
    expect(queued.events.customer).toEqual([]);
    expect(reviewQueue(collection)[0]?.queued).toMatchObject({ recorded: { due: DUE, paid: DUE }, bankNow: { due: 0, status: 'active' } });
  });

  it('is posted by the manager up to what is due now, the rest to savings only when the member agreed', () => {
    const resolve = { lineId: 'L6', branchId: 'north', memberId: 'm1', loanId: 'loan-m1', reason: '', actor: manager, at: AT, today: MEETING } as const;
    const kept = decideResolveLine({ ...resolve, decision: 'post', savingsAgreed: false }, states('m1', repaid, collection));
    expect(kept.events.collection.map((e) => e.type)).toEqual(['CollectionLineResolved', 'CollectionLinePosted']);
    expect(kept.events.collection[1]).toMatchObject({ data: { cash: 0, loanPaid: 0, resolvedBy: manager.id } });
    const saved = decideResolveLine({ ...resolve, decision: 'post', savingsAgreed: true }, states('m1', repaid, collection));
    expect(saved.events.collection[1]).toMatchObject({ data: { cash: DUE, loanPaid: 0, savings: DUE } });
    expect(refusal(() => decideResolveLine({ ...resolve, decision: 'reject', savingsAgreed: false }, states('m1', repaid, collection))).code).toBe('validation');
    expect(refusal(() => decideResolveLine({ ...resolve, actor: otherOfficer, decision: 'reject', reason: 'No', savingsAgreed: false }, states('m1', repaid, collection))).code).toBe('forbidden');
    const rejected = decideResolveLine({ ...resolve, decision: 'reject', reason: 'Paid online already', savingsAgreed: false }, states('m1', repaid, collection));
    const after = rejected.events.collection.reduce(evolveCollection, collection);
    expect(after.lines.L6?.status).toBe('rejected');
    expect(reviewQueue(after)).toEqual([]);
  });
});

describe('the property: resends in any order', () => {
  it('posts each line once and the till is the sum of the posted lines', () => {
    const lineArb = fc.record({ member: fc.constantFrom('m1', 'm2'), paid: fc.integer({ min: 0, max: 50_000 }), deposit: fc.integer({ min: 0, max: 5_000 }) });
    fc.assert(fc.property(fc.array(lineArb, { minLength: 1, maxLength: 5 }), fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (lines, order) => {
      const sends: SendLine[] = lines.map((l, i) => line(`P${i}`, l.member, { recorded: recorded({ paid: l.paid, deposit: l.deposit, savingsAgreed: true }) }));
      const sequence = [...sends, ...order.map((n) => sends[n % sends.length]!)];
      let collection = initialCollectionState;
      const loans: Record<string, LoanEvent[]> = { m1: loanEvents('m1'), m2: loanEvents('m2') };
      const customers: Record<string, UserEvent[]> = { m1: [], m2: [] };
      let posted = 0;
      for (const send of sequence) {
        const decided = decideSendLine({ ...send, recorded: { ...send.recorded, due: dueBy(loanOf(loans[send.memberId]!), MEETING) } }, { field, collection, loan: loanOf(loans[send.memberId]!), customer: customerOf(send.memberId, customers[send.memberId]) });
        collection = decided.events.collection.reduce(evolveCollection, collection);
        loans[send.memberId]!.push(...decided.events.loan);
        customers[send.memberId]!.push(...decided.events.customer);
        posted += decided.events.collection.filter((e) => e.type === 'CollectionLinePosted').length;
      }
      expect(posted).toBe(sends.length);
      const cash = Object.values(collection.lines).reduce((s, l) => s + (l.posted?.cash ?? 0), 0);
      expect(tillOn(collection, 'officer-1', MEETING)).toBe(cash);
      const tillInBook = Object.values(customers).flat().flatMap((e) => ('postings' in e.data ? e.data.postings : [])).filter((p) => p.account === tillAccount('officer-1')).reduce((s, p) => s - p.amount, 0);
      expect(tillInBook).toBe(cash);
      for (const m of ['m1', 'm2']) { const c = customerOf(m, customers[m]); expect(c.exists && c.balances.USD).toBeGreaterThanOrEqual(0); }
    }), { numRuns: 60 });
  });
});
