// Proves the API in process on the in-memory store: sign-up with a membership number, login (its throttling: tests/security/sign-in.int.spec.ts), sessions
// that stop working the moment they are revoked, refresh-token rotation and reuse detection, roles, and problem details.
import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBERSHIP, signupPayload, testBank } from '../../tests/support/test-bank.ts';

const login = (email: string, password: string, pin: string) => ({ email, password, pin });

describe('sign-up and login', () => {
  it('opens an account with the membership number, once', async () => {
    const { call } = await testBank();
    const first = await call('/functions/v1/auth-signup', signupPayload());
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email: 'grace@example.com', account_balance: '0.00', bitcoin_balance: '0.00000000', account_type: 'Savings', role: 'user', status: 'active' });
    expect(first.body.user.account_number).toMatch(/^\d{10}$/);
    expect(first.body.session.access_token).toBeTruthy();
    const second = await call('/functions/v1/auth-signup', signupPayload({ email: 'other@example.com' }));
    expect(second).toMatchObject({ status: 400, body: { detail: 'Invalid membership number. Please enter a valid membership number.' } });
    expect(second.headers.get('content-type')).toContain('application/problem+json');
  });

  it('checks the membership number before the other rules', async () => {
    const { call } = await testBank();
    const wrong = await call('/functions/v1/auth-signup', signupPayload({ membershipNumber: 'NOPE-1', confirmPassword: 'x' }));
    expect(wrong.body.detail).toBe('Invalid membership number. Please enter a valid membership number.');
    const mismatch = await call('/functions/v1/auth-signup', signupPayload({ confirmPassword: 'x' }));
    expect(mismatch.body.detail).toBe('Passwords do not match');
    expect((await call('/functions/v1/membership-verify', { membershipNumber: MEMBERSHIP })).body).toEqual({ valid: true });
    expect((await call('/functions/v1/membership-verify', { membershipNumber: 'NOPE-1' })).body).toEqual({ valid: false });
  });

  it('refuses a short or common password under the password field and says which length the settings ask for (DECISIONS 27)', async () => {
    const { call, ctx } = await testBank();
    expect((await call('/functions/v1/password-policy', {})).body).toEqual({ passwordComplexity: true, minLength: 12 });
    const short = await call('/functions/v1/auth-signup', signupPayload({ password: 'a', confirmPassword: 'a' }));
    expect(short).toMatchObject({ status: 400, body: { detail: 'Password must be at least 12 characters', errors: { password: 'Password must be at least 12 characters' } } });
    const common = await call('/functions/v1/auth-signup', signupPayload({ password: 'password1234', confirmPassword: 'password1234' }));
    expect(common).toMatchObject({ status: 400, body: { detail: 'This password is too common. Please choose another one.', errors: { password: 'This password is too common. Please choose another one.' } } });
    expect(ctx.live.view.usersByEmail.has('grace@example.com')).toBe(false);
    const admin = (await call('/functions/v1/auth-login', login(ADMIN.email, ADMIN.password, ADMIN.pin))).body.session.access_token as string;
    const off = await call('/functions/v1/admin-settings', { action: 'save', category: 'security', values: { sessionTimeout: 30, maxLoginAttempts: 3, twoFactorAuth: true, passwordComplexity: false } }, admin);
    expect(off.status).toBe(200);
    expect((await call('/functions/v1/password-policy', {})).body).toEqual({ passwordComplexity: false, minLength: 8 });
    expect((await call('/functions/v1/auth-signup', signupPayload({ password: 'Seven-7', confirmPassword: 'Seven-7' }))).body.detail).toBe('Password must be at least 8 characters');
    expect((await call('/functions/v1/auth-signup', signupPayload({ password: 'Kestrel-Fjord', confirmPassword: 'Kestrel-Fjord' }))).status).toBe(200);
  });

  it('signs in with email, password and PIN and refuses a wrong PIN without saying which part was wrong', async () => {
    const { call } = await testBank();
    await call('/functions/v1/auth-signup', signupPayload());
    expect((await call('/functions/v1/auth-login', login('Grace@Example.com', 'Secret-Harbor-47', '1357'))).status).toBe(200);
    const wrong = await call('/functions/v1/auth-login', login('grace@example.com', 'Secret-Harbor-47', '0000'));
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Invalid email, password or PIN.' } });
    const unknown = await call('/functions/v1/auth-login', login('nobody@example.com', 'x', '0000'));
    expect(unknown).toMatchObject({ status: 401, body: { detail: 'Invalid email, password or PIN.' } });
  });

  it('validates the login form with the specified messages', async () => {
    const { call } = await testBank();
    expect((await call('/functions/v1/auth-login', login('', 'x', '1234'))).body.detail).toBe('Email is required');
    expect((await call('/functions/v1/auth-login', login('not-an-email', 'x', '1234'))).body.detail).toBe('Please enter a valid email address');
    expect((await call('/functions/v1/auth-login', login('a@b.co', '', '1234'))).body.detail).toBe('Password is required');
    expect((await call('/functions/v1/auth-login', login('a@b.co', 'x', ''))).body.detail).toBe('Transaction PIN is required');
    expect((await call('/functions/v1/auth-login', login('a@b.co', 'x', '12'))).body.detail).toBe('PIN must be exactly 4 digits');
  });

});

