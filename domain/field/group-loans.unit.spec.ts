// Proves the group loan application's decisions a user would notice: one application with an amount per member, maker-checker (the proposer never decides; only the group's branch manager or an administrator), instalments on the group's meeting days moved past a branch holiday, a borrower who cannot leave the group until their own loan is settled (once per loan), each member's loan an ordinary loan tagged with the group and never debited from savings by the collection job.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { foldEvents } from '../decider.ts';
import { loanDecider } from '../loans/decider.ts';
import type { LoanProductTerms } from '../loans/product.ts';
import { memberCycle } from '../loans/group-status.ts';
import type { Loan } from '../loans/state.ts';
import { decideGroupLoan, type GroupLoanCommand } from './decide-group-loans.ts';
import { fieldDecider } from './decider.ts';
import type { FieldEvent } from './events.ts';
import { settlementOf } from './group-loans.ts';
import { admin, AT, customers, facts, fieldHistory, groupFormed, manager, officer, otherManager, TODAY } from './fixtures.ts';
import { evolveField } from './state.ts';

const weeklyProduct: LoanProductTerms = { name: 'Group Loan', kind: 'business', minPrincipal: 50_00, maxPrincipal: 2_000_00, minTerm: 4, maxTerm: 52, annualRateBps: 2600, frequency: 'weekly', amortisation: 'equal_principal', graceOnPrincipal: 0, lateFee: 0, toleranceDays: 0, active: true };
const five = customers.slice(0, 5);
const history: FieldEvent[] = [...fieldHistory, groupFormed('group-1', five)];
const amounts = [100_00, 150_00, 200_00];
const members = five.slice(0, 3).map((customerId, i) => ({ customerId, customerName: `Member ${i + 1}`, amount: amounts[i]!, loanId: `loan-${i + 1}` }));
const apply = (overrides: Partial<Extract<GroupLoanCommand, { type: 'ApplyForGroupLoan' }>> = {}): GroupLoanCommand =>
  ({ type: 'ApplyForGroupLoan', applicationId: 'app-1', groupId: 'group-1', productId: 'group', product: weeklyProduct, term: 4, purpose: 'Market stock', members, ...facts(officer), ...overrides });
const decide = (actor = manager, approve = true, note = 'Checked'): GroupLoanCommand => ({ type: 'DecideGroupLoan', applicationId: 'app-1', approve, note, sponsor: null, ...facts(actor) });

const run = (events: FieldEvent[], command: GroupLoanCommand) => { const state = foldEvents(fieldDecider, events); return decideGroupLoan(command, state); };
const refusal = (events: FieldEvent[], command: GroupLoanCommand) => { try { run(events, command); return null; } catch (e) { return e as { code: string; message: string }; } };

describe('group loan application', () => {
  const applied = run(history, apply());

  it('is one application with an amount per member, proposed by the group\'s officer', () => {
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ type: 'GroupLoanApplied', data: { groupId: 'group-1', members: members.map((m) => ({ customerId: m.customerId, amount: m.amount })), by: officer.id } });
  });

  it('refuses a non-member, a member twice, an amount outside the product, a product not repaid as the group meets', () => {
    expect(refusal(history, apply({ members: [{ ...members[0]!, customerId: customers[20]! }] }))?.code).toBe('validation');
    expect(refusal(history, apply({ members: [members[0]!, members[0]!] }))?.message).toMatch(/once/);
    expect(refusal(history, apply({ members: [{ ...members[0]!, amount: 10_00 }] }))?.message).toBe('The amount for Member 1 is not within what the loan product allows.');
    expect(refusal(history, apply({ product: { ...weeklyProduct, frequency: 'monthly' } }))?.code).toBe('validation');
  });

  it('maker-checker: the proposer never decides; another branch\'s manager may not; the group\'s branch manager or an administrator approves', () => {
    const after = [...history, ...applied];
    expect(refusal(after, decide(officer))?.code).toBe('forbidden');
    expect(refusal(after, decide(otherManager))?.code).toBe('forbidden');
    const managerApplied = [...history, ...run(history, apply({ ...facts(manager) }))];
    expect(refusal(managerApplied, decide(manager))?.message).toMatch(/You proposed this group loan/);
    expect(run(after, decide(manager))[0]).toMatchObject({ type: 'GroupLoanApproved', data: { by: manager.id } });
    expect(run(after, decide(admin))[0]).toMatchObject({ type: 'GroupLoanApproved', data: { by: admin.id } });
    expect(refusal(after, decide(manager, false, ' '))?.code).toBe('validation');
  });

  it('disburses on the next meeting days, a meeting on a branch holiday moved to the next working day; the borrowers cannot leave', () => {
    const holiday: FieldEvent = { type: 'HolidayDeclared', data: { branchId: 'north', date: '2026-11-16', name: 'Market festival', by: manager.id, at: AT } };
    const approved = [...history, holiday, ...applied, ...run([...history, ...applied], decide(manager))];
    const disbursed = run(approved, { type: 'DisburseGroupLoan', applicationId: 'app-1', ...facts(manager) });
    // Weekly on Mondays from 2 November 2026 (TODAY): the 9th, the 16th (a holiday: Tuesday the 17th), the 23rd, the 30th.
    expect(disbursed[0]).toMatchObject({ type: 'GroupLoanDisbursed', data: { startDate: TODAY, dueDates: ['2026-11-09', '2026-11-17', '2026-11-23', '2026-11-30'] } });
    const state = [...approved, ...disbursed].reduce(evolveField, foldEvents(fieldDecider, []));
    expect(state.groups['group-1']!.activeLoans).toEqual(five.slice(0, 3));
    expect(() => fieldDecider.decide({ type: 'LeaveGroup', groupId: 'group-1', customerId: five[2]!, reason: 'Moving', ...facts(manager) }, state)).toThrow(/active group loan/);
    expect(run([...approved, ...disbursed], { type: 'DisburseGroupLoan', applicationId: 'app-1', ...facts(manager) })).toEqual([]);
    expect(refusal(approved, apply({ applicationId: 'app-2' }))?.code).toBe('conflict');
  });
});

