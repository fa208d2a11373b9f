// Proves KYC joined to the field through HTTP (issue 29): a customer's documents only for the staff of their branch and the customer, a loan officer only for the customers assigned to them, a branch manager for their branch, the auditor status only; a customer a loan officer registers is placed with them; the set-up link texted in the customer's language with the log never holding it; a customer with no e-mail address registered with the link by SMS, who then signs in with their account number (and only they do).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { smsStream } from '../../domain/sms/events.ts';
import { addCustomers, staffTwoBranches } from '../../tests/support/field-people.ts';
import { ADMIN, testBank } from '../../tests/support/test-bank.ts';
import type { FieldView } from '../contract/index.ts';

vi.setConfig({ testTimeout: 60_000 });

type Bank = Awaited<ReturnType<typeof testBank>>;
type Person = { userId: string; token: string };
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 a small photo')]);
const newCustomer = (email: string, extra: Record<string, unknown> = {}) => ({ firstName: 'Efua', lastName: 'Mensah', email, phone: '+1 202 555 0143', address: 'Market Road', city: 'Kumasi', state: '', zipCode: '', dateOfBirth: '1990-05-01', ...extra });

describe('KYC in the field', () => {
  let bank: Bank;
  let admin: string;
  let managerN: Person;
  let managerS: Person;
  let officerA: Person;
  let officerB: Person;
  let auditor: Person;
  let mine: string;
  let theirs: string;
  let documentId: string;
  const fn = (name: string, body: unknown, token: string) => bank.call(`/functions/v1/${name}`, body, token);
  const upload = (userId: string, token: string) => fn('kyc-document-upload', { userId, kind: 'photo', fileName: 'photo.jpg', contentBase64: JPEG.toString('base64') }, token);

  beforeAll(async () => {
    bank = await testBank();
    admin = (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token;
    const field = await staffTwoBranches(bank, admin, 'kyc.');
    ({ managerN, managerS, officerA, officerB, auditor } = field);
    [mine, theirs] = (await addCustomers(bank, 2)) as [string, string];
    for (const [customerId, officer] of [[mine, officerA], [theirs, officerB]] as const) {
      expect((await fn('field-branches', { action: 'assign_customer', customerId, branchId: field.north, officerId: officer.userId, reason: 'Opening' }, admin)).status).toBe(200);
    }
    const done = await upload(mine, officerA.token);
    expect(done.status).toBe(200);
    documentId = done.body.documentId;
  });

  it('a loan officer acts only for the customers assigned to them; a branch manager for their branch', async () => {
    expect((await upload(theirs, officerA.token)).status).toBe(403);
    const refused = await upload(mine, officerB.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/^This customer is not yours/);
    expect((await upload(mine, managerS.token)).status).toBe(403);
    expect((await upload(theirs, managerN.token)).status).toBe(200);
    expect((await fn('kyc-approve', { userId: mine, note: '' }, officerB.token)).status).toBe(403);
  });

  it('reads KYC status: the officer their own, the manager their branch, the administrator and the auditor all', async () => {
    const status = async (userId: string, token: string) => (await fn('kyc-status', { userId }, token)).status;
    expect(await status(mine, officerA.token)).toBe(200);
    expect(await status(theirs, officerA.token)).toBe(403);
    expect(await status(mine, managerN.token)).toBe(200);
    expect(await status(mine, managerS.token)).toBe(403);
    expect(await status(mine, admin)).toBe(200);
    expect(await status(mine, auditor.token)).toBe(200);
  });

  it('serves a document\'s bytes to staff of the customer\'s branch who act for them and the customer, never the auditor', async () => {
    const bytes = async (token: string) => (await fn('kyc-document', { userId: mine, documentId }, token)).status;
    expect(await bytes(officerA.token)).toBe(200);
    expect(await bytes(managerN.token)).toBe(200);
    expect(await bytes(admin)).toBe(200);
    expect(await bytes(officerB.token)).toBe(403);
    expect(await bytes(managerS.token)).toBe(403);
    expect(await bytes(auditor.token)).toBe(403);
  });

  it('places a customer a loan officer registers in the officer\'s branch, as theirs', async () => {
    const registered = await fn('staff-register-customer', newCustomer('efua@example.com'), officerA.token);
    expect(registered.status).toBe(200);
    const userId = registered.body.userId as string;
    const view = (await fn('field-view', {}, officerA.token)).body as FieldView;
    expect(JSON.stringify(view)).toContain(userId);
    expect((await upload(userId, officerA.token)).status).toBe(200);
    expect((await fn('kyc-status', { userId }, officerB.token)).status).toBe(403);
    expect((await fn('kyc-status', { userId }, managerN.token)).status).toBe(200);
    expect((await fn('kyc-status', { userId }, managerS.token)).status).toBe(403);
  });

  it('texts the set-up link in the customer\'s language when staff choose SMS, and the log never holds it', async () => {
    const registered = await fn('staff-register-customer', newCustomer('kofi@example.com', { firstName: 'Kofi', language: 'fr', sendLinkBy: 'sms' }), officerA.token);
    expect(registered.status).toBe(200);
    expect(registered.body.message).toMatch(/texted to \+1 202 555 0143/);
    expect(bank.mailbox.to('kofi@example.com')).toHaveLength(0);
    const text = bank.sms.to('+12025550143')[0]!.text;
    expect(text).toMatch(/a ouvert votre compte/);
    const token = /\/account-setup\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const log = JSON.stringify(await bank.ctx.store.readStream(smsStream(`account_setup-${registered.body.userId}`)));
    expect(log).toContain('SmsQueued');
    expect(log).not.toContain(token);
    const password = 'Cocoa-Harbor-4711';
    expect((await bank.call('/functions/v1/account-setup', { token, password, confirmPassword: password, pin: '1593', confirmPin: '1593' })).status).toBe(200);
    expect((await bank.call('/functions/v1/auth-login', { email: 'kofi@example.com', password, pin: '1593' })).status).toBe(200);
  });

  it('registers a customer with no e-mail address: the link by SMS, then they sign in with their account number', async () => {
    const noEmail = (firstName: string, phone: string, extra: Record<string, unknown> = {}) => newCustomer('', { firstName, phone, sendLinkBy: 'sms', ...extra });
    const byMail = await fn('staff-register-customer', noEmail('Kwame', '+1 202 555 0150', { sendLinkBy: 'email' }), officerA.token);
    expect([byMail.status, byMail.body.errors]).toEqual([400, { email: expect.stringMatching(/^With no e-mail address, the set-up link can only go by SMS/) }]);
    const unreachable = await fn('staff-register-customer', noEmail('Kwame', '0142'), officerA.token);
    expect([unreachable.status, unreachable.body.errors]).toEqual([400, { phone: expect.stringMatching(/^With no e-mail address, the set-up link goes by SMS/) }]);

    const registered = await fn('staff-register-customer', noEmail('Kwame', '+1 202 555 0150'), officerA.token);
    expect(registered.status).toBe(200);
    // A second customer with no address is no clash: no e-mail is claimed.
    expect((await fn('staff-register-customer', noEmail('Adjoa', '+1 202 555 0151'), officerA.token)).status).toBe(200);
    const token = /\/account-setup\?token=([A-Za-z0-9_-]+)/.exec(bank.sms.to('+12025550150')[0]!.text)?.[1] ?? '';
    const password = 'Yam-Harbor-8830';
    const setUp = await bank.call('/functions/v1/account-setup', { token, password, confirmPassword: password, pin: '2580', confirmPin: '2580' });
    const accountNumber = setUp.body.accountNumber as string;
    expect(accountNumber).toMatch(/^\d{10}$/);
    const signedIn = await bank.call('/functions/v1/auth-login', { email: accountNumber, password, pin: '2580' });
    expect([signedIn.status, signedIn.body.user.id]).toEqual([200, registered.body.userId]);
    expect((await bank.call('/functions/v1/auth-login', { email: `${accountNumber.slice(0, 4)} ${accountNumber.slice(4)}`, password, pin: '2580' })).status).toBe(200);
    expect((await bank.call('/functions/v1/auth-login', { email: accountNumber, password, pin: '1111' })).status).toBe(401);
  });

  it('a customer with an e-mail address signs in with it only, never with their account number', async () => {
    const registered = await fn('staff-register-customer', newCustomer('yaa@example.com', { firstName: 'Yaa', phone: '+1 202 555 0152', sendLinkBy: 'sms' }), officerA.token);
    const token = /\/account-setup\?token=([A-Za-z0-9_-]+)/.exec(bank.sms.to('+12025550152')[0]!.text)?.[1] ?? '';
    const password = 'Shea-Harbor-5127';
    const setUp = await bank.call('/functions/v1/account-setup', { token, password, confirmPassword: password, pin: '4826', confirmPin: '4826' });
    expect(setUp.body).toMatchObject({ email: 'yaa@example.com', accountNumber: null });
    const accountNumber = (await bank.ctx.live.catchUp()).users.get(registered.body.userId as string)!.accountNumber;
    expect((await bank.call('/functions/v1/auth-login', { email: accountNumber, password, pin: '4826' })).status).toBe(401);
    expect((await bank.call('/functions/v1/auth-login', { email: 'yaa@example.com', password, pin: '4826' })).status).toBe(200);
  });

  it('the auditor reads the Branches and Groups pages\' data and places no one', async () => {
    const view = (await fn('field-view', {}, auditor.token)).body as FieldView;
    expect(view.branches.map((b) => b.name)).toEqual(expect.arrayContaining(['Head office', 'North', 'South']));
    expect((await fn('field-branches', { action: 'assign_customer', customerId: mine, branchId: view.branches[0]!.branchId, officerId: officerA.userId, reason: 'x' }, auditor.token)).status).toBe(403);
  });
});
