// Proves the money deciders' rules in given/when/then form: Bitcoin transfers (network fee, recorded price, pending and
// suspended customers), the fee quoted at the start, international details, deposit instructions and single confirmation.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { customerAccount } from '../ledger/accounts.ts';
import { isBalanced } from '../ledger/postings.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { decideUser } from './decider.ts';
import { decideDepositRequest } from './deposit.ts';
import type { UserEvent } from './events.ts';
import { foldUser, type User } from './state.ts';
import { decideBitcoinTransfer, decideTransfer, satsToCents, type SendBitcoin } from '../transfer/send.ts';

const AT = '2026-03-01T12:00:00.000Z';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1', role: 'user', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', phone: '', address: '', city: '', state: '', zipCode: '',
    dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: '1000000001', accountType: 'savings', membershipNumber: null, status: 'active', at: AT,
  },
};
const admin = { id: 'admin', name: 'Administrator', role: 'admin' as const };

function customer(usd: number, btc: number, status: User['status'] = 'active'): User {
  const events: UserEvent[] = [registered];
  for (const [currency, amount] of [['USD', usd], ['BTC', btc]] as const) {
    if (amount) events.push(...decideUser({ type: 'AdjustBalance', adjustmentId: currency, currency, amount, reason: 'opening', actor: admin, at: AT }, foldUser(events)));
  }
  if (status !== 'active') events.push(...decideUser({ type: 'ChangeStatus', to: status, reason: 'review', actor: admin, at: AT }, foldUser(events)));
  return foldUser(events) as User;
}

const send = (overrides: Partial<SendBitcoin> = {}): SendBitcoin => ({
  type: 'SendBitcoin', transferId: 't1', amount: 10_000_000, fee: 1_000, walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  description: 'gift', reference: 'TRF-1', btcPrice: 6_000_000, priceSource: 'coingecko', at: AT, ...overrides,
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('Bitcoin transfer', () => {
  it('given 0.5 BTC, when 0.1 BTC is sent, then amount plus network fee leave and the price is recorded on the event', () => {
    const [event] = decideBitcoinTransfer(send(), customer(0, 50_000_000));
    expect(event?.type).toBe('TransferSent');
    if (event?.type !== 'TransferSent') return;
    expect(event.data).toMatchObject({ kind: 'bitcoin', currency: 'BTC', amount: 10_000_000, fee: 1_000, bitcoin: { btcPrice: 6_000_000, usdAmount: 600_000 } });
    expect(isBalanced(event.data.postings)).toBe(true);
    expect(event.data.postings.filter((p) => p.account === customerAccount('u1', 'BTC')).reduce((s, p) => s + p.amount, 0)).toBe(-10_001_000);
  });

  it('given too little BTC for amount plus fee, then it is refused as insufficient', () => {
    expect(refusal(() => decideBitcoinTransfer(send({ amount: 10_000_000 }), customer(0, 10_000_500))).code).toBe('insufficient_funds');
  });

  it('given a pending or suspended customer, then Bitcoin is refused with 403 messages', () => {
    expect(refusal(() => decideBitcoinTransfer(send(), customer(0, 50_000_000, 'pending')))).toEqual({ code: 'forbidden', message: 'Bitcoin transfers are not available while your account is pending approval.' });
    expect(refusal(() => decideBitcoinTransfer(send(), customer(0, 50_000_000, 'suspended')))).toEqual({ code: 'forbidden', message: 'Your account is suspended. Please contact support.' });
  });

  it('values satoshis at a price in cents, rounding half up', () => {
    expect(satsToCents(100_000_000, 6_000_000)).toBe(6_000_000);
    expect(satsToCents(1, 6_000_000)).toBe(0);
    expect(satsToCents(50, 1_000_000)).toBe(1);
  });
});

describe('USD transfer', () => {
  it('given a fee quoted at the start, when settings changed since, then the quoted fee is charged and stored', () => {
    const settings = { ...defaultSettings, fees: { ...defaultSettings.fees, transferFee: 900 } };
    const decision = decideTransfer({
      type: 'SendTransfer', transferId: 't1', kind: 'international', amount: 10_000, fee: 1_500, recipientName: 'Jean', recipientAccount: 'FR76', recipientBank: 'BNP',
      description: 'fees', reference: 'TRF-1', at: AT,
      international: { recipientAddress: '1 Rue', city: 'Paris', country: 'France', swiftCode: 'BNPAFRPP', bankAddress: 'Paris', purpose: 'Education', recipientCurrency: 'EUR' },
    }, customer(100_000, 0), null, settings);
    expect(decision.sender[0]?.data).toMatchObject({ kind: 'international', fee: 1_500, international: { country: 'France', purpose: 'Education', city: 'Paris' } });
  });
});

describe('deposits', () => {
  it('given a wire deposit request, then it records account details and moves no money', () => {
    const user = customer(0, 0);
    const events = decideDepositRequest({ type: 'RequestDeposit', depositId: 'd1', method: 'wire', amount: '250.00', reference: 'DEP-1', at: AT }, user, defaultSettings);
    expect(events[0]).toMatchObject({ type: 'DepositRequested', data: { amount: 25_000, status: 'Processing', accountDetails: { accountNumber: '1000000001', beneficiaryName: 'Trust Microfinance Bank', reference: 'DEP-1' } } });
    expect(foldUser([registered, ...events]) as User).toMatchObject({ balances: { USD: 0 }, deposits: { d1: { status: 'Processing' } } });
  });

  it('given a cash deposit under $10.00, then it is refused with the minimum', () => {
    expect(refusal(() => decideDepositRequest({ type: 'RequestDeposit', depositId: 'd1', method: 'cash', amount: '9.99', reference: 'DEP-1', at: AT }, customer(0, 0), defaultSettings)).message)
      .toBe('The minimum deposit is $10.00');
  });

  it('given a confirmed deposit, when it is confirmed again, then nothing more happens', () => {
    const requested = decideDepositRequest({ type: 'RequestDeposit', depositId: 'd1', method: 'cash', amount: '50.00', reference: 'DEP-1', at: AT }, customer(0, 0), defaultSettings);
    const confirm = (events: UserEvent[]) => decideUser({ type: 'ConfirmDeposit', depositId: 'd1', currency: 'USD', amount: 5_000, method: 'cash', actor: admin, at: AT }, foldUser(events));
    const once = [registered, ...requested, ...confirm([registered, ...requested])];
    expect(confirm(once)).toEqual([]);
    expect((foldUser(once) as User).balances.USD).toBe(5_000);
  });
});
