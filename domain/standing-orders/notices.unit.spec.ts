// Proves which standing-order events the owner is e-mailed about: every order set up, every payment not
// made with the rules' reason, and never a payment skipped because the owner paused the order.
import { describe, expect, it } from 'vitest';
import type { StandingOrderEvent, StandingOrderTerms } from './events.ts';
import { standingOrderNotice } from './notices.ts';

const at = '2026-11-24T06:00:00.000Z';
const terms: StandingOrderTerms = {
  orderId: 'o1', userId: 'u1', details: { recipientName: 'Carol Clark', accountNumber: '1234567890' }, amount: 100_00, description: 'Rent',
  frequency: 'monthly', startDate: '2026-11-30', endDate: null, count: 3, at,
};
const skipped = (reason: 'insufficient_funds' | 'paused'): StandingOrderEvent => ({
  type: 'StandingOrderOccurrenceSkipped', data: { occurrence: 0, date: '2026-11-30', reason, message: 'Insufficient funds.', at },
});

describe('standing-order notices', () => {
  it('tells the owner of an order set up on their account', () => {
    expect(standingOrderNotice({ type: 'StandingOrderCreated', data: terms }, null)).toEqual({ kind: 'created', userId: 'u1', terms });
  });

  it('tells the owner of a payment not made, with the reason recorded, but not of one they paused', () => {
    expect(standingOrderNotice(skipped('insufficient_funds'), terms)).toEqual({ kind: 'skipped', userId: 'u1', terms, date: '2026-11-30', reason: 'Insufficient funds.' });
    expect(standingOrderNotice(skipped('paused'), terms)).toBeNull();
  });

  it('says nothing of a payment made or an order paused', () => {
    expect(standingOrderNotice({ type: 'StandingOrderOccurrenceExecuted', data: { occurrence: 0, date: '2026-11-30', transferId: 'o1-0', reference: 'SO-1', at } }, terms)).toBeNull();
    expect(standingOrderNotice({ type: 'StandingOrderPaused', data: { at } }, terms)).toBeNull();
  });
});
