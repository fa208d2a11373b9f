/**
 * A second administrator for in-process tests (maker-checker needs two, issue 17): the first
 * administrator invites through the real function, and the invitee accepts the e-mailed link.
 *
 *   const bank = await testBank();
 *   const checker = await createSecondAdmin(bank);   // { email, password, pin, userId, token }
 */
import { ADMIN, type testBank } from './test-bank.ts';

type Bank = Awaited<ReturnType<typeof testBank>>;

export const SECOND_ADMIN = { email: 'checker@tmb.test', password: 'Checker-Harbor-47', pin: '1357', firstName: 'Chris', lastName: 'Checker' };

/** The token in the newest invitation e-mailed to `email` (the bank's development mailbox). */
export function invitationTokenFor(bank: Bank, email: string): string {
  const mail = bank.mailbox.to(email)[0]?.text ?? '';
  const token = /\/admin-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`No invitation e-mailed to ${email}`);
  return token;
}

/** Invites `who` as the first administrator and accepts the link; answers their credentials, id and a signed-in access token. */
export async function createSecondAdmin(bank: Bank, who: Partial<typeof SECOND_ADMIN> = {}) {
  const admin = { ...SECOND_ADMIN, ...who };
  const first = (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token as string;
  const invited = await bank.call('/functions/v1/admin-administrators', { action: 'invite', email: admin.email, firstName: admin.firstName, lastName: admin.lastName, reason: 'Maker-checker needs a second administrator' }, first);
  if (invited.status !== 200) throw new Error(`Invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const token = invitationTokenFor(bank, admin.email);
  const accepted = await bank.call('/functions/v1/admin-invitation-accept', { token, password: admin.password, confirmPassword: admin.password, pin: admin.pin, confirmPin: admin.pin });
  if (accepted.status !== 200) throw new Error(`Accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const login = await bank.call('/functions/v1/auth-login', { email: admin.email, password: admin.password, pin: admin.pin });
  return { email: admin.email, password: admin.password, pin: admin.pin, userId: login.body.user.id as string, token: login.body.session.access_token as string };
}
