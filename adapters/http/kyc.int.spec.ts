// Proves KYC through HTTP as staff and customers would meet it: a 6 MB upload and a renamed program refused with a clear message and nothing kept, a duplicate identifier number refused, the checklist approved only by a second member of staff, activation and a first loan's disbursement held until then, the document's bytes served to the customer and administrators but never to another customer or the auditor.
import { describe, expect, it, vi } from 'vitest';
import { bootstrap } from '../bank/bootstrap.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';
import { kycStream } from '../../domain/kyc/events.ts';
import type { StaffRole } from '../../domain/staff/roles.ts';
import { decideAdminRegistration } from '../../domain/user/registration.ts';
import { runCommand } from '../engine/unit-of-work.ts';

type Bank = Awaited<ReturnType<typeof moneyBank>>;

/** A member of staff of `role` registered as bootstrap registers the first administrator, signed in. */
async function staffMember(bank: Bank, role: StaffRole, email: string): Promise<string> {
  const password = 'Staff-Harbor-4711';
  const [passwordHash, pinHash] = await Promise.all([bank.ctx.hasher.hashPassword(password), bank.ctx.hasher.hashPin('2580')]);
  const at = bank.ctx.clock.now().toISOString();
  await runCommand(bank.ctx.store, { actor: 'system', at }, async (reads) => {
    const appends = decideAdminRegistration({ type: 'RegisterAdmin', userId: bank.ctx.ids.uuid(), email, accountNumber: bank.ctx.ids.digits(10), passwordHash, pinHash, at, role, firstName: role, lastName: 'Staff' }, null);
    for (const append of appends) await reads.load(append.streamId);
    return { appends, result: undefined };
  });
  return (await bank.call('/functions/v1/auth-login', { email, password, pin: '2580' })).body.session.access_token as string;
}

vi.setConfig({ testTimeout: 60_000 });

const SECOND = { email: 'kyc-checker@tmb.test', password: 'Checker-Harbor-93', pin: '8642' };
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 a small photo')]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);

async function kycBank() {
  const bank = await moneyBank();
  await bootstrap(bank.ctx, { adminEmail: SECOND.email, adminPassword: SECOND.password, adminPin: SECOND.pin });
  const checker = (await bank.call('/functions/v1/auth-login', SECOND)).body.session.access_token as string;
  const fn = (name: string, body: unknown, token: string) => bank.call(`/functions/v1/${name}`, body, token);
  const upload = (kind: string, bytes: Buffer, token = bank.admin, fileName = 'photo.jpg', userId = bank.alice.id) =>
    fn('kyc-document-upload', { userId, kind, fileName, contentBase64: bytes.toString('base64') }, token);
  const requireChecklist = () => fn('admin-settings', { action: 'save', category: 'kyc', values: { identifierTypes: 'national_id, voter_card', requiredIdentifiers: 'national_id', requiredDocuments: 'photo' } }, bank.admin);
  const kycEvents = async () => (await bank.ctx.store.readStream(kycStream(bank.alice.id))).length;
  return { ...bank, checker, fn, upload, requireChecklist, kycEvents };
}

