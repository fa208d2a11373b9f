// Proves through HTTP that an administrator's accounting answers from the log: the trial balance balances, the balance
// sheet and income statement show a journal deposit and transfer with its fee, a past position shows the books as they
// stood, the general ledger names each entry's source, the reconciliation agrees, the chart grows and renames with a
// reason, and a customer is refused before the body is read.
import { describe, expect, it } from 'vitest';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';
import { functionTable } from './functions/table.ts';

async function bankWithHistory() {
  const bank = await testBank();
  const { body: signup } = await bank.call('/functions/v1/auth-signup', signupPayload());
  const customer = signup.session.access_token as string;
  const admin = (await bank.call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin })).body.session.access_token as string;
  const userId = signup.user.id as string;
  await bank.call('/functions/v1/admin-transactions', { action: 'create', userId, type: 'deposit', amount: '300.00', status: 'completed' }, admin);
  const afterDeposit = await bank.store.headPosition();
  await bank.call('/functions/v1/admin-transactions', { action: 'create', userId, type: 'transfer', amount: '120.00', fee: '5.00', status: 'completed' }, admin);
  const books = (body: Record<string, unknown>) => bank.call('/functions/v1/admin-accounting', body, admin);
  return { ...bank, admin, customer, userId, afterDeposit, books };
}

const line = (lines: { code: string }[], code: string) => lines.find((l) => l.code === code);

describe('accounting through HTTP', () => {
  it('answers a balanced trial balance and balance sheet now and as of a past position', async () => {
    const { books, afterDeposit } = await bankWithHistory();
    const now = (await books({ action: 'trial_balance', point: {} })).body;
    expect(now.statement.balanced).toBe(true);
    expect(now.statement.totalDebit).toBe(30_000);
    expect(line(now.statement.lines, '1010')).toMatchObject({ credit: 12_000 });
    expect(line(now.statement.lines, '2000')).toMatchObject({ credit: 17_500, debit: 0 });
    expect(line(now.statement.lines, '4100')).toMatchObject({ credit: 500 });
    expect(line(now.statement.lines, '1000')).toMatchObject({ debit: 30_000 });

    const then = (await books({ action: 'balance_sheet', point: { position: afterDeposit } })).body;
    expect(then.moment.position).toBe(afterDeposit);
    expect(then.statement).toMatchObject({ totalAssets: 30_000, totalLiabilities: 30_000, result: 0, balanced: true });

    const sheet = (await books({ action: 'balance_sheet', point: {} })).body.statement;
    expect(sheet).toMatchObject({ totalLiabilities: 17_500, result: 500, balanced: true });
    expect(sheet.totalAssets).toBe(sheet.totalLiabilitiesAndEquity);
  });

  it('gives the income of a period, the general ledger with sources, two moments compared and an agreeing reconciliation', async () => {
    const { books, afterDeposit, store } = await bankWithHistory();
    const income = (await books({ action: 'income_statement', from: { position: afterDeposit }, to: {} })).body.statement;
    expect(income).toMatchObject({ totalIncome: 500, totalExpenses: 0, netResult: 500 });
    expect((await books({ action: 'income_statement', from: { position: 0 }, to: { position: afterDeposit } })).body.statement.netResult).toBe(0);

    const ledger = (await books({ action: 'general_ledger', code: '2000', to: {} })).body.statement;
    expect(ledger.entries.map((e: { source: string; debit: number; credit: number; balance: number }) => [e.source, e.debit, e.credit, e.balance]))
      .toEqual([['journal', 0, 30_000, 30_000], ['journal', 12_000, 0, 18_000], ['journal', 500, 0, 17_500]]);

    const compared = (await books({ action: 'compare', before: { position: afterDeposit }, after: { position: await store.headPosition() } })).body.statement;
    expect(line(compared.lines, '2000')).toMatchObject({ before: 30_000, after: 17_500, change: -12_500 });

    const reconciled = (await books({ action: 'reconcile', point: {} })).body;
    expect(reconciled.agrees).toBe(true);
    expect(reconciled.checks.find((c: { check: string; currency: string }) => c.check === 'deposits' && c.currency === 'USD')).toMatchObject({ books: 17_500, operations: 17_500 });
    expect((await books({ action: 'reconcile', point: { position: afterDeposit } })).body.agrees).toBe(true);
  });

  it('resolves a time to the last position at or before it', async () => {
    const { books, clock, call, admin, userId } = await bankWithHistory();
    const before = clock.now().toISOString();
    clock.advance(60_000);
    await call('/functions/v1/admin-transactions', { action: 'create', userId, type: 'deposit', amount: '1.00', status: 'completed' }, admin);
    const then = (await books({ action: 'trial_balance', point: { at: before } })).body.statement;
    expect(line(then.lines, '2000')).toMatchObject({ credit: 17_500 });
    expect(line((await books({ action: 'trial_balance', point: {} })).body.statement.lines, '2000')).toMatchObject({ credit: 17_600 });
  });

  it('lets an administrator add and rename accounts with a reason, never twice the same code, and refuses a customer', async () => {
    const { bank, admin, customer, books, call } = await (async () => { const b = await bankWithHistory(); return { bank: b, ...b }; })();
    const chart = (body: Record<string, unknown>, token = admin) => call('/functions/v1/admin-accounting-chart', body, token);
    const added = await chart({ action: 'add_account', code: '3050', name: 'Donor grants', class: 'equity', reason: 'Grant from the foundation' });
    expect(added.status).toBe(200);
    expect(added.body.accounts.find((a: { code: string }) => a.code === '3050')).toMatchObject({ name: 'Donor grants', class: 'equity', origin: 'added', posted: false });
    expect((await chart({ action: 'add_account', code: '3050', name: 'Again', class: 'equity', reason: 'x' })).status).toBe(409);
    expect((await chart({ action: 'add_account', code: '4999', name: 'Wrong', class: 'expense', reason: 'x' })).status).toBe(400);
    const renamed = await chart({ action: 'rename_account', code: '2000', name: 'Savings deposits', reason: 'Regulator wording' });
    expect(renamed.body.accounts.find((a: { code: string }) => a.code === '2000')).toMatchObject({ name: 'Savings deposits', posted: true });
    expect(line((await books({ action: 'trial_balance', point: {} })).body.statement.lines, '2000')).toMatchObject({ name: 'Savings deposits' });
    const events = await bank.store.readStream('chart-of-accounts');
    expect(events.map((e) => [e.type, e.metadata.reason])).toEqual([['ChartAccountAdded', 'Grant from the foundation'], ['ChartAccountRenamed', 'Regulator wording']]);
    expect((await call('/functions/v1/admin-accounting', { action: 'chart' }, customer)).status).toBe(403);
    expect((await chart({ action: 'rename_account', code: '2000', name: 'Mine', reason: 'x' }, customer)).status).toBe(403);
  });

  it('declares the reads for administrators and auditors and the changes to the chart for administrators only', () => {
    expect(functionTable['admin-accounting']).toMatchObject({ auth: 'admin', reads: 'all' });
    expect(functionTable['admin-accounting-chart']).toMatchObject({ auth: 'admin' });
  });
});
