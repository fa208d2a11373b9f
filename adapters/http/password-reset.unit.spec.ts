// Proves Forgot password in process: the answer never reveals whether an address has an account, the mailed link works once, expires after 30 minutes, sets the new password and revokes every session.
import { describe, expect, it } from 'vitest';
import { signupPayload, testBank } from '../../tests/support/test-bank.ts';

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
    expect((await bank.call('/functions/v1/auth-login', { email: 'grace@example.com', password: 'Secret-123', pin: '1357' })).status).toBe(401);
    expect((await bank.call('/functions/v1/auth-login', { email: 'grace@example.com', password: 'New-Secret-1', pin: '1357' })).status).toBe(200);
    const again = await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'Other-1', confirmPassword: 'Other-1' });
    expect(again.body.detail).toBe('This password reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses a link older than 30 minutes', async () => {
    const bank = await testBank();
    await bank.call('/functions/v1/auth-signup', signupPayload());
    await bank.call('/functions/v1/password-reset-request', { email: 'grace@example.com' });
    const link = tokenIn((bank.ctx.money.mailbox!).to('grace@example.com')[0]?.text);
    bank.clock.advance(30 * 60_000 + 1000);
    expect((await bank.call('/functions/v1/password-reset-confirm', { token: link, password: 'New-Secret-1', confirmPassword: 'New-Secret-1' })).status).toBe(400);
  });
});