describe('KYC documents', () => {
  it('refuses a 6 MB upload and a renamed program with a clear message, keeping nothing', async () => {
    const bank = await kycBank();
    const six = Buffer.alloc(6 * 1024 * 1024);
    JPEG.copy(six);
    const big = await bank.upload('photo', six);
    expect(big.status).toBe(400);
    expect(big.body.detail).toBe('This file is 6.0 MB: a document may be at most 5 MB. Nothing was uploaded.');
    const program = await bank.upload('photo', ELF);
    expect(program.status).toBe(400);
    expect(program.body.detail).toMatch(/^This file is a program, whatever its name says/);
    const pe = await bank.upload('identity_scan', Buffer.from('MZ\x90\x00 This program cannot be run in DOS mode'), bank.admin, 'scan.pdf');
    expect(pe.body.errors.file).toMatch(/program/);
    expect(await bank.kycEvents()).toBe(0);
    const french = await bank.call('/functions/v1/kyc-document-upload', { userId: bank.alice.id, kind: 'photo', fileName: 'photo.jpg', contentBase64: ELF.toString('base64') }, bank.admin, 'POST', { 'x-language': 'fr' });
    expect(french.status).toBe(400);
  });

  it('keeps a JPEG with its SHA-256, and serves it to the customer and the administrator only', async () => {
    const bank = await kycBank();
    const done = await bank.upload('photo', JPEG);
    expect(done.status).toBe(200);
    const { documentId } = done.body;
    expect(done.body.kyc.documents[0]).toMatchObject({ kind: 'photo', mediaType: 'image/jpeg', size: JPEG.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const mine = await bank.fn('kyc-mine', { action: 'document', documentId }, bank.alice.token);
    expect(Buffer.from(mine.body.contentBase64, 'base64').equals(JPEG)).toBe(true);
    const staff = await bank.fn('kyc-document', { userId: bank.alice.id, documentId }, bank.checker);
    expect(staff.body.sha256).toBe(done.body.kyc.documents[0].sha256);
    // Another customer: their own document list only; someone else's document is not found, and the staff functions are closed to them.
    expect((await bank.fn('kyc-mine', { action: 'document', documentId }, bank.bob.token)).status).toBe(404);
    expect((await bank.fn('kyc-document', { userId: bank.alice.id, documentId }, bank.bob.token)).status).toBe(403);
    expect((await bank.fn('kyc-status', { userId: bank.alice.id }, bank.bob.token)).status).toBe(403);
    expect((await bank.fn('kyc-mine', { action: 'status' }, bank.bob.token)).body.kyc.documents).toEqual([]);
  });
});

describe('staff roles', () => {
  it('lets the auditor read KYC status but never a document\'s bytes; a loan officer uploads and another member of staff approves', async () => {
    const bank = await kycBank();
    const auditor = await staffMember(bank, 'auditor', 'auditor@tmb.test');
    const officer = await staffMember(bank, 'loan_officer', 'officer@tmb.test');
    // A loan officer acts only for the customers assigned to them (docs/field.md): refused until Alice is theirs.
    expect((await bank.upload('photo', JPEG, officer)).status).toBe(403);
    const officerId = [...(await bank.ctx.live.catchUp()).users.values()].find((u) => u.email === 'officer@tmb.test')!.id;
    expect((await bank.fn('field-branches', { action: 'assign_staff', staffId: officerId, branchId: 'head-office' }, bank.admin)).status).toBe(200);
    expect((await bank.fn('field-branches', { action: 'assign_customer', customerId: bank.alice.id, branchId: 'head-office', officerId, reason: 'Her officer' }, bank.admin)).status).toBe(200);
    const done = await bank.upload('photo', JPEG, officer);
    expect(done.status).toBe(200);
    expect((await bank.fn('kyc-status', { userId: bank.alice.id }, auditor)).body.kyc.documents).toHaveLength(1);
    expect((await bank.fn('kyc-document', { userId: bank.alice.id, documentId: done.body.documentId }, auditor)).status).toBe(403);
    expect((await bank.upload('photo', JPEG, auditor)).status).toBe(403);
    // Her loan officer, staff of her branch, sees the bytes.
    expect((await bank.fn('kyc-document', { userId: bank.alice.id, documentId: done.body.documentId }, officer)).status).toBe(200);
    expect((await bank.fn('kyc-approve', { userId: bank.alice.id }, officer)).status).toBe(403);
    expect((await bank.fn('kyc-approve', { userId: bank.alice.id }, bank.admin)).body.kyc.status).toBe('approved');
  });
});

describe('identifiers', () => {
  it('refuses a number already registered for another customer, and a type not on the list', async () => {
    const bank = await kycBank();
    expect((await bank.fn('kyc-identifier-add', { userId: bank.alice.id, identifierType: 'national_id', number: 'NI-4455' }, bank.admin)).status).toBe(200);
    const duplicate = await bank.fn('kyc-identifier-add', { userId: bank.bob.id, identifierType: 'national_id', number: 'ni 4455' }, bank.admin);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe('This identifier number is already registered to a customer of the bank.');
    const unknown = await bank.fn('kyc-identifier-add', { userId: bank.bob.id, identifierType: 'library_card', number: 'L1' }, bank.admin);
    expect(unknown.status).toBe(400);
    expect((await bank.fn('kyc-status', { userId: bank.bob.id }, bank.admin)).body.kyc.identifiers).toEqual([]);
  });
});

describe('the checklist and its approval by a second member of staff', () => {
  it('holds activation until the checklist is complete and another member of staff approves', async () => {
    const bank = await kycBank();
    expect((await bank.requireChecklist()).status).toBe(200);
    // Alice's account goes back to pending, as a new account is, then activation is asked: held by KYC.
    const edit = (status: string) => bank.fn('admin-users', { action: 'update', userId: bank.alice.id, fullName: 'Alice Adams', email: 'alice@example.com', phone: '555-0100', accountNumber: bank.alice.accountNumber, status, role: 'user', reason: 'KYC test' }, bank.admin);
    expect((await edit('pending')).status).toBe(200);
    const held = await edit('active');
    expect(held.status).toBe(409);
    expect(held.body.detail).toMatch(/cannot be activated until the customer's KYC checklist is complete and approved/);
    expect((await bank.fn('admin-users', { action: 'toggle_status', userId: bank.alice.id, reason: 'x' }, bank.admin)).body.user.status).toBe('suspended');
    expect((await bank.fn('admin-users', { action: 'toggle_status', userId: bank.alice.id, reason: 'x' }, bank.admin)).status).toBe(409);

    await bank.fn('kyc-identifier-add', { userId: bank.alice.id, identifierType: 'national_id', number: 'NI-1' }, bank.admin);
    const incomplete = await bank.fn('kyc-approve', { userId: bank.alice.id }, bank.checker);
    expect(incomplete.body.detail).toBe('The KYC checklist is not complete; still missing: photo.');
    expect((await bank.upload('photo', JPEG)).body.kyc.status).toBe('awaiting_approval');
    const own = await bank.fn('kyc-approve', { userId: bank.alice.id }, bank.admin);
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe('You registered or uploaded part of this customer\'s KYC: a different member of staff must approve it.');
    const approved = await bank.fn('kyc-approve', { userId: bank.alice.id, note: 'Documents match' }, bank.checker);
    expect(approved.status).toBe(200);
    expect(approved.body.kyc.status).toBe('approved');
    expect((await edit('active')).status).toBe(200);
    expect((await bank.fn('kyc-mine', { action: 'status' }, bank.alice.token)).body.kyc.status).toBe('approved');
  });

  it('holds a first loan\'s disbursement until KYC is approved', async () => {
    const bank = await kycBank();
    await bank.requireChecklist();
    const applied = await bank.fn('loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Sewing machine' }, bank.alice.token);
    const loanId = applied.body.loan.loanId as string;
    await bank.fn('admin-loans', { action: 'recommend', loanId, note: '' }, bank.admin);
    expect((await bank.fn('admin-loans', { action: 'approve', loanId, note: '' }, bank.checker)).status).toBe(200);
    const held = await bank.fn('admin-loans', { action: 'disburse', loanId }, bank.checker);
    expect(held.status).toBe(409);
    expect(held.body.detail).toMatch(/^A first loan cannot be disbursed until/);
    await bank.fn('kyc-identifier-add', { userId: bank.alice.id, identifierType: 'national_id', number: 'NI-2' }, bank.admin);
    await bank.upload('photo', JPEG);
    await bank.fn('kyc-approve', { userId: bank.alice.id }, bank.checker);
    expect((await bank.fn('admin-loans', { action: 'disburse', loanId }, bank.checker)).status).toBe(200);
  });
});

describe('a customer registered in the field by staff', () => {
  it('opens pending without a password, and the customer sets their own password and PIN through the e-mailed link, once', async () => {
    const bank = await kycBank();
    const customer = { firstName: 'Ama', lastName: 'Owusu', email: 'ama@example.com', phone: '+233 20 000 0000', address: 'Market Road', city: 'Kumasi', state: 'Ashanti', zipCode: '', dateOfBirth: '1988-03-01' };
    const officer = await staffMember(bank, 'loan_officer', 'field-officer@tmb.test');
    const auditor = await staffMember(bank, 'auditor', 'field-auditor@tmb.test');
    expect((await bank.fn('staff-register-customer', customer, auditor)).status).toBe(403);
    const registered = await bank.fn('staff-register-customer', customer, officer);
    expect(registered.status).toBe(200);
    expect((await bank.fn('staff-register-customer', { ...customer, firstName: 'Other' }, bank.admin)).body.detail).toBe('An account with this e-mail already exists.');
    expect((await bank.fn('staff-register-customer', customer, bank.alice.token)).status).toBe(403);
    const user = (await bank.ctx.live.catchUp()).users.get(registered.body.userId)!;
    expect(user.status).toBe('pending');
    const mail = bank.mailbox.to('ama@example.com')[0]!.text;
    const token = /\/account-setup\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
    expect(mail).toMatch(/^Hello Ama,\n\nloan_officer Staff opened your account at Trust Microfinance Bank\./);
    const password = 'Cocoa-Harbor-4711';
    expect((await bank.call('/functions/v1/auth-login', { email: customer.email, password, pin: '1593' })).status).toBe(401);
    const mismatch = await bank.call('/functions/v1/account-setup', { token, password, confirmPassword: password, pin: '1593', confirmPin: '1594' });
    expect(mismatch.status).toBe(400);
    const done = await bank.call('/functions/v1/account-setup', { token, password, confirmPassword: password, pin: '1593', confirmPin: '1593' });
    expect(done.status).toBe(200);
    expect((await bank.call('/functions/v1/account-setup', { token, password, confirmPassword: password, pin: '1593', confirmPin: '1593' })).body.detail).toMatch(/^This link is invalid, has expired or was already used/);
    expect((await bank.call('/functions/v1/auth-login', { email: customer.email, password, pin: '1593' })).status).toBe(200);
  });
});
