// Proves Forgot password in process: the answer never reveals whether an address has an account, the mailed link works once, expires after 30 minutes, sets the new password and revokes every session.
import { describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';

const tokenIn = (text: string | undefined) => /token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';

describe('password reset', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const bank = await testBank();
    const signup = await bank.call('/functions/v1/auth-signup', signupPayload());
    const token = signup.body.session.access_token as string;
    expect((await bank.call('/functions/v1/password-reset-request', { email: 'nobody@example.com' })).body).toEqual({ success: true });
    expect((await bank.call('/functions/v1/password-reset-request', { email: 'Grace@Example.com' })).body).toEqual({ success: true });
    const mailbox = bank.ctx.money.mailbox!;
    expect(mailbox.to('nobody@example.com')).toHaveLength(0);
    const link = tokenIn(mailbox.to('grace@example.com')[0]?.text);
    expect(link.length).toBeGreaterThan(20);
    const mismatch = await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'New-Secret-1', confirmPassword: 'x' });
    expect(mismatch.body.detail).toBe('Passwords do not match');
    expect((await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'New-Secret-1', confirmPassword: 'New-Secret-1' })).status).toBe(200);
    expect((await bank.call('/functions/v1/user-sync', { action: 'get_user_data' }, token)).status).toBe(401);
    expect((await bank.call('/functions/v1/auth-login', { email: 'grace@example.com', password: 'Secret-Harbor-47', pin: '1357' })).status).toBe(401);
    expect((await bank.call('/functions/v1/auth-login', { email: 'grace@example.com', password: 'New-Secret-1', pin: '1357' })).status).toBe(200);
    const again = await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'Other-1', confirmPassword: 'Other-1' });
    expect(again.body.detail).toBe('This password reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses a new password that is too short or too common, and keeps the link usable (DECISIONS 27)', async () => {
    const bank = await testBank();
    await bank.call('/functions/v1/auth-signup', signupPayload());
    await bank.call('/functions/v1/password-reset-request', { email: 'grace@example.com' });
    const link = tokenIn((bank.ctx.money.mailbox!).to('grace@example.com')[0]?.text);
    const short = await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'a', confirmPassword: 'a' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ detail: 'Password must be at least 12 characters', errors: { password: 'Password must be at least 12 characters' } });
    const common = await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'password1234', confirmPassword: 'password1234' });
    expect(common.body.detail).toBe('This password is too common. Please choose another one.');
    const ownName = await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'Gracehopper1906', confirmPassword: 'Gracehopper1906' });
    expect(ownName.body.detail).toBe('This password is too common. Please choose another one.');
    expect((await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'New-Secret-1', confirmPassword: 'New-Secret-1' })).status).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const bank = await testBank();
    await bank.call('/functions/v1/auth-signup', signupPayload());
    await bank.call('/functions/v1/password-reset-request', { email: 'grace@example.com' });
    const link = tokenIn((bank.ctx.money.mailbox!).to('grace@example.com')[0]?.text);
    bank.clock.advance(30 * 60_000 + 1000);
    expect((await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'New-Secret-1', confirmPassword: 'New-Secret-1' })).status).toBe(400);
  });

  it('builds the mailed link from the configured public origin, never from Host or X-Forwarded-Host (issue 12 item 2)', async () => {
    const bank = await testBank();
    await bank.call('/functions/v1/auth-signup', signupPayload());
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' };
    expect((await bank.call('http://evil.example/functions/v1/password-reset-request', { email: 'grace@example.com' }, undefined, 'POST', forged)).status).toBe(200);
    const text = bank.ctx.money.mailbox!.to('grace@example.com')[0]?.text ?? '';
    expect(text).not.toContain('evil.example');
    expect(text).toMatch(new RegExp(`${PUBLIC_ORIGIN.replace('.', '\\.')}/reset-password\\?token=[\\w-]{20,}`));
  });
});
