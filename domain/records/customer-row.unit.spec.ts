// Proves customers never read an internal UUID as a reference or an administrator's reason as a description, while other rows are left as they are.
import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../projections/transactions.ts';
import { forCustomer, humanReference } from './customer-row.ts';

const adjustment: TransactionRow = {
  id: '7b7fbf53-1018-41a1-9207-b672d7a412e0', userId: 'u1', type: 'credit', kind: 'adjustment', currency: 'USD', amount: 5000, fee: 0, total: 5000,
  description: 'Compensation after complaint #4411 (agent: J. Smith)', category: 'Adjustment', reference: '7b7fbf53-1018-41a1-9207-b672d7a412e0',
  counterparty: 'Trust Microfinance Bank', status: 'completed', at: '2026-11-24T09:15:00.000Z', position: 42,
};

describe('rows as a customer reads them', () => {
  it('gives an adjustment a human reference and a description written for the customer', () => {
    expect(forCustomer(adjustment)).toMatchObject({ reference: 'ADJ-20261124-7B7FBF53', description: 'Balance adjustment: credit from Trust Microfinance Bank' });
    expect(forCustomer({ ...adjustment, type: 'debit' }).description).toBe('Balance adjustment: debit by Trust Microfinance Bank');
    expect(forCustomer({ ...adjustment, description: 'Reversal of 1f0c…: duplicate entry' }).description).toBe('Reversal of an earlier transaction by Trust Microfinance Bank');
  });
  it('leaves rows that already have a human reference and their own description untouched', () => {
    const transfer: TransactionRow = { ...adjustment, kind: 'transfer', type: 'debit', description: 'Transfer to Grace Hopper', reference: 'TRF-20261124-000123' };
    expect(forCustomer(transfer)).toBe(transfer);
  });
  it('makes the same reference for the same row every time, and never shows a UUID', () => {
    const deposit = { ...adjustment, kind: 'deposit' as const };
    expect(humanReference(deposit)).toBe(humanReference(deposit));
    expect(humanReference(deposit)).toBe('DEP-20261124-7B7FBF53');
    expect(humanReference(deposit)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
  });
});
