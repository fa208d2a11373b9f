// Proves the auditor through the real functions (issue 28 item 5): invited like an administrator with the role chosen, they sign in
// to the back office with a read-only capability, every write of every admin function is refused 403 with the log unchanged, every
// read answers without a secret (no hash, no unused membership number), and the audit replay shows the bank as of a past moment.
import { describe, expect, it } from 'vitest';
import { auditorView } from './functions/auditor-reads.ts';
import { createStaffMember } from '../../tests/support/staff-member.ts';
import { ADMIN, MEMBERSHIP, signupPayload, testBank } from '../../tests/support/test-bank.ts';

const call = (bank: Awaited<ReturnType<typeof testBank>>, name: string, body: unknown, token: string) => bank.call(`/functions/v1/${name}`, body, token, 'POST', { 'idempotency-key': crypto.randomUUID() });

describe('the auditor', () => {
  it('is invited with the role chosen and signs in to the back office with a read-only capability', async () => {
    const bank = await testBank();
    const auditor = await createStaffMember(bank, 'auditor');
    expect(auditor.login.body.user).toMatchObject({ role: 'auditor', back_office: { read: true, act: false } });
    const admin = (await bank.call('/functions/v1/auth-login', ADMIN)).body;
    expect(admin.user.back_office).toEqual({ read: true, act: true });
    const list = (await bank.call('/functions/v1/admin-administrators', { action: 'list' }, admin.session.access_token)).body;
    expect(list.administrators.find((a: { email: string }) => a.email === auditor.email)).toMatchObject({ role: 'auditor' });
    expect(list.invitations[0]).toMatchObject({ email: auditor.email, role: 'auditor', status: 'used' });
  });

  it('is refused 403 on every write of every admin function, and nothing is recorded', async () => {
    const bank = await testBank();
    const auditor = await createStaffMember(bank, 'auditor');
    const before = await bank.ctx.store.headPosition();
    const writes = auditorView().flatMap(({ name, writes: actions }) => actions.map((action) => ({ name, action })));
    expect(writes.length).toBeGreaterThan(25);
    for (const { name, action } of writes) {
      const answer = await call(bank, name, action === '*' ? {} : { action }, auditor.token);
      // admin-demo-seed is mounted only on demo instances: elsewhere it is no function at all.
      expect([403, ...(name === 'admin-demo-seed' ? [404] : [])], `${name} ${action}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      if (answer.status === 403) expect(answer.body.detail).toBe('An auditor reads the back office and acts on nothing: this needs an administrator.');
    }
    // Nor does an auditor move money as a customer would, on an account of their own.
    for (const name of ['transfer-start', 'deposit-create', 'loan-apply', 'payees', 'standing-orders']) {
      expect((await call(bank, name, {}, auditor.token)).status, name).toBe(403);
    }
    expect(await bank.ctx.store.headPosition()).toBe(before);
  });

  it('reads every back-office page without a secret, and the reads record nothing', async () => {
    const bank = await testBank();
    const auditor = await createStaffMember(bank, 'auditor');
    const before = await bank.ctx.store.headPosition();
    let seen = '';
    for (const { name, reads } of auditorView()) {
      for (const action of reads) {
        const extra = action === 'replay' ? { point: {} } : action === 'diff' ? { from: { position: 1 }, to: {} } : {};
        const answer = await call(bank, name, action === '*' ? {} : { action, ...extra }, auditor.token);
        expect([200, 400, 404], `${name} ${action}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
        if (['list', 'get', '*', 'export', 'portfolio'].includes(action)) expect(answer.status, `${name} ${action}`).toBe(200);
        seen += JSON.stringify(answer.body);
      }
    }
    expect(await bank.ctx.store.headPosition()).toBe(before);
    expect(seen).not.toMatch(/\$argon2|pinHash"\s*:\s*"[^[]|passwordHash"\s*:\s*"[^[]/);
    expect(seen).not.toContain(MEMBERSHIP);
    expect(seen).toContain(MEMBERSHIP.slice(-2));
  });

  it('reads the audit replay of the bank as it stood before a customer joined', async () => {
    const bank = await testBank();
    const auditor = await createStaffMember(bank, 'auditor');
    const earlier = await bank.ctx.store.headPosition();
    expect((await bank.call('/functions/v1/auth-signup', signupPayload())).status).toBe(200);
    const then = await bank.call('/functions/v1/admin-audit', { action: 'replay', point: { position: earlier } }, auditor.token);
    const now = await bank.call('/functions/v1/admin-audit', { action: 'replay', point: {} }, auditor.token);
    expect(then.status).toBe(200);
    const customers = (snapshot: { users: { role: string }[] }) => snapshot.users.filter((u) => u.role === 'user').length;
    expect(customers(then.body.snapshot)).toBe(0);
    expect(customers(now.body.snapshot)).toBe(1);
    const diff = await bank.call('/functions/v1/admin-audit', { action: 'diff', from: { position: earlier }, to: {} }, auditor.token);
    expect(diff.status).toBe(200);
  });

  it('a loan officer is not admitted to the back office functions', async () => {
    const bank = await testBank();
    const officer = await createStaffMember(bank, 'loan_officer');
    expect(officer.login.body.user).toMatchObject({ role: 'loan_officer', back_office: { read: false, act: false } });
    expect((await call(bank, 'admin-periods', { action: 'list' }, officer.token)).status).toBe(403);
  });
});
