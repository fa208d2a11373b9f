/**
 * A restart with BANK_ADMIN_* set registers nothing and hashes nothing (issue 15: the two argon2
 * hashes were paid on every start), while the first start still creates the administrator and
 * signs them in with the configured password and PIN.
 */
import { describe, expect, it } from 'vitest';
import { bootstrap } from './bootstrap.ts';
import { ADMIN, testBank } from '../../tests/support/test-bank.ts';

describe('bootstrap on a restart', () => {
  it('hashes nothing and appends nothing when the administrator is already registered', async () => {
    const { ctx, store, call } = await testBank();
    const head = await store.headPosition();
    let hashes = 0;
    const { hasher } = ctx;
    ctx.hasher = { ...hasher, hashPassword: (p) => { hashes += 1; return hasher.hashPassword(p); }, hashPin: (p) => { hashes += 1; return hasher.hashPin(p); } };
    const report = await bootstrap(ctx, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, adminPin: ADMIN.pin });
    expect(report).toEqual({ admin: null, membershipNumber: null });
    expect(hashes).toBe(0);
    expect(await store.headPosition()).toBe(head);
    const login = await call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin });
    expect(login.status).toBe(200);
  });

  it('still creates an administrator for an address nobody holds', async () => {
    const { ctx, call } = await testBank();
    const second = { email: 'second-admin@tmb.test', password: 'Second-Admin-Passw0rd', pin: '1357' };
    const report = await bootstrap(ctx, { adminEmail: second.email, adminPassword: second.password, adminPin: second.pin });
    expect(report.admin).toMatchObject({ email: second.email, generated: false });
    expect((await call('/functions/v1/auth-login', second)).status).toBe(200);
  });
});
