// Proves joint-liability group loans through HTTP: the group's officer proposes one application with an amount per member; the officer cannot approve, the branch's manager does (a second person); disbursement pays each member's own amount into their savings with instalments on the meeting days (one moved past a branch holiday); a borrower cannot leave the group; a member sees their group's status this cycle (paid, due, late per member) with no amounts of others; the officer sees who is late; the dated job never debits a member's instalment from savings (it goes late); a member who pays off may leave the group, the others still cannot.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_STREAM } from '../../domain/field/events.ts';
import { loanStream } from '../../domain/loans/events.ts';
import { isoWeekday } from '../../domain/field/calendar.ts';
import { starterLoanProducts } from '../../domain/loans/fixtures.ts';
import { addDays } from '../../domain/loans/dates.ts';
import { addCustomers, addStaff } from '../../tests/support/field-people.ts';
import { codeFrom, moneyBank } from '../../tests/support/money-fixtures.ts';
import type { Principal } from '../bank/auth-service.ts';
import { datedWorkJob } from '../bank/dated-work-job.ts';
import { groupLoansList, myGroupStatus } from '../bank/group-loan-view.ts';
import type { AnswerTo } from '../contract/index.ts';

vi.setConfig({ testTimeout: 60_000 });

type Bank = Awaited<ReturnType<typeof moneyBank>>;
const GROUP_LOANS = '/functions/v1/group-loans';
const MINE = '/functions/v1/group-status-mine';