describe('a member\'s loan settled', () => {
  // Six members, so one may leave and the group keeps five; the third borrower is neither leader nor secretary.
  const six: FieldEvent[] = [...fieldHistory, groupFormed('group-1', customers.slice(0, 6))];
  const applied = run(six, apply());
  const approved = [...six, ...applied, ...run([...six, ...applied], decide(manager))];
  const disbursed = [...approved, ...run(approved, { type: 'DisburseGroupLoan', applicationId: 'app-1', ...facts(manager) })];
  const bank = { id: 'system', name: 'The bank', role: 'admin' as const };
  const settle = (loanId: string, outcome: 'repaid' | 'paid_off' | 'written_off' = 'paid_off'): GroupLoanCommand => ({ type: 'SettleGroupLoan', applicationId: 'app-1', loanId, outcome, actor: bank, at: AT, today: TODAY });
  const leave = (customerId: string) => ({ type: 'LeaveGroup' as const, groupId: 'group-1', customerId, reason: 'Moving to the city', ...facts(manager) });

  it('frees that member to leave the group, and only that member; the others still cannot', () => {
    const settled = run(disbursed, settle('loan-3'));
    expect(settled).toEqual([{ type: 'GroupLoanSettled', data: { applicationId: 'app-1', groupId: 'group-1', customerId: five[2], loanId: 'loan-3', outcome: 'paid_off', at: AT } }]);
    const before = foldEvents(fieldDecider, disbursed);
    expect(() => fieldDecider.decide(leave(five[2]!), before)).toThrow(/active group loan/);
    const state = foldEvents(fieldDecider, [...disbursed, ...settled]);
    expect(state.groups['group-1']!.activeLoans).toEqual([five[0], five[1]]);
    expect(fieldDecider.decide(leave(five[2]!), state)).toMatchObject([{ type: 'GroupMemberLeft', data: { customerId: five[2] } }]);
    expect(state.groupLoans['app-1']!.settled).toEqual(['loan-3']);
  });

  it('is recorded once per loan however often the closing is replayed; a written-off loan frees the member too', () => {
    const once = [...disbursed, ...run(disbursed, settle('loan-1', 'written_off'))];
    expect(once.at(-1)).toMatchObject({ type: 'GroupLoanSettled', data: { outcome: 'written_off', customerId: five[0] } });
    expect(run(once, settle('loan-1', 'written_off'))).toEqual([]);
    expect(run(once, settle('loan-1', 'repaid'))).toEqual([]);
  });

  it('refuses a loan that is not the application\'s, and an application not yet disbursed', () => {
    expect(refusal(disbursed, settle('loan-9'))?.code).toBe('not_found');
    expect(refusal(approved, settle('loan-1'))?.code).toBe('conflict');
  });

  it('follows from a member\'s loan closing or written off, never from an individual loan', () => {
    const tagged = { loanId: 'loan-2', group: { groupId: 'group-1', applicationId: 'app-1' } };
    expect(settlementOf(tagged, { type: 'LoanClosed', data: { reason: 'repaid', at: AT } })).toEqual({ applicationId: 'app-1', loanId: 'loan-2', outcome: 'repaid' });
    expect(settlementOf(tagged, { type: 'LoanClosed', data: { reason: 'paid_off', at: AT } })?.outcome).toBe('paid_off');
    const writtenOff = { type: 'LoanWrittenOff' as const, data: { by: 'a', byName: 'A', proposedBy: 'b', proposedByName: 'B', reason: 'Gone', principal: 0, interest: 0, fees: 0, postings: [], at: AT } };
    expect(settlementOf(tagged, writtenOff)?.outcome).toBe('written_off');
    expect(settlementOf({ loanId: 'loan-7', group: null }, { type: 'LoanClosed', data: { reason: 'repaid', at: AT } })).toBeNull();
  });
});

