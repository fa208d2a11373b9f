// Proves the ledger's invariants over thousands of random command sequences: the book sums to zero per currency,
// Bitcoin transfers take amount plus network fee, deposit instructions move nothing until confirmed once,
// no customer balance goes below zero (nor below the minimum balance through a transfer), and a replay from zero
// equals the live projection built event by event.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankEvent } from '../catalogue.ts';
import { DomainError } from '../errors.ts';
import { customerAccount } from '../ledger/accounts.ts';
import { decideSettings } from '../settings/decider.ts';
import { SETTINGS_STREAM, type SettingsEvent } from '../settings/events.ts';
import { evolveSettings, initialSettingsState } from '../settings/state.ts';
import { decideUser, type Actor } from '../user/decider.ts';
import { userStream, type UserEvent } from '../user/events.ts';
import { foldUser, type User } from '../user/state.ts';
import { decideBitcoinTransfer, decideTransfer } from '../transfer/send.ts';
import { decideDepositRequest } from '../user/deposit.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { BITCOIN_NETWORK_FEE_SATS } from '../transfer/form.ts';
import { applyToBank, emptyBank, replayBank, type LoggedEvent } from './bank.ts';

/** How many commands of each kind succeeded across all runs, to prove the sequences move money. */
const succeeded: Record<string, number> = {};

const admin: Actor = { id: 'admin', name: 'Administrator', role: 'admin' };
const USERS = ['u0', 'u1', 'u2', 'u3'];

type Command =
  | { kind: 'deposit'; user: number; amount: number }
  | { kind: 'adjust'; user: number; amount: number; currency: 'USD' | 'BTC' }
  | { kind: 'transfer'; from: number; to: number | null; amount: number; international: boolean }
  | { kind: 'status'; user: number; to: 'active' | 'pending' | 'suspended' }
  | { kind: 'limits'; daily: number; minimum: number }
  | { kind: 'bitcoin'; from: number; amount: number }
  | { kind: 'requestDeposit'; user: number; amount: number; confirmTimes: number };

