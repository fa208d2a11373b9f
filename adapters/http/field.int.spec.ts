// Proves the field through HTTP: an administrator opens branches and places staff; a branch manager places customers, opens a center, declares holidays, forms and approves groups of 5 to 30 within their branch only; a customer is in one group of a center; a loan officer sees and acts only for their own customers and groups; the auditor reads and never acts; the back office's customer list filters by branch and officer.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/loans/dates.ts';
import { isoWeekday } from '../../domain/field/calendar.ts';
import { addCustomers, staffTwoBranches } from '../../tests/support/field-people.ts';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';
import type { FieldView } from '../contract/index.ts';

type Bank = Awaited<ReturnType<typeof testBank>>;
const VIEW = '/functions/v1/field-view';
const BRANCHES = '/functions/v1/field-branches';
const GROUPS = '/functions/v1/field-groups';

describe('the field through HTTP', () => {
  let bank: Bank;
  let admin: string;
  let managerN: { userId: string; token: string };
  let managerS: { userId: string; token: string };
  let officerA: { userId: string; token: string };
  let officerB: { userId: string; token: string };
  let auditor: { userId: string; token: string };
  let customers: string[];
  let north: string;
  let south: string;
  let today: string;
  const view = async (token: string) => (await bank.call(VIEW, {}, token)).body as FieldView;

  beforeAll(async () => {
    bank = await testBank();
    admin = (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token;
    ({ managerN, managerS, officerA, officerB, auditor, north, south } = await staffTwoBranches(bank, admin));
    customers = await addCustomers(bank, 16);
    today = bank.clock.now().toISOString().slice(0, 10);
    for (const customerId of customers) {
      expect((await bank.call(BRANCHES, { action: 'assign_customer', customerId, branchId: north, officerId: officerA.userId, reason: 'Opening the branch' }, admin)).status).toBe(200);
    }
  });

  it('opens the head office at the first start, where every customer is until placed', async () => {
    const fresh = await testBank();
    const token = (await fresh.call('/functions/v1/auth-login', ADMIN)).body.session.access_token;
    expect((await fresh.call(VIEW, {}, token)).body.branches.map((b: { name: string }) => b.name)).toEqual(['Head office']);
  });

  it('only an administrator opens branches and places staff', async () => {
    expect((await bank.call(BRANCHES, { action: 'open_branch', name: 'East', address: '', workingDays: [1] }, managerN.token)).status).toBe(403);
    expect((await bank.call(BRANCHES, { action: 'assign_staff', staffId: officerB.userId, branchId: south }, managerN.token)).status).toBe(403);
    expect((await bank.call(BRANCHES, { action: 'open_branch', name: 'East', address: '', workingDays: [1] }, officerA.token)).status).toBe(403);
  });

  it('a branch manager reassigns within their branch with a reason; another branch\'s manager is refused', async () => {
    const move = { action: 'assign_customer', customerId: customers[15], branchId: north, officerId: officerB.userId, reason: 'Lives near Ben\'s market' };
    expect((await bank.call(BRANCHES, move, managerS.token)).status).toBe(403);
    expect((await bank.call(BRANCHES, { ...move, reason: '' }, managerN.token)).body.detail).toBe('Give the reason.');
    expect((await bank.call(BRANCHES, move, managerN.token)).status).toBe(200);
    const list = (await bank.call('/functions/v1/admin-users', { action: 'list', branchId: north, officerId: officerB.userId }, admin)).body;
    expect(list.rows.map((r: { id: string }) => r.id)).toEqual([customers[15]]);
    expect(list.rows[0].placement).toMatchObject({ branchName: 'North', officerName: 'Ben Staff' });
  });

  it('refuses a center whose first meeting is on a holiday, and moves a later meeting past one', async () => {
    const holiday = addDays(today, 7);
    expect((await bank.call(BRANCHES, { action: 'declare_holiday', branchId: north, date: holiday, name: 'Market festival' }, managerS.token)).status).toBe(403);
    expect((await bank.call(BRANCHES, { action: 'declare_holiday', branchId: north, date: holiday, name: 'Market festival' }, managerN.token)).status).toBe(200);
    const schedule = { frequency: 'weekly', weekday: isoWeekday(holiday), firstMeeting: holiday, place: 'Market hall', time: '09:30' };
    const refused = await bank.call(GROUPS, { action: 'open_center', branchId: north, name: 'Festival center', officerId: officerA.userId, schedule }, managerN.token);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(`The first meeting cannot be on ${holiday}: it is a holiday (Market festival). Choose another date.`);
    const opened = await bank.call(GROUPS, { action: 'open_center', branchId: north, name: 'Market center', officerId: officerA.userId, schedule: { ...schedule, firstMeeting: today, weekday: isoWeekday(today) } }, managerN.token);
    expect(opened.status).toBe(200);
    const center = (await view(managerN.token)).centers.find((c) => c.name === 'Market center')!;
    expect(center.nextMeetings.slice(0, 2).map((m) => m.date)).toEqual([today, addDays(holiday, 1)]);
    expect(center.nextMeetings[1]).toMatchObject({ scheduled: holiday, moved: true, holiday: 'Market festival' });
  });

  it('forms groups of 5 to 30 members, a customer in one group of a center; an officer sees and acts only for their own', async () => {
    const centerId = (await view(managerN.token)).centers.find((c) => c.name === 'Market center')!.centerId;
    const form = (name: string, members: string[], token = managerN.token, officerId = officerA.userId) =>
      bank.call(GROUPS, { action: 'form_group', centerId, name, officerId, members, leaderId: members[0], secretaryId: members[1] }, token);
    expect((await form('Too small', customers.slice(0, 4))).body.detail).toBe('A group has 5 to 30 members.');
    expect((await form('Sunrise', customers.slice(0, 5))).status).toBe(200);
    const twice = await form('Moonrise', customers.slice(4, 9));
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('This customer is already in the group Sunrise of this center: a customer is in one group of a center.');
    expect((await form('Moonrise', customers.slice(5, 10))).status).toBe(200);
    expect((await form('Other branch', customers.slice(10, 15), managerS.token)).status).toBe(403);

    const mine = await view(officerA.token);
    expect(mine.groups.map((g) => g.name).sort()).toEqual(['Moonrise', 'Sunrise']);
    expect(mine.customers.map((c) => c.customerId)).not.toContain(customers[15]);
    const theirs = await view(officerB.token);
    expect(theirs.groups).toEqual([]);
    expect(theirs.customers.map((c) => c.customerId)).toEqual([customers[15]]);

    const sunrise = mine.groups.find((g) => g.name === 'Sunrise')!;
    const attendance = { action: 'record_attendance', groupId: sunrise.groupId, meetingDate: today, present: customers.slice(0, 4) };
    const refused = await bank.call(GROUPS, attendance, officerB.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/This group is not yours/);
    expect((await bank.call(GROUPS, attendance, officerA.token)).status).toBe(200);
    const held = (await view(officerA.token)).groups.find((g) => g.groupId === sunrise.groupId)!.heldMeetings[0]!;
    expect(held).toMatchObject({ date: today, recorded: true, present: customers.slice(0, 4), absent: [customers[4]] });
  });

  it('a loan officer\'s group waits for the manager of its branch to approve it', async () => {
    const centerId = (await view(managerN.token)).centers.find((c) => c.name === 'Market center')!.centerId;
    const members = customers.slice(10, 15);
    const formed = await bank.call(GROUPS, { action: 'form_group', centerId, name: 'Evening', officerId: officerA.userId, members, leaderId: members[0], secretaryId: members[1] }, officerA.token);
    expect(formed.status).toBe(200);
    expect((await view(officerA.token)).groups.find((g) => g.groupId === formed.body.groupId)!.approved).toBe(false);
    expect((await bank.call(GROUPS, { action: 'approve_group', groupId: formed.body.groupId }, officerA.token)).status).toBe(403);
    expect((await bank.call(GROUPS, { action: 'approve_group', groupId: formed.body.groupId }, managerS.token)).status).toBe(403);
    expect((await bank.call(GROUPS, { action: 'approve_group', groupId: formed.body.groupId }, managerN.token)).status).toBe(200);
    expect((await view(managerN.token)).groups.find((g) => g.groupId === formed.body.groupId)!.approved).toBe(true);
    expect((await view(managerS.token)).groups).toEqual([]);
  });

  it('members join and leave with dates; an officer adds only their own customers', async () => {
    const sunrise = (await view(managerN.token)).groups.find((g) => g.name === 'Sunrise')!;
    const join = { action: 'join_group', groupId: sunrise.groupId, customerId: customers[15] };
    expect((await bank.call(GROUPS, join, officerA.token)).body.detail).toMatch(/This customer is not yours/);
    expect((await bank.call(GROUPS, join, managerN.token)).status).toBe(200);
    expect((await bank.call(GROUPS, { action: 'leave_group', groupId: sunrise.groupId, customerId: customers[15], reason: '' }, officerA.token)).body.detail).toBe('Give the reason.');
    expect((await bank.call(GROUPS, { action: 'leave_group', groupId: sunrise.groupId, customerId: customers[15], reason: 'Moved to the city' }, officerA.token)).status).toBe(200);
    const member = (await view(managerN.token)).groups.find((g) => g.groupId === sunrise.groupId)!.members.find((m) => m.customerId === customers[15])!;
    expect(member).toMatchObject({ joinedOn: today, leftOn: today });
    expect((await bank.call(GROUPS, { action: 'leave_group', groupId: sunrise.groupId, customerId: customers[4], reason: 'Moving' }, officerA.token)).body.detail).toBe('A group keeps at least 5 members.');
  });

  it('the auditor reads the field and acts on nothing; a customer reaches none of it', async () => {
    expect((await view(auditor.token)).groups.length).toBe(3);
    expect((await bank.call(GROUPS, { action: 'approve_group', groupId: 'x' }, auditor.token)).status).toBe(403);
    expect((await bank.call(BRANCHES, { action: 'declare_holiday', branchId: north, date: today, name: 'x' }, auditor.token)).status).toBe(403);
    const signedUp = await bank.call('/functions/v1/auth-signup', signupPayload());
    const customer = signedUp.body.session.access_token as string;
    expect((await bank.call(VIEW, {}, customer)).status).toBe(403);
    expect((await bank.call(GROUPS, { action: 'approve_group', groupId: 'x' }, customer)).status).toBe(403);
  });
});
