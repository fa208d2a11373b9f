// Proves the edge of the API: security headers on HTML and JSON answers, no cookies, CORS closed to other
// origins, one-time codes single-use and bound to amount and payee, and no secret in any log line (ASVS V3, V7, V8, V14).
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../support/test-bank.ts';
import { localDetails, moneyBank, steps } from '../support/money-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

const EVIL = 'https://evil.example';

describe('headers, cookies and CORS', () => {
  it('sets the security headers on JSON, problem and HTML answers', async () => {
    const bank = await moneyBank();
    const answers = [
      await bank.app.request('/api/health'),
      await bank.app.request('/functions/v1/user-sync', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
      await bank.app.request('/dev/mailbox'),
    ];
    expect(answers[2]!.headers.get('content-type')).toContain('text/html');
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sets no cookie on sign-in, refresh, logout or any function', async () => {
    const bank = await moneyBank();
    const login = await bank.call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin });
    const refreshed = await bank.call('/auth/v1/token?grant_type=refresh_token', { refresh_token: login.body.session.refresh_token });
    const data = await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, bank.alice.token);
    const out = await bank.call('/auth/v1/logout?scope=local', {}, refreshed.body.access_token);
    for (const answer of [login, refreshed, data, out]) expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('gives another origin no Access-Control-Allow-Origin, on a preflight or a POST', async () => {
    const bank = await moneyBank();
    const preflight = await bank.app.request('/functions/v1/auth-login', { method: 'OPTIONS', headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    const post = await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, bank.alice.token, 'POST', { origin: EVIL });
    for (const headers of [preflight.headers, post.headers]) {
      expect(headers.get('access-control-allow-origin')).toBeNull();
      expect(headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('one-time codes', () => {
  it('work once, only for the amount and payee they were sent for', async () => {
    const bank = await moneyBank();
    const s = steps(bank);
    const { transferId } = (await s.start(bank.alice.token, 'local', localDetails({ amount: '10.00' }))).body;
    await s.pin(bank.alice.token, transferId, bank.alice.pin);
    const code = s.latestCode('alice@example.com');
    // Changing the payee after the code was sent voids it.
    await s.start(bank.alice.token, 'local', localDetails({ amount: '10.00', recipientName: 'Someone Else', accountNumber: '9999999999' }), transferId);
    expect((await s.confirm(bank.alice.token, transferId, code)).status).toBe(400);
    await s.pin(bank.alice.token, transferId, bank.alice.pin);
    const second = s.latestCode('alice@example.com');
    expect((await s.confirm(bank.alice.token, transferId, second)).status).toBe(200);
    const again = await s.confirm(bank.alice.token, transferId, second, randomUUID());
    expect(again.body.detail).toBe('This code has already been used. Please start a new transfer.');
  });
});

describe('logs', () => {
  it('never carry a password, PIN, one-time code or token through sign-in, a transfer, refresh and sign-out', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => { lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a, Object.getOwnPropertyNames(a ?? {})))).join(' ')); };
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(capture);
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => { lines.push(String(chunk)); return (write as (...a: unknown[]) => boolean)(chunk, ...rest); });
    console.warn('capture probe');
    expect(lines).toContain('capture probe');
    const bank = await moneyBank();
    const s = steps(bank);
    const login = await bank.call('/functions/v1/auth-login', { email: 'alice@example.com', password: 'Secret-Harbor-47', pin: '1357' });
    await bank.call('/functions/v1/auth-login', { email: 'alice@example.com', password: 'Wrong-Secret-9', pin: '9753' });
    const token = login.body.session.access_token as string;
    const { transferId } = (await s.start(token, 'local', localDetails({ amount: '12.00' }))).body;
    await s.pin(token, transferId, '1357');
    const code = s.latestCode('alice@example.com');
    await s.confirm(token, transferId, '0000');
    await s.confirm(token, transferId, code);
    const refreshed = await bank.call('/auth/v1/token?grant_type=refresh_token', { refresh_token: login.body.session.refresh_token });
    expect(refreshed.status).toBe(200);
    await bank.call('/auth/v1/token?grant_type=refresh_token', { refresh_token: login.body.session.refresh_token });
    await bank.call('/functions/v1/user-sync', '{broken', token);
    await bank.call('/auth/v1/logout?scope=local', {}, refreshed.body.access_token);
    const secrets = ['Secret-Harbor-47', 'Wrong-Secret-9', 'Admin-Passw0rd!', token, login.body.session.refresh_token, refreshed.body.access_token, refreshed.body.refresh_token];
    const joined = lines.join('\n');
    for (const secret of secrets) expect(joined.includes(secret), `a log line holds ${secret.slice(0, 6)}...`).toBe(false);
    // PINs and codes are 4 digits: look for them only where a secret would be named.
    expect(joined).not.toMatch(/(pin|code|otp)\W{0,3}(1357|9753|2468|0000|${code})/i);
  });
});
