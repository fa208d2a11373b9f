// Proves that a customer's money alerts follow every way money moves on their account, not only the
// three a use case once remembered: given their stream and their choices, when a movement is decided
// by its own domain rule (a standing order's run, a loan's automatic collection and pay-out, savings
// interest, an adjustment, a journal entry), then the alerts movementAlerts calls for are exactly these.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { decidePostAdminTransaction } from '../admin/journal.ts';
import { loanDecider, type LoanCommand } from '../loans/decider.ts';
import type { LoanEvent } from '../loans/events.ts';
import { customerEventsOf } from '../loans/customer-money.ts';
import { starterLoanProducts } from '../loans/fixtures.ts';
import type { Loan } from '../loans/state.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { standingOrderDecider } from '../standing-orders/decider.ts';
import type { StandingOrderEvent } from '../standing-orders/events.ts';
import { decideOccurrence } from '../standing-orders/run.ts';
import { userDecider } from '../user/aggregate.ts';
import type { UserEvent } from '../user/events.ts';
import { foldUser, type User } from '../user/state.ts';
import { MONEY_MOVEMENT_TYPES, movementAlerts, noAlerts, usdDelta, type AlertsState } from './alerts.ts';
import type { AlertPreferences } from './events.ts';

const AT = '2026-03-01T12:00:00.000Z';
const admin = { id: 'admin', name: 'Administrator', role: 'admin' as const };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1', role: 'user', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', phone: '', address: '', city: '', state: '', zipCode: '',
    dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: '1000000001', accountType: 'savings', membershipNumber: null, status: 'active', at: AT,
  },
};
const lowBalance: AlertPreferences = { newDevice: false, transferAbove: null, balanceBelow: 500_00, moneyReceived: false };
const chose = (prefs: AlertPreferences, upTo: number): AlertsState => ({ ...noAlerts, prefs, checkedUpTo: upTo });

/** A customer with `usd` on their account (an opening adjustment), as their stream holds it. */
function customer(usd: number): UserEvent[] {
  const events: UserEvent[] = [registered];
  events.push(...userDecider.decide({ type: 'AdjustBalance', adjustmentId: 'opening', currency: 'USD', amount: usd, reason: 'opening', actor: admin, at: AT }, foldUser(events)));
  return events;
}

/**
 * Given the customer's stream and their choices (made after it), when these movements follow, then
 * the alerts called for, in order: the reactor's fold (the balance before each movement, its version).
 */
function alertsAfter(history: readonly UserEvent[], prefs: AlertPreferences, movements: readonly UserEvent[]) {
  const state = chose(prefs, history.length);
  let balance = history.reduce((sum, event) => sum + usdDelta('u1', event), 0);
  return movements.flatMap((event, index) => {
    expect(MONEY_MOVEMENT_TYPES.has(event.type), `${event.type} posts to the customer's account`).toBe(true);
    const alerts = movementAlerts(state, { userId: 'u1', event, version: history.length + index + 1, balanceBefore: balance });
    balance += usdDelta('u1', event);
    return alerts.map((a) => ({ id: a.alertId, message: a.message }));
  });
}