describe('sessions', () => {
  async function signedUp() {
    const bank = await testBank();
    const { body } = await bank.call('/functions/v1/auth-signup', signupPayload());
    return { ...bank, access: body.session.access_token as string, refresh: body.session.refresh_token as string };
  }

  it('serves the customer their own data and the Supabase user object', async () => {
    const { call, access } = await signedUp();
    const data = await call('/functions/v1/user-sync', { action: 'get_user_data', data: { deviceInfo: { platform: 'test' } } }, access);
    expect(data.body).toMatchObject({ success: true, user: { first_name: 'Grace', account_balance: '0.00' }, preferences: {} });
    expect(data.body.activeSessions).toHaveLength(1);
    const user = await call('/auth/v1/user', undefined, access, 'GET');
    expect(user.body).toMatchObject({ aud: 'authenticated', role: 'authenticated', email: 'grace@example.com', app_metadata: { role: 'user' } });
  });

  it('refuses missing, forged and logged-out tokens', async () => {
    const { call, access } = await signedUp();
    expect((await call('/functions/v1/user-sync', { action: 'get_user_data' })).status).toBe(401);
    expect((await call('/functions/v1/user-sync', { action: 'get_user_data' }, `${access}x`)).status).toBe(401);
    expect((await call('/auth/v1/logout?scope=local', undefined, access)).status).toBe(204);
    expect((await call('/functions/v1/user-sync', { action: 'get_user_data' }, access)).status).toBe(401);
  });

  it('rotates refresh tokens and revokes the session when a rotated token is reused', async () => {
    const { call, access, refresh } = await signedUp();
    const rotated = await call('/auth/v1/token?grant_type=refresh_token', { refresh_token: refresh });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(refresh);
    const reused = await call('/auth/v1/token?grant_type=refresh_token', { refresh_token: refresh });
    expect(reused).toMatchObject({ status: 400, body: { error_code: 'refresh_token_not_found' } });
    expect((await call('/auth/v1/token?grant_type=refresh_token', { refresh_token: rotated.body.refresh_token })).status).toBe(400);
    expect((await call('/functions/v1/user-sync', { action: 'get_user_data' }, access)).status).toBe(401);
    expect((await call('/functions/v1/user-sync', { action: 'get_user_data' }, rotated.body.access_token)).status).toBe(401);
  });

  it('lists and revokes the caller’s own sessions only', async () => {
    const { call, access } = await signedUp();
    const second = (await call('/functions/v1/auth-login', login('grace@example.com', 'Secret-Harbor-47', '1357'))).body.session.access_token;
    const listed = await call('/functions/v1/session-manager', { action: 'get_active_sessions' }, access);
    expect(listed.body.sessions).toHaveLength(2);
    const other = listed.body.sessions.find((s: { current: boolean }) => !s.current);
    const admin = (await call('/functions/v1/auth-login', login(ADMIN.email, ADMIN.password, ADMIN.pin))).body.session.access_token;
    const adminSessions = (await call('/functions/v1/session-manager', { action: 'get_active_sessions' }, admin)).body.sessions;
    expect(adminSessions.map((s: { id: string }) => s.id)).not.toContain(other.id);
    expect((await call('/functions/v1/session-manager', { action: 'revoke_session', sessionData: { sessionId: other.id } }, access)).status).toBe(200);
    expect((await call('/functions/v1/user-sync', { action: 'get_user_data' }, second)).status).toBe(401);
    expect((await call('/functions/v1/user-sync', { action: 'get_user_data' }, access)).status).toBe(200);
  });

  it('keeps customers out of admin functions and lets the administrator in', async () => {
    const { call, access } = await signedUp();
    expect((await call('/functions/v1/admin-overview', {}, access))).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const admin = await call('/functions/v1/auth-login', login(ADMIN.email, ADMIN.password, ADMIN.pin));
    expect(admin.body.user.role).toBe('admin');
    const overview = await call('/functions/v1/admin-overview', {}, admin.body.session.access_token);
    expect(overview.body.totals).toMatchObject({ totalUsers: 1, activeUsers: 1, totalBalance: '0.00' });
  });

  it('lets the administrator issue membership numbers, each opening one account, and refuses customers', async () => {
    const { call, access } = await signedUp();
    expect((await call('/functions/v1/admin-membership', { action: 'issue' }, access)).status).toBe(403);
    const admin = (await call('/functions/v1/auth-login', login(ADMIN.email, ADMIN.password, ADMIN.pin))).body.session.access_token;
    const issued = await call('/functions/v1/admin-membership', { action: 'issue' }, admin);
    expect(issued.body.number).toMatch(/^TMB-\d{4}-\d{4}$/);
    expect((await call('/functions/v1/admin-membership', { action: 'issue', number: issued.body.number }, admin)).status).toBe(409);
    const opened = await call('/functions/v1/auth-signup', signupPayload({ membershipNumber: issued.body.number, email: 'second@example.com' }));
    expect(opened.status).toBe(200);
    const listed = (await call('/functions/v1/admin-membership', { action: 'list' }, admin)).body.numbers;
    expect(listed.map((n: { status: string }) => n.status).sort()).toEqual(['used', 'used']);
  });

  it('updates the profile as an event and refuses to clear the name', async () => {
    const { call, access } = await signedUp();
    const updated = await call('/functions/v1/user-sync', { action: 'update_profile', data: { profileData: { city: 'Boston' } } }, access);
    expect(updated.body.user.city).toBe('Boston');
    const blank = await call('/functions/v1/user-sync', { action: 'update_profile', data: { profileData: { first_name: ' ' } } }, access);
    expect(blank).toMatchObject({ status: 400, body: { detail: 'First name is required' } });
  });
});

describe('the edge', () => {
  it('answers malformed and oversized bodies with problem details, and sets security headers', async () => {
    const { call } = await testBank();
    const bad = await call('/functions/v1/auth-login', '{not json');
    expect(bad).toMatchObject({ status: 400, body: { detail: 'The request body is not valid JSON.' } });
    const huge = await call('/functions/v1/auth-login', { email: 'a'.repeat(70_000) });
    expect(huge).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    const wrongType = await call('/functions/v1/auth-login', { email: 5, password: [], pin: {} });
    expect(wrongType.status).toBe(400);
    expect((await call('/functions/v1/nothing', {})).status).toBe(404);
    expect(bad.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(bad.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bad.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
