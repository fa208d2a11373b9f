// Proves what a stranger may read of a statement: the holder's name, typed descriptions and categories give way to the bank's words while figures, dates and references stay; the own address is recognised as sign-in compares e-mails; a code's binding changes with the address, month, format or detail.
import { describe, expect, it } from 'vitest';
import { isOwnStatementAddress, statementBinding, statementForAnotherAddress } from './statement-recipient.ts';
import type { StatementText } from './statement-text.ts';

const line = { date: '2026-11-02', time: '10:00', description: 'URGENT: verify at http://evil.example/login', reference: 'TRF-20261102-000001', type: 'debit' as const, amount: '100.00', balance: '900.00', channel: 'Online', status: 'completed', category: 'Call 555-0199', kind: 'transfer', note: 'memo http://evil.example' };
const text: StatementText = { holder: 'URGENT Adams', accountNumber: '1234567890', periodName: 'November 2026', startDate: '2026-11-01', endDate: '2026-11-30', openingBalance: '1000.00', closingBalance: '900.00', totalCredits: '0.00', totalDebits: '100.00', lines: [line] };

describe('a statement for another address', () => {
  it('keeps the bank\'s figures and replaces every text a customer typed', () => {
    const safe = statementForAnotherAddress(text, { holder: 'Sent at the account holder\'s request', kind: (kind) => (kind === 'transfer' ? 'Transfer sent' : 'Account movement') });
    expect(JSON.stringify(safe)).not.toMatch(/evil|URGENT|555-0199|Adams/);
    expect(safe.lines[0]).toEqual({ date: '2026-11-02', time: '10:00', description: 'Transfer sent', reference: 'TRF-20261102-000001', type: 'debit', amount: '100.00', balance: '900.00', channel: 'Online', status: 'completed', category: '' });
    expect(safe).toMatchObject({ accountNumber: '1234567890', closingBalance: '900.00', holder: 'Sent at the account holder\'s request' });
  });

  it('knows the own address and binds a code to one address, month, format and detail', () => {
    expect(isOwnStatementAddress('grace@example.com', ' Grace@Example.COM ')).toBe(true);
    expect(isOwnStatementAddress('grace@example.com', 'grace@example.org')).toBe(false);
    const base = { email: 'a@example.com', period: '2026-11', format: 'pdf', includeTransactionDetails: true };
    const bindings = [base, { ...base, email: 'b@example.com' }, { ...base, period: '2026-10' }, { ...base, format: 'csv' }, { ...base, includeTransactionDetails: false }].map(statementBinding);
    expect(new Set(bindings).size).toBe(5);
    expect(statementBinding({ ...base, email: ' A@Example.com ' })).toBe(bindings[0]);
  });
});