describe('group loans through HTTP', () => {
  let bank: Bank;
  let manager: { userId: string; token: string };
  let officer: { userId: string; token: string };
  let members: string[];
  let auditorToken: string;
  let groupId: string;
  let today: string;
  let productId: string;
  const amounts = ['100.00', '150.00', '200.00', '120.00', '80.00'];
  const balance = async (id: string) => (await bank.ctx.live.catchUp()).users.get(id)!.balances.USD;
  const list = async (token: string) => (await bank.call(GROUP_LOANS, { action: 'list' }, token)).body as AnswerTo<'group-loans', 'list'>;

  beforeAll(async () => {
    bank = await moneyBank();
    manager = await addStaff(bank, 'branch_manager', 'manager@tmb.test', 'Nora');
    officer = await addStaff(bank, 'loan_officer', 'officer@tmb.test', 'Ama');
    const auditor = await addStaff(bank, 'auditor', 'auditor@tmb.test', 'Aud');
    auditorToken = auditor.token;
    members = [bank.alice.id, bank.bob.id, ...(await addCustomers(bank, 3))];
    today = bank.clock.now().toISOString().slice(0, 10);
    const branchId = (await bank.call('/functions/v1/field-branches', { action: 'open_branch', name: 'North', address: '1 Market Road', workingDays: [1, 2, 3, 4, 5, 6, 7] }, bank.admin)).body.branchId;
    for (const staff of [manager, officer]) expect((await bank.call('/functions/v1/field-branches', { action: 'assign_staff', staffId: staff.userId, branchId }, bank.admin)).status).toBe(200);
    for (const customerId of members) expect((await bank.call('/functions/v1/field-branches', { action: 'assign_customer', customerId, branchId, officerId: officer.userId, reason: 'Opening' }, bank.admin)).status).toBe(200);
    expect((await bank.call('/functions/v1/field-branches', { action: 'declare_holiday', branchId, date: addDays(today, 14), name: 'Market festival' }, manager.token)).status).toBe(200);
    const schedule = { frequency: 'weekly', weekday: isoWeekday(today), firstMeeting: today, place: 'Market hall', time: '09:30' };
    const centerId = (await bank.call('/functions/v1/field-groups', { action: 'open_center', branchId, name: 'Market center', officerId: officer.userId, schedule }, manager.token)).body.centerId;
    groupId = (await bank.call('/functions/v1/field-groups', { action: 'form_group', centerId, name: 'Sunrise', officerId: officer.userId, members, leaderId: members[3], secretaryId: members[4] }, manager.token)).body.groupId;
    const product = { ...starterLoanProducts.personal, name: 'Group Loan', minPrincipal: 50_00, maxPrincipal: 1_000_00, minTerm: 4, maxTerm: 52, frequency: 'weekly', annualRateBps: 2600, lateFee: 0 };
    const saved = await bank.call('/functions/v1/admin-loan-products', { action: 'save', product }, bank.admin);
    expect(saved.status).toBe(200);
    productId = saved.body.product.productId;
  });

  it('is proposed by the officer, approved by a second person, disbursed to each member\'s savings on meeting days; a borrower cannot leave', async () => {
    const before = await Promise.all(members.map(balance));
    const application = { action: 'apply', groupId, productId, term: 4, purpose: 'Market stock', members: members.map((customerId, i) => ({ customerId, amount: amounts[i] })) };
    const tooMuch = await bank.call(GROUP_LOANS, { ...application, members: [{ customerId: members[0], amount: '5000.00' }] }, officer.token);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.detail).toBe('The amount for Alice Adams is not within what the loan product allows.');
    expect((await bank.call(GROUP_LOANS, application, auditorToken)).status).toBe(403);
    const applied = await bank.call(GROUP_LOANS, application, officer.token);
    expect(applied.status).toBe(200);
    const { applicationId } = applied.body;

    expect((await bank.call(GROUP_LOANS, { action: 'approve', applicationId, note: 'Mine' }, officer.token)).status).toBe(403);
    expect((await bank.call(GROUP_LOANS, { action: 'disburse', applicationId }, manager.token)).status).toBe(409);
    expect((await bank.call(GROUP_LOANS, { action: 'approve', applicationId, note: 'Checked the group' }, manager.token)).status).toBe(200);
    expect((await bank.call(GROUP_LOANS, { action: 'disburse', applicationId }, manager.token)).status).toBe(200);
    expect((await bank.call(GROUP_LOANS, { action: 'disburse', applicationId }, manager.token)).status).toBe(200); // asked again: nothing paid twice

    const after = await Promise.all(members.map(balance));
    expect(after.map((b, i) => b - before[i]!)).toEqual([100_00, 150_00, 200_00, 120_00, 80_00]);
    const loans = (await bank.call('/functions/v1/loans-mine', {}, bank.alice.token)).body.loans;
    expect(loans).toHaveLength(1);
    const disbursed = (await list(officer.token)).applications[0]!;
    expect(disbursed).toMatchObject({ status: 'disbursed', proposedBy: 'Ama Staff', decidedBy: 'Nora Staff' });
    expect(disbursed.dueDates).toEqual([addDays(today, 7), addDays(today, 15), addDays(today, 21), addDays(today, 28)]);
    expect(disbursed.members.map((m) => m.status)).toEqual(['due', 'due', 'due', 'due', 'due']);

    const leave = await bank.call('/functions/v1/field-groups', { action: 'leave_group', groupId, customerId: members[2], reason: 'Moving away' }, manager.token);
    expect(leave.status).toBe(409);
    expect(leave.body.detail).toBe('This member has an active group loan: they can leave once it is settled or transferred.');
  });

  it('a member sees their group\'s status this cycle without anyone\'s amounts; the officer sees who is late', async () => {
    const mine = (await bank.call(MINE, {}, bank.alice.token)).body as AnswerTo<'group-status-mine'>;
    expect(mine.group).toMatchObject({ name: 'Sunrise', cycleDate: addDays(today, 7) });
    expect(mine.group!.members).toHaveLength(5);
    expect(mine.group!.members.find((m) => m.you)).toMatchObject({ name: 'Alice Adams', status: 'due' });
    expect(JSON.stringify(mine)).not.toMatch(/amount|balance|outstanding|Minor|15000|150\.00/i);

    // Past the first meeting, nobody has paid. Tokens are checked against the real clock, so the reads are called as the route would, with the caller.
    bank.clock.advance(9 * 24 * 3_600_000);
    const view = await bank.ctx.live.catchUp();
    const as = (id: string) => ({ user: view.users.get(id)!, session: {} as Principal['session'] });
    const late = (await groupLoansList(bank.ctx, as(officer.userId))).applications[0]!.members;
    expect(late.every((m) => m.status === 'late' && m.daysLate === 2)).toBe(true);
    expect((await myGroupStatus(bank.ctx, as(bank.bob.id))).group!.members.map((m) => m.status)).toEqual(['late', 'late', 'late', 'late', 'late']);
    bank.clock.advance(-9 * 24 * 3_600_000);
    expect((await list(auditorToken)).applications).toHaveLength(1);
    const outsider = await addStaff(bank, 'loan_officer', 'other@tmb.test', 'Ben');
    expect((await list(outsider.token)).applications).toEqual([]);
  });

  it('the dated job never takes a member\'s instalment from their savings: it falls due on the meeting day and goes late', async () => {
    const before = await Promise.all(members.map(balance));
    bank.clock.advance(8 * 24 * 3_600_000);
    await datedWorkJob.runDue(bank.ctx, bank.clock.now());
    bank.clock.advance(-8 * 24 * 3_600_000);
    // Savings interest may have been credited on the way; nothing was debited.
    const after = await Promise.all(members.map(balance));
    expect(after.every((b, i) => b >= before[i]!)).toBe(true);
    const loans = [...(await bank.ctx.live.catchUp()).loans.values()].filter((l) => l.group?.groupId === groupId);
    expect(loans).toHaveLength(5);
    for (const loan of loans) {
      expect(loan.instalments[0]).toMatchObject({ fellDue: true, principalPaid: 0 });
      expect((await bank.ctx.store.readStream(loanStream(loan.loanId))).filter((e) => e.type === 'LoanRepaymentApplied')).toEqual([]);
    }
  });

  it('a member who pays off their loan may leave the group (settled once); the others still cannot', async () => {
    const sixth = (await addCustomers(bank, 1, 'joiner'))[0]!;
    const call = async (fn: string, body: Record<string, unknown>, token: string) => { const r = await bank.call(`/functions/v1/${fn}`, body, token); expect(r.status, JSON.stringify(r.body)).toBe(200); return r.body; };
    const branchId = (await call('field-view', {}, manager.token)).branchId as string;
    await call('field-branches', { action: 'assign_customer', customerId: sixth, branchId, officerId: officer.userId, reason: 'Joining Sunrise' }, bank.admin);
    await call('field-groups', { action: 'join_group', groupId, customerId: sixth }, manager.token);
    const bobLoan = [...(await bank.ctx.live.catchUp()).loans.values()].find((l) => l.userId === bank.bob.id)!;
    await bank.fund(bank.bob.id, 'USD', '50.00');
    const started = await call('loan-repay-start', { loanId: bobLoan.loanId, mode: 'payoff', pin: bank.bob.pin }, bank.bob.token);
    const code = codeFrom(bank.mailbox.to('bob@example.com').filter((m) => /one-time code/.test(m.text)).at(-1)!.text);
    const paid = await bank.call('/functions/v1/loan-repay-confirm', { loanId: bobLoan.loanId, changeId: started.changeId, code }, bank.bob.token, 'POST', { 'idempotency-key': randomUUID() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.loan.status).toBe('closed');
    await bank.ctx.reactors.settled();
    await bank.ctx.reactors.runAll(bank.ctx);

    const settled = (await bank.ctx.store.readStream(FIELD_STREAM)).filter((e) => e.type === 'GroupLoanSettled');
    expect(settled.map((e) => e.data)).toEqual([expect.objectContaining({ customerId: bank.bob.id, loanId: bobLoan.loanId, outcome: 'paid_off' })]);
    await call('field-groups', { action: 'leave_group', groupId, customerId: bank.bob.id, reason: 'Moving to the city' }, manager.token);
    const other = await bank.call('/functions/v1/field-groups', { action: 'leave_group', groupId, customerId: members[2], reason: 'Moving away' }, manager.token);
    expect(other.status).toBe(409);
    expect(other.body.detail).toBe('This member has an active group loan: they can leave once it is settled or transferred.');
  });
});
