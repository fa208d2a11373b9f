// Proves the sign-in throttle's counts: per e-mail the wait doubles after maxLoginAttempts failures up to a 15-minute ceiling (never a lock), a success starts it again, one client's failures across many e-mails make that client wait, and attempts arriving together are admitted only as far as the count allows (consume first).
import { describe, expect, it } from 'vitest';
import { memoryRateLimits } from './rate-limits.ts';
import { admitSignIn, recordSignInFailure, recordSignInSuccess, signInKeys, SignInThrottledError, type SignInAdmission } from './sign-in-throttle.ts';

const open = { skipAccountDelay: false, maxAttempts: 3 };

describe('sign-in throttle', () => {
  it('doubles the wait from 1 second after maxLoginAttempts failures, up to 15 minutes', async () => {
    const limits = memoryRateLimits();
    const keys = signInKeys('203.0.113.7', 'Grace@Example.com');
    const waits: number[] = [];
    for (let place = 1; place <= 16; place += 1) waits.push(await recordSignInFailure(limits, { keys, place, holdsTurn: place >= 3 }, 3));
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    const refusal = await admitSignIn(limits, signInKeys('192.0.2.1', ' grace@example.COM '), { ...open, maxAttempts: 1 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SignInThrottledError);
    expect((refusal as SignInThrottledError).retryAfterSeconds).toBeGreaterThan(890);
    expect((refusal as SignInThrottledError).message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('counts an account number typed with or without spaces as one account', async () => {
    const limits = memoryRateLimits();
    for (const typed of ['0123456789', '0123 456 789', '012 345 6789']) await recordSignInFailure(limits, await admitSignIn(limits, signInKeys('203.0.113.7', typed), open), 3);
    for (const typed of ['0123 456 789', ' 01 2345 6789 ', '0123456789', '0 1 2 3 4 5 6 7 8 9']) {
      await expect(admitSignIn(limits, signInKeys(`198.51.100.${typed.length}`, typed), open), typed).rejects.toBeInstanceOf(SignInThrottledError);
    }
    await expect(admitSignIn(limits, signInKeys('198.51.100.1', '9876543210'), open)).resolves.toMatchObject({ place: 1 });
  });

  it('admits maxLoginAttempts failures in a row, then makes the next wait; the unlock link skips the wait and a success starts again', async () => {
    const limits = memoryRateLimits();
    const keys = signInKeys('203.0.113.7', 'grace@example.com');
    for (let n = 0; n < 3; n += 1) await recordSignInFailure(limits, await admitSignIn(limits, keys, open), 3);
    await expect(admitSignIn(limits, keys, open)).rejects.toMatchObject({ retryAfterSeconds: 1 });
    const owner = await admitSignIn(limits, keys, { ...open, skipAccountDelay: true });
    await recordSignInSuccess(limits, owner);
    expect(await admitSignIn(limits, keys, open)).toMatchObject({ place: 1, holdsTurn: false });
  });

  it('lets only maxLoginAttempts of 45 attempts on one e-mail arriving together reach the password check', async () => {
    const limits = memoryRateLimits();
    const answers = await Promise.allSettled(Array.from({ length: 45 }, (_, n) => admitSignIn(limits, signInKeys(`198.51.100.${n}`, 'grace@example.com'), open)));
    const admitted = answers.filter((a): a is PromiseFulfilledResult<SignInAdmission> => a.status === 'fulfilled');
    expect(admitted).toHaveLength(3);
    expect(answers.filter((a) => a.status === 'rejected').every((a) => a.reason instanceof SignInThrottledError)).toBe(true);
    // Those turned away gave their points back: the count holds only the three admitted.
    expect(await limits.consumed('sign-in-account', 'grace@example.com')).toBe(3);
  });

  it('makes one client wait after 30 failures across different e-mails, sent one by one or all at once (password spraying)', async () => {
    const limits = memoryRateLimits();
    for (let n = 0; n < 30; n += 1) await recordSignInFailure(limits, await admitSignIn(limits, signInKeys('203.0.113.9', `victim${n}@example.com`), open), 3);
    await expect(admitSignIn(limits, signInKeys('203.0.113.9', 'someone.new@example.com'), { ...open, skipAccountDelay: true })).rejects.toBeInstanceOf(SignInThrottledError);
    await expect(admitSignIn(limits, signInKeys('203.0.113.10', 'someone.new@example.com'), open)).resolves.toMatchObject({ place: 1 });
    const together = await Promise.allSettled(Array.from({ length: 45 }, (_, n) => admitSignIn(limits, signInKeys('203.0.113.11', `other${n}@example.com`), open)));
    expect(together.filter((a) => a.status === 'fulfilled')).toHaveLength(30);
  });
});
