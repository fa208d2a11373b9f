// Proves joint-liability group loans through HTTP: the group's officer proposes one application with an amount per member; the officer cannot approve, the branch's manager does (a second person); disbursement pays each member's own amount into their savings with instalments on the meeting days (one moved past a branch holiday); a borrower cannot leave the group; a member sees their group's status this cycle (paid, due, late per member) with no amounts of others; the officer sees who is late.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isoWeekday } from '../../domain/field/calendar.ts';
import { starterLoanProducts } from '../../domain/loans/fixtures.ts';
import { addDays } from '../../domain/loans/dates.ts';
import { addCustomers, addStaff } from '../../tests/support/field-people.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';
import type { Principal } from '../bank/auth-service.ts';
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
});
