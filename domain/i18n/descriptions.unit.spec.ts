// Proves what the ledger writes on a customer's rows reads in French for a French reader, rendered from the stored English
// when the row is read: transfers, deposits, interest, loans, corrections, categories and a statement's CSV, names and
// what the customer typed kept as they are, English untouched.
import { describe, expect, it } from 'vitest';
import { customerTransactions } from '../projections/transactions.ts';
import type { UserEvent } from '../user/events.ts';
import { statementCsv, type StatementText } from '../records/statement-text.ts';
import { sayRowText } from './server-messages.ts';

const at = '2026-10-05T10:00:00.000Z';
const events: UserEvent[] = [
  { type: 'DepositConfirmed', data: { depositId: 'd1', currency: 'USD', amount: 5000, method: 'check', by: 'admin', postings: [], at } },
  { type: 'TransferSent', data: { transferId: 't1', kind: 'local', currency: 'USD', amount: 1000, fee: 0, recipientName: 'Ada Lovelace', recipientAccount: '1234567890', recipientBank: 'Other', recipientUserId: null, description: '', reference: 'TRF-1', postings: [], at } },
  { type: 'TransferSent', data: { transferId: 't2', kind: 'local', currency: 'USD', amount: 1000, fee: 0, recipientName: 'Bob', recipientAccount: '1234567890', recipientBank: 'Other', recipientUserId: null, description: 'Rent for May', reference: 'TRF-2', postings: [], at } },
  { type: 'InterestPosted', data: { month: '2026-09', amount: 123, rate: '4.50', postings: [], at } } as unknown as UserEvent,
];

const french = (text: string) => sayRowText('fr', text);

describe('what the ledger wrote, for a French reader', () => {
  const rows = customerTransactions('u1', events.map((event, position) => ({ position, event })));
  const row = (id: string) => rows.find((r) => r.id === id)!;

  it('renders the bank\'s own descriptions and categories in French, names and typed text kept', () => {
    expect(french(row('d1').description)).toBe('Dépôt (chèque)');
    expect(french(row('d1').category)).toBe('Dépôt');
    expect(french(row('t1').description)).toBe('Virement à Ada Lovelace');
    expect(french(row('t2').description)).toBe('Rent for May');
    expect(french(row('t1').category)).toBe('Virement');
    expect(french(row('interest-2026-09').description)).toBe('Intérêts d’épargne de septembre 2026');
    // A product an administrator named is quoted so the sentence stays French; the starter products have French names.
    expect(french('Starter Loan instalment collected')).toBe('«\u00a0Starter Loan\u00a0» : échéance prélevée');
    expect(french('Personal Loan instalment collected')).toBe('Prêt personnel : échéance prélevée');
    expect(french('Business Loan disbursed')).toBe('Prêt professionnel : versement du prêt');
    expect(french('Reversal of TX-1: typo')).toBe('Contrepassation de TX-1 : typo');
    expect(french('Valued at $60,000.00 per BTC (last known price, 12 minutes old)')).toBe('Valorisé à 60\u202f000,00\u00a0$US par BTC (dernier cours connu, vieux de 12 minutes)');
  });

  it('renders what a customer reads of the bank\'s own entries and the demo history in French (issue 26)', () => {
    expect(french('Balance adjustment: credit from Trust Microfinance Bank')).toBe('Ajustement de solde : crédit de Trust Microfinance Bank');
    expect(french('Balance adjustment: debit by Trust Microfinance Bank')).toBe('Ajustement de solde : débit par Trust Microfinance Bank');
    expect(french('Reversal of an earlier transaction by Trust Microfinance Bank')).toBe('Contrepassation d’une opération antérieure par Trust Microfinance Bank');
    expect(french('Salary payment')).toBe('Versement du salaire');
    expect(french('Groceries')).toBe('Courses');
    expect(french('Transfer from Amara Okafor')).toBe('Virement d’Amara Okafor');
    // Why the bank wrote an event, as the audit shows it.
    expect(french('accepted an administrator invitation')).toBe('invitation d’administrateur acceptée');
    expect(french('savings interest for 2026-10')).toBe('intérêts d’épargne d’octobre 2026');
  });

  it('leaves English as the ledger wrote it', () => {
    expect(sayRowText('en', row('t1').description)).toBe('Transfer to Ada Lovelace');
  });

  it('writes the statement CSV\'s headings and lines in French, figures and dates left as plain data', () => {
    const statement: StatementText = {
      holder: 'Camille Durand', accountNumber: '1234567890', periodName: 'octobre 2026', startDate: '2026-10-01', endDate: '2026-10-31',
      openingBalance: '0.00', closingBalance: '40.00', totalCredits: '50.00', totalDebits: '10.00',
      lines: [{ date: '2026-10-05', time: '10:00', description: 'Transfer to Ada Lovelace', reference: 'TRF-1', type: 'debit', amount: '10.00', balance: '40.00', channel: 'Online', status: 'completed', category: 'Transfer' }],
    };
    const lines = statementCsv(statement, 'fr').split('\r\n');
    expect(lines[1]).toBe('Titulaire du compte,Camille Durand');
    expect(lines[9]).toBe('Date,Heure,Libellé,Référence,Sens,Montant,Solde,Canal,Statut,Catégorie');
    expect(lines[10]).toBe('2026-10-05,10:00,Virement à Ada Lovelace,TRF-1,débit,-10.00,40.00,En ligne,effectuée,Virement');
    expect(statementCsv(statement).split('\r\n')[9]).toBe('Date,Time,Description,Reference,Type,Amount,Balance,Channel,Status,Category');
  });
});
