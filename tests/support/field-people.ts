/**
 * People for the field's int tests (issue 29): customers registered straight into their streams
 * (the field needs only that they exist), and staff with a role (branch manager, loan officer,
 * auditor) registered as the invitation would, then signed in through the real login.
 *
 *   const bank = await testBank();
 *   const ids = await addCustomers(bank, 12);                         // ['c-1', ...]
 *   const officer = await addStaff(bank, 'loan_officer', 'oli@tmb.test', 'Oli');   // { userId, token }
 *   const { north, south, officerA } = await staffTwoBranches(bank, adminToken);   // the two-branch set-up
 */
import { decideAdminRegistration } from '../../domain/user/registration.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import type { StaffRole } from '../../domain/staff/roles.ts';
import { runCommand } from '../../adapters/engine/unit-of-work.ts';
import type { testBank } from './test-bank.ts';

type Bank = Awaited<ReturnType<typeof testBank>>;

export const STAFF_PASSWORD = 'Field-Harbor-47';
export const STAFF_PIN = '1357';

export async function addCustomers(bank: Bank, count: number, prefix = 'c'): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
  const at = bank.clock.now().toISOString();
  for (const [i, userId] of ids.entries()) {
    const registered: UserEvent = {
      type: 'UserRegistered',
      data: {
        userId, role: 'user', email: `${userId}@example.com`, firstName: `Member${i + 1}`, lastName: prefix.toUpperCase(), phone: '', address: '', city: '', state: '', zipCode: '',
        dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: `9${String(i + 1).padStart(3, '0')}${prefix.length}00000`.slice(0, 10), accountType: 'savings', membershipNumber: null, status: 'active', at,
      },
    };
    await runCommand(bank.ctx.store, { actor: 'test', at, reason: 'field test customer' }, async (reads) => {
      await reads.load(userStream(userId));
      return { appends: [{ streamId: userStream(userId), events: [registered] }], result: null };
    });
  }
  await bank.ctx.live.catchUp();
  return ids;
}

export async function addStaff(bank: Bank, role: StaffRole, email: string, firstName: string): Promise<{ userId: string; token: string }> {
  const { ctx } = bank;
  const [passwordHash, pinHash] = await Promise.all([ctx.hasher.hashPassword(STAFF_PASSWORD), ctx.hasher.hashPin(STAFF_PIN)]);
  const userId = ctx.ids.uuid();
  const at = ctx.clock.now().toISOString();
  await runCommand(ctx.store, { actor: 'test', at, reason: 'field test staff' }, async (reads) => {
    const appends = decideAdminRegistration({ type: 'RegisterAdmin', userId, email, accountNumber: ctx.ids.digits(10), passwordHash, pinHash, at, firstName, lastName: 'Staff', role }, null);
    for (const append of appends) await reads.load(append.streamId);
    return { appends, result: null };
  });
  await ctx.live.catchUp();
  const login = await bank.call('/functions/v1/auth-login', { email, password: STAFF_PASSWORD, pin: STAFF_PIN });
  if (login.status !== 200) throw new Error(`Staff login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { userId, token: login.body.session.access_token as string };
}

export type StaffMember = Awaited<ReturnType<typeof addStaff>>;

/**
 * The two-branch field the access tests start from: North and South open every day, a branch
 * manager in each (Nora, Sam), two loan officers in North (Ama, Ben) and an auditor in none.
 * `emailPrefix` keeps one file's staff apart from another's.
 */
export async function staffTwoBranches(bank: Bank, adminToken: string, emailPrefix = '') {
  const managerN = await addStaff(bank, 'branch_manager', `${emailPrefix}north.manager@tmb.test`, 'Nora');
  const managerS = await addStaff(bank, 'branch_manager', `${emailPrefix}south.manager@tmb.test`, 'Sam');
  const officerA = await addStaff(bank, 'loan_officer', `${emailPrefix}officer.a@tmb.test`, 'Ama');
  const officerB = await addStaff(bank, 'loan_officer', `${emailPrefix}officer.b@tmb.test`, 'Ben');
  const auditor = await addStaff(bank, 'auditor', `${emailPrefix}auditor@tmb.test`, 'Aud');
  const open = async (name: string, address: string) =>
    (await bank.call('/functions/v1/field-branches', { action: 'open_branch', name, address, workingDays: [1, 2, 3, 4, 5, 6, 7] }, adminToken)).body.branchId as string;
  const north = await open('North', '1 Market Road');
  const south = await open('South', '2 River Road');
  for (const [staff, branchId] of [[managerN, north], [managerS, south], [officerA, north], [officerB, north]] as const) {
    const placed = await bank.call('/functions/v1/field-branches', { action: 'assign_staff', staffId: staff.userId, branchId }, adminToken);
    if (placed.status !== 200) throw new Error(`Placing staff answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  }
  return { managerN, managerS, officerA, officerB, auditor, north, south };
}
