// Proves an auditor reads each event by whom it concerns and what money it moved: the customer by name, e-mail and
// account number (never a stream id), amounts as signed figures each reader's language writes as money, and references.
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../user/events.ts';
import { foldUser, type User } from '../user/state.ts';
import { eventMoney, eventSubject } from './event-summary.ts';

const at = '2026-11-23T10:00:00.000Z';
const bob = foldUser([{
  type: 'UserRegistered',
  data: { userId: 'b0b', role: 'user', email: 'bob@example.test', firstName: 'Bob', lastName: 'Brown', phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '', ssnLast4: '', accountNumber: '1234567890', accountType: 'savings', membershipNumber: null, status: 'active', at },
}, {
  type: 'DepositRequested',
  data: { depositId: 'd1', method: 'wire', currency: 'USD', amount: 150_000, reference: 'DEP-20261123-0000000001', status: 'Processing', accountDetails: null, at },
}] satisfies UserEvent[]) as User;
const users = new Map([['b0b', bob]]);

describe('audit rows', () => {
  it('name the customer of a user, credentials or activity stream, and the bank\'s own streams by what they are', () => {
    for (const stream of ['user-b0b', 'credentials-b0b', 'activity-b0b']) expect(eventSubject(stream, {}, users)).toEqual({ name: 'Bob Brown', email: 'bob@example.test', accountNumber: '1234567890' });
    expect(eventSubject('session-5e55', { userId: 'b0b' }, users).name).toBe('Bob Brown');
    // The bank's streams by a kind the reader's catalogue words (never an English label), and what identifies them.
    expect(eventSubject('settings', {}, users)).toEqual({ name: '', stream: 'settings', email: '', accountNumber: '' });
    expect(eventSubject('membership-TMB-1234-5678', {}, users)).toMatchObject({ name: 'TMB-1234-5678', stream: 'membership' });
    expect(eventSubject('idempotency-3f2a9c', {}, users)).toMatchObject({ name: '', stream: 'idempotency' });
    expect(eventSubject('user-gone', {}, users)).toMatchObject({ name: '', stream: 'customer' });
  });

  it('show money events as money with their reference: adjustments, deposits, transfers with fees, corrections', () => {
    expect(eventMoney('BalanceAdjusted', { currency: 'USD', amount: 150_000 }, bob)).toEqual({ amount: { minor: 150_000, currency: 'USD', signed: true } });
    expect(eventMoney('DepositConfirmed', { depositId: 'd1', currency: 'USD', amount: 150_000 }, bob)).toEqual({ amount: { minor: 150_000, currency: 'USD', signed: true }, reference: 'DEP-20261123-0000000001' });
    expect(eventMoney('DepositRejected', { depositId: 'd1', currency: 'USD', amount: 150_000 }, bob)).toEqual({ amount: { minor: 150_000, currency: 'USD', signed: false }, reference: 'DEP-20261123-0000000001' });
    expect(eventMoney('TransferSent', { currency: 'USD', amount: 25_075, fee: 500, reference: 'TRF-20261123-5722706429' }, bob)).toEqual({ amount: { minor: -25_575, currency: 'USD', signed: true }, reference: 'TRF-20261123-5722706429' });
    expect(eventMoney('TransferSent', { currency: 'BTC', amount: 1_000_000, fee: 1_000, reference: 'BTC-1' }, bob).amount).toEqual({ minor: -1_001_000, currency: 'BTC', signed: true });
    expect(eventMoney('AdminTransactionReversed', { postings: [{ account: 'customer:b0b:USD', currency: 'USD', amount: -150_000 }, { account: 'bank:cash:USD', currency: 'USD', amount: 150_000 }] }, bob)).toEqual({ amount: { minor: -150_000, currency: 'USD', signed: true } });
    expect(eventMoney('ProfileUpdated', { changes: {} }, bob)).toEqual({});
  });
});