describe('the balance alert follows every movement', () => {
  it('fires when a standing order\'s run takes the balance below the amount', () => {
    const history = customer(600_00);
    const order = standingOrderDecider.decide({ type: 'CreateStandingOrder', orderId: 'o1', userId: 'u1', details: { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America' }, amount: 150_00, description: 'Rent', frequency: 'monthly', startDate: '2026-03-01', endDate: null, count: 3, at: '2026-02-01T12:00:00.000Z' }, standingOrderDecider.initialState) as StandingOrderEvent[];
    const run = decideOccurrence({ today: '2026-03-01', at: AT, sender: foldUser(history) as User, recipient: null, settings: defaultSettings, payeeAddedAt: null, reference: 'SO-1' }, foldEvents(standingOrderDecider, order));
    expect(run?.sender.map((e) => e.type)).toEqual(['TransferSent']);
    expect(alertsAfter(history, lowBalance, run!.sender)).toEqual([{ id: 'balance_below-3', message: expect.stringMatching(/^Your balance is now \$44\d\.\d\d, below your alert amount of \$500\.00\.$/) }]);
  });

  it('fires when a loan\'s automatic collection takes it below, after the pay-out raised it', () => {
    const product = { ...starterLoanProducts.personal!, minTerm: 3 };
    const checker = { id: 'admin-2', name: 'Chen Checker', role: 'admin' as const };
    const commands: LoanCommand[] = [
      { type: 'ApplyForLoan', loanId: 'L1', userId: 'u1', customerName: 'Ada Obi', productId: 'personal', product, amount: 300_000, term: 3, purpose: 'Roof', at: AT },
      { type: 'RecommendLoan', actor: admin, note: '', at: AT },
      { type: 'ApproveLoan', actor: checker, note: '', at: AT },
      { type: 'DisburseLoan', actor: checker, startDate: '2026-01-01', at: AT },
      { type: 'CollectDue', asOf: '2026-02-01', payer: { balance: 3_100_00, frozen: false }, paymentIdPrefix: 'auto', at: AT },
    ];
    const loanEvents: LoanEvent[] = [];
    for (const command of commands) loanEvents.push(...loanDecider.decide(command, foldEvents(loanDecider, loanEvents)));
    const movements = customerEventsOf(foldEvents(loanDecider, loanEvents) as Loan, loanEvents);
    expect(movements.map((e) => e.type)).toEqual(['LoanFundsReceived', 'LoanRepaymentPaid']);
    // $100 + $3,000 paid out = $3,100; the first instalment (about $1,032) leaves about $2,068: below $2,500.
    const alerts = alertsAfter(customer(100_00), { ...lowBalance, balanceBelow: 2_500_00 }, movements);
    expect(alerts).toEqual([{ id: 'balance_below-4', message: expect.stringMatching(/^Your balance is now \$2,0\d\d\.\d\d, below your alert amount of \$2,500\.00\.$/) }]);
  });

  it('fires after a balance adjustment and a journal entry, and only when the balance crosses, not while it stays low', () => {
    const history = customer(600_00);
    const adjusted = userDecider.decide({ type: 'AdjustBalance', adjustmentId: 'a1', currency: 'USD', amount: -150_00, reason: 'Cash withdrawal', actor: admin, at: AT }, foldUser(history));
    const user = foldUser([...history, ...adjusted]) as User;
    const journal = decidePostAdminTransaction({ type: 'PostAdminTransaction', transactionId: 't1', kind: 'withdrawal', fields: { amount: 10_00, fee: 0, status: 'completed', description: 'Fee', reference: 'J1', recipientName: '', recipientAccount: '', recipientBank: '' }, btcPriceCents: null, reason: 'Correction', actor: admin, at: AT }, { user });
    expect(alertsAfter(history, lowBalance, [...adjusted, ...journal]).map((a) => a.id)).toEqual(['balance_below-3']);
    expect(alertsAfter([...history, ...adjusted], lowBalance, journal)).toEqual([]);
    expect(alertsAfter(customer(505_00), lowBalance, journal)).toEqual([{ id: 'balance_below-3', message: 'Your balance is now $495.00, below your alert amount of $500.00.' }]);
  });

  it('lets savings interest raise the balance without an alert, and counts it for the next fall', () => {
    const history = customer(505_00);
    const interest = userDecider.decide({ type: 'PostInterest', month: '2026-03', accruedMicroCents: 1_000_000_000, days: 31, apyBps: 200, at: '2026-04-01T06:00:00.000Z' }, foldUser(history));
    expect(interest.map((e) => e.type)).toEqual(['InterestPosted']);
    const afterInterest = foldUser([...history, ...interest]) as User;
    const spend = userDecider.decide({ type: 'AdjustBalance', adjustmentId: 'a2', currency: 'USD', amount: -10_00, reason: 'Cash', actor: admin, at: AT }, afterInterest);
    // $505 + $10 interest - $10 = $505: still above $500, so nothing; without the interest it would have crossed.
    expect(alertsAfter(history, lowBalance, [...interest, ...spend])).toEqual([]);
    expect(alertsAfter(history, lowBalance, spend).map((a) => a.id)).toEqual(['balance_below-3']);
  });
});

describe('which movements are alerted on', () => {
  it('is every event type of the customer\'s stream that posts to their account: all nine ways money moves', () => {
    expect([...MONEY_MOVEMENT_TYPES].sort()).toEqual([
      'AdminTransactionCorrected', 'AdminTransactionPosted', 'AdminTransactionReversed', 'BalanceAdjusted', 'DemoTransactionPosted', 'DepositConfirmed',
      'InterestPosted', 'LoanFundsReceived', 'LoanRepaymentPaid', 'TransferReceived', 'TransferSent',
    ]);
  });

  it('never alerts on a movement from before the customer chose, and names each alert after its movement so a second decision sends it once', () => {
    const history = customer(600_00);
    const spend = userDecider.decide({ type: 'AdjustBalance', adjustmentId: 'a3', currency: 'USD', amount: -200_00, reason: 'Cash', actor: admin, at: AT }, foldUser(history));
    const state = chose(lowBalance, history.length + 1);
    expect(movementAlerts(state, { userId: 'u1', event: spend[0]!, version: history.length + 1, balanceBefore: 600_00 })).toEqual([]);
    const alerts = movementAlerts(chose(lowBalance, history.length), { userId: 'u1', event: spend[0]!, version: history.length + 1, balanceBefore: 600_00 });
    expect(alerts.map((a) => a.alertId)).toEqual(['balance_below-3']);
  });
});
