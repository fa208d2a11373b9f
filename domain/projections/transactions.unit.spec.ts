// Proves each money event becomes one signed transaction row (credit in, debit out) and that rows come newest first.
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../user/events.ts';
import { customerTransactions } from './transactions.ts';

const deposit: UserEvent = { type: 'DepositConfirmed', data: { depositId: 'd1', currency: 'USD', amount: 5000, method: 'cash', by: 'admin', postings: [], at: '2026-01-01T10:00:00.000Z' } };
const sent: UserEvent = {
  type: 'TransferSent',
  data: { transferId: 't1', kind: 'local', currency: 'USD', amount: 1000, fee: 500, recipientName: 'Bob', recipientAccount: '1234567890', recipientBank: 'Other', recipientUserId: null, description: 'Rent', reference: 'TRF-1', postings: [], at: '2026-01-02T10:00:00.000Z' },
};

describe('transaction rows', () => {
  it('signs deposits as credits and transfers as debits with their fee, newest first', () => {
    const rows = customerTransactions('u1', [{ position: 1, event: deposit }, { position: 2, event: sent }]);
    expect(rows.map((r) => [r.id, r.type, r.kind, r.amount, r.fee])).toEqual([['t1', 'debit', 'transfer', 1000, 500], ['d1', 'credit', 'deposit', 5000, 0]]);
  });

  it('ignores events that move no money', () => {
    expect(customerTransactions('u1', [{ position: 1, event: { type: 'PreferencesUpdated', data: { preferences: {}, at: '' } } }])).toEqual([]);
  });
});

describe('deposit rows', () => {
  const requested: UserEvent = {
    type: 'DepositRequested',
    data: { depositId: 'd2', method: 'wire', currency: 'USD', amount: 2500, reference: 'DEP-1', status: 'Processing', accountDetails: null, at: '2026-01-03T10:00:00.000Z' },
  };
  const confirmed: UserEvent = { type: 'DepositConfirmed', data: { depositId: 'd2', currency: 'USD', amount: 2500, method: 'wire', by: 'admin', postings: [], at: '2026-01-04T10:00:00.000Z' } };

  it('given a requested deposit, then it shows as one pending credit', () => {
    const rows = customerTransactions('u1', [{ position: 1, event: requested }]);
    expect(rows.map((r) => [r.id, r.status, r.type, r.amount, r.reference])).toEqual([['d2', 'pending', 'credit', 2500, 'DEP-1']]);
  });

  it('given the deposit is then confirmed, then the same single row is completed and keeps its reference', () => {
    const rows = customerTransactions('u1', [{ position: 1, event: requested }, { position: 2, event: confirmed }]);
    expect(rows.map((r) => [r.id, r.status, r.reference])).toEqual([['d2', 'completed', 'DEP-1']]);
  });
});
