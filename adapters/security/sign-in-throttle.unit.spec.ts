// Proves the sign-in throttle's counts: per e-mail the wait doubles after maxLoginAttempts failures up to a 15-minute ceiling (never a lock), a success starts it again, and one client's failures across many e-mails make that client wait.
import { describe, expect, it } from 'vitest';
import { memoryRateLimits } from './rate-limits.ts';
import { admitSignIn, recordSignInFailure, recordSignInSuccess, signInKeys, SignInThrottledError } from './sign-in-throttle.ts';

describe('sign-in throttle', () => {
  it('doubles the wait from 1 second after maxLoginAttempts failures, up to 15 minutes', async () => {
    const limits = memoryRateLimits();
    const keys = signInKeys('203.0.113.7', 'Grace@Example.com');
    const waits: number[] = [];
    for (let n = 0; n < 16; n += 1) waits.push(await recordSignInFailure(limits, { ...keys, client: `198.51.100.${n}` }, 3));
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    const refusal = await admitSignIn(limits, signInKeys('192.0.2.1', ' grace@example.COM '), false).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SignInThrottledError);
    expect((refusal as SignInThrottledError).retryAfterSeconds).toBeGreaterThan(890);
    expect((refusal as SignInThrottledError).message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    await expect(admitSignIn(limits, keys, true)).resolves.toBeUndefined();
    await recordSignInSuccess(limits, keys);
    await expect(admitSignIn(limits, keys, false)).resolves.toBeUndefined();
    expect(await recordSignInFailure(limits, keys, 3)).toBe(0);
  });

  it('makes one client wait after 30 failures across different e-mails (password spraying)', async () => {
    const limits = memoryRateLimits();
    for (let n = 0; n < 30; n += 1) await recordSignInFailure(limits, signInKeys('203.0.113.9', `victim${n}@example.com`), 3);
    await expect(admitSignIn(limits, signInKeys('203.0.113.9', 'someone.new@example.com'), true)).rejects.toBeInstanceOf(SignInThrottledError);
    await expect(admitSignIn(limits, signInKeys('203.0.113.10', 'someone.new@example.com'), false)).resolves.toBeUndefined();
  });
});
