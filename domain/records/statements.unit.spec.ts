// Proves statements reconcile with the ledger: each period's closing balance equals the user's balance folded from every event up to the period's end, and periods chain.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { balanced, move } from '../ledger/postings.ts';
import type { UserEvent } from '../user/events.ts';
import { foldUser } from '../user/state.ts';
import { demoHistory } from './demo-history.ts';
import { monthsBetween, statementPeriods } from './statements.ts';
import { customerTransactions } from '../projections/transactions.ts';
import { forCustomer } from './customer-row.ts';

const opened: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', role: 'user', email: 'a@b.co', firstName: 'A', lastName: 'B', phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: '1234567890', accountType: 'savings', membershipNumber: null, status: 'active', at: '2024-01-15T09:00:00.000Z' },
};

const mine = customerAccount('u1', 'USD');
const clearing = bankAccount(bankAccounts.clearing, 'USD');
const fees = bankAccount(bankAccounts.feeIncome, 'USD');

/** Deposits and transfers with fees, in time order, never overdrawing. */
const movesArb = fc.array(fc.record({ credit: fc.boolean(), amount: fc.integer({ min: 1, max: 100_000 }), fee: fc.integer({ min: 0, max: 500 }), day: fc.integer({ min: 0, max: 700 }) }), { maxLength: 40 });

function eventsOf(moves: { credit: boolean; amount: number; fee: number; day: number }[]): UserEvent[] {
  let balance = 0;
  const sorted = [...moves].sort((a, b) => a.day - b.day);
  return [opened, ...sorted.flatMap((m, i): UserEvent[] => {
    const at = new Date(Date.UTC(2024, 0, 16) + m.day * 86_400_000).toISOString();
    if (m.credit) {
      balance += m.amount;
      return [{ type: 'DepositConfirmed', data: { depositId: `d${i}`, currency: 'USD', amount: m.amount, method: 'cash', by: 'admin', postings: balanced(move(bankAccount(bankAccounts.depositsInTransit, 'USD'), mine, 'USD', m.amount)), at } }];
    }
    if (balance < m.amount + m.fee) return [];
    balance -= m.amount + m.fee;
    return [{ type: 'TransferSent', data: { transferId: `t${i}`, kind: 'local', currency: 'USD', amount: m.amount, fee: m.fee, recipientName: 'X', recipientAccount: '1', recipientBank: 'B', recipientUserId: null, description: '', reference: `R${i}`, postings: balanced([...move(mine, clearing, 'USD', m.amount), ...move(mine, fees, 'USD', m.fee)]), at } }];
  })];
}

const balanceAt = (events: UserEvent[], endDate: string) => {
  const user = foldUser(events.filter((e) => e.type === 'UserRegistered' || e.data.at.slice(0, 10) <= endDate));
  return user.exists ? user.balances.USD : 0;
};

describe('statements', () => {
  it('closing balance of every period = ledger balance at the period end; opening = previous closing', () => {
    fc.assert(fc.property(movesArb, (moves) => {
      const events = eventsOf(moves);
      const periods = statementPeriods('u1', opened.data.at, '2026-03-10T00:00:00.000Z', events.map((event, i) => ({ position: i + 1, event })));
      expect(periods[0]?.period).toBe('2024-01');
      expect(periods.at(-1)?.period).toBe('2026-03');
      periods.forEach((p, i) => {
        expect(p.closingBalance).toBe(balanceAt(events, p.endDate));
        expect(p.closingBalance).toBe(p.openingBalance + p.totalCredits - p.totalDebits);
        if (i > 0) expect(p.openingBalance).toBe(periods[i - 1]?.closingBalance);
      });
      expect(periods.at(-1)?.status).toBe('current');
    }));
  });

  it('reconciles the demo history too, which starts before the account opened', () => {
    const events: UserEvent[] = [opened, ...demoHistory('u1', 7, '2023-06', '2024-03')];
    const periods = statementPeriods('u1', opened.data.at, '2024-04-02T00:00:00.000Z', events.map((event, i) => ({ position: i + 1, event })));
    expect(periods[0]?.period).toBe('2023-06');
    for (const p of periods) expect(p.closingBalance).toBe(balanceAt(events, p.endDate));
  });

  it('lists months across a year end', () => {
    expect(monthsBetween('2024-11', '2025-02')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });
});

describe('one reference per deposit', () => {
  it('the statement quotes the reference the customer was given, as the history does', () => {
    const depositId = '019b5503-1111-4222-8333-444455556666';
    const at = '2026-11-26T17:07:00.000Z';
    const requested: UserEvent = { type: 'DepositRequested', data: { depositId, method: 'cash', currency: 'USD', amount: 5_000, reference: 'DEP-20261126-7545831490', status: 'Processing', accountDetails: null, at } };
    const confirmed: UserEvent = { type: 'DepositConfirmed', data: { depositId, currency: 'USD', amount: 5_000, method: 'cash', by: 'admin', postings: balanced(move(bankAccount(bankAccounts.depositsInTransit, 'USD'), mine, 'USD', 5_000)), at } };
    const events = [opened, requested, confirmed].map((event, i) => ({ position: i + 1, event }));
    const history = customerTransactions('u1', events).map(forCustomer);
    const [period] = statementPeriods('u1', opened.data.at, '2026-11-30T00:00:00.000Z', events).slice(-1);
    expect(history.map((row) => row.reference)).toEqual(['DEP-20261126-7545831490']);
    expect(period?.lines.map((line) => line.row.reference)).toEqual(['DEP-20261126-7545831490']);
  });
});
