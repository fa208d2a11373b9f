// Proves an unlock link works for its owner until it is used once or 30 minutes pass, and says which of the two ended it.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { decideUnlockUse, requireUsableUnlock, signInUnlockDecider, unlockStatus, type SignInUnlockEvent } from './sign-in-unlock.ts';

const issued: SignInUnlockEvent = { type: 'SignInUnlockIssued', data: { userId: 'u1', expiresAt: '2026-01-01T09:30:00.000Z', at: '2026-01-01T09:00:00.000Z' } };

describe('sign-in unlock link', () => {
  it('is ready for its owner until it expires', () => {
    expect(unlockStatus([issued], '2026-01-01T09:10:00.000Z')).toEqual({ status: 'ready', userId: 'u1', expiresAt: issued.data.expiresAt });
    expect(unlockStatus([issued], '2026-01-01T09:30:00.000Z')).toEqual({ status: 'expired' });
    expect(() => requireUsableUnlock([issued], '2026-01-01T09:31:00.000Z')).toThrow('This unlock link has expired.');
  });

  it('is used up by one sign-in and then says so', () => {
    const used: SignInUnlockEvent[] = [{ type: 'SignInUnlockUsed', data: { userId: 'u1', sessionId: 's1', at: '2026-01-01T09:05:00.000Z' } }];
    deciderSpec(signInUnlockDecider).given([issued]).when({ type: 'UseSignInUnlock', sessionId: 's1', at: '2026-01-01T09:05:00.000Z' }).then(used);
    expect(decideUnlockUse({ sessionId: 's1', at: '2026-01-01T09:05:00.000Z' }, [issued])).toEqual(used);
    expect(unlockStatus([issued, ...used], '2026-01-01T09:06:00.000Z')).toEqual({ status: 'used' });
    deciderSpec(signInUnlockDecider).given([issued, ...used]).when({ type: 'UseSignInUnlock', sessionId: 's2', at: '2026-01-01T09:06:00.000Z' }).then([]);
    expect(() => requireUsableUnlock([issued, ...used], '2026-01-01T09:06:00.000Z')).toThrow('This unlock link has already been used.');
  });

  it('knows nothing of a token it never issued', () => {
    expect(unlockStatus([], '2026-01-01T09:00:00.000Z')).toEqual({ status: 'invalid' });
  });
});
