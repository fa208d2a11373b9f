// Proves notifications come from the customer's events, new-device sign-ins, alerts, loans and standing orders, newest first,
// each a kind with its facts (never words: the reader's language writes them), with read state from the read-up-to time.
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../user/events.ts';
import { customerNotifications, type NotificationSources, type SentAlert } from './notifications.ts';

const deposit: UserEvent = { type: 'DepositConfirmed', data: { depositId: 'd1', currency: 'USD', amount: 12_345, method: 'cash', by: 'admin', postings: [], at: '2026-01-02T00:00:00.000Z' } };
const status: UserEvent = { type: 'UserStatusChanged', data: { from: 'active', to: 'pending', reason: 'review', by: 'admin', byName: 'Admin', at: '2026-01-03T00:00:00.000Z' } };
const prefs: UserEvent = { type: 'PreferencesUpdated', data: { preferences: {}, at: '2026-01-04T00:00:00.000Z' } };
const at = (day: number) => `2026-02-${String(day).padStart(2, '0')}T09:00:00.000Z`;
const listed = (sources: Partial<NotificationSources>) => customerNotifications({ events: [], ...sources }, null).map(({ kind, params }) => ({ kind, params }));
const usd = (money: number) => ({ money, currency: 'USD' });

describe('notifications', () => {
  it('lists money and status events and sign-ins from new devices only, newest first', () => {
    const signIns = [
      { sessionId: 'a', device: 'Linux / Chrome', at: '2026-01-01T00:00:00.000Z' },
      { sessionId: 'b', device: 'Linux / Chrome', at: '2026-01-01T01:00:00.000Z' },
      { sessionId: 'c', device: 'iPhone / Safari', at: '2026-01-05T00:00:00.000Z' },
    ];
    const list = customerNotifications({ events: [{ position: 1, event: deposit }, { position: 2, event: status }, { position: 3, event: prefs }], signIns }, null);
    expect(list.map((n) => n.kind)).toEqual(['newSignIn', 'statusChanged', 'depositConfirmed']);
    expect(list[1]?.params).toEqual({ status: { word: 'statuses.pending' } });
    expect(list[2]?.params).toEqual({ amount: usd(12_345) });
    expect(list.every((n) => !n.read)).toBe(true);
  });

  it('name a new device by its browser and platform as facts, for the reader to word', () => {
    const signIns = [
      { sessionId: 'a', device: 'Chrome on Linux', browser: 'Chrome', platform: 'Linux', at: '2026-01-01T00:00:00.000Z' },
      { sessionId: 'b', device: 'Unknown device', browser: null, platform: null, at: '2026-01-02T00:00:00.000Z' },
    ];
    expect(listed({ signIns })).toEqual([{ kind: 'newSignIn', params: { device: { browser: null, platform: null } } }]);
  });

  it('marks as read everything up to the read-up-to time', () => {
    const list = customerNotifications({ events: [{ position: 1, event: deposit }, { position: 2, event: status }] }, '2026-01-02T00:00:00.000Z');
    expect(list.map((n) => n.read)).toEqual([false, true]);
  });

  it("tell a borrower their loan's decision, its payout and each instalment collected or paid", () => {
    const funds: UserEvent = { type: 'LoanFundsReceived', data: { loanId: 'l1', productName: 'Personal Loan', amount: 500_000, reference: 'LN-1', postings: [], at: at(3) } };
    const repayment = (source: 'automatic' | 'customer' | 'payoff', day: number): UserEvent => ({ type: 'LoanRepaymentPaid', data: { loanId: 'l1', paymentId: `p${day}`, source, productName: 'Personal Loan', amount: 47_093, reference: 'LP', postings: [], at: at(day) } });
    const loanDecisions = [
      { loanId: 'l1', productName: 'Personal Loan', principal: 500_000, decision: 'approved' as const, at: at(2) },
      { loanId: 'l2', productName: 'Home Loan', principal: 9_000_000, decision: 'rejected' as const, at: at(1) },
    ];
    const events = [funds, repayment('automatic', 4), repayment('customer', 5), repayment('payoff', 6)].map((event, i) => ({ position: i + 1, event }));
    expect(listed({ events, loanDecisions })).toEqual([
      { kind: 'loanPaidOff', params: { amount: usd(47_093), loan: 'Personal Loan' } },
      { kind: 'loanPaymentMade', params: { amount: usd(47_093), loan: 'Personal Loan' } },
      { kind: 'loanCollected', params: { amount: usd(47_093), loan: 'Personal Loan' } },
      { kind: 'loanDisbursed', params: { amount: usd(500_000), loan: 'Personal Loan' } },
      { kind: 'loanApproved', params: { amount: usd(500_000), loan: 'Personal Loan' } },
      { kind: 'loanRejected', params: { amount: usd(9_000_000), loan: 'Home Loan' } },
    ]);
  });

  it('tell of an instalment missed or due soon, with its day as a date', () => {
    const reminders = [{ loanId: 'l1', productName: 'Personal Loan', number: 2, kind: 'missed' as const, dueDate: '2026-02-01', amount: 47_093, at: at(4) }];
    expect(listed({ reminders })).toEqual([{ kind: 'loanMissed', params: { amount: usd(47_093), loan: 'Personal Loan', date: { day: '2026-02-01' } } }]);
  });

  it('tell of savings interest paid, not of a month that earned nothing', () => {
    const interest = (month: string, amount: number): UserEvent => ({ type: 'InterestPosted', data: { month, currency: 'USD', amount, accruedMicroCents: amount * 1_000_000, carryMicroCents: 0, apyBps: 450, days: 31, postings: [], at: `${month}-28T00:00:00.000Z`, postedAt: `${month}-28T00:00:00.000Z` } });
    const events = [interest('2026-01', 0), interest('2026-02', 1_234)].map((event, i) => ({ position: i + 1, event }));
    expect(listed({ events })).toEqual([{ kind: 'interestPaid', params: { amount: usd(1_234), month: { month: '2026-02' } } }]);
  });

  it("word a standing order payment not made by its reason's code, the rules' words kept for a reason the catalogue lacks", () => {
    const skippedPayments = [{ orderId: 'o1', occurrence: 3, date: '2026-02-05', reason: 'insufficient_funds', message: 'Insufficient funds', amount: 25_000, name: 'Ada', at: at(5) }];
    expect(listed({ skippedPayments })).toEqual([{ kind: 'standingOrderSkipped', params: { amount: usd(25_000), name: 'Ada', date: { day: '2026-02-05' }, reason: { word: 'skipReasons.insufficient_funds', fallback: 'Insufficient funds' } } }]);
  });

  it('list every e-mail alert sent by its key and facts, and older alerts by the message they were sent with', () => {
    const alerts: SentAlert[] = [
      { alertId: 'transfer_above-4', kind: 'transfer_above', text: 'transferAbove', params: { amount: 600_000, name: 'Ada', limit: 500_000 }, message: 'A transfer of $6,000.00 ...', at: at(7) },
      { alertId: 'money_received-5', kind: 'money_received', text: 'received', params: { amount: 1_000_000, currency: 'BTC', name: 'Bo' }, message: 'You received ...', at: at(6) },
      { alertId: 'balance_below-3', kind: 'balance_below', message: 'Your balance is now $10.00, below your alert amount of $50.00.', at: at(5) },
    ];
    expect(listed({ alerts })).toEqual([
      { kind: 'alertTransferAbove', params: { subject: { word: 'alertSubjects.transfer_above' }, amount: usd(600_000), name: 'Ada', limit: usd(500_000) } },
      { kind: 'alertReceived', params: { subject: { word: 'alertSubjects.money_received' }, amount: { money: 1_000_000, currency: 'BTC' }, name: 'Bo' } },
      { kind: 'alertEmailed', params: { subject: { word: 'alertSubjects.balance_below' }, message: 'Your balance is now $10.00, below your alert amount of $50.00.' } },
    ]);
  });
});
