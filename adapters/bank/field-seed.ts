/**
 * Field staff and customers for development and the field's e2e journey (issue 29), until the
 * staff invitation carries a role (engineer 2's branch): a branch manager and a loan officer who
 * sign in with FIELD_STAFF_PASSWORD and PIN, and ten customers signed up through the real path,
 * each with a phone of their own that the SMS receipts can reach.
 * Only `scripts/seed-field.ts` calls this; running it again leaves existing people as they are.
 */
import { decideAdminRegistration } from '../../domain/user/registration.ts';
import type { StaffRole } from '../../domain/staff/roles.ts';
import type { SignupForm } from '../../domain/user/signup-form.ts';
import { runCommand } from '../engine/unit-of-work.ts';
import { issueMembershipNumber } from './admin-service.ts';
import { signup } from './auth-service.ts';
import type { BankContext } from './context.ts';

export const FIELD_STAFF_PASSWORD = 'Field-Harbor-47';
export const FIELD_STAFF_PIN = '1357';

export const fieldStaff: { email: string; firstName: string; lastName: string; role: StaffRole }[] = [
  { email: 'manager.field@tmb.test', firstName: 'Nadia', lastName: 'Mensah', role: 'branch_manager' },
  { email: 'officer.field@tmb.test', firstName: 'Oscar', lastName: 'Adeyemi', role: 'loan_officer' },
];

export const fieldCustomers = ['Amina Bello', 'Bola Okoro', 'Chidi Eze', 'Dayo Ade', 'Efe Obi', 'Femi Lawal', 'Gift Uche', 'Hauwa Musa', 'Ike Nwosu', 'Jide Bankole']
  .map((name, i) => ({ firstName: name.split(' ')[0]!, lastName: name.split(' ')[1]!, email: `member${i + 1}.field@tmb.test`, phone: `+233 24 555 01${10 + i}` }));

async function addStaffMember(ctx: BankContext, person: (typeof fieldStaff)[number]): Promise<boolean> {
  if ((await ctx.live.catchUp()).usersByEmail.has(person.email)) return false;
  const [passwordHash, pinHash] = await Promise.all([ctx.hasher.hashPassword(FIELD_STAFF_PASSWORD), ctx.hasher.hashPin(FIELD_STAFF_PIN)]);
  const at = ctx.clock.now().toISOString();
  const command = { type: 'RegisterAdmin' as const, userId: ctx.ids.uuid(), email: person.email, accountNumber: ctx.ids.digits(10), passwordHash, pinHash, at, firstName: person.firstName, lastName: person.lastName, role: person.role };
  await runCommand(ctx.store, { actor: 'system', at, reason: 'field seed' }, async (reads) => {
    const appends = decideAdminRegistration(command, null);
    for (const append of appends) await reads.load(append.streamId);
    return { appends, result: null };
  });
  return true;
}

export async function seedField(ctx: BankContext): Promise<string[]> {
  const done: string[] = [];
  for (const person of fieldStaff) if (await addStaffMember(ctx, person)) done.push(`${person.email} (${person.role})`);
  for (const customer of fieldCustomers) {
    if ((await ctx.live.catchUp()).usersByEmail.has(customer.email)) continue;
    const membershipNumber = await issueMembershipNumber(ctx, `FIELD-${ctx.ids.digits(6)}`, 'system', 'field-seed');
    const form: SignupForm = {
      membershipNumber, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone,
      dateOfBirth: '1985-04-12', address: '12 Market Street', city: 'Springfield', state: 'IL', zipCode: '62701', ssn: '4321',
      password: FIELD_STAFF_PASSWORD, confirmPassword: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN, confirmPin: FIELD_STAFF_PIN, agreeToTerms: true,
    };
    await signup(ctx, form, { ip: '127.0.0.1', deviceInfo: {}, requestId: 'field-seed' });
    done.push(customer.email);
  }
  await ctx.live.catchUp();
  return done;
}
