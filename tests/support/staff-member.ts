/**
 * A staff member of any role for in-process tests (issue 28 item 5): the first administrator
 * invites with the role chosen, and the invitee accepts the e-mailed link.
 *
 *   const auditor = await createStaffMember(bank, 'auditor');   // { email, userId, token }
 */
import type { StaffRole } from '../../domain/staff/roles.ts';
import { invitationTokenFor } from './second-admin.ts';
import { ADMIN, type testBank } from './test-bank.ts';

type Bank = Awaited<ReturnType<typeof testBank>>;

export const STAFF_PASSWORD = 'Ledger-Harbor-47';

export async function createStaffMember(bank: Bank, role: StaffRole, email = `${role.replace('_', '-')}@tmb.test`) {
  const first = (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token as string;
  const invited = await bank.call('/functions/v1/admin-administrators', { action: 'invite', email, firstName: 'Ivy', lastName: 'Inspector', reason: `The bank needs a ${role}`, role }, first);
  if (invited.status !== 200) throw new Error(`Invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const token = invitationTokenFor(bank, email);
  const accepted = await bank.call('/functions/v1/admin-invitation-accept', { token, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD, pin: '2580', confirmPin: '2580' });
  if (accepted.status !== 200) throw new Error(`Accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const login = await bank.call('/functions/v1/auth-login', { email, password: STAFF_PASSWORD, pin: '2580' });
  return { email, userId: login.body.user.id as string, token: login.body.session.access_token as string, login };
}
