// Proves the per-customer count of wrong one-time codes as given/when/then: 5 in a row or 10 within 24 hours lock money
// movement, a right code resets the row, old failures leave the day's window, and an unlock link works once, for its
// own customer and lock, before it expires.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { credentialsDecider, foldCredentials, type CredentialsCommand, type CredentialsEvent } from './credentials.ts';
import { decideCodeOutcome, requireMoneyMovement } from './money-lock.ts';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { decideUnlockLinkUse, moneyUnlockLinkDecider, type MoneyUnlockEvent } from './money-unlock-link.ts';

const at = (hours: number): string => new Date(Date.UTC(2026, 0, 1, 0, 0) + hours * 3_600_000).toISOString();

/** Replays checked codes (true = right) at the given hours, deciding each on the state so far. */
function given(codes: [boolean, number][]): CredentialsEvent[] {
  const events: CredentialsEvent[] = [];
  codes.forEach(([matches, hour], i) => events.push(...decideCodeOutcome({ transferId: `t${i}`, matches, at: at(hour) }, foldCredentials(events).money)));
  return events;
}

const refusal = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return `${error.code}: ${error.message}`;
  }
  return 'none';
};

describe('wrong one-time codes per customer', () => {
  it('given four wrong codes, when a fifth is wrong, then money movement locks (in a row)', () => {
    const events = given([[false, 0], [false, 0], [false, 0], [false, 0], [false, 0]]);
    expect(events.at(-1)).toEqual({ type: 'MoneyMovementLocked', data: { reason: 'codes_in_row', inRow: 5, inDay: 5, at: at(0) } });
    expect(refusal(() => requireMoneyMovement(foldCredentials(events).money))).toBe('locked: Money movement is locked after too many wrong codes. Check your e-mail to unlock it, or contact the bank.');
  });

  it('given a right code after wrong ones, then the row starts again but the day still counts them', () => {
    const events = given([[false, 0], [false, 0], [false, 0], [false, 0], [true, 0], [false, 1], [false, 1], [false, 1], [false, 1], [true, 1]]);
    expect(events.filter((e) => e.type === 'OneTimeCodeAccepted')).toHaveLength(2);
    expect(foldCredentials(events).money).toMatchObject({ inRow: 0, lock: null });
    const tenth = given([...Array.from({ length: 4 }, () => [false, 0] as [boolean, number]), [true, 0], ...Array.from({ length: 4 }, () => [false, 2] as [boolean, number]), [true, 2], [false, 3], [false, 3]]);
    expect(tenth.at(-1)).toMatchObject({ type: 'MoneyMovementLocked', data: { reason: 'codes_in_day', inRow: 2, inDay: 10 } });
  });

  it('given wrong codes more than 24 hours ago, then they no longer count toward the day', () => {
    const codes: [boolean, number][] = [];
    for (const hour of [0, 13, 26]) codes.push([false, hour], [false, hour], [false, hour], [false, hour], [true, hour]);
    const events = given(codes);
    expect(events.some((e) => e.type === 'MoneyMovementLocked')).toBe(false);
    expect(events.filter((e) => e.type === 'OneTimeCodeRejected').at(-1)).toMatchObject({ data: { inDay: 8 } });
  });

  it('records no right code when the row is already zero, so ordinary transfers add nothing to the stream', () => {
    expect(given([[true, 0], [true, 0]])).toEqual([]);
  });

  it('given a lock, when unlocked, then the counts start again; unlocking what is not locked is refused', () => {
    const locked = given(Array.from({ length: 5 }, () => [false, 0]));
    const unlock = (reason: string, when: string): CredentialsCommand => ({ type: 'UnlockMoneyMovement', via: 'admin', actorId: 'a1', reason, at: when });
    const unlocked: CredentialsEvent = { type: 'MoneyMovementUnlocked', data: { via: 'admin', actorId: 'a1', reason: 'Phoned the customer', at: at(1) } };
    deciderSpec(credentialsDecider).given(locked).when(unlock(' Phoned the customer ', at(1))).thenEvents((events) => {
      expect(events).toEqual([unlocked]);
      expect(foldCredentials([...locked, ...events]).money).toEqual({ inRow: 0, recentFailures: [], lock: null });
    });
    deciderSpec(credentialsDecider).given([...locked, unlocked]).when(unlock('x', at(2))).thenRefuses('validation', 'Money movement is not locked for this customer.');
    deciderSpec(credentialsDecider).given(locked).when(unlock(' ', at(1))).thenRefuses('validation', 'Reason is required');
  });
});

describe('the unlock link', () => {
  const issued: MoneyUnlockEvent = { type: 'MoneyUnlockLinkIssued', data: { userId: 'u1', lockedAt: at(0), expiresAt: at(24), at: at(0) } };
  const invalid = 'validation: This unlock link is invalid, has expired or was already used. Check your e-mail for a newer link, or contact the bank.';

  it('works once, for its customer and the lock it was sent for, before it expires', () => {
    const use = (userId: string, currentLockAt: string, when: string) => ({ type: 'UseMoneyUnlockLink' as const, userId, currentLockAt, at: when });
    const message = invalid.slice('validation: '.length);
    deciderSpec(moneyUnlockLinkDecider).given([issued]).when(use('u1', at(0), at(1))).then([{ type: 'MoneyUnlockLinkUsed', data: { userId: 'u1', at: at(1) } }]);
    const used: MoneyUnlockEvent = { type: 'MoneyUnlockLinkUsed', data: { userId: 'u1', at: at(1) } };
    deciderSpec(moneyUnlockLinkDecider).given([issued, used]).when(use('u1', at(0), at(2))).thenRefuses('validation', message);
    deciderSpec(moneyUnlockLinkDecider).given([issued]).when(use('u2', at(0), at(1))).thenRefuses('validation', message);
    deciderSpec(moneyUnlockLinkDecider).given([issued]).when(use('u1', at(0), at(24))).thenRefuses('validation', message);
    deciderSpec(moneyUnlockLinkDecider).given([issued]).when(use('u1', at(5), at(6))).thenRefuses('validation', message);
    deciderSpec(moneyUnlockLinkDecider).given([]).when(use('u1', at(0), at(1))).thenRefuses('validation', message);
    expect(decideUnlockLinkUse({ userId: 'u1', currentLockAt: at(0), at: at(1) }, [issued])).toEqual([used]);
  });
});
