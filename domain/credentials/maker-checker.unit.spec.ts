// Proves the administrators' maker-checker rule row by row: nobody checks their own request, an invitee does not check the inviter's until 30 days after accepting (then may), anyone else may, and an invitation waits for approval once there are two administrators.
import { describe, expect, it } from 'vitest';
import { checkerRefusal, invitationNeedsApproval, makerCheckerMessages } from './maker-checker.ts';

const since = '2026-01-01T10:00:00.000Z';
const days = (n: number) => new Date(Date.parse(since) + n * 24 * 3_600_000).toISOString();

describe('maker-checker for administrators', () => {
  it('refuses the maker as checker, and the invitee of the maker for 30 days after accepting', () => {
    expect(checkerRefusal('a', { id: 'a', sponsor: null }, since)).toBe(makerCheckerMessages.own);
    const invitee = { id: 'b', sponsor: { by: 'a', since } };
    expect(checkerRefusal('a', invitee, since)).toBe(makerCheckerMessages.sponsor);
    expect(checkerRefusal('a', invitee, days(29.99))).toBe(makerCheckerMessages.sponsor);
    expect(checkerRefusal('a', invitee, days(30))).toBeNull();
    expect(checkerRefusal('c', invitee, since)).toBeNull();
    expect(checkerRefusal('a', { id: 'c', sponsor: null }, since)).toBeNull();
  });

  it('makes an invitation wait for approval once the bank has two administrators', () => {
    expect([1, 2, 5].map(invitationNeedsApproval)).toEqual([false, true, true]);
  });
});
