// Proves the money deciders' rules in given/when/then form: Bitcoin transfers (network fee, recorded price, pending and
// suspended customers), the fee quoted at the start, international details, deposit instructions and single confirmation.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { customerAccount } from '../ledger/accounts.ts';
import { isBalanced } from '../ledger/postings.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { userDecider, type UserStreamCommand } from './aggregate.ts';
import type { UserEvent } from './events.ts';
import { foldUser, type User } from './state.ts';
import { decideTransfer, satsToCents, type SendBitcoin } from '../transfer/send.ts';
import { registeredCustomer } from '../../tests/support/customer-events.ts';

const AT = '2026-03-01T12:00:00.000Z';
const registered = registeredCustomer(AT);
const admin = { id: 'admin', name: 'Administrator', role: 'admin' as const };

/** The customer's stream: registered, opening balances adjusted, status changed, each decided through userDecider. */
function customerEvents(usd: number, btc: number, status: User['status'] = 'active'): UserEvent[] {
  const events: UserEvent[] = [registered];
  for (const [currency, amount] of [['USD', usd], ['BTC', btc]] as const) {
    if (amount) events.push(...userDecider.decide({ type: 'AdjustBalance', adjustmentId: currency, currency, amount, reason: 'opening', actor: admin, at: AT }, foldUser(events)));
  }
  if (status !== 'active') events.push(...userDecider.decide({ type: 'ChangeStatus', to: status, reason: 'review', actor: admin, at: AT }, foldUser(events)));
  return events;
}
const customer = (usd: number, btc: number, status: User['status'] = 'active'): User => foldUser(customerEvents(usd, btc, status)) as User;

const send = (overrides: Partial<SendBitcoin> = {}): SendBitcoin => ({
  type: 'SendBitcoin', transferId: 't1', amount: 10_000_000, fee: 1_000, walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  description: 'gift', reference: 'TRF-1', btcPrice: 6_000_000, priceSource: 'coingecko', at: AT, ...overrides,
});

const user = deciderSpec(userDecider);
const deposit = (method: string, amount: string): UserStreamCommand => ({ type: 'RequestDeposit', depositId: 'd1', method, amount, reference: 'DEP-1', at: AT, settings: defaultSettings });

describe('Bitcoin transfer', () => {
  it('given 0.5 BTC, when 0.1 BTC is sent, then amount plus network fee leave and the price is recorded on the event', () => {
    user.given(customerEvents(0, 50_000_000)).when(send()).thenEvents(([event]) => {
      expect(event?.type).toBe('TransferSent');
      if (event?.type !== 'TransferSent') return;
      expect(event.data).toMatchObject({ kind: 'bitcoin', currency: 'BTC', amount: 10_000_000, fee: 1_000, bitcoin: { btcPrice: 6_000_000, usdAmount: 600_000 } });
      expect(isBalanced(event.data.postings)).toBe(true);
      expect(event.data.postings.filter((p) => p.account === customerAccount('u1', 'BTC')).reduce((s, p) => s + p.amount, 0)).toBe(-10_001_000);
    });
  });

  it('given too little BTC for amount plus fee, then it is refused as insufficient', () => {
    user.given(customerEvents(0, 10_000_500)).when(send({ amount: 10_000_000 })).thenRefuses('insufficient_funds');
  });

  it('given a pending or suspended customer, then Bitcoin is refused with 403 messages', () => {
    user.given(customerEvents(0, 50_000_000, 'pending')).when(send()).thenRefuses('forbidden', 'Bitcoin transfers are not available while your account is pending approval.');
    user.given(customerEvents(0, 50_000_000, 'suspended')).when(send()).thenRefuses('forbidden', 'Your account is suspended. Please contact support.');
  });

  it('values satoshis at a price in cents, rounding half up', () => {
    expect(satsToCents(100_000_000, 6_000_000)).toBe(6_000_000);
    expect(satsToCents(1, 6_000_000)).toBe(0);
    expect(satsToCents(50, 1_000_000)).toBe(1);
  });
});

// A transfer in dollars can reach two streams (sender and recipient), so decideTransfer is no single stream's Decider.
describe('USD transfer', () => {
  it('given a fee quoted at the start, when settings changed since, then the quoted fee is charged and stored', () => {
    const settings = { ...defaultSettings, fees: { ...defaultSettings.fees, transferFee: 900 } };
    const decision = decideTransfer({
      type: 'SendTransfer', transferId: 't1', kind: 'international', amount: 10_000, fee: 1_500, recipientName: 'Jean', recipientAccount: 'FR76', recipientBank: 'BNP',
      description: 'fees', reference: 'TRF-1', at: AT,
      international: { recipientAddress: '1 Rue', city: 'Paris', country: 'France', swiftCode: 'BNPAFRPP', bankAddress: 'Paris', purpose: 'Education', recipientCurrency: 'EUR' },
    }, { sender: customer(100_000, 0), recipient: null, settings });
    expect(decision.sender[0]?.data).toMatchObject({ kind: 'international', fee: 1_500, international: { country: 'France', purpose: 'Education', city: 'Paris' } });
  });
});

describe('deposits', () => {
  it('given a wire deposit request, then it records account details and moves no money', () => {
    user.given(customerEvents(0, 0)).when(deposit('wire', '250.00')).thenEvents((events) => {
      expect(events[0]).toMatchObject({ type: 'DepositRequested', data: { amount: 25_000, status: 'Processing', accountDetails: { accountNumber: '1000000001', beneficiaryName: 'Trust Microfinance Bank', reference: 'DEP-1' } } });
      expect(foldUser([registered, ...events]) as User).toMatchObject({ balances: { USD: 0 }, deposits: { d1: { status: 'Processing' } } });
    });
  });

  it('given a cash deposit under $10.00, then it is refused with the minimum', () => {
    user.given(customerEvents(0, 0)).when(deposit('cash', '9.99')).thenRefuses('validation', 'The minimum deposit is $10.00');
  });

  it('given a confirmed deposit, when it is confirmed again, then nothing more happens', () => {
    const requested = userDecider.decide(deposit('cash', '50.00'), foldUser(customerEvents(0, 0)));
    const confirm: UserStreamCommand = { type: 'ConfirmDeposit', depositId: 'd1', currency: 'USD', amount: 5_000, method: 'cash', actor: admin, at: AT };
    const once = [registered, ...requested, ...userDecider.decide(confirm, foldUser([registered, ...requested]))];
    user.given(once).when(confirm).then([]);
    expect((foldUser(once) as User).balances.USD).toBe(5_000);
  });
});