describe('a member\'s loan', () => {
  const spec = deciderSpec(loanDecider);
  const open = { type: 'OpenMemberLoan' as const, loanId: 'loan-2', userId: five[1]!, customerName: 'Member 2', productId: 'group', product: weeklyProduct, amount: 150_00, term: 4, purpose: 'Market stock', group: { groupId: 'group-1', applicationId: 'app-1' }, proposedBy: { id: officer.id, name: officer.name }, approvedBy: { id: manager.id, name: manager.name, note: 'Checked' }, at: AT };
  const dueDates = ['2026-11-09', '2026-11-17', '2026-11-23', '2026-11-30'];

  it('is an ordinary loan tagged with its group, applied by the proposer and approved by the approver, for the member\'s own amount', () => {
    spec.given([]).when(open).thenEvents((events) => {
      expect(events.map((e) => e.type)).toEqual(['LoanApplied', 'LoanRecommended', 'LoanApproved']);
      expect(events[0]!.data).toMatchObject({ terms: { principal: 150_00 }, group: { groupId: 'group-1', applicationId: 'app-1' } });
      expect(events[2]!.data).toMatchObject({ by: manager.id });
    });
  });

  it('falls due on the meeting days; opening and disbursing again change nothing; the individual door is closed to it', () => {
    const opened = loanDecider.decide(open, loanDecider.initialState);
    spec.given(opened).when(open).then([]);
    spec.given(opened).when({ type: 'DisburseLoan', actor: { id: admin.id, name: admin.name, role: 'admin' }, startDate: TODAY, at: AT }).thenRefuses('conflict');
    const disburse = { type: 'DisburseMemberLoan' as const, actor: { id: manager.id, name: manager.name }, startDate: TODAY, dueDates, at: AT };
    spec.given(opened).when(disburse).thenEvents((events) => {
      expect(events[0]!.type).toBe('LoanDisbursed');
      const instalments = (events[0]!.data as { instalments: { dueDate: string; principal: number }[] }).instalments;
      expect(instalments.map((i) => i.dueDate)).toEqual(dueDates);
      expect(instalments.reduce((sum, i) => sum + i.principal, 0)).toBe(150_00);
    });
    const active = [...opened, ...loanDecider.decide(disburse, foldEvents(loanDecider, opened))];
    spec.given(active).when(disburse).then([]);
    const loan = foldEvents(loanDecider, active) as Loan;
    expect(memberCycle(loan, '2026-11-05')).toMatchObject({ status: 'due', cycleDate: '2026-11-09' });
    expect(memberCycle(loan, '2026-11-10')).toMatchObject({ status: 'late', daysLate: 1 });
  });

  it('is never debited from the member\'s savings by the collection job: the instalment falls due and goes late, collected at the meeting', () => {
    const opened = loanDecider.decide(open, loanDecider.initialState);
    const disburse = { type: 'DisburseMemberLoan' as const, actor: { id: manager.id, name: manager.name }, startDate: TODAY, dueDates, at: AT };
    const active = [...opened, ...loanDecider.decide(disburse, foldEvents(loanDecider, opened))];
    const collect = { type: 'CollectDue' as const, asOf: '2026-11-10', payer: { balance: 10_000_00, frozen: false }, paymentIdPrefix: 'auto', at: AT };
    spec.given(active).when(collect).thenEvents((events) => {
      expect(events.map((e) => e.type)).toEqual(['LoanInstalmentFellDue', 'LoanReminderSent']);
      const after = foldEvents(loanDecider, [...active, ...events]) as Loan;
      expect(memberCycle(after, '2026-11-10')).toMatchObject({ status: 'late', daysLate: 1 });
    });
  });
});