const user = fc.integer({ min: 0, max: USERS.length - 1 });
const amount = fc.integer({ min: 1, max: 2_000_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), user, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('adjust' as const), user, amount: fc.integer({ min: -500_000, max: 500_000 }), currency: fc.constantFrom('USD' as const, 'BTC' as const) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('transfer' as const), from: user, to: fc.option(user, { nil: null }), amount: fc.integer({ min: 1, max: 300_000 }), international: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('status' as const), user, to: fc.constantFrom('active' as const, 'pending' as const, 'suspended' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('limits' as const), daily: fc.integer({ min: 0, max: 5_000_000 }), minimum: fc.integer({ min: 0, max: 50_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('bitcoin' as const), from: user, amount: fc.integer({ min: 1, max: 50_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('requestDeposit' as const), user, amount: fc.integer({ min: 1000, max: 500_000 }), confirmTimes: fc.integer({ min: 0, max: 3 }) }) },
);

/** A tiny in-memory bank driving the real deciders, recording every appended event. */
class Harness {
  readonly log: LoggedEvent[] = [];
  readonly live = emptyBank();
  private readonly streams = new Map<string, BankEvent[]>();
  private minute = 0;

  constructor() {
    USERS.forEach((id, index) => this.append(userStream(id), [registered(id, index)]));
  }

  run(c: Command): void {
    const at = new Date(Date.UTC(2026, 0, 1) + this.minute++ * 600_000).toISOString();
    try {
      const before = this.log.length;
      this.execute(c, at);
      if (this.log.length > before) succeeded[c.kind] = (succeeded[c.kind] ?? 0) + 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }

  private execute(c: Command, at: string): void {
    if (c.kind === 'limits') return this.updateLimits(c, at);
    if (c.kind === 'transfer') return this.transfer(c, at);
    if (c.kind === 'bitcoin') return this.bitcoin(c, at);
    if (c.kind === 'requestDeposit') return this.depositFlow(c, at);
    const id = USERS[c.user]!;
    const state = foldUser(this.stream(userStream(id)) as UserEvent[]);
    const decided = c.kind === 'deposit'
      ? decideUser({ type: 'ConfirmDeposit', depositId: at, currency: 'USD', amount: c.amount, method: 'cash', actor: admin, at }, state)
      : c.kind === 'adjust'
        ? decideUser({ type: 'AdjustBalance', adjustmentId: at, currency: c.currency, amount: c.amount, reason: 'correction', actor: admin, at }, state)
        : decideUser({ type: 'ChangeStatus', to: c.to, reason: 'review', actor: admin, at }, state);
    this.append(userStream(id), decided);
  }

  private transfer(c: Extract<Command, { kind: 'transfer' }>, at: string): void {
    const sender = this.user(c.from);
    const recipient = c.to === null ? null : this.user(c.to);
    const decision = decideTransfer({
      type: 'SendTransfer', transferId: at, kind: c.international ? 'international' : 'local', amount: c.amount,
      recipientName: 'Payee', recipientAccount: recipient?.accountNumber ?? '9999999999', recipientBank: 'Other Bank', description: 'rent', reference: 'REF', at,
    }, { sender, recipient, settings: this.settings().settings });
    const before = sender.balances.USD;
    this.append(userStream(sender.id), decision.sender);
    if (recipient) this.append(userStream(recipient.id), decision.recipient);
    const after = this.user(c.from).balances.USD;
    if (after !== before) expect(after).toBeGreaterThanOrEqual(this.settings().settings.limits.minimumAccountBalance);
  }

  private bitcoin(c: Extract<Command, { kind: 'bitcoin' }>, at: string): void {
    const sender = this.user(c.from);
    const events = decideBitcoinTransfer({
      type: 'SendBitcoin', transferId: at, amount: c.amount, fee: BITCOIN_NETWORK_FEE_SATS, walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      description: 'gift', reference: 'REF', btcPrice: 6_000_000, priceSource: 'coingecko', at,
    }, sender);
    this.append(userStream(sender.id), events);
    expect(this.user(c.from).balances.BTC).toBe(sender.balances.BTC - c.amount - BITCOIN_NETWORK_FEE_SATS);
  }

  /** A deposit instruction moves nothing; confirming it any number of times credits it once. */
  private depositFlow(c: Extract<Command, { kind: 'requestDeposit' }>, at: string): void {
    const before = this.user(c.user);
    const amount = `${Math.floor(c.amount / 100)}.${String(c.amount % 100).padStart(2, '0')}`;
    this.append(userStream(before.id), decideDepositRequest({ type: 'RequestDeposit', depositId: at, method: 'cash', amount, reference: 'DEP-1', at, settings: defaultSettings }, before));
    expect(this.user(c.user).balances).toEqual(before.balances);
    for (let i = 0; i < c.confirmTimes; i += 1) {
      const deposit = this.user(c.user).deposits[at]!;
      this.append(userStream(before.id), decideUser({ type: 'ConfirmDeposit', depositId: at, currency: 'USD', amount: deposit.amount, method: 'cash', actor: admin, at }, this.user(c.user)));
    }
    expect(this.user(c.user).balances.USD).toBe(before.balances.USD + (c.confirmTimes > 0 ? c.amount : 0));
  }

  private updateLimits(c: Extract<Command, { kind: 'limits' }>, at: string): void {
    const values = { ...this.settings().settings.limits, dailyTransferLimit: c.daily, minimumAccountBalance: c.minimum };
    this.append(SETTINGS_STREAM, decideSettings({ type: 'UpdateSettings', category: 'limits', values, actor: admin }, this.settings().settings));
    void at;
  }

  user(index: number): User {
    const state = foldUser(this.stream(userStream(USERS[index]!)) as UserEvent[]);
    if (!state.exists) throw new Error('missing user');
    return state;
  }

  private settings() {
    return (this.stream(SETTINGS_STREAM) as SettingsEvent[]).reduce((s, e) => evolveSettings(s, e, ''), initialSettingsState);
  }

  private stream(id: string): BankEvent[] {
    return this.streams.get(id) ?? [];
  }

  private append(streamId: string, events: readonly BankEvent[]): void {
    for (const event of events) {
      this.streams.set(streamId, [...this.stream(streamId), event]);
      const logged: LoggedEvent = { position: this.log.length + 1, streamId, event, recordedAt: '' };
      this.log.push(logged);
      applyToBank(this.live, logged);
    }
  }
}

function registered(userId: string, index: number): UserEvent {
  return {
    type: 'UserRegistered',
    data: {
      userId, role: 'user', email: `${userId}@example.com`, firstName: 'Ada', lastName: userId, phone: '', address: '', city: '', state: '', zipCode: '',
      dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: String(1_000_000_000 + index), accountType: 'savings', membershipNumber: null, status: 'active', at: '2026-01-01T00:00:00.000Z',
    },
  };
}

function sumsByCurrency(book: Map<string, number>): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const [account, balance] of book) {
    const currency = account.slice(account.lastIndexOf(':') + 1);
    sums[currency] = (sums[currency] ?? 0) + balance;
  }
  return sums;
}

describe('ledger properties over random command sequences', () => {
  it('keeps the book balanced, customers above zero, and replay equal to the live view', () => {
    fc.assert(fc.property(fc.array(command, { minLength: 5, maxLength: 80 }), (commands) => {
      const bank = new Harness();
      commands.forEach((c) => bank.run(c));
      const replayed = replayBank(bank.log);
      for (const sum of Object.values(sumsByCurrency(replayed.book))) expect(sum).toBe(0);
      USERS.forEach((id, index) => {
        const fromStream = bank.user(index);
        expect(fromStream.balances.USD).toBeGreaterThanOrEqual(0);
        expect(fromStream.balances.BTC).toBeGreaterThanOrEqual(0);
        expect(replayed.book.get(customerAccount(id, 'USD')) ?? 0).toBe(fromStream.balances.USD);
        expect(replayed.book.get(customerAccount(id, 'BTC')) ?? 0).toBe(fromStream.balances.BTC);
      });
      expect(replayed.users).toEqual(bank.live.users);
      expect(replayed.book).toEqual(bank.live.book);
      expect(replayed.settings).toEqual(bank.live.settings);
    }), { numRuns: 3000 });
    expect(succeeded.transfer).toBeGreaterThan(1000);
    expect(succeeded.deposit).toBeGreaterThan(1000);
    expect(succeeded.adjust).toBeGreaterThan(1000);
    expect(succeeded.bitcoin).toBeGreaterThan(50);
    expect(succeeded.requestDeposit).toBeGreaterThan(1000);
    // 3,000 sequences fold the whole bank (back-office lists included) twice each; allow for a busy shared machine.
  }, 60_000);

  it('the checker itself fails when an unbalanced entry slips into the log (negative control)', () => {
    const bank = new Harness();
    bank.run({ kind: 'deposit', user: 0, amount: 500 });
    const forged: LoggedEvent = {
      position: bank.log.length + 1, streamId: userStream('u1'), recordedAt: '',
      event: { type: 'BalanceAdjusted', data: { adjustmentId: 'x', currency: 'USD', amount: 5, reason: 'forged', by: 'x', postings: [{ account: customerAccount('u1', 'USD'), currency: 'USD', amount: 5 }], at: '' } },
    };
    expect(sumsByCurrency(replayBank([...bank.log, forged]).book).USD).not.toBe(0);
  });
});
