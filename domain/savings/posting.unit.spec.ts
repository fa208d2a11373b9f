// Proves the posting decision on the customer's stream: a month once, in order, only after it ended, balanced, and a month
// that accrued less than a cent is recorded (so it is not posted again) without moving money.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { isBalanced } from '../ledger/postings.ts';
import { userDecider } from '../user/aggregate.ts';
import type { UserEvent } from '../user/events.ts';
import { foldUser } from '../user/state.ts';
import { alreadyPostedMessage } from './posting.ts';
import { registeredCustomer } from '../../tests/support/customer-events.ts';

const OPENED = '2026-09-15T09:00:00.000Z';
const registered = registeredCustomer(OPENED);
const post = (month: string, accruedMicroCents: number, at = '2026-11-24T10:00:00.000Z') => ({ type: 'PostInterest' as const, month, accruedMicroCents, days: 30, apyBps: 450, at });
const spec = deciderSpec(userDecider);
const decided = (history: UserEvent[], command: ReturnType<typeof post>) => [...history, ...userDecider.decide(command, foldUser(history))];

describe('posting savings interest', () => {
  it('given an open account, when September is posted, then the whole cents are paid on October 1 and the rest carried', () => {
    spec.given([registered]).when(post('2026-09', 12_345_678)).thenEvents(([event]) => {
      expect(event).toMatchObject({ type: 'InterestPosted', data: { month: '2026-09', amount: 12, carryMicroCents: 345_678, at: '2026-10-01T00:00:00.000Z', postedAt: '2026-11-24T10:00:00.000Z' } });
      if (event?.type === 'InterestPosted') expect(isBalanced(event.data.postings)).toBe(true);
    });
  });

  it('given September posted, when it is posted again, then it is refused as already posted', () => {
    spec.given(decided([registered], post('2026-09', 1_000_000))).when(post('2026-09', 1_000_000)).thenRefuses('conflict', alreadyPostedMessage('2026-09'));
  });

  it('given September posted, the carry starts October', () => {
    const history = decided([registered], post('2026-09', 1_600_000));
    spec.given(history).when(post('2026-10', 500_000)).thenEvents(([event]) => expect(event?.data).toMatchObject({ amount: 1, carryMicroCents: 100_000 }));
  });

  it('refuses a month that has not ended, a month skipped and a month before the account opened', () => {
    spec.given([registered]).when(post('2026-11', 1, '2026-11-30T23:59:59.999Z')).thenRefuses('validation');
    spec.given(decided([registered], post('2026-09', 1))).when(post('2026-11', 1, '2026-12-01T00:00:00.000Z')).thenRefuses('conflict');
    spec.given([registered]).when(post('2026-08', 1)).thenRefuses('validation');
  });

  it('records a month that earned less than a cent without moving money', () => {
    spec.given([registered]).when(post('2026-09', 999_999)).thenEvents(([event]) => expect(event?.data).toMatchObject({ amount: 0, carryMicroCents: 999_999, postings: [] }));
  });
});
