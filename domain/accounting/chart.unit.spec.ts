// Proves the chart files every account the bank posts to under a class (none falls to suspense), that the chart's
// decider adds and renames with a reason and refuses a taken code, a code of the wrong class and an unknown account,
// and that the statements as of a position and a time read the right balances.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { interestIncomeAccount, loanAccount, loanFeeIncomeAccount } from '../loans/ledger.ts';
import { applyToBook, emptyBook, positionAtTime } from './book.ts';
import { decideChart, evolveChart, initialChart } from './chart-decider.ts';
import { builtInChart, codeOf, codes } from './chart.ts';
import { generalLedger } from './general-ledger.ts';
import { balanceSheet, compareMoments, incomeStatement, trialBalance } from './statements.ts';

const classOf = (account: string) => builtInChart.find((a) => a.code === codeOf(account))?.class;

describe('the chart of accounts', () => {
  it('files every bank account, every loan account and every customer account under a class', () => {
    for (const name of Object.values(bankAccounts)) for (const currency of ['USD', 'BTC'] as const) expect(codeOf(bankAccount(name, currency)), name).not.toBe(codes.suspense);
    expect(classOf(customerAccount('u1', 'USD'))).toBe('liability');
    expect(classOf(customerAccount('u1', 'BTC'))).toBe('liability');
    expect(codeOf(loanAccount('L1', 'principal'))).toBe(codes.loansOutstanding);
    expect(codeOf(loanAccount('L1', 'interest'))).toBe(codes.interestReceivable);
    expect(classOf(interestIncomeAccount)).toBe('income');
    expect(classOf(loanFeeIncomeAccount)).toBe('income');
    expect(classOf('bank:cash:USD')).toBe('asset');
    expect(classOf('bank:interest-expense:USD')).toBe('expense');
    // The provisioning's accounts (issue 28 item 4).
    expect(classOf('bank:provision-expense:USD')).toBe('expense');
    expect(builtInChart.find((a) => a.code === codeOf('bank:loan-loss-allowance:USD'))).toMatchObject({ class: 'asset', contra: true });
    expect(classOf('bank:recoveries:USD')).toBe('income');
    expect(codeOf('bank:something-new:USD')).toBe(codes.suspense);
    expect(codeOf('chart:3050:USD')).toBe('3050');
  });

  const actor = { id: 'a1', name: 'Ada Admin' };
  const at = '2026-11-27T10:00:00.000Z';

  it('adds an account with its actor and reason, and renames one; nothing removes an account', () => {
    const added = decideChart({ type: 'AddAccount', code: '3050', name: ' Donor grants ', class: 'equity', contra: false, reason: 'Grant', actor, at }, initialChart);
    expect(added).toEqual([{ type: 'ChartAccountAdded', data: { code: '3050', name: 'Donor grants', class: 'equity', contra: false, reason: 'Grant', by: 'a1', byName: 'Ada Admin', at } }]);
    const chart = added.reduce(evolveChart, initialChart);
    const renamed = decideChart({ type: 'RenameAccount', code: '2000', name: 'Savings deposits', reason: 'Wording', actor, at }, chart);
    expect(renamed[0]).toMatchObject({ type: 'ChartAccountRenamed', data: { code: '2000', from: 'Customer deposits', to: 'Savings deposits' } });
    expect(renamed.reduce(evolveChart, chart).accounts.get('2000')?.name).toBe('Savings deposits');
  });

  it('refuses a taken code, a code of another class, an unknown account, the same name and a missing reason', () => {
    const refusal = (run: () => unknown) => { try { run(); } catch (error) { return error instanceof DomainError ? error.code : 'other'; } return 'none'; };
    expect(refusal(() => decideChart({ type: 'AddAccount', code: '1000', name: 'Cash', class: 'asset', contra: false, reason: 'r', actor, at }, initialChart))).toBe('conflict');
    expect(refusal(() => decideChart({ type: 'AddAccount', code: '4999', name: 'X', class: 'expense', contra: false, reason: 'r', actor, at }, initialChart))).toBe('validation');
    expect(refusal(() => decideChart({ type: 'RenameAccount', code: '3999', name: 'X', reason: 'r', actor, at }, initialChart))).toBe('not_found');
    expect(refusal(() => decideChart({ type: 'RenameAccount', code: '1000', name: 'Cash at branch', reason: 'r', actor, at }, initialChart))).toBe('validation');
    expect(refusal(() => decideChart({ type: 'RenameAccount', code: '1000', name: 'Vault', reason: '  ', actor, at }, initialChart))).toBe('validation');
  });
});

describe('statements as of a moment', () => {
  const book = emptyBook();
  const post = (position: number, at: string, type: string, postings: { account: string; amount: number }[]) =>
    applyToBook(book, { position, streamId: 'user-u1', at, type, data: { postings: postings.map((p) => ({ ...p, currency: 'USD' })) } });
  post(1, '2026-01-01T10:00:00.000Z', 'AdminTransactionPosted', [{ account: 'bank:cash:USD', amount: -100_00 }, { account: 'customer:u1:USD', amount: 100_00 }]);
  post(3, '2026-01-02T10:00:00.000Z', 'TransferSent', [{ account: 'customer:u1:USD', amount: -20_00 }, { account: 'bank:clearing:USD', amount: 19_00 }, { account: 'bank:fee-income:USD', amount: 1_00 }]);
  post(4, '2026-01-03T10:00:00.000Z', 'InterestPosted', [{ account: 'bank:interest-expense:USD', amount: -25 }, { account: 'customer:u1:USD', amount: 25 }]);

  it('balances the trial balance and the balance sheet with the result at each moment', () => {
    expect(trialBalance(book, 'USD', 2)).toMatchObject({ totalDebit: 100_00, totalCredit: 100_00, balanced: true });
    const sheet = balanceSheet(book, 'USD', 4);
    expect(sheet).toMatchObject({ totalAssets: 100_00 - 19_00, totalLiabilities: 80_25, result: 1_00 - 25, balanced: true });
  });

  it('gives the income statement of a period and two moments side by side', () => {
    expect(incomeStatement(book, 'USD', 1, 4)).toMatchObject({ totalIncome: 1_00, totalExpenses: 25, netResult: 75 });
    expect(incomeStatement(book, 'USD', 3, 4).netResult).toBe(-25);
    expect(compareMoments(book, 'USD', 1, 4).lines.find((l) => l.code === '2000')).toMatchObject({ before: 100_00, after: 80_25, change: -19_75 });
  });

  it('resolves a time to the last position in force, and lists the general ledger with sources and running balance', () => {
    expect(positionAtTime(book, '2026-01-02T12:00:00.000Z')).toBe(3);
    expect(positionAtTime(book, '2025-12-31T00:00:00.000Z')).toBe(0);
    expect(positionAtTime(book, '2026-01-01T10:00:00.000Z')).toBe(2);
    const ledger = generalLedger(book, '2000', 'USD', 0, 4)!;
    expect(ledger.entries.map((e) => [e.position, e.source, e.debit, e.credit, e.balance])).toEqual([[1, 'journal', 0, 100_00, 100_00], [3, 'transfer', 20_00, 0, 80_00], [4, 'interest', 0, 25, 80_25]]);
    expect(generalLedger(book, '2000', 'USD', 1, 4, 1)).toMatchObject({ opening: 80_00, omitted: 1, closing: 80_25 });
  });
});
