// Proves inviting an administrator through the real functions: the reason is required, the invitee sets a password and PIN
// through the e-mailed link and can then sign in to the back office, the link works once, says so when used, expired or revoked,
// customers cannot invite, and every step is an event with its actor and reason. Maker-checker (issue 25 item 4): the invitee never
// checks the inviter's request within 30 days, a second invitation waits for another administrator, and every one is told.
import { describe, expect, it } from 'vitest';
import { ADMIN, PUBLIC_ORIGIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';
import { createSecondAdmin, invitationTokenFor, SECOND_ADMIN } from '../../tests/support/second-admin.ts';
import { ADMIN_INVITATIONS_STREAM } from '../../domain/credentials/admin-invitation.ts';
import { bootstrap } from '../bank/bootstrap.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';

const adminToken = async (bank: Awaited<ReturnType<typeof testBank>>) => (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token as string;
const invite = (email: string, reason = 'Maker-checker needs two') => ({ action: 'invite', email, firstName: 'Dana', lastName: 'Diaz', reason });
const accept = (token: string, overrides: Record<string, string> = {}) => ({ token, password: 'Checker-Harbor-47', confirmPassword: 'Checker-Harbor-47', pin: '1357', confirmPin: '1357', ...overrides });

describe('administrator invitations', () => {
  it('an invited administrator sets a password and PIN, signs in as an administrator, and the link then says it was used', async () => {
    const bank = await testBank();
    const second = await createSecondAdmin(bank);
    const me = await bank.call('/functions/v1/auth-login', { email: SECOND_ADMIN.email, password: SECOND_ADMIN.password, pin: SECOND_ADMIN.pin });
    expect(me.body.user.role).toBe('admin');
    expect(bank.mailbox.to(SECOND_ADMIN.email)[0]?.text).toContain(`${PUBLIC_ORIGIN}/admin-invitation?token=`);
    const token = invitationTokenFor(bank, SECOND_ADMIN.email);
    expect((await bank.call('/functions/v1/admin-invitation-check', { token })).body).toMatchObject({ status: 'used', email: null });
    const again = await bank.call('/functions/v1/admin-invitation-accept', accept(token));
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already been used/);
    const list = await bank.call('/functions/v1/admin-administrators', { action: 'list' }, second.token);
    expect(list.body.administrators.map((a: { email: string }) => a.email)).toEqual(expect.arrayContaining([ADMIN.email, SECOND_ADMIN.email]));
    expect(list.body.invitations[0]).toMatchObject({ email: SECOND_ADMIN.email, status: 'used', reason: 'Maker-checker needs a second administrator' });
  });

  it('is written in the inviting administrator\'s language: French from an administrator who chose French', async () => {
    const bank = await testBank();
    const admin = await adminToken(bank);
    await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test'), admin);
    expect(bank.mailbox.to('dana@tmb.test')[0]).toMatchObject({ subject: 'You are invited to administer Trust Microfinance Bank' });
    expect((await bank.call('/functions/v1/user-sync', { action: 'sync_preferences', data: { preferences: { language: 'fr' } } }, admin)).status).toBe(200);
    await bank.call('/functions/v1/admin-administrators', invite('eve@tmb.test'), admin);
    const mail = bank.mailbox.to('eve@tmb.test')[0]!;
    expect(mail.subject).toBe('Vous êtes invité à administrer Trust Microfinance Bank');
    expect(mail.text).toMatch(/vous invite à devenir administrateur de Trust Microfinance Bank\.\n\nOuvrez ce lien dans les 24 heures/);
    expect(mail.text).toContain(`${PUBLIC_ORIGIN}/admin-invitation?token=`);
  });

  it('refuses an invitation without a reason and a customer who invites', async () => {
    const bank = await testBank();
    const token = await adminToken(bank);
    const noReason = await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test', '  '), token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toMatchObject({ reason: 'A reason is required.' });
    const customer = (await bank.call('/functions/v1/auth-signup', signupPayload())).body.session.access_token as string;
    expect((await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test'), customer)).status).toBe(403);
    expect(bank.mailbox.to('dana@tmb.test')).toHaveLength(0);
  });

  it('a revoked link says so, an expired one too, and the password rule applies', async () => {
    const bank = await testBank();
    const admin = await adminToken(bank);
    await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test'), admin);
    const revokedToken = invitationTokenFor(bank, 'dana@tmb.test');
    const weak = await bank.call('/functions/v1/admin-invitation-accept', accept(revokedToken, { password: 'short', confirmPassword: 'short' }));
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBeTruthy();
    const pinMismatch = await bank.call('/functions/v1/admin-invitation-accept', accept(revokedToken, { confirmPin: '9999' }));
    expect(pinMismatch.body.errors).toMatchObject({ confirmPin: 'PINs do not match' });
    const list = await bank.call('/functions/v1/admin-administrators', { action: 'list' }, admin);
    const pending = list.body.invitations.find((i: { status: string }) => i.status === 'ready');
    const revoked = await bank.call('/functions/v1/admin-administrators', { action: 'revoke', invitationId: pending.id, reason: 'Sent to the wrong person' }, admin);
    expect(revoked.status).toBe(200);
    expect((await bank.call('/functions/v1/admin-invitation-check', { token: revokedToken })).body.status).toBe('revoked');
    expect((await bank.call('/functions/v1/admin-invitation-accept', accept(revokedToken))).body.detail).toMatch(/revoked/);
    expect((await bank.call('/functions/v1/auth-login', { email: 'dana@tmb.test', password: 'Checker-Harbor-47', pin: '1357' })).status).not.toBe(200);

    await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test'), admin);
    const expiring = invitationTokenFor(bank, 'dana@tmb.test');
    bank.clock.advance(24 * 3_600_000 + 1);
    expect((await bank.call('/functions/v1/admin-invitation-check', { token: expiring })).body.status).toBe('expired');
    expect((await bank.call('/functions/v1/admin-invitation-accept', accept(expiring))).body.detail).toMatch(/expired/);

    const events = await bank.store.readStream(ADMIN_INVITATIONS_STREAM);
    expect(events.map((e) => [e.type, e.metadata.reason])).toEqual([
      ['AdminInvited', 'Maker-checker needs two'], ['AdminInvitationRevoked', 'Sent to the wrong person'], ['AdminInvited', 'Maker-checker needs two'],
    ]);
    expect(JSON.stringify(events)).not.toContain(expiring);
  });

  it('refuses to invite an e-mail that already has an account, or one with a pending invitation', async () => {
    const bank = await testBank();
    const admin = await adminToken(bank);
    expect((await bank.call('/functions/v1/admin-administrators', invite(ADMIN.email), admin)).status).toBe(409);
    await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test'), admin);
    const twice = await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test'), admin);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toMatch(/still pending/);
  });
});

describe('maker-checker for administrators (issue 25 item 4, DECISIONS 31)', () => {
  const SUPPORT = 'support@trustmicrofinance.bank';

  it('refuses the only administrator who recommends a loan, invites an address they control, accepts and approves as the invitee', async () => {
    const bank = await moneyBank();
    const applied = await bank.call('/functions/v1/loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Sewing machine' }, bank.alice.token);
    const loanId = applied.body.loan.loanId as string;
    expect((await bank.call('/functions/v1/admin-loans', { action: 'recommend', loanId, note: '' }, bank.admin)).status).toBe(200);
    const puppet = await createSecondAdmin(bank, { email: 'puppet@attacker.example' });
    // With one administrator nobody could approve the invitation: the bank's support address is told instead.
    expect(bank.mailbox.to(SUPPORT)[0]).toMatchObject({ subject: 'The only administrator of Trust Microfinance Bank invited another' });
    expect(bank.mailbox.to(SUPPORT)[0]!.text).toContain('puppet@attacker.example');
    // Every administrator is told when one is created.
    expect(bank.mailbox.to(ADMIN.email)[0]).toMatchObject({ subject: 'A new administrator of Trust Microfinance Bank' });
    const approve = () => bank.call('/functions/v1/admin-loans', { action: 'approve', loanId, note: 'Agreed' }, puppet.token);
    expect(await approve()).toMatchObject({ status: 403, body: { detail: 'The administrator who made this request invited you less than 30 days ago: a different administrator must decide on it.' } });
    expect((await bank.call('/functions/v1/admin-loans', { action: 'reject', loanId, reason: 'No' }, puppet.token)).status).toBe(403);
    // The 30 days' end is walked in domain/credentials/maker-checker.unit.spec.ts (tokens are checked against the real clock).
  });

  it('with two administrators, an invitation waits for the other one\'s approval, and the link is sent only then', async () => {
    const bank = await testBank();
    await bootstrap(bank.ctx, { adminEmail: 'second@tmb.test', adminPassword: 'Second-Harbor-93', adminPin: '8642' });
    const first = await adminToken(bank);
    const second = (await bank.call('/functions/v1/auth-login', { email: 'second@tmb.test', password: 'Second-Harbor-93', pin: '8642' })).body.session.access_token as string;
    const sent = await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test'), first);
    expect(sent.body).toMatchObject({ message: 'Invitation to dana@tmb.test recorded: another administrator must approve it before its link is sent.', messageSaid: { key: 'notices.invitationRecorded', params: { email: 'dana@tmb.test' } } });
    expect(bank.mailbox.to('dana@tmb.test')).toHaveLength(0);
    expect(bank.mailbox.to('second@tmb.test')[0]).toMatchObject({ subject: 'An administrator invitation waits for your approval' });
    const listed = (token: string) => bank.call('/functions/v1/admin-administrators', { action: 'list' }, token).then((a) => a.body.invitations[0]);
    expect(await listed(first)).toMatchObject({ status: 'awaiting_approval', mayApprove: false });
    expect(await listed(second)).toMatchObject({ status: 'awaiting_approval', mayApprove: true });
    const own = await bank.call('/functions/v1/admin-administrators', { action: 'approve', invitationId: sent.body.invitationId }, first);
    expect(own).toMatchObject({ status: 403, body: { detail: 'You made this request: a different administrator must decide on it.' } });
    expect((await bank.call('/functions/v1/admin-administrators', { action: 'approve', invitationId: sent.body.invitationId }, second)).status).toBe(200);
    expect(await listed(second)).toMatchObject({ status: 'ready', approvedBy: expect.any(String) });
    const token = invitationTokenFor(bank, 'dana@tmb.test');
    expect((await bank.call('/functions/v1/admin-invitation-accept', accept(token))).status).toBe(200);
    for (const admin of [ADMIN.email, 'second@tmb.test']) expect(bank.mailbox.to(admin)[0]!.text).toMatch(/dana@tmb.test> is now an administrator of Trust Microfinance Bank, invited by .* and approved by /);
  });

  it('lets no invitee of the inviter approve the inviter\'s invitation within 30 days', async () => {
    const bank = await testBank();
    const first = await adminToken(bank);
    const invitee = await createSecondAdmin(bank);
    const sent = await bank.call('/functions/v1/admin-administrators', invite('dana@tmb.test'), first);
    const refused = await bank.call('/functions/v1/admin-administrators', { action: 'approve', invitationId: sent.body.invitationId }, invitee.token);
    expect(refused).toMatchObject({ status: 403, body: { detail: 'The administrator who made this request invited you less than 30 days ago: a different administrator must decide on it.' } });
    expect(bank.mailbox.to('dana@tmb.test')).toHaveLength(0);
  });
});
